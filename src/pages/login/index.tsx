import PageShell from '@/components/PageShell'
import LoginPage from '@/features/common/components/LoginPage'

definePageConfig({ navigationBarTitleText: '登录', enableShareAppMessage: true, enableShareTimeline: true })

export default function LoginRoutePage() {
  // The form is on the page itself: no overlay on top of it.
  return <PageShell loginOverlay={false}>{({ params }) => <LoginPage redirect={params.redirect} />}</PageShell>
}
