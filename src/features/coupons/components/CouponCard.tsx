// One coupon as a ticket: value on the left, name, threshold and validity, its state or an action.
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { Coupon } from '@/core/api/commerce'
import { fenToYuan, formatDate } from '@/core/format'
import './CouponCard.scss'

export interface CouponCardProps {
  coupon: Coupon
  /** Greyed out: used, expired, or not for this order. */
  muted?: boolean
  /** A line under the card (e.g. why it does not apply). */
  note?: string
  /** Right side: a radio, 去使用, or nothing. */
  action?: ReactNode
  onClick?: () => void
  selected?: boolean
  testId?: string
}

const STAMP: Partial<Record<Coupon['state'], string>> = { used: '已使用', expired: '已过期', locked: '占用中' }

function valueOf(coupon: Coupon): { main: string; unit: string; prefix: string } {
  if (coupon.kind === 'percent') return { prefix: '', main: String(coupon.percent / 10), unit: '折' }
  return { prefix: '¥', main: fenToYuan(coupon.amountFen), unit: '' }
}

function conditionOf(coupon: Coupon): string {
  const threshold = coupon.thresholdFen > 0 ? `满${fenToYuan(coupon.thresholdFen)}元可用` : '无门槛'
  const cap = coupon.kind === 'percent' && coupon.maxDiscountFen ? `，最高减${fenToYuan(coupon.maxDiscountFen)}元` : ''
  return threshold + cap
}

function scopeOf(coupon: Coupon): string {
  if (!coupon.applicableTypes.length) return '全场通用'
  const names: Record<string, string> = { vip: '会员', goods: '实物商品', coupon: '优惠券商品' }
  return `仅限${coupon.applicableTypes.map((t) => names[t] ?? t).join('、')}`
}

export default function CouponCard({ coupon, muted, note, action, onClick, selected, testId = 'coupon-card' }: CouponCardProps) {
  const value = valueOf(coupon)
  const stamp = STAMP[coupon.state]
  return (
    <View
      className={`coupon-card${muted ? ' coupon-card--muted' : ''}${selected ? ' coupon-card--selected' : ''}`}
      onClick={onClick}
      data-testid={testId}
      data-coupon-id={String(coupon.id)}
      data-state={coupon.state}
      data-selected={selected ? 'true' : 'false'}
    >
      <View className='coupon-card__ticket'>
        <View className='coupon-card__value'>
          <View className='coupon-card__amount'>
            {value.prefix ? <Text className='coupon-card__prefix'>{value.prefix}</Text> : null}
            <Text className='coupon-card__main'>{value.main}</Text>
            {value.unit ? <Text className='coupon-card__unit'>{value.unit}</Text> : null}
          </View>
          <Text className='coupon-card__condition'>{conditionOf(coupon)}</Text>
        </View>
        <View className='coupon-card__info'>
          <Text className='coupon-card__name' data-testid='coupon-card-name'>
            {coupon.name}
          </Text>
          <Text className='coupon-card__scope'>{scopeOf(coupon)}</Text>
          <Text className='coupon-card__date'>
            {coupon.state === 'used' && coupon.usedAt ? `${formatDate(coupon.usedAt)} 已使用` : `有效期至 ${formatDate(coupon.validUntil)}`}
          </Text>
        </View>
        {action ? <View className='coupon-card__action'>{action}</View> : null}
        {stamp && !action ? <View className='coupon-card__stamp'>{stamp}</View> : null}
      </View>
      {note ? <Text className='coupon-card__note'>{note}</Text> : null}
    </View>
  )
}
