// A challenge in a list: title, kind, days and how many take part; opens its page (joined) or
// its introduction.
import { Text, View } from '@tarojs/components'
import type { Challenge } from '@/features/punch/api/punch'
import { monthDay } from '@/features/punch/utils/calendar'
import './ChallengeCard.scss'

const STATUS: Record<Challenge['status'], string> = { upcoming: '未开始', ongoing: '进行中', ended: '已结束' }

export default function ChallengeCard({ challenge, onOpen }: { challenge: Challenge; onOpen: (c: Challenge) => void }) {
  return (
    <View
      className='punch-challenge'
      onClick={() => onOpen(challenge)}
      data-testid='punch-challenge-card'
      data-challenge-id={challenge.id}
      data-kind={challenge.kind}
      data-joined={challenge.joined ? 'true' : 'false'}
    >
      <View className='punch-challenge__top'>
        <Text className='punch-challenge__title'>{challenge.title}</Text>
        <Text className={`punch-challenge__status punch-challenge__status--${challenge.status}`}>{STATUS[challenge.status]}</Text>
      </View>
      <Text className='punch-challenge__meta'>
        {challenge.kind === 'listen' ? `听书打卡 · 每天${challenge.minMinutes}分钟` : '每日打卡'} · {monthDay(challenge.startDay)}起{challenge.days}天
      </Text>
      <Text className='punch-challenge__meta'>
        {challenge.participants}人参加 · 今天{challenge.todayPunches}人已打卡
      </Text>
    </View>
  )
}
