// 学习排行榜: this week's or last week's listening minutes, a podium for the top three, my rank
// pinned at the bottom.
import { Image, Text, View } from '@tarojs/components'
import { useState } from 'react'
import SegmentTabs from '@/components/SegmentTabs'
import StateView from '@/components/StateView'
import { useRequest } from '@/components/hooks/useRequest'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { getRanking } from '@/features/learn/api/learn'
import type { RankingEntry, RankingWeek } from '@/features/learn/api/learn'
import { podiumOrder, weekRangeText } from '@/features/learn/utils/ranking'
import './LearnRanking.scss'

const WEEKS: Array<{ key: RankingWeek; label: string }> = [
  { key: 'current', label: '本周' },
  { key: 'last', label: '上周' },
]

function Avatar({ entry, size }: { entry: Pick<RankingEntry, 'avatar' | 'nickname'>; size: 'large' | 'small' }) {
  return (
    <View className={`learn-rank__avatar learn-rank__avatar--${size}`}>
      {entry.avatar ? (
        <Image className='learn-rank__avatar-image' src={entry.avatar} mode='aspectFill' lazyLoad />
      ) : (
        <Text className='learn-rank__avatar-initial'>{Array.from(entry.nickname || '心')[0]}</Text>
      )}
    </View>
  )
}

export default function LearnRanking() {
  const { loggedIn, user } = useCurrentUser()
  const [week, setWeek] = useState<RankingWeek>('current')
  const ranking = useRequest(() => getRanking(week), [week], loggedIn)
  usePullDownReload(ranking.reload, ranking.loading)

  if (!loggedIn) return <LoginRequired message='登录后查看学习排行榜' />
  const data = ranking.data
  const podium = data ? podiumOrder(data.list.slice(0, 3)) : []
  const rest = data ? data.list.slice(3) : []

  let body: JSX.Element
  if (ranking.error) body = <StateView status='error' message={ranking.error} actionText='重新加载' onAction={ranking.reload} />
  else if (!data || (ranking.loading && !data.list.length)) body = <StateView status='loading' />
  else if (!data.list.length) body = <StateView status='empty' message={week === 'current' ? '本周还没有人上榜，听一节课就能抢到第一' : '上周没有学习记录'} />
  else
    body = (
      <View className={`learn-rank__board${ranking.loading ? ' learn-rank__board--loading' : ''}`}>
        <View className='learn-rank__podium' data-testid='ranking-podium'>
          {podium.map((entry) => (
            <View
              key={entry.userId}
              className={`learn-rank__stand learn-rank__stand--${entry.rank}${entry.isMe ? ' learn-rank__stand--me' : ''}`}
              data-testid={`ranking-row-${entry.rank}`}
              data-me={entry.isMe ? 'true' : 'false'}
            >
              <Avatar entry={entry} size='large' />
              <Text className='learn-rank__stand-name'>{entry.nickname}</Text>
              <Text className='learn-rank__stand-minutes'>{entry.minutes}分钟</Text>
              <View className='learn-rank__block'>
                <Text className='learn-rank__block-rank'>{entry.rank}</Text>
              </View>
            </View>
          ))}
        </View>
        {rest.map((entry) => (
          <View
            key={entry.userId}
            className={`learn-rank__row${entry.isMe ? ' learn-rank__row--me' : ''}`}
            data-testid={`ranking-row-${entry.rank}`}
            data-me={entry.isMe ? 'true' : 'false'}
          >
            <Text className='learn-rank__rank'>{entry.rank}</Text>
            <Avatar entry={entry} size='small' />
            <Text className='learn-rank__name'>{entry.nickname}</Text>
            <Text className='learn-rank__minutes'>{entry.minutes}分钟</Text>
          </View>
        ))}
      </View>
    )

  return (
    <View className='learn-rank' data-testid='learn-ranking'>
      <View className='learn-rank__head'>
        <Text className='learn-rank__title'>学习排行榜</Text>
        <Text className='learn-rank__range'>{data ? weekRangeText(data.weekStart, data.weekEnd) : ' '}</Text>
      </View>
      <SegmentTabs tabs={WEEKS} active={week} onChange={setWeek} testIdPrefix='week' />
      {body}
      {data ? (
        <View className='learn-rank__mine' data-testid='ranking-me' data-rank={data.me.rank ?? ''}>
          <Text className='learn-rank__rank'>{data.me.rank ?? '—'}</Text>
          <Avatar entry={{ avatar: user?.avatar ?? '', nickname: user?.nickname || '我' }} size='small' />
          <Text className='learn-rank__name'>{data.me.rank ? '我的排名' : data.me.minutes > 0 ? '暂未进入前50名' : '本周还没有学习，去听一节课吧'}</Text>
          <Text className='learn-rank__minutes'>{data.me.minutes}分钟</Text>
        </View>
      ) : null}
    </View>
  )
}
