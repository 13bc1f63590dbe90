// The daily punch-in reminder outside the mini-program (H5, WeChat browser, our app): it is a
// mini-program subscription message, so these pages only say where to turn it on. The
// mini-program variant is reminder.weapp.ts (same exports).
import type { ReminderState } from '@contract/punch'

/** Whether this client can subscribe to the reminder itself. */
export const REMINDER_HERE = false

export type ReminderOutcome = 'accepted' | 'rejected' | 'unsupported'

export async function askForReminder(_challengeId: number, _reminder: ReminderState): Promise<ReminderOutcome> {
  return 'unsupported'
}
