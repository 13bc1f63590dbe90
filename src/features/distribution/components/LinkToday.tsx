// 今日推广数据 (linkcounttoday): today's (Beijing day) figures of my links — visitors, new
// bindings and sign-ups among them, orders placed and paid, commission — each with what it counts.
import { Text, View } from '@tarojs/components'
import StateView from '@/components/StateView'
import RequestError from '@/components/StateView/RequestError'
import TapButton from '@/components/TapButton'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { useRequest } from '@/components/hooks/useRequest'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { fenToYuanFixed } from '@/core/format'
import { getLinkToday, type LinkToday as Today } from '@/features/distribution/api/distribution'
import { DIST, openDist } from '@/features/distribution/utils/nav'
import './LinkToday.scss'

const ROWS: { key: Exclude<keyof Today, 'day'>; label: string; text: string; money?: boolean }[] = [
  { key: 'visits', label: '访客', text: '打开你的链接或海报的人，每人每天计一次' },
  { key: 'bindings', label: '新绑定客户', text: '今天新绑定为你客户的人' },
  { key: 'signUps', label: '新注册用户', text: '新客户中通过你的链接注册的人' },
  { key: 'ordersPlaced', label: '客户下单', text: '你的客户今天下的推广商品订单，含未付款' },
  { key: 'ordersPaid', label: '已付款订单', text: '其中已付款（未退款）的订单' },
  { key: 'commissionFen', label: '今日佣金（元）', text: '今天新增的直推和团队佣金，已扣除退款', money: true },
]

export default function LinkToday() {
  const { loggedIn } = useCurrentUser()
  const today = useRequest(getLinkToday, [loggedIn], loggedIn)
  usePullDownReload(today.reload, today.loading)

  if (!loggedIn) return <LoginRequired message='登录后查看今日推广数据' />
  const data = today.data
  if (today.loading && !data) return <StateView status='loading' />
  if (!data) return <RequestError request={today} elsewhere={{ text: '去达人中心', route: DIST.talent }} />

  return (
    <View className='dist-today' data-testid='dist-today' data-day={data.day}>
      <Text className='dist-today__day'>{data.day}（北京时间）</Text>
      <View className='dist-today__grid'>
        {ROWS.map((row) => (
          <View key={row.key} className='dist-today__cell'>
            <Text className='dist-today__value' data-testid={`today-${row.key}`} data-value={data[row.key]}>
              {row.money ? fenToYuanFixed(data[row.key]) : data[row.key]}
            </Text>
            <Text className='dist-today__label'>{row.label}</Text>
            <Text className='dist-today__text'>{row.text}</Text>
          </View>
        ))}
      </View>
      <View className='dist-today__actions'>
        <TapButton variant='outline' onClick={() => openDist(DIST.tier1)} testId='today-go-orders'>
          推广订单
        </TapButton>
        <TapButton onClick={() => openDist(DIST.poster)} testId='today-go-poster'>
          继续推广
        </TapButton>
      </View>
    </View>
  )
}
