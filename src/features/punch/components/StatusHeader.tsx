// The head of a challenge page: title, which day of the challenge, how many take part, and my
// numbers (streak, days punched, make-up cards left) as the server counts them.
import { Text, View } from '@tarojs/components'
import type { Challenge, PunchStatus } from '@/features/punch/api/punch'
import { challengeDayText, streakText } from '@/features/punch/utils/calendar'
import './StatusHeader.scss'

export default function StatusHeader({ challenge, me }: { challenge: Challenge; me: PunchStatus }) {
  return (
    <View className='punch-head'>
      <Text className='punch-head__title' data-testid='punch-title'>
        {challenge.title}
      </Text>
      <Text className='punch-head__sub'>
        {challengeDayText({ today: me.today, startDay: challenge.startDay, endDay: challenge.endDay })} · {challenge.participants}人参加 · 今天{challenge.todayPunches}人打卡
      </Text>
      {me.joined ? (
        <>
          <View className='punch-head__numbers'>
            <View className='punch-head__number'>
              <Text className='punch-head__value' data-testid='punch-streak' data-value={me.streak}>
                {me.streak}
              </Text>
              <Text className='punch-head__label'>连续天数</Text>
            </View>
            <View className='punch-head__number'>
              <Text className='punch-head__value' data-testid='punch-total' data-value={me.totalDays}>
                {me.totalDays}
              </Text>
              <Text className='punch-head__label'>累计打卡</Text>
            </View>
            <View className='punch-head__number'>
              <Text className='punch-head__value' data-testid='punch-makeup-left' data-value={me.makeupLeft}>
                {me.makeupLeft}
              </Text>
              <Text className='punch-head__label'>补卡卡</Text>
            </View>
          </View>
          <Text className='punch-head__streak'>{streakText(me.streak, me.punchedToday)}</Text>
        </>
      ) : null}
    </View>
  )
}
