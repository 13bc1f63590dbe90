// The page component of every `coming` route: the guard and frame of PageShell, then ComingSoon.
import PageShell from '@/components/PageShell'
import ComingSoon from '@/components/ComingSoon'

export default function ComingSoonPage() {
  return <PageShell>{({ route }) => <ComingSoon title={route.title} />}</PageShell>
}
