// 兑换记录: what I exchanged credits for, newest first, paged with pull-up.
import { Text, View } from '@tarojs/components'
import ListFooter from '@/components/ListFooter'
import StateView from '@/components/StateView'
import { usePagedList } from '@/components/hooks/usePagedList'
import { openRoute } from '@/components/navigation/navigate'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { formatDateTime } from '@/core/format'
import { getExchangeRecords } from '@/features/credits/api/credits'
import './ExchangeRecord.scss'

const TYPE_TEXT: Record<string, string> = { vip: '会员', goods: '实物', coupon: '优惠券' }

export default function ExchangeRecord() {
  const { loggedIn } = useCurrentUser()
  const list = usePagedList(getExchangeRecords, [], loggedIn)
  if (!loggedIn) return <LoginRequired message='登录后查看你的兑换记录' />
  return (
    <View className='exchange-record' data-testid='exchange-record'>
      {list.loading ? <StateView status='loading' /> : null}
      {!list.loading && list.error ? <StateView status='error' message={list.error} actionText='重新加载' onAction={list.reload} /> : null}
      {!list.loading && !list.error && list.items.length === 0 ? (
        <StateView status='empty' message='还没有兑换记录' actionText='去兑换' onAction={() => void openRoute('credits-exchange')} />
      ) : null}
      {list.items.map((order) => (
        <View key={order.orderNumber} className='exchange-record__item' data-testid='exchange-record-item'>
          <View className='exchange-record__head'>
            <Text className='exchange-record__type'>{TYPE_TEXT[order.commodityType] ?? '商品'}</Text>
            <Text className='exchange-record__time'>{formatDateTime(order.createdAt)}</Text>
            <Text className='exchange-record__status'>{order.statusText === '已支付' ? '兑换成功' : order.statusText}</Text>
          </View>
          <View className='exchange-record__body'>
            <Text className='exchange-record__name'>
              {order.commodityName}
              {order.quantity > 1 ? ` ×${order.quantity}` : ''}
            </Text>
            <Text className='exchange-record__points'>-{order.creditsUsed}积分</Text>
          </View>
          {order.address ? <Text className='exchange-record__address'>寄往 {order.address.fullAddress}</Text> : null}
        </View>
      ))}
      <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} moreError={list.moreError} onMore={list.loadMore} count={list.items.length} />
    </View>
  )
}
