// A withdrawal's facts as label-value lines: amounts, where it goes, its number and times.
import { Text, View } from '@tarojs/components'
import { fenToYuanFixed, formatDateTime } from '@/core/format'
import type { Withdrawal } from '@/features/earnings/api/earnings'
import { FROM_TEXT } from '@/features/earnings/utils/labels'
import './WithdrawalFacts.scss'

export default function WithdrawalFacts({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const rows: [string, string, string][] = [
    ['提现金额', `¥${fenToYuanFixed(w.amountFen)}`, 'amount'],
    ['手续费', `¥${fenToYuanFixed(w.feeFen)}`, 'fee'],
    ['实际到账', `¥${fenToYuanFixed(w.netFen)}`, 'net'],
    ['收款方式', '微信零钱', 'to'],
    ['收益来源', FROM_TEXT[w.from], 'from'],
    ['提现单号', w.outBillNo, 'bill'],
    ['申请时间', formatDateTime(w.createdAt), 'created'],
  ]
  if (w.finishedAt) rows.push([w.status === 'succeeded' ? '到账时间' : '结束时间', formatDateTime(w.finishedAt), 'finished'])
  return (
    <View className='withdrawal-facts' data-testid='withdrawal-facts'>
      {rows.map(([label, value, key]) => (
        <View key={key} className='withdrawal-facts__row'>
          <Text className='withdrawal-facts__label'>{label}</Text>
          <Text className='withdrawal-facts__value' data-testid={`withdrawal-fact-${key}`}>
            {value}
          </Text>
        </View>
      ))}
    </View>
  )
}
