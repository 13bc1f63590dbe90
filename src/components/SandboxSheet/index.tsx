// The sandbox's stand-in for a WeChat sheet (PAY_PROVIDER / TRANSFER_PROVIDER=sandbox): the
// amount, what it is for, the WeChat method, a note that nothing real happens, and the choices.
// The pay cashier (order) and the transfer confirm (earnings) are this sheet with their words.
import { Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { Z_INDEX_BASE } from '@/core/config'
import { fenToYuanFixed } from '@/core/format'
import './index.scss'

export interface SandboxSheetAction {
  text: string
  onClick: () => void
  testId: string
}

export interface SandboxSheetProps {
  visible: boolean
  /** 心栈收银台, 确认收款… */
  title: string
  amountFen: number
  /** The line under the amount (订单号 …, 提现单号 …). */
  reference: string
  /** The WeChat method row (微信支付, 微信零钱). */
  method: string
  note: string
  confirm: SandboxSheetAction
  /** The quiet choice under the button (取消支付, 稍后确认); also what closing the sheet does. */
  cancel: SandboxSheetAction
  /** Another quiet choice beside it (e.g. a refusal the sandbox can act out). */
  extra?: SandboxSheetAction
  testId: string
  amountTestId: string
}

export default function SandboxSheet(props: SandboxSheetProps) {
  const { visible, title, amountFen, reference, method, note, confirm, cancel, extra, testId, amountTestId } = props
  const [yuan, cents] = fenToYuanFixed(amountFen).split('.')
  return (
    <Popup visible={visible} position='bottom' round zIndex={Z_INDEX_BASE} onClose={cancel.onClick} closeOnOverlayClick={false}>
      <View className='sandbox-sheet' data-testid={testId}>
        <View className='sandbox-sheet__head'>
          <Text className='sandbox-sheet__title'>{title}</Text>
          <Text className='sandbox-sheet__tag'>沙箱环境</Text>
        </View>
        <View className='sandbox-sheet__amount' data-testid={amountTestId}>
          <Text className='sandbox-sheet__currency'>¥</Text>
          <Text className='sandbox-sheet__yuan'>{yuan}</Text>
          <Text className='sandbox-sheet__cents'>.{cents}</Text>
        </View>
        <Text className='sandbox-sheet__reference'>{reference}</Text>
        <View className='sandbox-sheet__method'>
          <View className='sandbox-sheet__wechat'>微</View>
          <Text className='sandbox-sheet__method-name'>{method}</Text>
          <View className='sandbox-sheet__radio' />
        </View>
        <Text className='sandbox-sheet__note'>{note}</Text>
        <Button className='sandbox-sheet__confirm' type='primary' shape='round' size='large' block onClick={confirm.onClick} data-testid={confirm.testId}>
          {confirm.text}
        </Button>
        <View className='sandbox-sheet__quiet'>
          <View className='sandbox-sheet__cancel' onClick={cancel.onClick} data-testid={cancel.testId}>
            {cancel.text}
          </View>
          {extra ? (
            <View className='sandbox-sheet__cancel' onClick={extra.onClick} data-testid={extra.testId}>
              {extra.text}
            </View>
          ) : null}
        </View>
      </View>
    </Popup>
  )
}
