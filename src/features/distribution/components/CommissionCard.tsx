// One commission: the product and its buyer (and, for tier 2, the sub-promoter it came through),
// how it was worked out, what it is, and where it stands (when it settles, settled, taken back).
import { Text, View } from '@tarojs/components'
import Avatar from '@/components/Avatar'
import { fenToYuanFixed, formatDateTime } from '@/core/format'
import type { CommissionItem } from '@/features/distribution/api/distribution'
import { COMMISSION_TONE, commissionBasis, commissionWhen } from '@/features/distribution/utils/labels'
import './CommissionCard.scss'

export default function CommissionCard({ item }: { item: CommissionItem }) {
  const tone = COMMISSION_TONE[item.status]
  return (
    <View className='dist-commission' data-testid='dist-commission' data-id={item.id} data-status={item.status} data-order-number={item.orderNumber} data-amount-fen={item.amountFen}>
      <View className='dist-commission__head'>
        <Text className='dist-commission__name' data-testid='dist-commission-name'>
          {item.commodityName}
        </Text>
        <Text className={`dist-commission__status dist-commission__status--${tone}`} data-testid='dist-commission-status'>
          {item.statusText}
        </Text>
      </View>
      <View className='dist-commission__body'>
        <View className='dist-commission__who'>
          <Avatar src={item.buyer.avatar} name={item.buyer.nickname} size={36} />
          <View className='dist-commission__who-text'>
            <Text className='dist-commission__buyer'>买家 {item.buyer.nickname}</Text>
            {item.via ? (
              <Text className='dist-commission__via' data-testid='dist-commission-via'>
                经由团队成员 {item.via.nickname}
              </Text>
            ) : null}
            <Text className='dist-commission__basis'>{commissionBasis(item)}</Text>
          </View>
        </View>
        <Text className={`dist-commission__amount dist-commission__amount--${tone}`} data-testid='dist-commission-amount'>
          {item.status === 'reversed' ? '-' : '+'}¥{fenToYuanFixed(item.amountFen)}
        </Text>
      </View>
      <View className='dist-commission__foot'>
        <Text data-testid='dist-commission-when'>{commissionWhen(item)}</Text>
        <Text>{formatDateTime(item.placedAt)} 下单</Text>
      </View>
    </View>
  )
}
