// 共读排行榜: teams by the listening of their members on their list since they started, and the
// members of one of my teams (?tab=members&teamId=). teamReadActivities redirects here.
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import SegmentTabs from '@/components/SegmentTabs'
import StateView from '@/components/StateView'
import { usePageRoute } from '@/components/PageShell/context'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { useRequest } from '@/components/hooks/useRequest'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { memberRanking, myTeams, teamRanking, type TeamRanking } from '@/features/teamreading/api/teamreading'
import { Avatar } from '@/features/teamreading/components/Bits'
import { openRoutePage, openSchedule } from '@/features/teamreading/utils/nav'
import { minutesOf } from '@/features/teamreading/utils/schedule'
import './Ranking.scss'

type Tab = 'teams' | 'members'

function TeamRows({ rows, testId }: { rows: TeamRanking['list']; testId: string }) {
  return (
    <View className='ranking__rows' data-testid={testId}>
      {rows.map(({ rank, team }) => (
        <View key={team.id} className='ranking__row' onClick={() => openSchedule(team.id)} data-testid='team-rank-row' data-team-id={team.id} data-rank={rank} data-seconds={team.totalSeconds}>
          <Text className={`ranking__rank${rank <= 3 ? ' ranking__rank--top' : ''}`}>{rank}</Text>
          <View className='ranking__body'>
            <Text className='ranking__name'>{team.name}</Text>
            <Text className='ranking__sub'>
              《{team.bookList.title}》 · {team.memberCount}人
            </Text>
          </View>
          <Text className='ranking__value'>{minutesOf(team.totalSeconds)}分钟</Text>
        </View>
      ))}
    </View>
  )
}

function TeamsTab() {
  const { loggedIn } = useCurrentUser()
  const request = useRequest(teamRanking, [loggedIn])
  usePullDownReload(request.reload, request.loading)
  if (request.error) return <StateView status='error' message={request.error} actionText='重新加载' onAction={request.reload} />
  if (!request.data) return <StateView status='loading' />
  const { list, mine } = request.data
  if (!list.length) return <StateView status='empty' message='还没有战队上榜，组一支战队抢第一吧' actionText='去组队' onAction={() => openRoutePage('teamreading-teamreading')} />
  return (
    <View>
      {mine.length ? (
        <>
          <Text className='ranking__caption'>我的战队</Text>
          <TeamRows rows={mine} testId='ranking-mine' />
        </>
      ) : null}
      <Text className='ranking__caption'>战队榜 · 按全队收听时长</Text>
      <TeamRows rows={list} testId='ranking-teams' />
    </View>
  )
}

function MembersTab({ initialTeam }: { initialTeam: number | null }) {
  const { loggedIn } = useCurrentUser()
  const teams = useRequest(myTeams, [loggedIn], loggedIn)
  const all = teams.data ? [...teams.data.captain, ...teams.data.joined] : []
  const [chosen, setChosen] = useState<number | null>(initialTeam)
  const teamId = chosen ?? all[0]?.id ?? null
  const ranking = useRequest(() => memberRanking(teamId!), [teamId], loggedIn && teamId !== null)
  usePullDownReload(ranking.reload, ranking.loading)

  if (!loggedIn) return <LoginRequired message='登录后查看队内排行' />
  if (teams.error) return <StateView status='error' message={teams.error} actionText='重新加载' onAction={teams.reload} />
  if (!teams.data) return <StateView status='loading' />
  if (teamId === null) return <StateView status='empty' message='加入战队后查看队内排行' actionText='去组队' onAction={() => openRoutePage('teamreading-teamreading')} />
  return (
    <View>
      {all.length > 1 ? (
        <View className='ranking__teams'>
          {all.map((t) => (
            <Text key={t.id} className={`ranking__team${t.id === teamId ? ' ranking__team--on' : ''}`} onClick={() => setChosen(t.id)} data-testid='ranking-team-chip' data-team-id={t.id}>
              {t.name}
            </Text>
          ))}
        </View>
      ) : null}
      {ranking.error ? (
        <StateView status='error' message={ranking.error} actionText='重新加载' onAction={ranking.reload} />
      ) : !ranking.data || ranking.loading ? (
        <StateView status='loading' />
      ) : (
        <View className='ranking__rows' data-testid='ranking-members' data-team-id={ranking.data.team.id}>
          <Text className='ranking__caption'>
            {ranking.data.team.name}
            {ranking.data.myRank ? ` · 我排第${ranking.data.myRank}名` : ''}
          </Text>
          {ranking.data.list.map((m) => (
            <View key={m.user.id} className='ranking__row' data-testid='member-rank-row' data-user-id={m.user.id} data-rank={m.rank} data-seconds={m.listenedSeconds}>
              <Text className={`ranking__rank${m.rank <= 3 ? ' ranking__rank--top' : ''}`}>{m.rank}</Text>
              <Avatar user={m.user} />
              <View className='ranking__body ranking__body--person'>
                <Text className='ranking__name'>
                  {m.user.nickname}
                  {m.role === 'captain' ? '（队长）' : ''}
                </Text>
                <Text className='ranking__sub'>已读{m.completedChapters}章</Text>
              </View>
              <Text className='ranking__value'>{minutesOf(m.listenedSeconds)}分钟</Text>
            </View>
          ))}
        </View>
      )}
    </View>
  )
}

export default function Ranking() {
  const { params } = usePageRoute()
  const [tab, setTab] = useState<Tab>(params.tab === 'members' ? 'members' : 'teams')
  const teamId = Number(params.teamId)
  return (
    <View className='ranking' data-testid='team-ranking'>
      <SegmentTabs
        tabs={[
          { key: 'teams', label: '战队榜' },
          { key: 'members', label: '队内榜' },
        ]}
        active={tab}
        onChange={setTab}
        testIdPrefix='ranking-tab'
        sticky
      />
      <Text className='ranking__link' onClick={() => openRoutePage('teamreading-rankingBookList')} data-testid='ranking-booklist-link'>
        看看大家在读的书单 ›
      </Text>
      {tab === 'teams' ? <TeamsTab /> : <MembersTab initialTeam={Number.isInteger(teamId) && teamId > 0 ? teamId : null} />}
    </View>
  )
}
