import PageShell from '@/components/PageShell'
import Publish from '@/features/upgc/components/Publish'

definePageConfig({ navigationBarTitleText: '发布动态' })

export default function PublishPage() {
  return (
    <PageShell>
      <Publish />
    </PageShell>
  )
}
