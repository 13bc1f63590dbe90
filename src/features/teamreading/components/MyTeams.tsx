// 我的战队: the teams I captain and the teams I joined, each with my progress in it.
import { Text, View } from '@tarojs/components'
import ProgressBar from '@/components/ProgressBar'
import StateView from '@/components/StateView'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { useRequest } from '@/components/hooks/useRequest'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { myTeams, type MyTeam } from '@/features/teamreading/api/teamreading'
import TeamCard from '@/features/teamreading/components/TeamCard'
import { openRoutePage, openSchedule } from '@/features/teamreading/utils/nav'
import { minutesOf, paceText, percent } from '@/features/teamreading/utils/schedule'
import './MyTeams.scss'

function Group({ title, teams, testId }: { title: string; teams: MyTeam[]; testId: string }) {
  if (!teams.length) return null
  return (
    <View className='my-teams__group' data-testid={testId}>
      <Text className='my-teams__title'>
        {title}（{teams.length}）
      </Text>
      {teams.map((team) => (
        <TeamCard
          key={team.id}
          team={team}
          onClick={(t) => openSchedule(t.id)}
          extra={
            <View className='my-teams__progress' data-testid='my-team-progress' data-seconds={team.progress.listenedSeconds} data-completed={team.progress.completedChapters}>
              <ProgressBar value={percent(team.progress.completedChapters, team.progress.planChapters)} />
              <Text className='my-teams__progress-text'>
                我已读{team.progress.completedChapters}/{team.progress.planChapters}章 · 听了{minutesOf(team.progress.listenedSeconds)}分钟 · {paceText(team.progress, team)}
              </Text>
            </View>
          }
        />
      ))}
    </View>
  )
}

export default function MyTeams() {
  const { loggedIn } = useCurrentUser()
  const request = useRequest(myTeams, [loggedIn], loggedIn)
  usePullDownReload(request.reload, request.loading)
  useOnReturn(request.reload)

  if (!loggedIn) return <LoginRequired message='登录后查看你的战队' />
  if (request.error) return <StateView status='error' message={request.error} actionText='重新加载' onAction={request.reload} />
  if (!request.data) return <StateView status='loading' />
  const { captain, joined } = request.data
  if (!captain.length && !joined.length) {
    return <StateView status='empty' message='你还没有战队，创建一支或加入正在招募的战队吧' actionText='去组队' onAction={() => openRoutePage('teamreading-teamreading')} />
  }
  return (
    <View className='my-teams' data-testid='my-teams'>
      <Group title='我创建的' teams={captain} testId='my-teams-captain' />
      <Group title='我加入的' teams={joined} testId='my-teams-joined' />
    </View>
  )
}
