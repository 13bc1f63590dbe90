// How rates, rules, commission states and level progress read on the promoter's pages.
import { formatDate } from '@/core/format'
import { commissionBasis, commissionWhen, levelProgress, productKind, rateText, ruleText } from '@/features/distribution/utils/labels'
import { CARD, commission, LEVELS } from './fixtures'

test('basis points read as a percentage without trailing zeros', () => {
  expect(rateText(1000)).toBe('10%')
  expect(rateText(1250)).toBe('12.5%')
  expect(rateText(5)).toBe('0.05%')
  expect(rateText(0)).toBe('0%')
})

test('a product rule: a rate of the payable, or an amount per unit', () => {
  expect(ruleText(CARD)).toBe('佣金比例 20%')
  expect(ruleText({ mode: 'amount', tier1Value: 3000 })).toBe('每件佣金 ¥30')
  expect(ruleText({ mode: 'amount', tier1Value: 1990 })).toBe('每件佣金 ¥19.9')
})

test('each commission state says what happens next or what happened', () => {
  const c = commission()
  expect(commissionWhen({ ...c, status: 'unpaid', settleAt: null })).toBe('买家付款后计入待结算')
  expect(commissionWhen(c)).toBe(`预计 ${formatDate(c.settleAt!)} 结算`)
  expect(commissionWhen({ ...c, status: 'settled', settledAt: 1_741_405_000_000 })).toBe(`${formatDate(1_741_405_000_000)} 已结算，可提现`)
  expect(commissionWhen({ ...c, status: 'reversed', reversedAt: 1_741_000_000_000 })).toBe(`${formatDate(1_741_000_000_000)} 订单退款，佣金已扣回`)
  expect(commissionWhen({ ...c, status: 'void' })).toBe('订单未付款已关闭')
})

test('how a commission was worked out', () => {
  expect(commissionBasis(commission())).toBe('订单实付 ¥99 × 20%')
  expect(commissionBasis(commission({ mode: 'amount', rateBp: null, baseFen: 36500 }))).toBe('订单实付 ¥365，固定佣金')
})

describe('levelProgress', () => {
  const [trainee, silver, gold] = LEVELS

  it('runs from the current threshold to the next one', () => {
    expect(levelProgress(0, trainee, silver)).toEqual({ percent: 0, remainingFen: 100_000 })
    expect(levelProgress(25_000, trainee, silver)).toEqual({ percent: 25, remainingFen: 75_000 })
    // Between ¥1,000 and ¥5,000: ¥3,000 is half way.
    expect(levelProgress(300_000, silver, gold)).toEqual({ percent: 50, remainingFen: 200_000 })
  })

  it('rounds down, so the bar is never full before the level is reached', () => {
    expect(levelProgress(99_999, trainee, silver)).toEqual({ percent: 99, remainingFen: 1 })
  })

  it('is full at the top level, and below the first threshold counts from zero', () => {
    expect(levelProgress(900_000, gold, null)).toEqual({ percent: 100, remainingFen: 0 })
    expect(levelProgress(50_000, null, silver)).toEqual({ percent: 50, remainingFen: 50_000 })
  })

  it('stays within 0–100 when settled sales fell after a refund', () => {
    expect(levelProgress(90_000, silver, gold)).toEqual({ percent: 0, remainingFen: 410_000 })
  })
})

test('what a product is, on covers and posters', () => {
  expect(productKind('vip')).toBe('心栈会员')
  expect(productKind('course')).toBe('心栈课程')
  expect(productKind('something-new')).toBe('心栈好物')
})
