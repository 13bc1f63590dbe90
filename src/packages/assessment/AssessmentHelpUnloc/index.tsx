import PageShell from '@/components/PageShell'
import HelpUnlock from '@/features/assessment/components/HelpUnlock'

definePageConfig({ navigationBarTitleText: '好友助力解锁', enableShareAppMessage: true, enableShareTimeline: true })

export default function AssessmentHelpUnlocPage() {
  return <PageShell>{(page) => <HelpUnlock code={page.params.code || ''} />}</PageShell>
}
