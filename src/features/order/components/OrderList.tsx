// 我的订单: every order, newest first, by state, with pay and cancel for unpaid ones.
import { View } from '@tarojs/components'
import { useState } from 'react'
import ConfirmDialog from '@/components/ConfirmDialog'
import ListFooter from '@/components/ListFooter'
import SegmentTabs from '@/components/SegmentTabs'
import StateView from '@/components/StateView'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { usePagedList } from '@/components/hooks/usePagedList'
import { notifyError } from '@/components/feedback/notifyError'
import { goHome, openRoute } from '@/components/navigation/navigate'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { toast } from '@/core/toast'
import { cancelOrder, getOrders } from '@/features/order/api/orders'
import type { Order, OrderFilter } from '@/features/order/api/orders'
import OrderCard from '@/features/order/components/OrderCard'

const TABS: { key: OrderFilter; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'pending', label: '待支付' },
  { key: 'paid', label: '已支付' },
  { key: 'closed', label: '已关闭' },
  { key: 'refunded', label: '已退款' },
]

export default function OrderList() {
  const { loggedIn } = useCurrentUser()
  const [filter, setFilter] = useState<OrderFilter>('all')
  const list = usePagedList((page) => getOrders(page, filter), [filter], loggedIn)
  const [cancelling, setCancelling] = useState<Order | null>(null)
  const [busy, setBusy] = useState(false)

  // Back from paying an order: its state changed.
  useOnReturn(list.reload)

  if (!loggedIn) return <LoginRequired message='登录后查看你的订单' />

  const confirmCancel = async () => {
    if (!cancelling) return
    setBusy(true)
    try {
      const next = await cancelOrder(cancelling.orderNumber)
      list.update((o) => o.orderNumber === next.orderNumber, next)
      toast('订单已取消')
      setCancelling(null)
    } catch (e) {
      notifyError(e)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='order-list' data-testid='order-list'>
      <SegmentTabs tabs={TABS} active={filter} onChange={setFilter} testIdPrefix='orders-tab' sticky />
      {list.loading ? <StateView status='loading' /> : null}
      {!list.loading && list.error ? <StateView status='error' message={list.error} actionText='重新加载' onAction={list.reload} /> : null}
      {!list.loading && !list.error && list.items.length === 0 ? (
        <StateView status='empty' message={filter === 'all' ? '还没有订单，去看看会员权益吧' : '没有这类订单'} actionText={filter === 'all' ? '去开通会员' : undefined} onAction={goHome} />
      ) : null}
      {list.items.map((order) => (
        <OrderCard
          key={order.orderNumber}
          order={order}
          onPay={(o) => void openRoute('common-orderPay', { orderNumber: o.orderNumber })}
          onCancel={setCancelling}
        />
      ))}
      <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} moreError={list.moreError} onMore={list.loadMore} count={list.items.length} />
      <ConfirmDialog
        visible={!!cancelling}
        title='取消订单'
        content='取消后订单将关闭，使用的优惠券和积分会退回你的账户。'
        confirmText='取消订单'
        cancelText='再想想'
        danger
        loading={busy}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
      />
    </View>
  )
}
