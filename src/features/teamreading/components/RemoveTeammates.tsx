// 移除队友 (deletingTeammate/:id, the team id): the captain removes a member after a
// confirmation. Only the captain; the captain is not in the list (dissolving is on 共读进度).
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import ConfirmDialog from '@/components/ConfirmDialog'
import StateView from '@/components/StateView'
import RequestError from '@/components/StateView/RequestError'
import { usePageRoute } from '@/components/PageShell/context'
import { useRequest } from '@/components/hooks/useRequest'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { toast } from '@/core/toast'
import { getSchedule, removeTeammate, type TeamMember } from '@/features/teamreading/api/teamreading'
import { Avatar } from '@/features/teamreading/components/Bits'
import { openSchedule } from '@/features/teamreading/utils/nav'
import { minutesOf } from '@/features/teamreading/utils/schedule'
import './RemoveTeammates.scss'

export default function RemoveTeammates() {
  const { params } = usePageRoute()
  const teamId = Number(params.id)
  const valid = Number.isInteger(teamId) && teamId > 0
  const { loggedIn } = useCurrentUser()
  const request = useRequest(() => getSchedule(teamId), [teamId, loggedIn], valid && loggedIn)
  const [target, setTarget] = useState<TeamMember | null>(null)
  const [busy, setBusy] = useState(false)

  if (!valid) return <StateView status='error' message='战队不存在或已解散，去看看其他战队吧' />
  if (!loggedIn) return <LoginRequired message='登录后管理战队队员' />
  if (request.loading && !request.data) return <StateView status='loading' />
  if (!request.data) return <RequestError request={request} elsewhere={{ text: '去看看其他战队', route: 'teamreading-teamreading' }} />
  const { team, viewer, members } = request.data
  if (viewer !== 'captain') {
    return <StateView status='error' message='只有队长可以移除队员' actionText='回到战队' onAction={() => openSchedule(team.id)} />
  }
  const others = members.filter((m) => m.role !== 'captain')

  const confirm = () => {
    if (!target || busy) return
    setBusy(true)
    removeTeammate(team.id, target.user.id)
      .then(() => {
        toast(`已将${target.user.nickname}移出战队`)
        setTarget(null)
        request.reload()
      })
      .catch(() => undefined)
      .finally(() => setBusy(false))
  }

  return (
    <View className='remove-mates' data-testid='remove-teammates' data-team-id={team.id}>
      <Text className='remove-mates__caption'>
        「{team.name}」现有{team.memberCount}人。移出后，TA的收听不再计入战队，也不能再加入本战队。
      </Text>
      {others.length === 0 ? (
        <StateView status='empty' message='战队里还没有其他队员，快去邀请好友吧' actionText='回到战队' onAction={() => openSchedule(team.id)} />
      ) : (
        <View className='remove-mates__list'>
          {others.map((m) => (
            <View key={m.user.id} className='remove-mates__row' data-testid='teammate-row' data-user-id={m.user.id}>
              <Avatar user={m.user} />
              <View className='remove-mates__body'>
                <Text className='remove-mates__name'>{m.user.nickname}</Text>
                <Text className='remove-mates__meta'>
                  已读{m.progress.completedChapters}章 · 共听{minutesOf(m.progress.listenedSeconds)}分钟
                </Text>
              </View>
              <Button size='small' type='danger' fill='outline' onClick={() => setTarget(m)} data-testid='remove-teammate' data-user-id={m.user.id}>
                移除
              </Button>
            </View>
          ))}
        </View>
      )}
      <ConfirmDialog
        visible={target !== null}
        title='移除队友'
        content={target ? `确定将「${target.user.nickname}」移出战队吗？移出后TA的收听将不再计入战队。` : ''}
        confirmText='移除'
        danger
        loading={busy}
        onConfirm={confirm}
        onCancel={() => setTarget(null)}
      />
    </View>
  )
}
