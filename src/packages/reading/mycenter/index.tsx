import PageShell from '@/components/PageShell'
import MyCenter from '@/features/reading/components/MyCenter'

definePageConfig({ navigationBarTitleText: '我的读书会' })

export default function ReadingMyCenterPage() {
  return (
    <PageShell>
      <MyCenter />
    </PageShell>
  )
}
