// Confirming an exchange: what, how many, what it costs in points, where goods ship to.
import { Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import QuantityStepper from '@/components/QuantityStepper'
import type { Address, Commodity } from '@/core/api/commerce'
import { Z_INDEX_BASE } from '@/core/config'
import './ExchangeSheet.scss'

/** The server takes 1..10 per exchange. */
export const MAX_EXCHANGE = 10

export interface ExchangeSheetProps {
  item: Commodity | null
  quantity: number
  onQuantity: (quantity: number) => void
  balance: number
  address: Address | null
  addressLoading: boolean
  onChooseAddress: () => void
  busy: boolean
  onConfirm: () => void
  onClose: () => void
}

export default function ExchangeSheet(props: ExchangeSheetProps) {
  const { item, quantity, balance, address, busy } = props
  const cost = item ? item.creditsPrice * quantity : 0
  const short = cost > balance
  const max = item ? Math.max(1, Math.min(MAX_EXCHANGE, item.stock ?? MAX_EXCHANGE, Math.floor(balance / Math.max(1, item.creditsPrice)) || 1)) : 1
  return (
    <Popup visible={!!item} position='bottom' round zIndex={Z_INDEX_BASE} onClose={props.onClose}>
      {item ? (
        <View className='exchange-sheet' data-testid='exchange-sheet'>
          <Text className='exchange-sheet__title'>确认兑换</Text>
          <View className='exchange-sheet__item'>
            <Text className='exchange-sheet__name'>{item.name}</Text>
            <Text className='exchange-sheet__desc'>{item.description}</Text>
          </View>
          <View className='exchange-sheet__row'>
            <Text className='exchange-sheet__label'>兑换数量</Text>
            <QuantityStepper value={quantity} max={max} onChange={props.onQuantity} disabled={busy} testId='exchange-quantity' />
          </View>
          {item.needsAddress ? (
            <View className='exchange-sheet__row exchange-sheet__address' onClick={props.onChooseAddress} data-testid='exchange-address'>
              <Text className='exchange-sheet__label'>收货地址</Text>
              <Text className={`exchange-sheet__address-text${address ? '' : ' exchange-sheet__address-text--empty'}`}>
                {props.addressLoading ? '正在读取…' : address ? `${address.name} ${address.fullAddress}` : '请选择收货地址'}
              </Text>
              <Text className='exchange-sheet__arrow'>›</Text>
            </View>
          ) : null}
          <View className='exchange-sheet__row'>
            <Text className='exchange-sheet__label'>所需积分</Text>
            <Text className='exchange-sheet__cost' data-testid='exchange-cost'>
              {cost}
            </Text>
          </View>
          <Text className={`exchange-sheet__balance${short ? ' exchange-sheet__balance--short' : ''}`}>
            {short ? `积分不足，还差${cost - balance}积分` : `兑换后剩余${balance - cost}积分`}
          </Text>
          <Button
            className='exchange-sheet__confirm'
            type='primary'
            shape='round'
            size='large'
            block
            loading={busy}
            disabled={short || (item.needsAddress && !address)}
            onClick={props.onConfirm}
            data-testid='exchange-confirm'
          >
            确认兑换
          </Button>
        </View>
      ) : null}
    </Popup>
  )
}
