// How the distribution pages read: rates, commission rules and states, promoter states, level
// progress and when a commission settles. Display only: every amount comes from the server.
import { fenToYuan, formatDate } from '@/core/format'
import type { CommissionItem, CommissionStatus, Level, ProductCard, PromoterStatus } from '@/features/distribution/api/distribution'

/** What a product is, by its commodity type. */
export const PRODUCT_TYPE_TEXT: Record<string, string> = { vip: '会员', course: '课程', assessment: '测评', goods: '好物', coupon: '优惠券' }

/** The kind of product as a cover or a poster names it: 心栈会员, 心栈课程… */
export function productKind(type: string): string {
  return type === 'vip' ? '心栈会员' : `心栈${PRODUCT_TYPE_TEXT[type] ?? '好物'}`
}

/** Basis points as a percentage: 1000 → 10%, 1250 → 12.5%, 5 → 0.05%. */
export function rateText(bp: number): string {
  return `${fenToYuan(bp)}%`
}

/** A product's tier-1 rule: 佣金比例 10% / 每件佣金 ¥30. */
export function ruleText(card: Pick<ProductCard, 'mode' | 'tier1Value'>): string {
  return card.mode === 'rate' ? `佣金比例 ${rateText(card.tier1Value)}` : `每件佣金 ¥${fenToYuan(card.tier1Value)}`
}

/** The colour of a state: done (green), wait (gold), off (grey), fail (red). */
export type Tone = 'done' | 'wait' | 'off' | 'fail'

export const COMMISSION_TONE: Record<CommissionStatus, Tone> = {
  unpaid: 'off',
  pending: 'wait',
  settled: 'done',
  reversed: 'fail',
  void: 'off',
}

export const PROMOTER_TONE: Record<PromoterStatus, Tone> = {
  pending: 'wait',
  active: 'done',
  rejected: 'fail',
  suspended: 'off',
}

/** The states 推广订单 filters by, in the order of the tabs (全部 lists every state but void). */
export const COMMISSION_TABS: { key: 'all' | CommissionStatus; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'unpaid', label: '待付款' },
  { key: 'pending', label: '待结算' },
  { key: 'settled', label: '已结算' },
  { key: 'reversed', label: '已扣回' },
]

/** What happens to a commission next, or what happened last. */
export function commissionWhen(item: Pick<CommissionItem, 'status' | 'settleAt' | 'settledAt' | 'reversedAt'>): string {
  switch (item.status) {
    case 'unpaid':
      return '买家付款后计入待结算'
    case 'pending':
      return item.settleAt ? `预计 ${formatDate(item.settleAt)} 结算` : '退款期结束后结算'
    case 'settled':
      return item.settledAt ? `${formatDate(item.settledAt)} 已结算，可提现` : '已结算，可提现'
    case 'reversed':
      return item.reversedAt ? `${formatDate(item.reversedAt)} 订单退款，佣金已扣回` : '订单退款，佣金已扣回'
    case 'void':
      return '订单未付款已关闭'
  }
}

/** How a commission was worked out: 订单实付 ¥99 × 20% / 固定佣金. */
export function commissionBasis(item: Pick<CommissionItem, 'mode' | 'rateBp' | 'baseFen'>): string {
  if (item.mode === 'rate' && item.rateBp !== null) return `订单实付 ¥${fenToYuan(item.baseFen)} × ${rateText(item.rateBp)}`
  return `订单实付 ¥${fenToYuan(item.baseFen)}，固定佣金`
}

export interface LevelProgress {
  /** 0–100: from the current level's threshold to the next one's. */
  percent: number
  /** Settled sales still needed for the next level; 0 at the top. */
  remainingFen: number
}

export function levelProgress(settledSalesFen: number, level: Level | null, next: Level | null): LevelProgress {
  if (!next) return { percent: 100, remainingFen: 0 }
  const from = level?.thresholdFen ?? 0
  const span = next.thresholdFen - from
  const done = settledSalesFen - from
  const percent = span > 0 ? Math.max(0, Math.min(100, Math.floor((done / span) * 100))) : 100
  return { percent, remainingFen: Math.max(0, next.thresholdFen - settledSalesFen) }
}
