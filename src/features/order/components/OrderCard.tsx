// One order of "my orders": what, how much, its state, and what can be done with it.
import { Text, View } from '@tarojs/components'
import TapButton from '@/components/TapButton'
import { fenToYuanFixed, formatDate, formatDateTime } from '@/core/format'
import type { Order } from '@/features/order/api/orders'
import { closeReasonText, COMMODITY_TYPE_TEXT } from '@/features/order/utils/labels'
import './OrderCard.scss'

export interface OrderCardProps {
  order: Order
  onPay: (order: Order) => void
  onCancel: (order: Order) => void
}

const STATE_CLASS: Record<string, string> = {
  created: 'wait',
  paying: 'wait',
  paid: 'ok',
  closed: 'off',
  refunded: 'off',
}

export default function OrderCard({ order, onPay, onCancel }: OrderCardProps) {
  const unpaid = order.status === 'created' || order.status === 'paying'
  const exchange = order.kind === 'exchange'
  return (
    <View className='order-card' data-testid='order-card' data-order-number={order.orderNumber} data-status={order.status}>
      <View className='order-card__head'>
        <Text className='order-card__kind'>{exchange ? '积分兑换' : COMMODITY_TYPE_TEXT[order.commodityType] || '商品'}</Text>
        <Text className='order-card__time'>{formatDateTime(order.createdAt)}</Text>
        <Text className={`order-card__status order-card__status--${STATE_CLASS[order.status] || 'off'}`} data-testid='order-card-status'>
          {order.statusText}
        </Text>
      </View>
      <View className='order-card__body'>
        <View className='order-card__text'>
          <Text className='order-card__name' data-testid='order-card-name'>
            {order.commodityName}
          </Text>
          <Text className='order-card__meta'>
            数量 ×{order.quantity}
            {order.vipUntil && order.status === 'paid' ? ` · 会员至 ${formatDate(order.vipUntil)}` : ''}
          </Text>
          {order.address ? <Text className='order-card__meta'>寄往 {order.address.fullAddress}</Text> : null}
          {order.status === 'closed' ? <Text className='order-card__meta'>{closeReasonText(order.closeReason)}</Text> : null}
        </View>
        <View className='order-card__money'>
          {exchange ? (
            <Text className='order-card__payable'>{order.creditsUsed}积分</Text>
          ) : (
            <Text className='order-card__payable' data-testid='order-card-payable'>
              ¥{fenToYuanFixed(order.payableFen)}
            </Text>
          )}
          {!exchange && order.couponDiscountFen > 0 ? <Text className='order-card__saved'>券 -¥{fenToYuanFixed(order.couponDiscountFen)}</Text> : null}
          {!exchange && order.creditsDiscountFen > 0 ? <Text className='order-card__saved'>积分 -¥{fenToYuanFixed(order.creditsDiscountFen)}</Text> : null}
        </View>
      </View>
      <View className='order-card__foot'>
        <Text className='order-card__number'>订单号 {order.orderNumber}</Text>
        {unpaid ? (
          <View className='order-card__actions'>
            <TapButton size='small' variant='outline' onClick={() => onCancel(order)} testId='order-card-cancel'>
              取消订单
            </TapButton>
            <TapButton size='small' onClick={() => onPay(order)} testId='order-card-pay'>
              去支付
            </TapButton>
          </View>
        ) : null}
      </View>
    </View>
  )
}
