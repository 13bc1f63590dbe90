// Why a chapter cannot be played, and what the visitor can do about it.
import type { Chapter } from '@/core/api/course'
import { fenToYuan } from '@/core/format'
import type { SubjectDetail } from '@/features/course/api/course'

export type GateAction = 'login' | 'vip' | 'buy'

export interface Gate {
  action: GateAction
  title: string
  message: string
  button: string
}

/** The gate of a locked chapter (null when it plays), from the course and the visitor. */
export function gateFor(subject: SubjectDetail, chapter: Chapter | null, loggedIn: boolean): Gate | null {
  if (chapter?.playable) return null
  if (subject.access === 'free' || chapter?.freeTrial) {
    return loggedIn ? null : { action: 'login', title: '登录后收听', message: '登录心栈即可收听本节内容', button: '去登录' }
  }
  if (subject.access === 'vip') {
    return { action: 'vip', title: '会员专享课程', message: '开通心栈会员，全部会员课程畅听', button: '开通会员' }
  }
  return {
    action: 'buy',
    title: '购买后收听',
    message: `本课程需购买后收听全部${subject.chapterCount}讲，购买后永久有效`,
    button: `购买 ¥${fenToYuan(subject.priceFen)}`,
  }
}

/** The gate for a denial the server answered while loading a chapter (4703 VIP, 4704 not bought). */
export function gateForState(subject: SubjectDetail, state: number): Gate | null {
  if (state === 4703) return gateFor({ ...subject, access: 'vip' }, null, true)
  if (state === 4704) return gateFor({ ...subject, access: 'paid' }, null, true)
  return null
}
