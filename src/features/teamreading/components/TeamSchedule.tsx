// 共读进度 (teamSchedule/:teamId, ?invite=): the team, its daily plan through the book list and
// each member's progress from real listening. A visitor opening the invitation link sees a join
// button; members share the invitation; the captain manages members.
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import ConfirmDialog from '@/components/ConfirmDialog'
import ProgressBar from '@/components/ProgressBar'
import StateView from '@/components/StateView'
import RequestError from '@/components/StateView/RequestError'
import { usePageRoute } from '@/components/PageShell/context'
import { goBack } from '@/components/navigation/navigate'
import { routeUrl } from '@/routes/match'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { useRequest } from '@/components/hooks/useRequest'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { toast } from '@/core/toast'
import { dissolveTeam, getSchedule, joinTeam, leaveTeam, type PlanDay, type TeamMember, type TeamSchedule as Schedule } from '@/features/teamreading/api/teamreading'
import { Avatar, ListCover } from '@/features/teamreading/components/Bits'
import { openCourse, openMemberRanking, openRemoveTeammates, openTeamBookList } from '@/features/teamreading/utils/nav'
import { dayState, dayText, minutesOf, paceText, percent, planStage, seatsText } from '@/features/teamreading/utils/schedule'
import { configureInviteShare, inviteLink, shareInvite } from '@/features/teamreading/utils/share'
import './TeamSchedule.scss'

function MemberRow({ member, team }: { member: TeamMember; team: Schedule['team'] }) {
  const p = member.progress
  return (
    <View className='team-schedule__member' data-testid='team-member' data-user-id={member.user.id} data-seconds={p.listenedSeconds} data-completed={p.completedChapters}>
      <Avatar user={member.user} />
      <View className='team-schedule__member-body'>
        <View className='team-schedule__member-head'>
          <Text className='team-schedule__member-name'>{member.user.nickname}</Text>
          {member.role === 'captain' ? <Text className='team-schedule__captain'>队长</Text> : null}
          <Text className='team-schedule__pace'>{paceText(p, team)}</Text>
        </View>
        <ProgressBar value={percent(p.completedChapters, p.planChapters)} />
        <Text className='team-schedule__member-meta' data-testid='team-member-minutes'>
          已读{p.completedChapters}/{p.planChapters}章 · 共听{minutesOf(p.listenedSeconds)}分钟 · 今日{minutesOf(p.todaySeconds)}分钟
        </Text>
      </View>
    </View>
  )
}

function Day({ day, todayIndex, members }: { day: PlanDay; todayIndex: number; members: number }) {
  const state = dayState(day.index, todayIndex)
  return (
    <View className={`team-schedule__day team-schedule__day--${state}`} data-testid='plan-day' data-index={day.index} data-state={state} data-done={day.doneByMe ? 'true' : 'false'}>
      <View className='team-schedule__day-head'>
        <Text className='team-schedule__day-title'>
          第{day.index + 1}天 · {dayText(day.day)}
          {state === 'today' ? ' · 今天' : ''}
        </Text>
        <Text className='team-schedule__day-done'>
          {day.doneByMe ? '我已完成 · ' : ''}
          {day.doneBy}/{members}人完成
        </Text>
      </View>
      {day.chapters.map((c) => (
        <View key={c.chapterId} className='team-schedule__chapter' onClick={() => openCourse(c.subjectId)} data-testid='plan-chapter' data-chapter-id={c.chapterId} data-completed={c.completed ? 'true' : 'false'}>
          <Text className={`team-schedule__tick${c.completed ? ' team-schedule__tick--on' : ''}`}>{c.completed ? '✓' : '○'}</Text>
          <Text className='team-schedule__chapter-title'>
            {c.subjectTitle} · {c.title}
          </Text>
        </View>
      ))}
    </View>
  )
}

type Confirming = 'leave' | 'dissolve' | null

export default function TeamSchedule() {
  const { params } = usePageRoute()
  const teamId = Number(params.teamId)
  const invite = params.invite || undefined
  const valid = Number.isInteger(teamId) && teamId > 0
  const { loggedIn } = useCurrentUser()
  const request = useRequest(() => getSchedule(teamId, invite), [teamId, invite, loggedIn], valid && loggedIn)
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState<Confirming>(null)
  usePullDownReload(request.reload, request.loading)
  useOnReturn(request.reload)
  const data: Schedule | undefined = request.data

  useEffect(() => {
    if (data?.inviteCode) configureInviteShare(data.team, data.inviteCode)
  }, [data?.team.id, data?.inviteCode])

  if (!valid) return <StateView status='error' message='战队不存在或已解散，去看看其他战队吧' />
  if (!loggedIn) return <LoginRequired message='登录后查看战队的共读进度' />
  if (request.loading && !data) return <StateView status='loading' />
  if (!data) return <RequestError request={request} elsewhere={{ text: '去看看其他战队', route: 'teamreading-teamreading' }} />

  const { team } = data
  const member = data.viewer !== 'visitor'

  const join = () => {
    if (busy) return
    setBusy(true)
    joinTeam(team.id, invite)
      .then(() => {
        toast('已加入战队，一起读起来吧')
        request.reload()
      })
      .catch(() => undefined)
      .finally(() => setBusy(false))
  }

  const confirm = () => {
    if (!confirming || busy) return
    setBusy(true)
    ;(confirming === 'leave' ? leaveTeam : dissolveTeam)(team.id)
      .then(() => {
        toast(confirming === 'leave' ? '已退出战队' : '战队已解散')
        setConfirming(null)
        goBack(routeUrl('teamreading-teamreading'))
      })
      .catch(() => undefined)
      .finally(() => setBusy(false))
  }

  return (
    <View className='team-schedule' data-testid='team-schedule' data-team-id={team.id} data-viewer={data.viewer}>
      <View className='team-schedule__head'>
        <ListCover list={team.bookList} className='team-schedule__cover' />
        <View className='team-schedule__info'>
          <Text className='team-schedule__name' data-testid='team-name-text'>
            {team.name}
          </Text>
          <Text className='team-schedule__list' onClick={() => openTeamBookList(team.id)} data-testid='team-booklist-link'>
            《{team.bookList.title}》 ›
          </Text>
          <Text className='team-schedule__meta'>
            队长 {team.captain.nickname} · <Text data-testid='team-seats' data-count={team.memberCount}>{seatsText(team)}</Text>
          </Text>
          <Text className='team-schedule__meta' data-testid='team-stage'>
            {planStage(team, data.todayIndex)} · 每天{team.chaptersPerDay}章 · 全队已听{minutesOf(team.totalSeconds)}分钟
          </Text>
        </View>
      </View>

      {member ? (
        <View className='team-schedule__mine' data-testid='my-progress' data-seconds={data.mine?.listenedSeconds ?? 0} data-completed={data.mine?.completedChapters ?? 0}>
          <View className='team-schedule__mine-head'>
            <Text className='team-schedule__mine-title'>我的进度</Text>
            {data.mine ? <Text className='team-schedule__pace'>{paceText(data.mine, team)}</Text> : null}
          </View>
          {data.mine ? (
            <>
              <ProgressBar value={percent(data.mine.completedChapters, data.mine.planChapters)} testId='my-progress-bar' />
              <Text className='team-schedule__member-meta'>
                已读{data.mine.completedChapters}/{data.mine.planChapters}章 · 计划到今天{data.mine.plannedToDate}章 · 共听{minutesOf(data.mine.listenedSeconds)}分钟
              </Text>
            </>
          ) : null}
          <View className='team-schedule__actions'>
            {data.inviteCode ? (
              <Button size='small' type='primary' onClick={() => shareInvite(team, data.inviteCode!)} data-testid='team-invite' data-link={inviteLink(team.id, data.inviteCode)}>
                邀请好友
              </Button>
            ) : null}
            <Button size='small' type='default' onClick={() => openMemberRanking(team.id)} data-testid='team-member-ranking'>
              队内排行
            </Button>
            {data.viewer === 'captain' ? (
              <Button size='small' type='default' onClick={() => openRemoveTeammates(team.id)} data-testid='team-manage'>
                管理队员
              </Button>
            ) : null}
          </View>
        </View>
      ) : (
        <View className='team-schedule__join' data-testid='team-join-panel'>
          <Text className='team-schedule__join-text'>{data.joinBlocked ?? `加入「${team.name}」，和${team.memberCount}位伙伴一起读完这份书单`}</Text>
          {data.canJoin ? (
            <Button type='primary' block loading={busy} onClick={join} data-testid='team-join'>
              加入战队
            </Button>
          ) : (
            <Text className='team-schedule__blocked' data-testid='team-join-blocked'>
              暂时不能加入
            </Text>
          )}
        </View>
      )}

      <Text className='team-schedule__section'>队员（{data.members.length}）</Text>
      <View className='team-schedule__members' data-testid='team-members'>
        {data.members.map((m) => (
          <MemberRow key={m.user.id} member={m} team={team} />
        ))}
      </View>

      <Text className='team-schedule__section'>共读计划</Text>
      <View className='team-schedule__plan' data-testid='team-plan'>
        {data.days.length ? (
          data.days.map((day) => <Day key={day.index} day={day} todayIndex={data.todayIndex} members={data.members.length} />)
        ) : (
          <StateView status='empty' compact message='书单里暂时没有可读的章节' />
        )}
      </View>

      {member ? (
        <View className='team-schedule__footer'>
          {data.viewer === 'captain' ? (
            <Text className='team-schedule__danger' onClick={() => setConfirming('dissolve')} data-testid='team-dissolve'>
              解散战队
            </Text>
          ) : (
            <Text className='team-schedule__danger' onClick={() => setConfirming('leave')} data-testid='team-leave'>
              退出战队
            </Text>
          )}
        </View>
      ) : null}

      <ConfirmDialog
        visible={confirming !== null}
        title={confirming === 'dissolve' ? '解散战队' : '退出战队'}
        content={confirming === 'dissolve' ? '解散后战队将从列表和排行榜中消失，队员的收听记录仍会保留。' : '退出后你的收听将不再计入战队，之后还可以重新加入。'}
        confirmText={confirming === 'dissolve' ? '解散' : '退出'}
        danger
        loading={busy}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </View>
  )
}
