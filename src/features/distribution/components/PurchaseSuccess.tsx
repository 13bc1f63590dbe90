// 下单成功 (confirmOrderSuccess, ?orderNumber=): what was bought and where to find it — a course
// in its detail page, an assessment in its own, a membership with its new end date — and the
// order in 我的订单. The page hands in how to read an order (commerce's order detail).
import { Text, View } from '@tarojs/components'
import type { Order } from '@contract/commerce'
import ResultFrame from '@/components/ResultFrame'
import type { ResultAction } from '@/components/ResultFrame'
import StateView from '@/components/StateView'
import { useRequest } from '@/components/hooks/useRequest'
import { goHome, openRoute } from '@/components/navigation/navigate'
import { usePageRoute } from '@/components/PageShell/context'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { fenToYuanFixed, formatDateTime } from '@/core/format'
import { findProduct } from '@/features/distribution/api/distribution'
import { whereToFind } from '@/features/distribution/utils/explain'
import './PurchaseSuccess.scss'

export interface PurchaseSuccessProps {
  loadOrder: (orderNumber: string) => Promise<Order>
}

const ORDERS_ROUTE = 'user-orders'

export default function PurchaseSuccess({ loadOrder }: PurchaseSuccessProps) {
  const { params } = usePageRoute()
  const orderNumber = (params.orderNumber || '').trim()
  const { loggedIn } = useCurrentUser()
  const order = useRequest(() => loadOrder(orderNumber), [orderNumber, loggedIn], loggedIn && !!orderNumber)
  const commodityId = order.data?.commodityId ?? 0
  // Where the bought course or assessment lives; without it the order page still says what was bought.
  const product = useRequest(() => findProduct(commodityId), [commodityId], commodityId > 0)

  if (!loggedIn) return <LoginRequired message='登录后查看订单' />
  if (!orderNumber) return <StateView status='error' message='没有找到订单，请到「我的订单」查看' actionText='我的订单' onAction={() => void openRoute(ORDERS_ROUTE)} />
  const o = order.data
  if ((order.loading && !o) || (o && product.loading && product.data === undefined)) return <StateView status='loading' message='正在读取订单…' />
  if (!o) return <StateView status='error' message={order.error || '订单加载失败'} actionText='重新加载' onAction={order.reload} />

  const toOrders: ResultAction = { label: '查看订单', testId: 'purchase-done-orders', variant: 'outline', onClick: () => void openRoute(ORDERS_ROUTE) }
  if (o.status !== 'paid') {
    return (
      <ResultFrame testId='purchase-done' state={o.status} mark={{ text: '!', tone: 'wait' }} title={`订单${o.statusText}`} actions={[toOrders]}>
        <Text className='result-frame__desc'>{o.commodityName}</Text>
      </ResultFrame>
    )
  }
  const where = whereToFind(o, product.data ?? null)
  return (
    <ResultFrame
      testId='purchase-done'
      state='paid'
      mark={{ text: '✓', tone: 'ok' }}
      title='购买成功'
      actions={where.action ? [toOrders, where.action] : [toOrders, { label: '返回首页', testId: 'purchase-done-home', onClick: goHome }]}
    >
      <Text className='result-frame__amount' data-testid='purchase-done-amount'>
        ¥{fenToYuanFixed(o.payableFen)}
      </Text>
      <View className='dist-done__item'>
        <Text className='dist-done__name' data-testid='purchase-done-name'>
          {o.commodityName}
          {o.quantity > 1 ? ` ×${o.quantity}` : ''}
        </Text>
        <Text className='dist-done__where' data-testid='purchase-done-where'>
          {where.text}
        </Text>
      </View>
      <View className='result-frame__details'>
        <Text>订单号 {o.orderNumber}</Text>
        {o.paidAt ? <Text>支付时间 {formatDateTime(o.paidAt)}</Text> : null}
      </View>
    </ResultFrame>
  )
}
