// 组队共读: create a team (choose a book list first), my teams at a tap, and the teams that
// recruit now (public, a free seat, plan still running), newest first.
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import ListFooter from '@/components/ListFooter'
import StateView from '@/components/StateView'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { usePagedList } from '@/components/hooks/usePagedList'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { useRequest } from '@/components/hooks/useRequest'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { discoverTeams, myTeams } from '@/features/teamreading/api/teamreading'
import TeamCard from '@/features/teamreading/components/TeamCard'
import { openChooseBookList, openRoutePage, openSchedule } from '@/features/teamreading/utils/nav'
import './TeamHome.scss'

export default function TeamHome() {
  const { loggedIn } = useCurrentUser()
  const teams = usePagedList((pageNum) => discoverTeams(pageNum), [loggedIn])
  const mine = useRequest(myTeams, [loggedIn], loggedIn)
  const reload = () => {
    teams.reload()
    mine.reload()
  }
  usePullDownReload(reload, teams.loading)
  useOnReturn(reload)
  const myCount = mine.data ? mine.data.captain.length + mine.data.joined.length : null

  return (
    <View className='team-home' data-testid='team-home'>
      <View className='team-home__hero'>
        <Text className='team-home__title'>组队共读</Text>
        <Text className='team-home__subtitle'>约上伙伴，按计划一起读完一份书单</Text>
        <View className='team-home__actions'>
          <Button className='team-home__create' type='primary' onClick={() => openChooseBookList()} data-testid='team-create-entry'>
            创建战队
          </Button>
          <Button className='team-home__mine' type='default' fill='outline' onClick={() => openRoutePage('teamreading-myteam')} data-testid='my-teams-entry'>
            我的战队{myCount ? `（${myCount}）` : ''}
          </Button>
        </View>
        <View className='team-home__links'>
          <Text className='team-home__link' onClick={() => openRoutePage('teamreading-rankingList')} data-testid='ranking-entry'>
            共读排行榜 ›
          </Text>
          <Text className='team-home__link' onClick={() => openRoutePage('teamreading-rankingBookList')} data-testid='ranking-booklist-entry'>
            热门书单 ›
          </Text>
        </View>
      </View>

      <Text className='team-home__section'>正在招募</Text>
      <View className='team-home__list' data-testid='team-discover'>
        {teams.error ? (
          <StateView status='error' message={teams.error} actionText='重新加载' onAction={teams.reload} />
        ) : teams.loading && !teams.items.length ? (
          <StateView status='loading' />
        ) : !teams.items.length ? (
          <StateView status='empty' message='还没有正在招募的战队，创建一支吧' actionText='创建战队' onAction={() => openChooseBookList()} />
        ) : (
          teams.items.map((team) => <TeamCard key={team.id} team={team} onClick={(t) => openSchedule(t.id)} />)
        )}
        <ListFooter loadingMore={teams.loadingMore} hasMore={teams.hasMore} moreError={teams.moreError} onMore={teams.loadMore} count={teams.items.length} />
      </View>
    </View>
  )
}
