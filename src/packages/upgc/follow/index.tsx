import PageShell from '@/components/PageShell'
import PeopleList from '@/features/upgc/components/PeopleList'

definePageConfig({ navigationBarTitleText: '我的关注', enablePullDownRefresh: true })

export default function FollowPage() {
  return (
    <PageShell>
      <PeopleList kind='follows' />
    </PageShell>
  )
}
