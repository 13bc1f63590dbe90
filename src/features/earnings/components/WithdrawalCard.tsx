// One withdrawal of 提现记录: amount, state in its colour, what arrives; 确认收款 while the transfer
// waits for the person, 撤销 while it may be; tapping shows its facts and what happens next.
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import TapButton from '@/components/TapButton'
import { fenToYuanFixed, formatDateTime } from '@/core/format'
import type { Withdrawal } from '@/features/earnings/api/earnings'
import WithdrawalFacts from '@/features/earnings/components/WithdrawalFacts'
import { FROM_TEXT, nextStepText, withdrawalTone } from '@/features/earnings/utils/labels'
import './WithdrawalCard.scss'

export interface WithdrawalCardProps {
  withdrawal: Withdrawal
  onConfirm: (w: Withdrawal) => void
  onCancel: (w: Withdrawal) => void
}

export default function WithdrawalCard({ withdrawal: w, onConfirm, onCancel }: WithdrawalCardProps) {
  const [open, setOpen] = useState(false)
  const tone = withdrawalTone(w)
  return (
    <View className='withdrawal-card' data-testid='withdrawal-card' data-id={w.id} data-status={w.status}>
      <View className='withdrawal-card__main' onClick={() => setOpen(!open)} data-testid='withdrawal-card-toggle'>
        <View className='withdrawal-card__head'>
          <Text className='withdrawal-card__from'>{FROM_TEXT[w.from]}</Text>
          <Text className='withdrawal-card__time'>{formatDateTime(w.createdAt)}</Text>
          <Text className={`withdrawal-card__status withdrawal-card__status--${tone}`} data-testid='withdrawal-card-status' data-tone={tone}>
            {w.statusText}
          </Text>
        </View>
        <View className='withdrawal-card__body'>
          <View className='withdrawal-card__text'>
            <Text className='withdrawal-card__title'>提现到微信零钱</Text>
            <Text className='withdrawal-card__meta'>
              到账 ¥{fenToYuanFixed(w.netFen)}
              {w.feeFen > 0 ? ` · 手续费 ¥${fenToYuanFixed(w.feeFen)}` : ''}
            </Text>
          </View>
          <Text className='withdrawal-card__amount' data-testid='withdrawal-card-amount'>
            ¥{fenToYuanFixed(w.amountFen)}
          </Text>
        </View>
        {open || tone === 'action' || tone === 'fail' ? (
          <Text className={`withdrawal-card__next withdrawal-card__next--${tone}`} data-testid='withdrawal-card-next'>
            {nextStepText(w)}
          </Text>
        ) : null}
      </View>
      {open ? <WithdrawalFacts withdrawal={w} /> : null}
      <View className='withdrawal-card__foot'>
        <Text className='withdrawal-card__more' onClick={() => setOpen(!open)}>
          {open ? '收起详情' : '查看详情'}
        </Text>
        <View className='withdrawal-card__actions'>
          {w.canCancel ? (
            <TapButton size='small' variant='outline' onClick={() => onCancel(w)} testId='withdrawal-card-cancel'>
              撤销
            </TapButton>
          ) : null}
          {w.confirm ? (
            <TapButton size='small' onClick={() => onConfirm(w)} testId='withdrawal-card-confirm'>
              确认收款
            </TapButton>
          ) : null}
        </View>
      </View>
    </View>
  )
}
