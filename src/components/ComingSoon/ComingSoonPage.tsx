// The page component of every `coming` route: the guard and frame of PageShell, then ComingSoon.
import ComingSoon from '@/components/ComingSoon'
import PageShell from '@/components/PageShell'

export default function ComingSoonPage() {
  return <PageShell>{({ route }) => <ComingSoon title={route.title} />}</PageShell>
}
