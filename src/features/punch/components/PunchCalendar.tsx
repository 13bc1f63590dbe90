// 打卡日历 (?challengeId=): the challenge's days month by month: punched, made up, missed (a
// make-up card can cover it), today, still to come; the current streak's days marked; my streak,
// days punched and cards left. Tapping a missed day offers a card (confirm, then the post page
// with &day=); tapping today opens today's punch. Reloads when shown again.
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import ConfirmDialog from '@/components/ConfirmDialog'
import StateView from '@/components/StateView'
import RequestError from '@/components/StateView/RequestError'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { useRequest } from '@/components/hooks/useRequest'
import { usePageRoute } from '@/components/PageShell/context'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { toast } from '@/core/toast'
import { getCalendar } from '@/features/punch/api/punch'
import PunchNumbers from '@/features/punch/components/PunchNumbers'
import { STATUS_TEXT, calendarMonths, canMakeUp, challengeDayText, missedDays, monthDay, type CalendarCell } from '@/features/punch/utils/calendar'
import { challengeIdOf, openPunch } from '@/features/punch/utils/nav'
import './PunchCalendar.scss'

const WEEK = ['一', '二', '三', '四', '五', '六', '日']

export default function PunchCalendar() {
  const { params } = usePageRoute()
  const challengeId = challengeIdOf(params)
  const { loggedIn } = useCurrentUser()
  const request = useRequest(() => getCalendar(challengeId ?? 0), [challengeId, loggedIn], loggedIn && challengeId !== null)
  useOnReturn(request.reload)
  const [asking, setAsking] = useState<string | null>(null)

  if (!loggedIn) return <LoginRequired message='登录后查看打卡日历' />
  if (challengeId === null) return <StateView status='error' message='挑战不存在' />
  if (request.loading && !request.data) return <StateView status='loading' />
  if (!request.data) return <RequestError request={request} elsewhere={{ text: '看看其他挑战', route: 'punch-index' }} />
  const cal = request.data
  const missed = missedDays(cal)

  const tap = (cell: CalendarCell) => {
    if (!cell.day) return
    if (cell.status === 'today') openPunch('punch-post', challengeId)
    else if (canMakeUp(cell.day, cal)) setAsking(cell.day)
    else if (cell.status === 'missed') toast(`补卡次数已用完（本挑战最多补卡${cal.makeupLimit}次）`)
  }

  return (
    <View className='punch-calendar' data-testid='punch-calendar' data-challenge-id={challengeId}>
      <PunchNumbers
        streak={cal.streak}
        totalDays={cal.totalDays}
        makeupLeft={cal.makeupLeft}
        makeupLimit={cal.makeupLimit}
        tone='card'
        testId='punch-calendar'
        className='punch-calendar__head'
      />
      <Text className='punch-calendar__sub'>
        {challengeDayText(cal)} · 最长连续 {cal.longestStreak} 天{missed.length ? ` · 漏打 ${missed.length} 天` : ''}
      </Text>
      {calendarMonths(cal).map((month) => (
        <View key={month.key} className='punch-calendar__month' data-testid='punch-month' data-month={month.key}>
          <Text className='punch-calendar__month-title'>{month.title}</Text>
          <View className='punch-calendar__week punch-calendar__week--names'>
            {WEEK.map((w) => (
              <Text key={w} className='punch-calendar__name'>
                {w}
              </Text>
            ))}
          </View>
          {month.weeks.map((week, i) => (
            <View key={i} className='punch-calendar__week'>
              {week.map((cell, j) =>
                cell.day ? (
                  <View
                    key={cell.day}
                    className={`punch-calendar__day punch-calendar__day--${cell.status}${cell.inStreak ? ' punch-calendar__day--streak' : ''}${cell.isToday ? ' punch-calendar__day--now' : ''}`}
                    onClick={() => tap(cell)}
                    data-testid='punch-day'
                    data-day={cell.day}
                    data-status={cell.status}
                    data-streak={cell.inStreak ? 'true' : 'false'}
                    aria-label={`${monthDay(cell.day)} ${STATUS_TEXT[cell.status]}`}
                  >
                    <Text>{cell.date}</Text>
                    {cell.status === 'makeup' ? <Text className='punch-calendar__tag'>补</Text> : null}
                  </View>
                ) : (
                  <View key={`pad${j}`} className='punch-calendar__day punch-calendar__day--pad' />
                ),
              )}
            </View>
          ))}
        </View>
      ))}
      <View className='punch-calendar__legend'>
        <Text className='punch-calendar__key punch-calendar__key--punched'>已打卡</Text>
        <Text className='punch-calendar__key punch-calendar__key--makeup'>补卡</Text>
        <Text className='punch-calendar__key punch-calendar__key--missed'>漏打（点击补卡）</Text>
      </View>
      {cal.kind === 'listen' ? <Text className='punch-calendar__note'>听书挑战补卡：这一天须真实听书满 {cal.minMinutes} 分钟。</Text> : null}
      <ConfirmDialog
        visible={asking !== null}
        title='使用补卡卡'
        content={asking ? `用一张补卡卡补上 ${monthDay(asking)} 的打卡？还剩 ${cal.makeupLeft} 张。` : ''}
        confirmText='去补卡'
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          const day = asking
          setAsking(null)
          if (day) openPunch('punch-post', challengeId, { day })
        }}
      />
    </View>
  )
}
