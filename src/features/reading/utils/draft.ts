// The party being written on 发起读书会, kept on this device like the community's post draft
// (upgc utils/draft.ts): every change is stored, so leaving the page (or the app) and coming back
// finds it again; 选择书目 writes its pick into it. Kept a week at most; removed once created.
// Its times are chosen in Beijing time, like every time of a party (utils/format.ts).
// `toCreateBody` checks it the way the server will, in Chinese, before anything is sent.
import { readStored, removeStored, writeStored } from '@/core/storage'
import {
  ADDRESS_MAX,
  BOOK_TITLE_MAX,
  CAPACITY_MAX,
  CITY_MAX,
  DESCRIPTION_MAX,
  FEE_MAX_FEN,
  TITLE_MAX,
  TITLE_MIN,
  TOPIC_MAX,
  VENUE_MAX,
  type CreatePartyBody,
} from '@/features/reading/api/reading'
import { beijingClock, clockOf, fromBeijing } from '@/features/reading/utils/format'

export interface PartyDraft {
  title: string
  /** The book: typed, or picked from the courses (then subjectId is set). */
  bookTitle: string
  subjectId: number | null
  topic: string
  city: string
  venue: string
  address: string
  startsAt: number
  endsAt: number
  signupDeadline: number
  /** As typed (digits). */
  capacity: string
  /** Yuan as typed ('' or '0' = free). */
  fee: string
  description: string
}

const KEY = 'readingPartyDraft'
const DRAFT_TTL_SECONDS = 7 * 24 * 3600
const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
/** A new draft starts tomorrow at 19:00 for two hours. */
const DEFAULT_START_HOUR = 19
const DEFAULT_HOURS = 2
const LONGEST_MS = DAY_MS
const STARTS_WITHIN_MS = 180 * DAY_MS

export function emptyDraft(now: number, city = ''): PartyDraft {
  const tomorrow = beijingClock(now + DAY_MS)
  const startsAt = fromBeijing(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth() + 1, tomorrow.getUTCDate(), DEFAULT_START_HOUR, 0)
  return {
    title: '',
    bookTitle: '',
    subjectId: null,
    topic: '',
    city,
    venue: '',
    address: '',
    startsAt,
    endsAt: startsAt + DEFAULT_HOURS * HOUR_MS,
    signupDeadline: startsAt,
    capacity: '',
    fee: '',
    description: '',
  }
}

function isDraft(d: unknown): d is PartyDraft {
  if (typeof d !== 'object' || d === null) return false
  const x = d as Record<string, unknown>
  const strings = ['title', 'bookTitle', 'topic', 'city', 'venue', 'address', 'capacity', 'fee', 'description']
  const numbers = ['startsAt', 'endsAt', 'signupDeadline']
  return strings.every((k) => typeof x[k] === 'string') && numbers.every((k) => typeof x[k] === 'number') && (x.subjectId === null || typeof x.subjectId === 'number')
}

export function readPartyDraft(): PartyDraft | undefined {
  const d = readStored<unknown>(KEY)
  return isDraft(d) ? d : undefined
}

/** Something written or picked (the times alone are the defaults of a new draft). */
export function hasContent(draft: PartyDraft): boolean {
  const texts = [draft.title, draft.bookTitle, draft.topic, draft.venue, draft.address, draft.capacity, draft.fee, draft.description]
  return draft.subjectId !== null || texts.some((t) => t.trim() !== '')
}

/** Keeps the draft; one with nothing written removes it. */
export function writePartyDraft(draft: PartyDraft): void {
  if (hasContent(draft)) writeStored(KEY, draft, DRAFT_TTL_SECONDS)
  else removeStored(KEY)
}

/** A kept draft whose start has passed gets the times of a new one (the rest stays). */
export function freshTimes(draft: PartyDraft, now: number): PartyDraft {
  if (draft.startsAt > now) return draft
  const { startsAt, endsAt, signupDeadline } = emptyDraft(now)
  return { ...draft, startsAt, endsAt, signupDeadline }
}

export function clearPartyDraft(): void {
  removeStored(KEY)
}

/** 选择书目 picks a course book: it replaces the typed book. */
export function pickBook(book: { subjectId: number; title: string }, now: number): void {
  const draft = readPartyDraft() ?? emptyDraft(now)
  writePartyDraft({ ...draft, subjectId: book.subjectId, bookTitle: book.title })
}

export function pickTopic(topic: string, now: number): void {
  const draft = readPartyDraft() ?? emptyDraft(now)
  writePartyDraft({ ...draft, topic })
}

/**
 * A new start keeps the party's length, and a deadline that was the start follows it; a
 * deadline set apart stays where it was.
 */
export function moveStart(draft: PartyDraft, startsAt: number): PartyDraft {
  const length = draft.endsAt - draft.startsAt
  return {
    ...draft,
    startsAt,
    endsAt: startsAt + (length > 0 ? length : DEFAULT_HOURS * HOUR_MS),
    signupDeadline: draft.signupDeadline === draft.startsAt ? startsAt : draft.signupDeadline,
  }
}

/** The value of a date picker, Beijing date: 2025-03-06. */
export function dateValue(ms: number): string {
  return beijingClock(ms).toISOString().slice(0, 10)
}

/** The value of a time picker, Beijing time: 19:00. */
export function timeValue(ms: number): string {
  return clockOf(ms)
}

/** `ms` on another Beijing day (YYYY-MM-DD), same time of day. */
export function withDate(ms: number, date: string): number {
  const [y, m, day] = date.split('-').map(Number)
  const d = beijingClock(ms)
  return fromBeijing(y, m, day, d.getUTCHours(), d.getUTCMinutes())
}

/** `ms` at another Beijing time (HH:mm), same day. */
export function withTime(ms: number, time: string): number {
  const [h, min] = time.split(':').map(Number)
  const d = beijingClock(ms)
  return fromBeijing(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), h, min)
}

/** Yuan as typed → fen; null when it is not an amount of whole fen from 0. */
export function yuanToFen(text: string): number | null {
  const t = text.trim()
  if (!t) return 0
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null
  const [yuan, cents = ''] = t.split('.')
  return Number(yuan) * 100 + Number(cents.padEnd(2, '0'))
}

export type CreateCheck = { body: CreatePartyBody; error?: undefined } | { body?: undefined; error: string }

/** The body to send, or the first thing to fix (the same rules as the server, docs/READING.md). */
export function toCreateBody(draft: PartyDraft, now: number): CreateCheck {
  const fail = (error: string): CreateCheck => ({ error })
  const title = draft.title.trim()
  const bookTitle = draft.bookTitle.trim()
  const topic = draft.topic.trim()
  const city = draft.city.trim()
  const venue = draft.venue.trim()
  const address = draft.address.trim()
  const length = (s: string) => Array.from(s).length
  if (length(title) < TITLE_MIN || length(title) > TITLE_MAX) return fail(`请填写活动名称（${TITLE_MIN}到${TITLE_MAX}个字）`)
  if (!bookTitle && draft.subjectId === null && !topic) return fail('请选择书目或填写话题')
  if (length(bookTitle) > BOOK_TITLE_MAX) return fail(`书名最多${BOOK_TITLE_MAX}个字`)
  if (length(topic) > TOPIC_MAX) return fail(`话题最多${TOPIC_MAX}个字`)
  if (!city) return fail('请填写城市')
  if (length(city) > CITY_MAX) return fail(`城市最多${CITY_MAX}个字`)
  if (!venue) return fail('请填写场地名称')
  if (length(venue) > VENUE_MAX) return fail(`场地名称最多${VENUE_MAX}个字`)
  if (!address) return fail('请填写详细地址')
  if (length(address) > ADDRESS_MAX) return fail(`详细地址最多${ADDRESS_MAX}个字`)
  if (draft.startsAt <= now) return fail('开始时间须晚于现在')
  if (draft.startsAt > now + STARTS_WITHIN_MS) return fail('开始时间须在180天以内')
  if (draft.endsAt <= draft.startsAt) return fail('结束时间须晚于开始时间')
  if (draft.endsAt - draft.startsAt > LONGEST_MS) return fail('活动时长不能超过24小时')
  if (draft.signupDeadline > draft.startsAt) return fail('报名截止时间不能晚于开始时间')
  if (draft.signupDeadline <= now) return fail('报名截止时间须晚于现在')
  const capacity = Number(draft.capacity)
  if (!/^\d+$/.test(draft.capacity.trim()) || capacity < 1 || capacity > CAPACITY_MAX) return fail(`人数上限须为1到${CAPACITY_MAX}人`)
  const feeFen = yuanToFen(draft.fee)
  if (feeFen === null || feeFen > FEE_MAX_FEN) return fail(`报名费须为0到${FEE_MAX_FEN / 100}元，最多两位小数`)
  if (length(draft.description) > DESCRIPTION_MAX) return fail(`活动介绍最多${DESCRIPTION_MAX}个字`)
  const description = draft.description.trim()
  return {
    body: {
      title,
      ...(bookTitle ? { bookTitle } : {}),
      ...(draft.subjectId !== null ? { subjectId: draft.subjectId } : {}),
      ...(topic ? { topic } : {}),
      city,
      venue,
      address,
      startsAt: draft.startsAt,
      endsAt: draft.endsAt,
      signupDeadline: draft.signupDeadline,
      capacity,
      feeFen,
      ...(description ? { description } : {}),
    },
  }
}
