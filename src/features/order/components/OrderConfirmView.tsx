// 确认订单: address (goods), the item with its quantity, coupon and credits, the server's price
// breakdown, and the submit bar. Every figure comes from /whole/order/confirm.
import { Image, Text, View } from '@tarojs/components'
import PayBar from '@/components/PayBar'
import QuantityStepper from '@/components/QuantityStepper'
import Toggle from '@/components/Toggle'
import { fenToYuan, fenToYuanFixed } from '@/core/format'
import type { OrderConfirm } from '@/features/order/api/orders'
import { COMMODITY_TYPE_TEXT, durationText } from '@/features/order/utils/labels'
import './OrderConfirmView.scss'

export const MAX_QUANTITY = { vip: 10, other: 99 } as const

export interface OrderConfirmViewProps {
  data: OrderConfirm
  updating: boolean
  submitting: boolean
  /** VIP only: the membership agreement must be agreed to. */
  agreed: boolean
  agreeShake: boolean
  onAgree: (agreed: boolean) => void
  onOpenAgreement: () => void
  onQuantity: (quantity: number) => void
  onChooseCoupon: () => void
  onCredits: (use: boolean) => void
  onChooseAddress: () => void
  onSubmit: () => void
}

function couponSummary(data: OrderConfirm): { text: string; strong: boolean } {
  const selected = data.coupons.find((c) => c.id === data.selectedCouponId)
  if (selected) return { text: `-¥${fenToYuanFixed(data.price.couponDiscountFen)}`, strong: true }
  if (data.coupons.length) return { text: `${data.coupons.length}张可用，未使用`, strong: false }
  return { text: '暂无可用', strong: false }
}

export default function OrderConfirmView(props: OrderConfirmViewProps) {
  const { data, updating, submitting, agreed, agreeShake } = props
  const { commodity, price, credits } = data
  const isVip = commodity.type === 'vip'
  const coupon = couponSummary(data)
  const selectedCoupon = data.coupons.find((c) => c.id === data.selectedCouponId)
  const saved = price.couponDiscountFen + price.creditsDiscountFen

  return (
    <View className='order-confirm' data-testid='order-confirm' data-updating={updating ? 'true' : 'false'}>
      {data.needsAddress ? (
        <View className='order-confirm__card order-confirm__address' onClick={props.onChooseAddress} data-testid='order-address'>
          {data.address ? (
            <View className='order-confirm__address-text'>
              <View className='order-confirm__address-who'>
                <Text className='order-confirm__address-name'>{data.address.name}</Text>
                <Text className='order-confirm__address-mobile'>{data.address.mobile}</Text>
                {data.address.isDefault ? <Text className='order-confirm__tag'>默认</Text> : null}
              </View>
              <Text className='order-confirm__address-full'>{data.address.fullAddress}</Text>
            </View>
          ) : (
            <Text className='order-confirm__address-empty'>请选择收货地址</Text>
          )}
          <Text className='order-confirm__arrow'>›</Text>
          <View className='order-confirm__stripe' />
        </View>
      ) : null}

      <View className='order-confirm__card' data-testid='order-item'>
        <View className='order-confirm__item'>
          {commodity.image ? (
            <Image className='order-confirm__cover' src={commodity.image} mode='aspectFill' />
          ) : (
            <View className={`order-confirm__cover order-confirm__cover--${commodity.type}`}>
              <Text>{isVip ? 'VIP' : COMMODITY_TYPE_TEXT[commodity.type] || '商品'}</Text>
            </View>
          )}
          <View className='order-confirm__item-text'>
            <Text className='order-confirm__item-name' data-testid='order-item-name'>
              {commodity.name}
            </Text>
            <Text className='order-confirm__item-desc'>
              {isVip ? `会员时长 ${durationText(commodity.durationDays)}` : commodity.description || COMMODITY_TYPE_TEXT[commodity.type]}
            </Text>
            <View className='order-confirm__item-foot'>
              <Text className='order-confirm__unit'>¥{fenToYuan(price.unitPriceFen)}</Text>
              {/* One-time purchases (courses, assessments): no quantity to choose. */}
              {data.maxQuantity === 1 ? (
                <Text className='order-confirm__item-desc'>×1</Text>
              ) : (
                <QuantityStepper
                  value={data.quantity}
                  max={isVip ? Math.min(MAX_QUANTITY.vip, data.maxQuantity) : data.maxQuantity}
                  onChange={props.onQuantity}
                  disabled={updating || submitting}
                  testId='order-quantity'
                />
              )}
            </View>
          </View>
        </View>
        {isVip && data.quantity > 1 ? <Text className='order-confirm__hint'>共 {durationText(commodity.durationDays, data.quantity)}，与当前会员时长累加</Text> : null}
      </View>

      <View className='order-confirm__card'>
        <View className='order-confirm__row' onClick={props.onChooseCoupon} data-testid='order-coupon' data-coupon-id={String(data.selectedCouponId ?? 0)}>
          <Text className='order-confirm__label'>优惠券</Text>
          {selectedCoupon ? <Text className='order-confirm__coupon-name'>{selectedCoupon.label}</Text> : null}
          <Text className={`order-confirm__value${coupon.strong ? ' order-confirm__value--red' : ''}`}>{coupon.text}</Text>
          <Text className='order-confirm__arrow'>›</Text>
        </View>
        <View className='order-confirm__row' data-testid='order-credits'>
          <View className='order-confirm__credits-text'>
            <Text className='order-confirm__label'>积分抵扣</Text>
            <Text className='order-confirm__sub'>
              {credits.maxUsable > 0
                ? `共${credits.balance}积分，本单最多可用${credits.maxUsable}积分抵¥${fenToYuan(credits.maxUsable * credits.fenPerPoint)}`
                : credits.balance > 0
                  ? `共${credits.balance}积分，本单暂不可用`
                  : '暂无积分，签到可得积分'}
            </Text>
          </View>
          <Toggle
            checked={credits.used > 0}
            onChange={props.onCredits}
            disabled={credits.maxUsable <= 0 || updating || submitting}
            testId='order-credits-switch'
            label='使用积分抵扣'
          />
        </View>
      </View>

      <View className='order-confirm__card order-confirm__price' data-testid='order-price'>
        <View className='order-confirm__price-row'>
          <Text>商品金额</Text>
          <Text data-testid='order-price-original'>¥{fenToYuanFixed(price.originalFen)}</Text>
        </View>
        <View className='order-confirm__price-row'>
          <Text>优惠券</Text>
          <Text className={price.couponDiscountFen ? 'order-confirm__value--red' : ''} data-testid='order-price-coupon'>
            -¥{fenToYuanFixed(price.couponDiscountFen)}
          </Text>
        </View>
        <View className='order-confirm__price-row'>
          <Text>积分抵扣{credits.used ? `（${credits.used}积分）` : ''}</Text>
          <Text className={price.creditsDiscountFen ? 'order-confirm__value--red' : ''} data-testid='order-price-credits'>
            -¥{fenToYuanFixed(price.creditsDiscountFen)}
          </Text>
        </View>
        <View className='order-confirm__price-row order-confirm__price-row--total'>
          <Text>实付款</Text>
          <Text className='order-confirm__total'>¥{fenToYuanFixed(price.payableFen)}</Text>
        </View>
      </View>

      <Text className='order-confirm__note'>
        提交后请在{data.payTimeoutMinutes}分钟内完成支付，超时订单自动关闭，优惠券与积分将退回。
      </Text>

      <PayBar
        priceFen={price.payableFen}
        priceLabel='实付'
        fixedCents
        note={saved > 0 ? `已优惠¥${fenToYuan(saved)}` : undefined}
        buttonText='提交订单'
        disabled={updating}
        loading={submitting}
        onSubmit={props.onSubmit}
        agreement={
          isVip
            ? { checked: agreed, onChange: props.onAgree, document: '《心栈会员服务协议》', onOpen: props.onOpenAgreement, testId: 'order-agree', shake: agreeShake }
            : undefined
        }
        testIds={{ price: 'order-payable', submit: 'order-submit' }}
      />
    </View>
  )
}
