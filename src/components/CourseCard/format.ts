// Pure display helpers of course cards (also used by course pages and learn records).
import type { SubjectCard } from '@/core/api/course'
import { fenToYuan } from '@/core/format'

/** Soft placeholder colours, picked by id so one course keeps its colour everywhere. */
const PLACEHOLDERS = ['#dcebe6', '#e8e1d3', '#dfe4ef', '#efe0e0', '#e2ecd9', '#e9e3ef']

export function placeholderColor(id: number): string {
  return PLACEHOLDERS[Math.abs(id) % PLACEHOLDERS.length]
}

/** Learner counts as people read them: 986, 1.2万. */
export function formatLearners(n: number): string {
  if (n < 10000) return String(n)
  return `${(n / 10000).toFixed(n < 100000 ? 1 : 0).replace(/\.0$/, '')}万`
}

export function accessBadge(subject: Pick<SubjectCard, 'access' | 'priceFen'>): { text: string; tone: 'free' | 'vip' | 'paid' } {
  if (subject.access === 'free') return { text: '免费', tone: 'free' }
  if (subject.access === 'vip') return { text: '会员', tone: 'vip' }
  return { text: `¥${fenToYuan(subject.priceFen)}`, tone: 'paid' }
}

/** Splits a title around each (case-insensitive) occurrence of `query`. */
export function splitHighlight(title: string, query: string): { text: string; hit: boolean }[] {
  const q = query.trim()
  if (!q) return [{ text: title, hit: false }]
  const parts: { text: string; hit: boolean }[] = []
  const lower = title.toLowerCase()
  const needle = q.toLowerCase()
  let from = 0
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: title.slice(from, at), hit: false })
    parts.push({ text: title.slice(at, at + q.length), hit: true })
    from = at + q.length
  }
  if (from < title.length) parts.push({ text: title.slice(from), hit: false })
  return parts
}
