import PageShell from '@/components/PageShell'
import WebPage from '@/features/common/components/WebPage'
import { useQueryTitle } from '@/features/common/hooks/useQueryTitle'

definePageConfig({ navigationBarTitleText: '心栈', enableShareAppMessage: true, enableShareTimeline: true })

export default function LoadWebPage() {
  return <PageShell title={useQueryTitle()}>{({ params }) => <WebPage url={params.url} title={params.title} />}</PageShell>
}
