// How a party reads on the cards and pages: its time, fee, seats and phase. Every figure is the
// server's; these only put words around them. A party happens in a Chinese city, so its times are
// Beijing times (UTC+8, as in the server's messages), whatever the phone's time zone.
import { fenToYuan } from '@/core/format'
import type { PartyCard, PartyPhase } from '@/features/reading/api/reading'

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六']
const BEIJING_OFFSET_MS = 8 * 3_600_000
const pad = (n: number) => String(n).padStart(2, '0')

/** The Beijing wall clock of `ms`, read through the UTC getters. */
export function beijingClock(ms: number): Date {
  return new Date(ms + BEIJING_OFFSET_MS)
}

/** The moment of a Beijing wall-clock time (month 1–12). */
export function fromBeijing(year: number, month: number, day: number, hours: number, minutes: number): number {
  return Date.UTC(year, month - 1, day, hours, minutes) - BEIJING_OFFSET_MS
}

/** 19:00 */
export function clockOf(ms: number): string {
  const d = beijingClock(ms)
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
}

/** 3月6日 周五 */
export function dayOf(ms: number): string {
  const d = beijingClock(ms)
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日 ${WEEKDAYS[d.getUTCDay()]}`
}

/** 3月6日 19:00 (messages: offers, deadlines) */
export function momentOf(ms: number): string {
  const d = beijingClock(ms)
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日 ${clockOf(ms)}`
}

/** 3月6日 周五 19:00–21:00, or both moments when it runs past midnight. */
export function partyTime(startsAt: number, endsAt: number): string {
  const sameDay = beijingClock(startsAt).toISOString().slice(0, 10) === beijingClock(endsAt).toISOString().slice(0, 10)
  return sameDay ? `${dayOf(startsAt)} ${clockOf(startsAt)}–${clockOf(endsAt)}` : `${dayOf(startsAt)} ${clockOf(startsAt)} – ${momentOf(endsAt)}`
}

export function feeText(feeFen: number): string {
  return feeFen > 0 ? `¥${fenToYuan(feeFen)}` : '免费'
}

/** What the party reads: 《book》 · topic, or the one there is. */
export function bookTopicText(card: Pick<PartyCard, 'bookTitle' | 'topic'>): string {
  return [card.bookTitle ? `《${card.bookTitle}》` : '', card.topic ? `#${card.topic}` : ''].filter(Boolean).join(' ')
}

export const PHASE_TEXT: Record<PartyPhase, string> = {
  signup: '报名中',
  full: '已满',
  closed: '报名已截止',
  ongoing: '进行中',
  ended: '已结束',
  cancelled: '已取消',
}

/** The seats line of a card: how many are left while signing up, 已满 · 可候补 when full, else the phase. */
export function seatsText(card: Pick<PartyCard, 'phase' | 'seatsLeft' | 'capacity'>): string {
  if (card.phase === 'signup') return `剩${card.seatsLeft}个名额`
  if (card.phase === 'full') return '已满 · 可候补'
  return PHASE_TEXT[card.phase]
}

/** The platform fee's rate: 1000 basis points → 10%, 1250 → 12.5%. */
export function percentOfBp(bp: number): string {
  return `${Number((bp / 100).toFixed(2))}%`
}
