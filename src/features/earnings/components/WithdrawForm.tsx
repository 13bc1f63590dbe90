// 提现: the amount (or 全部提现: the most the server says one withdrawal may take now), what the
// rules allow today and what arrives, checks before sending in the server's words, and the
// server's own message when it refuses.
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import TapButton from '@/components/TapButton'
import { isInWechat } from '@/core/env'
import { fenToYuan, fenToYuanFixed } from '@/core/format'
import { describeError } from '@/core/request/client'
import { applyWithdrawal } from '@/features/earnings/api/earnings'
import type { EarningsAccount, Withdrawal, WithdrawalFrom } from '@/features/earnings/api/earnings'
import { blockedReason, cleanAmountInput, feePreview, needsReview, parseYuanToFen, ruleLines, validateAmount } from '@/features/earnings/utils/amount'
import './WithdrawForm.scss'

const WEAPP = process.env.TARO_ENV === 'weapp'
/**
 * The keyboard for an amount: the mini-program's decimal pad ('digit'); on H5 a text box with the
 * decimal keypad (inputmode), as a number box reads '12.' as empty while it is typed.
 */
const AMOUNT_KEYBOARD: Record<string, string> = WEAPP ? { type: 'digit' } : { type: 'text', inputMode: 'decimal' }

export interface WithdrawFormProps {
  account: EarningsAccount
  from: WithdrawalFrom
  onApplied: (w: Withdrawal) => void
}

/** The WeChat app this client runs in, when the user's account can receive there (else the server picks). */
function receivingApp(account: EarningsAccount): 'mini' | 'mp' | undefined {
  const here = process.env.TARO_ENV === 'weapp' ? 'mini' : isInWechat() ? 'mp' : undefined
  return here && account.wechatApps.includes(here) ? here : undefined
}

export default function WithdrawForm({ account, from, onApplied }: WithdrawFormProps) {
  const [text, setText] = useState('')
  const [error, setError] = useState('')
  // After the first attempt the message follows what is typed.
  const [tried, setTried] = useState(false)
  const [sending, setSending] = useState(false)
  const blocked = blockedReason(account)
  const fen = parseYuanToFen(text)
  const preview = fen && !validateAmount(text, account) ? feePreview(account.rules, fen) : null

  const change = (raw: string) => {
    const next = cleanAmountInput(raw)
    setText(next)
    if (tried) setError(validateAmount(next, account))
  }

  const submit = async () => {
    if (blocked || sending) return
    setTried(true)
    const message = validateAmount(text, account)
    setError(message)
    if (message || fen === null) return
    setSending(true)
    try {
      onApplied(await applyWithdrawal({ amountFen: fen, from, app: receivingApp(account) }))
    } catch (e) {
      // The request client has toasted the server's message already; it stays under the field too.
      setError(describeError(e))
    } finally {
      setSending(false)
    }
  }

  return (
    <View className='withdraw-form' data-testid='withdraw-form'>
      <View className='withdraw-form__panel'>
        <Text className='withdraw-form__title'>提现金额</Text>
        <View className={`withdraw-form__amount${error ? ' withdraw-form__amount--error' : ''}`}>
          <Text className='withdraw-form__currency'>¥</Text>
          <Input
            className='withdraw-form__input'
            {...AMOUNT_KEYBOARD}
            value={text}
            placeholder={blocked ? '' : `最低${fenToYuan(account.rules.minFen)}元`}
            placeholderClass={WEAPP ? 'withdraw-form__placeholder' : undefined}
            disabled={!!blocked}
            onInput={(e) => change(e.detail.value)}
            data-testid='withdraw-amount'
          />
          {account.withdrawableFen > 0 && !blocked ? (
            <Text className='withdraw-form__all' onClick={() => change(fenToYuan(account.withdrawableFen))} data-testid='withdraw-all'>
              全部提现
            </Text>
          ) : null}
        </View>
        {error ? (
          <Text className='withdraw-form__error' data-testid='withdraw-error'>
            {error}
          </Text>
        ) : null}
        {blocked ? (
          <Text className='withdraw-form__blocked' data-testid='withdraw-blocked'>
            {blocked}
          </Text>
        ) : (
          <Text className='withdraw-form__hint' data-testid='withdraw-withdrawable'>
            本次最多可提现 ¥{fenToYuanFixed(account.withdrawableFen)}
          </Text>
        )}
        {preview && fen ? (
          <View className='withdraw-form__preview' data-testid='withdraw-preview'>
            <Text>
              手续费 ¥{fenToYuanFixed(preview.feeFen)}，实际到账 <Text className='withdraw-form__net'>¥{fenToYuanFixed(preview.netFen)}</Text>
            </Text>
            {needsReview(account.rules, fen) ? <Text className='withdraw-form__review'>本次提现需平台审核，审核通过后转账</Text> : null}
          </View>
        ) : null}
      </View>

      <View className='withdraw-form__rules' data-testid='withdraw-rules'>
        <Text className='withdraw-form__rules-title'>提现规则</Text>
        {ruleLines(account).map((line) => (
          <Text key={line} className='withdraw-form__rule'>
            {line}
          </Text>
        ))}
      </View>

      <View className='withdraw-form__submit'>
        <TapButton block disabled={!!blocked || sending} onClick={() => void submit()} testId='withdraw-submit'>
          {sending ? '正在提交…' : '提现到微信零钱'}
        </TapButton>
      </View>
    </View>
  )
}
