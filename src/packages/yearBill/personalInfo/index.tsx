import PageShell from '@/components/PageShell'
import PersonalInfoGuide from '@/features/yearBill/components/PersonalInfoGuide'

definePageConfig({ navigationBarTitleText: '个人信息保护指引', enableShareAppMessage: true, enableShareTimeline: true })

export default function PersonalInfoGuidePage() {
  return (
    <PageShell>
      <PersonalInfoGuide />
    </PageShell>
  )
}
