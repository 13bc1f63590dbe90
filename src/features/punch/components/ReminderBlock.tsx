// The daily reminder of a challenge, when the server offers one (a template is configured). In
// the mini-program: turn it on (WeChat's one-time subscription: one accept = one reminder, so the
// user can keep a few in store). Elsewhere (H5, WeChat browser, our app) the reminder is the
// mini-program's, and the block says so.
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import TapButton from '@/components/TapButton'
import { toast } from '@/core/toast'
import { notifyError } from '@/components/feedback/notifyError'
import type { ReminderState } from '@/features/punch/api/punch'
import { REMINDER_HERE, askForReminder } from '@/features/punch/utils/reminder'
import './ReminderBlock.scss'

export interface ReminderBlockProps {
  challengeId: number
  reminder: ReminderState
  /** Reloads the status after a subscription. */
  onChange: () => void
}

export default function ReminderBlock({ challengeId, reminder, onChange }: ReminderBlockProps) {
  const [busy, setBusy] = useState(false)
  // No template configured: reminders are not offered anywhere.
  if (!reminder.templateId) return null
  if (!REMINDER_HERE) {
    return (
      <View className='punch-reminder' data-testid='punch-reminder' data-state='elsewhere'>
        <Text className='punch-reminder__title'>打卡提醒</Text>
        <Text className='punch-reminder__text'>每天 {reminder.time} 还没打卡时的微信提醒，请在「心栈」微信小程序中打开这个挑战开启。</Text>
      </View>
    )
  }
  const subscribe = () => {
    if (busy) return
    setBusy(true)
    askForReminder(challengeId, reminder)
      .then((outcome) => {
        if (outcome === 'accepted') {
          toast('已开启打卡提醒')
          onChange()
        } else toast('未开启提醒，可在微信设置中允许订阅消息')
      })
      .catch(notifyError)
      .finally(() => setBusy(false))
  }
  return (
    <View className='punch-reminder' data-testid='punch-reminder' data-state={reminder.pending > 0 ? 'on' : 'off'} data-pending={reminder.pending}>
      <Text className='punch-reminder__title'>打卡提醒</Text>
      <Text className='punch-reminder__text'>
        {reminder.pending > 0
          ? `已开启：某天 ${reminder.time} 还没打卡会提醒你（还可提醒 ${reminder.pending} 次）`
          : `每天 ${reminder.time} 还没打卡时，微信会提醒你（每开启一次提醒一次）`}
      </Text>
      <TapButton size='small' variant='outline' onClick={subscribe} disabled={busy} testId='punch-reminder-subscribe'>
        {reminder.pending > 0 ? '再存一次提醒' : '开启提醒'}
      </TapButton>
    </View>
  )
}
