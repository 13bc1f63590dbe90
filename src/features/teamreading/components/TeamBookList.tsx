// 战队书单 (?teamId=): the team's book list, each course with my progress in the team: chapters
// completed of those in the plan, what I listened since the team started, and its plan days.
import { Text, View } from '@tarojs/components'
import CourseCard from '@/components/CourseCard'
import ProgressBar from '@/components/ProgressBar'
import StateView from '@/components/StateView'
import RequestError from '@/components/StateView/RequestError'
import { usePageRoute } from '@/components/PageShell/context'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { useRequest } from '@/components/hooks/useRequest'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { getTeamBookList } from '@/features/teamreading/api/teamreading'
import { openCourse, openSchedule } from '@/features/teamreading/utils/nav'
import { minutesOf, percent } from '@/features/teamreading/utils/schedule'
import './TeamBookList.scss'

export default function TeamBookList() {
  const { params } = usePageRoute()
  const teamId = Number(params.teamId)
  const valid = Number.isInteger(teamId) && teamId > 0
  const { loggedIn } = useCurrentUser()
  const request = useRequest(() => getTeamBookList(teamId), [teamId, loggedIn], valid && loggedIn)
  useOnReturn(request.reload)

  if (!valid) return <StateView status='error' message='请从战队页面打开战队书单' />
  if (!loggedIn) return <LoginRequired message='登录后查看战队书单' />
  if (request.loading && !request.data) return <StateView status='loading' />
  if (!request.data) return <RequestError request={request} elsewhere={{ text: '去看看其他战队', route: 'teamreading-teamreading' }} />
  const { team, summary, items } = request.data

  return (
    <View className='team-books' data-testid='team-booklist' data-team-id={team.id}>
      <View className='team-books__head' onClick={() => openSchedule(team.id)}>
        <Text className='team-books__title'>《{team.bookList.title}》</Text>
        <Text className='team-books__team'>{team.name} · 每天{team.chaptersPerDay}章 · 共{team.planDays}天 ›</Text>
        {summary ? <Text className='team-books__summary'>{summary}</Text> : null}
      </View>
      <View className='team-books__list'>
        {items.length === 0 ? <StateView status='empty' compact message='这份书单暂时没有课程' /> : null}
        {items.map((item) => (
          <CourseCard
            key={item.subject.id}
            subject={item.subject}
            onClick={(s) => openCourse(s.id)}
            extra={
              <View className='team-books__progress' data-testid='team-book' data-subject-id={item.subject.id} data-completed={item.completedChapters} data-seconds={item.listenedSeconds}>
                <ProgressBar value={percent(item.completedChapters, item.chapters)} />
                <Text className='team-books__progress-text'>
                  我已读{item.completedChapters}/{item.chapters}章 · 听了{minutesOf(item.listenedSeconds)}分钟
                  {item.firstDay >= 0 ? ` · 计划第${item.firstDay + 1}${item.lastDay > item.firstDay ? `–${item.lastDay + 1}` : ''}天` : ''}
                </Text>
                {item.note ? <Text className='team-books__note'>“{item.note}”</Text> : null}
              </View>
            }
          />
        ))}
      </View>
    </View>
  )
}
