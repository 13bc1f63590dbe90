import PageShell from '@/components/PageShell'
import Messages from '@/features/punch/components/Messages'

definePageConfig({ navigationBarTitleText: '打卡消息' })

export default function PunchMessagePage() {
  return (
    <PageShell>
      <Messages />
    </PageShell>
  )
}
