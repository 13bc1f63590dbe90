import PageShell from '@/components/PageShell'
import PeopleList from '@/features/upgc/components/PeopleList'

definePageConfig({ navigationBarTitleText: '我的粉丝', enablePullDownRefresh: true })

export default function FansPage() {
  return (
    <PageShell>
      <PeopleList kind='fans' />
    </PageShell>
  )
}
