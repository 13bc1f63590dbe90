// The daily punch-in reminder in the mini-program: WeChat's one-time subscription. Called from a
// tap (WeChat shows its popup only then): the user accepts the template, then `wx.login` gives a
// code so the server learns whom to send to, and records the grant (one accept = one message).
import Taro from '@tarojs/taro'
import type { ReminderState } from '@contract/punch'
import { subscribeReminder } from '@/features/punch/api/punch'

export const REMINDER_HERE = true

export type ReminderOutcome = 'accepted' | 'rejected' | 'unsupported'

export async function askForReminder(challengeId: number, reminder: ReminderState): Promise<ReminderOutcome> {
  const templateId = reminder.templateId
  if (!templateId) return 'unsupported'
  let answer: Record<string, string>
  try {
    answer = (await Taro.requestSubscribeMessage({ tmplIds: [templateId] } as Taro.requestSubscribeMessage.Option)) as unknown as Record<string, string>
  } catch {
    return 'rejected' // closed, or subscriptions switched off in WeChat's settings
  }
  if (answer[templateId] !== 'accept') return 'rejected'
  const { code } = await Taro.login()
  await subscribeReminder(challengeId, templateId, code)
  return 'accepted'
}
