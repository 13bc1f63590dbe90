// "获取验证码" with the 60 s resend countdown (spec 4.3).
import { Text } from '@tarojs/components'
import { useState } from 'react'
import { CODE_COUNTDOWN_SECONDS } from '@/core/config'
import { useCountdown } from '@/components/SmsCodeButton/useCountdown'
import { notifyError } from '@/components/feedback/notifyError'
import './index.scss'

export interface SmsCodeButtonProps {
  /** Sends the code; resolve when sent (the countdown starts), reject to stay ready. */
  onSend: () => Promise<unknown>
  /** Checks before sending (e.g. the mobile); return false to not send. */
  canSend?: () => boolean
  testId?: string
}

export default function SmsCodeButton({ onSend, canSend, testId = 'sms-get-code' }: SmsCodeButtonProps) {
  const { left, start } = useCountdown(CODE_COUNTDOWN_SECONDS)
  const [sending, setSending] = useState(false)
  const disabled = sending || left > 0

  const send = () => {
    if (disabled || (canSend && !canSend())) return
    setSending(true)
    onSend()
      .then(() => start())
      .catch(notifyError)
      .finally(() => setSending(false))
  }

  return (
    <Text className={`sms-code-button${disabled ? ' sms-code-button--disabled' : ''}`} onClick={send} data-testid={testId}>
      {left > 0 ? `${left}s后重新获取` : sending ? '发送中…' : '获取验证码'}
    </Text>
  )
}
