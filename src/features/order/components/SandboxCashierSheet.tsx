// The sandbox cashier (PAY_PROVIDER=sandbox): the amount with 确认支付 / 取消支付; the server then
// completes the order through the same callback handler as WeChat Pay's.
import { Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { Z_INDEX_BASE } from '@/core/config'
import { fenToYuanFixed } from '@/core/format'
import type { SandboxCashierInfo } from '@/core/pay/types'
import './SandboxCashierSheet.scss'

export interface SandboxCashierSheetProps {
  info: SandboxCashierInfo | null
  onConfirm: () => void
  onCancel: () => void
}

export default function SandboxCashierSheet({ info, onConfirm, onCancel }: SandboxCashierSheetProps) {
  const [yuan, cents] = fenToYuanFixed(info?.payableFen ?? 0).split('.')
  return (
    <Popup visible={!!info} position='bottom' round zIndex={Z_INDEX_BASE} onClose={onCancel} closeOnOverlayClick={false}>
      <View className='cashier' data-testid='sandbox-cashier'>
        <View className='cashier__head'>
          <Text className='cashier__title'>心栈收银台</Text>
          <Text className='cashier__tag'>沙箱环境</Text>
        </View>
        <View className='cashier__amount' data-testid='sandbox-cashier-amount'>
          <Text className='cashier__currency'>¥</Text>
          <Text className='cashier__yuan'>{yuan}</Text>
          <Text className='cashier__cents'>.{cents}</Text>
        </View>
        <Text className='cashier__order'>订单号 {info?.orderNumber}</Text>
        <View className='cashier__method'>
          <View className='cashier__wechat'>微</View>
          <Text className='cashier__method-name'>微信支付</Text>
          <View className='cashier__radio' />
        </View>
        <Text className='cashier__note'>测试环境，不会真实扣款；确认后订单按支付成功处理</Text>
        <Button className='cashier__pay' type='primary' shape='round' size='large' block onClick={onConfirm} data-testid='sandbox-pay-confirm'>
          确认支付
        </Button>
        <View className='cashier__cancel' onClick={onCancel} data-testid='sandbox-pay-cancel'>
          取消支付
        </View>
      </View>
    </Popup>
  )
}
