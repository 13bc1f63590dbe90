// 打卡详情 (?challengeId=, kept alive): one challenge, my status today (punched or not, the
// streak, days punched, make-up cards left), the way to punch, and the entry points: calendar,
// everyone's punches, the ranking, my messages (unread count) and the reminder. Reloads when
// shown again (back from punching or making up).
import { Text, View } from '@tarojs/components'
import { openRoute } from '@/components/navigation/navigate'
import StateView from '@/components/StateView'
import RequestError from '@/components/StateView/RequestError'
import TapButton from '@/components/TapButton'
import LoginRequired from '@/components/session/LoginRequired'
import Entries from '@/features/punch/components/Entries'
import ReminderBlock from '@/features/punch/components/ReminderBlock'
import StatusHeader from '@/features/punch/components/StatusHeader'
import { useChallenge } from '@/features/punch/hooks/useChallenge'
import { useJoin } from '@/features/punch/hooks/useJoin'
import { openPunch } from '@/features/punch/utils/nav'
import './Detailed.scss'

export default function Detailed() {
  const { challengeId, loggedIn, inviteCode, request } = useChallenge()
  const { joining, join } = useJoin(inviteCode)

  if (!loggedIn) return <LoginRequired message='登录后参加打卡挑战' />
  if (challengeId === null) return <StateView status='error' message='挑战不存在' actionText='看看其他挑战' onAction={() => void openRoute('punch-index')} />
  if (request.loading && !request.data) return <StateView status='loading' />
  if (!request.data) return <RequestError request={request} elsewhere={{ text: '看看其他挑战', route: 'punch-index' }} />
  const { challenge, me } = request.data

  const pages: Array<{ key: string; label: string; page: Parameters<typeof openPunch>[0]; badge?: number }> = [
    { key: 'calendar', label: '打卡日历', page: 'punch-calendar' },
    { key: 'timeline', label: '打卡动态', page: 'punch-timeline' },
    { key: 'ranking', label: '排行榜', page: 'punch-ranking' },
    { key: 'message', label: '消息', page: 'punch-message', badge: me.unreadMessages },
  ]

  return (
    <View className='punch-detailed' data-testid='punch-detailed' data-challenge-id={challenge.id} data-joined={me.joined ? 'true' : 'false'}>
      <StatusHeader challenge={challenge} me={me} />

      {!me.joined ? (
        <View className='punch-detailed__card'>
          <Text className='punch-detailed__intro'>{challenge.intro}</Text>
          {challenge.status === 'ended' ? (
            <Text className='punch-detailed__hint'>挑战已结束</Text>
          ) : (
            <TapButton block onClick={() => join(challenge.id, '已参加挑战', request.reload)} disabled={joining} testId='punch-join'>
              参加挑战
            </TapButton>
          )}
        </View>
      ) : (
        <View className='punch-detailed__card' data-testid='punch-today' data-punched={me.punchedToday ? 'true' : 'false'}>
          {me.punchedToday ? (
            <>
              <Text className='punch-detailed__done'>✓ 今天已打卡</Text>
              <TapButton block variant='outline' onClick={() => openPunch('punch-timeline', challenge.id)} testId='punch-see-timeline'>
                看看大家的打卡
              </TapButton>
            </>
          ) : challenge.status === 'ongoing' ? (
            <>
              <Text className='punch-detailed__hint'>今天还没打卡：写下收获或拍一张照片</Text>
              <TapButton block onClick={() => openPunch('punch-post', challenge.id)} testId='punch-go-post'>
                去打卡
              </TapButton>
            </>
          ) : (
            <Text className='punch-detailed__hint'>{challenge.status === 'upcoming' ? `挑战 ${challenge.startDay} 开始` : '挑战已结束'}</Text>
          )}
        </View>
      )}

      <Entries entries={pages.map((p) => ({ ...p, onClick: () => openPunch(p.page, challenge.id), testId: `punch-go-${p.key}` }))} />

      {me.joined && challenge.status !== 'ended' ? <ReminderBlock challengeId={challenge.id} reminder={me.reminder} onChange={request.reload} /> : null}
    </View>
  )
}
