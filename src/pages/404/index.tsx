import PageShell from '@/components/PageShell'
import NotFound from '@/features/common/components/NotFound'

definePageConfig({ navigationBarTitleText: '页面不存在', enableShareAppMessage: true, enableShareTimeline: true })

export default function NotFoundPage() {
  return (
    <PageShell>
      <NotFound />
    </PageShell>
  )
}
