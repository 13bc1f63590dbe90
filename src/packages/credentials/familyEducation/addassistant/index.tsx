import PageShell from '@/components/PageShell'
import AddAssistant from '@/features/credentials/components/AddAssistant'

definePageConfig({ navigationBarTitleText: '添加助教老师', enableShareAppMessage: true, enableShareTimeline: true })

export default function FamilyEducationAssistantPage() {
  return (
    <PageShell>
      <AddAssistant programme='familyEducation' />
    </PageShell>
  )
}
