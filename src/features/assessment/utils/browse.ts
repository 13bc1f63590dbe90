// Pure rules of the assessment browsing pages: card labels, list filters, the detail's main action.
import { accessBadge, formatLearners } from '@/components/CourseCard/format'
import type { AssessmentCard, AssessmentDetail, AssessmentFilter } from '@/features/assessment/api/catalogue'

export { accessBadge, formatLearners }

/** Clinical scales are screening tools; the others are the product's own, non-clinical scales. */
export function kindLabel(card: Pick<AssessmentCard, 'clinical'>): { text: string; tone: 'clinical' | 'plain' } {
  return card.clinical ? { text: '临床量表', tone: 'clinical' } : { text: '非临床', tone: 'plain' }
}

/** 9题 · 约3分钟 · 1.2万人测过 */
export function metaLine(card: Pick<AssessmentCard, 'itemCount' | 'minutes' | 'people'>): string {
  return `${card.itemCount}题 · 约${Math.max(1, card.minutes)}分钟 · ${formatLearners(card.people)}人测过`
}

export type AccessFilterKey = 'all' | 'free' | 'vip' | 'paid'

export const ACCESS_FILTERS: { key: AccessFilterKey; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'free', label: '免费' },
  { key: 'vip', label: '会员' },
  { key: 'paid', label: '付费' },
]

export function isAccessFilterKey(value: unknown): value is AccessFilterKey {
  return ACCESS_FILTERS.some((f) => f.key === value)
}

/** The list query of an access filter: 全部 sends no flag, the others their one flag. */
export function accessFilter(key: AccessFilterKey): AssessmentFilter {
  return key === 'all' ? {} : { [key]: true }
}

/** Search text as the server takes it: trimmed, at most 30 characters. */
export const SEARCH_MAX = 30
export function searchQuery(text: string): string {
  return text.trim().slice(0, SEARCH_MAX)
}

/**
 * The detail page's main button.
 * - login: a visitor on a VIP or paid assessment (the server cannot tell whether they may take it)
 * - resume: an open session; start: may take it (again, after a report); vip: needs membership
 * - buy: paid and not owned, sold by its commodity (/common/orderPay)
 * - unavailable: paid, not owned and no commodity sells it (off sale): the button says so and
 *   does nothing.
 */
export type DetailActionKind = 'start' | 'resume' | 'login' | 'vip' | 'buy' | 'unavailable'

export interface DetailAction {
  kind: DetailActionKind
  label: string
  disabled: boolean
  /** A line under the button explaining it, or ''. */
  note: string
}

export function detailAction(
  detail: Pick<AssessmentDetail, 'access' | 'priceFen' | 'commodityId' | 'canTake' | 'isVip' | 'owned' | 'unfinished' | 'lastReport'>,
  loggedIn: boolean,
): DetailAction {
  if (detail.canTake) {
    if (detail.unfinished) return { kind: 'resume', label: `继续作答（已答${detail.unfinished.answered}题）`, disabled: false, note: '' }
    return { kind: 'start', label: detail.lastReport ? '重新测评' : '开始测评', disabled: false, note: '' }
  }
  if (!loggedIn) return { kind: 'login', label: '登录后开始测评', disabled: false, note: '' }
  if (detail.access === 'vip' && !detail.isVip) return { kind: 'vip', label: '开通会员 免费测评', disabled: false, note: '' }
  if (detail.access === 'paid' && !detail.owned) {
    const label = `购买 ${accessBadge(detail).text}`
    return detail.commodityId ? { kind: 'buy', label, disabled: false, note: '' } : { kind: 'unavailable', label, disabled: true, note: '暂未开放购买' }
  }
  // The server refused for another reason (e.g. membership just lapsed): say it plainly.
  return { kind: 'unavailable', label: '暂不可测评', disabled: true, note: '' }
}

/** 完成后邀请3位好友助力即可解锁完整报告, or '' when no help is needed. */
export function helpUnlockLine(helpUnlock: number): string {
  return helpUnlock > 0 ? `完成后邀请${helpUnlock}位好友助力即可解锁完整报告` : ''
}
