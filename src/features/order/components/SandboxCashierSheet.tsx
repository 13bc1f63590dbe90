// The sandbox cashier (PAY_PROVIDER=sandbox): the amount with 确认支付 / 取消支付; the server then
// completes the order through the same callback handler as WeChat Pay's.
import SandboxSheet from '@/components/SandboxSheet'
import type { SandboxCashierInfo } from '@/core/pay/types'

export interface SandboxCashierSheetProps {
  info: SandboxCashierInfo | null
  onConfirm: () => void
  onCancel: () => void
}

export default function SandboxCashierSheet({ info, onConfirm, onCancel }: SandboxCashierSheetProps) {
  return (
    <SandboxSheet
      visible={!!info}
      title='心栈收银台'
      amountFen={info?.payableFen ?? 0}
      reference={`订单号 ${info?.orderNumber ?? ''}`}
      method='微信支付'
      note='测试环境，不会真实扣款；确认后订单按支付成功处理'
      confirm={{ text: '确认支付', onClick: onConfirm, testId: 'sandbox-pay-confirm' }}
      cancel={{ text: '取消支付', onClick: onCancel, testId: 'sandbox-pay-cancel' }}
      testId='sandbox-cashier'
      amountTestId='sandbox-cashier-amount'
    />
  )
}
