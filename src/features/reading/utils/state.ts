// My state on a party's detail page, from the server's facts (phase, my sign-up, my place in the
// waitlist): one status line and the actions it allows. The server decides every rule; this only
// picks the words and which button to show, so the refusal of a stale screen is the server's.
import type { MySignup, PartyDetail, SignupItem } from '@/features/reading/api/reading'
import { feeText, momentOf } from '@/features/reading/utils/format'

export type MyPartyKind =
  | 'organiser'
  /** No sign-up, seats to take (or not logged in yet): 报名. */
  | 'open'
  /** A seat offered from the waitlist: 有空位，请在…前报名. */
  | 'offered'
  /** My order waits for payment (it holds the seat): 去支付. */
  | 'unpaid'
  | 'signed'
  | 'checkedIn'
  /** Full: 加入候补. */
  | 'full'
  | 'waiting'
  /** No sign-up and sign-ups are over (deadline, started, ended). */
  | 'closed'
  | 'partyCancelled'

export type PartyActionKey = 'signup' | 'pay' | 'joinWaitlist' | 'leaveWaitlist' | 'cancel' | 'checkin' | 'manage'

export interface PartyAction {
  key: PartyActionKey
  text: string
}

export interface MyPartyState {
  kind: MyPartyKind
  /** The line above the buttons ('' for none). */
  status: string
  /** The main button, or null. */
  primary: PartyAction | null
  /** A quieter second action (cancel, leave the waitlist), or null. */
  secondary: PartyAction | null
}

const ACTIVE = ['pending', 'confirmed']

function signupText(feeFen: number): string {
  return feeFen > 0 ? `报名 ${feeText(feeFen)}` : '免费报名'
}

/** Why my last sign-up ended, shown above 报名 when I may sign up again. */
function endedText(signup: MySignup | null): string {
  if (!signup || ACTIVE.includes(signup.status)) return ''
  if (signup.status === 'refunded') return '已取消报名，报名费已原路退回'
  if (signup.status === 'closed') return '订单未支付已关闭'
  return '已取消报名'
}

export function myPartyState(detail: PartyDetail): MyPartyState {
  const { party, me } = detail
  const signup = me.signup
  const active = signup && ACTIVE.includes(signup.status) ? signup : null
  const cancel: PartyAction | null = active?.canCancel ? { key: 'cancel', text: '取消报名' } : null

  if (me.isOrganiser) {
    return { kind: 'organiser', status: '这是你发起的读书会', primary: { key: 'manage', text: '管理读书会' }, secondary: null }
  }
  if (party.phase === 'cancelled') {
    const refunded = signup?.status === 'refunded' && signup.paidFen > 0
    return { kind: 'partyCancelled', status: refunded ? '活动已取消，报名费已原路退回' : '活动已取消', primary: null, secondary: null }
  }
  if (active?.status === 'pending') {
    return { kind: 'unpaid', status: '订单待支付，支付后完成报名', primary: { key: 'pay', text: '去支付' }, secondary: cancel }
  }
  if (active && active.checkedInAt !== null) {
    return { kind: 'checkedIn', status: `已签到 · ${momentOf(active.checkedInAt)}`, primary: null, secondary: null }
  }
  if (active) {
    const canCheckIn = party.phase !== 'ended'
    return {
      kind: 'signed',
      status: party.phase === 'ended' ? '已报名 · 活动已结束' : '已报名，活动开始前1小时起可签到',
      primary: canCheckIn ? { key: 'checkin', text: '签到' } : null,
      secondary: cancel,
    }
  }
  const line = me.waitlist
  if (line?.status === 'offered' && line.offerExpiresAt !== null) {
    return {
      kind: 'offered',
      status: `有空位，请在${momentOf(line.offerExpiresAt)}前报名`,
      primary: { key: 'signup', text: signupText(party.feeFen) },
      secondary: { key: 'leaveWaitlist', text: '放弃名额' },
    }
  }
  if (line?.status === 'waiting') {
    return { kind: 'waiting', status: `候补第${line.position}位，有空位时为你保留名额`, primary: null, secondary: { key: 'leaveWaitlist', text: '退出候补' } }
  }
  const ended = endedText(signup)
  if (party.phase === 'signup') {
    return { kind: 'open', status: ended, primary: { key: 'signup', text: signupText(party.feeFen) }, secondary: null }
  }
  if (party.phase === 'full') {
    return { kind: 'full', status: ended || '名额已满，可加入候补', primary: { key: 'joinWaitlist', text: '加入候补' }, secondary: null }
  }
  const over = party.phase === 'ended' ? '活动已结束' : party.phase === 'ongoing' ? '活动进行中，报名已截止' : '报名已截止'
  return { kind: 'closed', status: ended ? `${ended} · ${over}` : over, primary: null, secondary: null }
}

/** 我的报名: one word for a sign-up of my list. */
export function signupStatusText(item: Pick<SignupItem, 'party' | 'signup'>): string {
  const { party, signup } = item
  if (signup.status === 'pending') return '待支付'
  if (signup.status === 'confirmed') {
    if (signup.checkedInAt !== null) return '已签到'
    return party.phase === 'ended' ? '未签到' : '已报名'
  }
  if (signup.status === 'refunded') return party.phase === 'cancelled' ? '活动取消 · 已退款' : '已退款'
  if (signup.status === 'closed') return '已关闭'
  return party.phase === 'cancelled' ? '活动已取消' : '已取消'
}
