// 听书打卡 (/activity/learnPunchIndex/:id/:inviteCode?, scene 513): the listen-to-book challenge.
// Today's real listening (over the challenge's courses) against the minutes a day needs; the
// 打卡 button wakes up once enough is listened (the server checks again); the streak, days and
// cards, and the way to the calendar, everyone's punches, the ranking and the reminder.
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import ProgressBar from '@/components/ProgressBar'
import StateView from '@/components/StateView'
import RequestError from '@/components/StateView/RequestError'
import TapButton from '@/components/TapButton'
import LoginRequired from '@/components/session/LoginRequired'
import { formatMinutes } from '@/core/format'
import { toast } from '@/core/toast'
import { punchToday } from '@/features/punch/api/punch'
import Entries from '@/features/punch/components/Entries'
import ReminderBlock from '@/features/punch/components/ReminderBlock'
import StatusHeader from '@/features/punch/components/StatusHeader'
import { useChallenge } from '@/features/punch/hooks/useChallenge'
import { useJoin } from '@/features/punch/hooks/useJoin'
import { openCourses, openListenRank, openPunch } from '@/features/punch/utils/nav'
import { REMINDER_HERE, askForReminder } from '@/features/punch/utils/reminder'
import './ListenPunch.scss'

export default function ListenPunch() {
  const { challengeId, loggedIn, inviteCode, request } = useChallenge()
  const { joining, join } = useJoin(inviteCode)
  const [busy, setBusy] = useState(false)

  if (!loggedIn) return <LoginRequired message='登录后参加听书打卡' />
  if (challengeId === null) return <StateView status='error' message='活动不存在' />
  if (request.loading && !request.data) return <StateView status='loading' />
  if (!request.data) return <RequestError request={request} elsewhere={{ text: '看看其他挑战', route: 'punch-index' }} />
  const { challenge, me } = request.data
  if (challenge.kind !== 'listen') {
    return <StateView status='error' message='这不是听书打卡活动' actionText='去看看' onAction={() => openPunch('punch-detailed', challenge.id)} />
  }
  const required = challenge.minMinutes
  const listened = me.listenedMinutesToday
  const enough = listened >= required
  const percent = Math.min(100, Math.round((listened / Math.max(1, required)) * 100))

  const punch = async () => {
    if (busy) return
    setBusy(true)
    try {
      if (REMINDER_HERE && me.reminder.templateId && me.reminder.pending === 0) await askForReminder(challenge.id, me.reminder).catch(() => undefined)
      const result = await punchToday({ challengeId: challenge.id })
      toast(`打卡成功，已连续${result.me.streak}天`)
      request.reload()
    } catch {
      // The request client has shown the server's message.
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='listen-punch' data-testid='listen-punch' data-challenge-id={challenge.id} data-joined={me.joined ? 'true' : 'false'}>
      <StatusHeader challenge={challenge} me={me} />
      <View className='listen-punch__card'>
        <Text className='listen-punch__label'>今天已听书</Text>
        <Text className='listen-punch__minutes' data-testid='listen-minutes' data-value={listened}>
          {formatMinutes(listened)}
        </Text>
        <ProgressBar value={percent} className='listen-punch__bar' />
        <Text className='listen-punch__need' data-testid='listen-required' data-value={required}>
          {enough ? `已满 ${required} 分钟，可以打卡啦` : `每天听满 ${required} 分钟即可打卡，还差 ${required - listened} 分钟`}
        </Text>
        {!me.joined ? (
          challenge.status === 'ended' ? (
            <Text className='listen-punch__need'>活动已结束</Text>
          ) : (
            <TapButton block onClick={() => join(challenge.id, '已参加听书打卡', request.reload)} disabled={joining} testId='punch-join'>
              参加听书打卡
            </TapButton>
          )
        ) : me.punchedToday ? (
          <Text className='listen-punch__done' data-testid='listen-done'>
            ✓ 今天已打卡
          </Text>
        ) : challenge.status !== 'ongoing' ? (
          <Text className='listen-punch__need'>{challenge.status === 'upcoming' ? `活动 ${challenge.startDay} 开始` : '活动已结束'}</Text>
        ) : enough ? (
          <TapButton block onClick={() => void punch()} disabled={busy} testId='listen-punch-button'>
            打卡
          </TapButton>
        ) : (
          <TapButton block variant='outline' onClick={openCourses} testId='listen-go-course'>
            去听书
          </TapButton>
        )}
      </View>
      <Entries
        entries={[
          { key: 'calendar', label: '打卡日历', onClick: () => openPunch('punch-calendar', challenge.id), testId: 'punch-go-calendar' },
          { key: 'timeline', label: '打卡动态', onClick: () => openPunch('punch-timeline', challenge.id), testId: 'punch-go-timeline' },
          { key: 'rank', label: '排行榜', onClick: () => openListenRank(challenge.id), testId: 'listen-go-rank' },
        ]}
      />
      {challenge.intro ? <Text className='listen-punch__intro'>{challenge.intro}</Text> : null}
      {me.joined && challenge.status !== 'ended' ? <ReminderBlock challengeId={challenge.id} reminder={me.reminder} onChange={request.reload} /> : null}
    </View>
  )
}
