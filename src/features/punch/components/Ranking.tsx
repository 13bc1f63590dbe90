// 打卡排行榜 (?challengeId=, or the listen challenge's ?id=): everyone with a punch, by days
// punched (a listen challenge then by minutes), my own line pinned below. The server orders.
import { Text, View } from '@tarojs/components'
import { usePullDownRefresh } from '@tarojs/taro'
import Avatar from '@/components/Avatar'
import StateView from '@/components/StateView'
import RequestError from '@/components/StateView/RequestError'
import { useRequest } from '@/components/hooks/useRequest'
import { usePageRoute } from '@/components/PageShell/context'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { formatMinutes } from '@/core/format'
import { getRanking, type Ranking as RankingData } from '@/features/punch/api/punch'
import { challengeIdOf } from '@/features/punch/utils/nav'
import './Ranking.scss'

type Row = RankingData['list'][number]

function RankRow({ row, listen, mine }: { row: Row; listen: boolean; mine?: boolean }) {
  return (
    <View
      className={`punch-rank__row${mine ? ' punch-rank__row--me' : ''}`}
      data-testid={mine ? 'punch-rank-me' : 'punch-rank-row'}
      data-user-id={row.user.id}
      data-rank={row.rank}
      data-days={row.days}
    >
      <Text className={`punch-rank__no${row.rank <= 3 ? ' punch-rank__no--top' : ''}`}>{row.rank}</Text>
      <Avatar src={row.user.avatar} name={row.user.nickname} />
      <View className='punch-rank__who'>
        <Text className='punch-rank__name'>{row.user.nickname}</Text>
        <Text className='punch-rank__sub'>
          连续{row.streak}天{listen ? ` · 听书${formatMinutes(row.minutes)}` : ''}
        </Text>
      </View>
      <Text className='punch-rank__days'>{row.days}天</Text>
    </View>
  )
}

export default function Ranking({ listen = false }: { listen?: boolean }) {
  const { params } = usePageRoute()
  const challengeId = challengeIdOf(params)
  const { loggedIn } = useCurrentUser()
  const request = useRequest(() => getRanking(challengeId ?? 0), [challengeId, loggedIn], loggedIn && challengeId !== null)
  usePullDownRefresh(() => request.reload())

  if (!loggedIn) return <LoginRequired message='登录后查看排行榜' />
  if (challengeId === null) return <StateView status='error' message='挑战不存在' />
  if (request.loading && !request.data) return <StateView status='loading' />
  if (!request.data) return <RequestError request={request} elsewhere={{ text: '看看其他挑战', route: 'punch-index' }} />
  const ranking = request.data

  return (
    <View className='punch-rank' data-testid='punch-ranking' data-ranked={ranking.ranked}>
      <Text className='punch-rank__title'>{ranking.ranked}人上榜 · 按打卡天数排名</Text>
      {ranking.list.length === 0 ? <StateView status='empty' message='还没有人打卡，来拿第一名吧' /> : null}
      {ranking.list.map((row) => (
        <RankRow key={row.user.id} row={row} listen={listen} />
      ))}
      <View className='punch-rank__mine'>
        {ranking.me ? <RankRow row={ranking.me} listen={listen} mine /> : <Text className='punch-rank__none'>你还没有打卡，打卡后就能上榜</Text>}
      </View>
    </View>
  )
}
