import PageShell from '@/components/PageShell'
import TagWizard from '@/features/userTagManager/components/TagWizard'

definePageConfig({ navigationBarTitleText: '完善信息', enableShareAppMessage: true, enableShareTimeline: true })

export default function UserTagPage() {
  return (
    <PageShell>
      <TagWizard />
    </PageShell>
  )
}
