// The withdrawal form's rules on the client: reading the amount a person types, the checks made
// before sending (worded like the server's refusals), and what the rules allow today. The server
// decides every figure again; these only spare a round trip and explain.
import { fenToYuan } from '@/core/format'
import type { EarningsAccount, WithdrawalRulesView } from '@/features/earnings/api/earnings'

/** At most this many digits before the point (¥9,999,999.99 is far above any limit). */
const MAX_WHOLE_DIGITS = 7

/**
 * What the amount box keeps of what was typed: digits and one point, at most two decimals, no
 * leading zeros ('007' → '7', '.5' → '0.5'), at most 7 whole digits.
 */
export function cleanAmountInput(raw: string): string {
  const kept = raw.replace(/[^\d.]/g, '')
  const point = kept.indexOf('.')
  let whole = point === -1 ? kept : kept.slice(0, point)
  const decimals = point === -1 ? null : kept.slice(point + 1).replace(/\./g, '').slice(0, 2)
  whole = whole.replace(/^0+(?=\d)/, '').slice(0, MAX_WHOLE_DIGITS)
  if (decimals !== null && whole === '') whole = '0'
  return decimals === null ? whole : `${whole}.${decimals}`
}

/**
 * Yuan as typed → integer fen, digit by digit (never floating-point maths): '12' → 1200,
 * '0.5' → 50, '12.34' → 1234, '12.' → 1200. null when it is not an amount with at most two decimals.
 */
export function parseYuanToFen(text: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(text.trim())
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}

/** What is left of today's limits (Beijing day, as the server counts). */
export function dailyLeft(account: EarningsAccount): { count: number; amountFen: number } {
  const { rules, today } = account
  return { count: Math.max(0, rules.dailyCount - today.count), amountFen: Math.max(0, rules.dailyAmountFen - today.amountFen) }
}

/** The fee withheld and what arrives, as the server computes them (‰ of the amount, rounded down). Display only. */
export function feePreview(rules: WithdrawalRulesView, amountFen: number): { feeFen: number; netFen: number } {
  const feeFen = Math.floor((amountFen * rules.feePermille) / 1000)
  return { feeFen, netFen: amountFen - feeFen }
}

/** Whether a withdrawal of this amount waits for an operator's review (threshold 0: every one). */
export const needsReview = (rules: WithdrawalRulesView, amountFen: number): boolean => amountFen >= rules.reviewThresholdFen

/** The fee as people read it: 0 → 免手续费, 6‰ → 0.6%. */
export function feeRateText(rules: WithdrawalRulesView): string {
  return rules.feePermille === 0 ? '免手续费' : `手续费${rules.feePermille / 10}%`
}

/**
 * Why no withdrawal is possible now ('' when one is): the form shows it instead of letting the
 * person type an amount that can only be refused.
 */
export function blockedReason(account: EarningsAccount): string {
  if (account.provider === 'wechat' && account.wechatApps.length === 0) return '提现将转入微信零钱，请先在微信中打开心栈并登录'
  if (account.withdrawableFen > 0) return ''
  const { rules, balances } = account
  const left = dailyLeft(account)
  if (left.count === 0) return `每天最多提现${rules.dailyCount}次，今天的次数已用完，请明天再来`
  if (balances.availableFen < rules.minFen) return `可提现金额满${fenToYuan(rules.minFen)}元即可提现`
  if (left.amountFen < rules.minFen) return `今天的提现额度已用完，请明天再来`
  return '暂时不能提现，请稍后再试'
}

/**
 * The message for an amount before it is sent ('' when it may be sent), in the server's words.
 * Order: what was typed, the balance, the per-withdrawal bounds, then today's limits.
 */
export function validateAmount(text: string, account: EarningsAccount): string {
  if (text.trim() === '') return '请输入提现金额'
  const fen = parseYuanToFen(text)
  if (fen === null) return '请输入正确的金额，最多两位小数'
  if (fen === 0) return '提现金额须大于0'
  const { rules, balances } = account
  if (fen > balances.availableFen) return '可提现金额不足，请修改提现金额'
  if (fen < rules.minFen) return `单笔最低提现${fenToYuan(rules.minFen)}元`
  if (fen > rules.maxFen) return `单笔最多提现${fenToYuan(rules.maxFen)}元，请分次提现`
  const left = dailyLeft(account)
  if (left.count === 0) return `每天最多提现${rules.dailyCount}次，请明天再来`
  if (fen > left.amountFen) return `每天最多提现${fenToYuan(rules.dailyAmountFen)}元，今天还可提现${fenToYuan(left.amountFen)}元`
  return ''
}

/** The rules as lines under the form. */
export function ruleLines(account: EarningsAccount): string[] {
  const { rules } = account
  const left = dailyLeft(account)
  return [
    `单笔最低${fenToYuan(rules.minFen)}元，最高${fenToYuan(rules.maxFen)}元`,
    rules.feePermille === 0 ? '免手续费，申请多少到账多少' : `${feeRateText(rules)}，从提现金额中扣除`,
    `每天最多提现${rules.dailyCount}次、共${fenToYuan(rules.dailyAmountFen)}元；今天还可提现${left.count}次、${fenToYuan(left.amountFen)}元`,
    rules.reviewThresholdFen === 0 ? '每笔提现都需平台审核后转账' : `单笔满${fenToYuan(rules.reviewThresholdFen)}元需平台审核后转账`,
    '提现转入你的微信零钱，需要你在微信中确认收款',
  ]
}
