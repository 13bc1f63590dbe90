// 签到统计 (organiser, ?partyId=): sign-ups against the capacity, paid and free, waiting for
// payment, checked in and the attendance rate, cancelled and refunded, the waitlist; the money:
// what paid sign-ups paid, the platform fee and my share (settled, or as it would settle now).
import { Text, View } from '@tarojs/components'
import ProgressBar from '@/components/ProgressBar'
import StateView from '@/components/StateView'
import RequestError from '@/components/StateView/RequestError'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { useRequest } from '@/components/hooks/useRequest'
import { usePageRoute } from '@/components/PageShell/context'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { fenToYuanFixed } from '@/core/format'
import { getStatistics } from '@/features/reading/api/reading'
import { openPartyPage, partyIdOf } from '@/features/reading/utils/nav'
import './Statistics.scss'

const ELSEWHERE = { text: '我的读书会', route: 'reading-mycenter' }

export default function Statistics() {
  const { params } = usePageRoute()
  const partyId = partyIdOf(params)
  const { loggedIn } = useCurrentUser()
  const stats = useRequest(() => getStatistics(partyId ?? 0), [partyId, loggedIn], loggedIn && partyId !== null)
  usePullDownReload(stats.reload, stats.loading)
  useOnReturn(stats.reload)

  if (!loggedIn) return <LoginRequired message='登录后查看签到统计' />
  if (partyId === null) return <StateView status='error' message='读书会不存在' />
  const s = stats.data
  if (stats.loading && !s) return <StateView status='loading' />
  if (!s) return <RequestError request={stats} elsewhere={ELSEWHERE} />

  const cells: [string, string, string][] = [
    ['报名', `${s.signups}/${s.capacity}`, 'signups'],
    ['付费', String(s.paid), 'paid'],
    ['免费', String(s.free), 'free'],
    ['待支付', String(s.pending), 'pending'],
    ['已取消', String(s.cancelled), 'cancelled'],
    ['已退款', String(s.refunded), 'refunded'],
    ['候补', String(s.waitlist), 'waitlist'],
    ['已签到', String(s.checkedIn), 'checked-in'],
  ]

  return (
    <View className='reading-stats' data-testid='reading-statistics'>
      <View className='reading-stats__rate' data-testid='reading-stats-rate' data-value={s.attendanceRate}>
        <Text className='reading-stats__caption'>签到率</Text>
        <Text className='reading-stats__big'>{s.attendanceRate}%</Text>
        <ProgressBar value={s.attendanceRate} className='reading-stats__bar' />
        <Text className='reading-stats__note'>
          已签到 {s.checkedIn} 人 / 已报名 {s.signups} 人
        </Text>
      </View>

      <View className='reading-stats__grid'>
        {cells.map(([label, value, key]) => (
          <View key={key} className='reading-stats__cell' data-testid={`reading-stats-${key}`} data-value={value}>
            <Text className='reading-stats__value'>{value}</Text>
            <Text className='reading-stats__label'>{label}</Text>
          </View>
        ))}
      </View>

      <View className='reading-stats__money'>
        <View className='reading-stats__row'>
          <Text className='reading-stats__label'>报名费收入</Text>
          <Text className='reading-stats__amount' data-testid='reading-stats-revenue' data-fen={s.revenueFen}>
            ¥{fenToYuanFixed(s.revenueFen)}
          </Text>
        </View>
        <View className='reading-stats__row'>
          <Text className='reading-stats__label'>平台服务费</Text>
          <Text className='reading-stats__amount' data-testid='reading-stats-platform' data-fen={s.platformFeeFen}>
            -¥{fenToYuanFixed(s.platformFeeFen)}
          </Text>
        </View>
        <View className='reading-stats__row reading-stats__row--total'>
          <Text>我的收入</Text>
          <Text className='reading-stats__share' data-testid='reading-stats-share' data-fen={s.organiserFen}>
            ¥{fenToYuanFixed(s.organiserFen)}
          </Text>
        </View>
        <Text className='reading-stats__link' onClick={() => openPartyPage('reading-settlement', s.partyId)} data-testid='reading-stats-go-settlement'>
          去结算 ›
        </Text>
      </View>
    </View>
  )
}
