// The withdrawal form's rules on the client: what the amount box keeps, yuan to fen without
// floating-point maths, the checks before sending (in the server's words), and what today allows.
import {
  blockedReason,
  cleanAmountInput,
  dailyLeft,
  feePreview,
  feeRateText,
  needsReview,
  parseYuanToFen,
  ruleLines,
  validateAmount,
} from '@/features/earnings/utils/amount'
import { account } from './fixtures'

test('the amount box keeps digits, one point and two decimals, without leading zeros', () => {
  expect(cleanAmountInput('12.345')).toBe('12.34')
  expect(cleanAmountInput('1.2.3')).toBe('1.23')
  expect(cleanAmountInput('007')).toBe('7')
  expect(cleanAmountInput('00.5')).toBe('0.5')
  expect(cleanAmountInput('.5')).toBe('0.5')
  expect(cleanAmountInput('12.')).toBe('12.')
  expect(cleanAmountInput('-12a¥3')).toBe('123')
  expect(cleanAmountInput('123456789')).toBe('1234567')
  expect(cleanAmountInput('')).toBe('')
})

test('yuan as typed become integer fen digit by digit', () => {
  expect(parseYuanToFen('12')).toBe(1200)
  expect(parseYuanToFen('12.')).toBe(1200)
  expect(parseYuanToFen('0.5')).toBe(50)
  expect(parseYuanToFen('12.34')).toBe(1234)
  // 0.07 * 100 is 7.000000000000001 and 19.99 * 100 is 1998.9999999999998 in floating point.
  expect(parseYuanToFen('0.07')).toBe(7)
  expect(parseYuanToFen('19.99')).toBe(1999)
  expect(parseYuanToFen(' 10 ')).toBe(1000)
  for (const bad of ['', '.', '-1', '1.005', '1e3', 'abc', '12.3.4', '¥10']) expect(parseYuanToFen(bad)).toBeNull()
})

test('an amount is checked before sending, with the messages the server would give', () => {
  const a = account({ availableFen: 30_000 })
  expect(validateAmount('', a)).toBe('请输入提现金额')
  expect(validateAmount('1.005', a)).toBe('请输入正确的金额，最多两位小数')
  expect(validateAmount('0', a)).toBe('提现金额须大于0')
  expect(validateAmount('0.00', a)).toBe('提现金额须大于0')
  expect(validateAmount('9.99', a)).toBe('单笔最低提现10元')
  expect(validateAmount('300.01', a)).toBe('可提现金额不足，请修改提现金额')
  expect(validateAmount('10', a)).toBe('')
  expect(validateAmount('300', a)).toBe('')
  // Per withdrawal at most ¥1,999.99 (WeChat wants the real name from ¥2,000).
  const rich = account({ availableFen: 900_000 })
  expect(validateAmount('2000', rich)).toBe('单笔最多提现1999.99元，请分次提现')
  expect(validateAmount('1999.99', rich)).toBe('')
  // Today's limits.
  expect(validateAmount('10', account({ today: { count: 3, amountFen: 3000 } }))).toBe('每天最多提现3次，请明天再来')
  const late = account({ availableFen: 900_000, today: { count: 2, amountFen: 480_000 } })
  expect(validateAmount('200.01', late)).toBe('每天最多提现5000元，今天还可提现200元')
  expect(validateAmount('200', late)).toBe('')
})

test('the rules as the form states them', () => {
  expect(ruleLines(account({ today: { count: 1, amountFen: 12_345 } }))).toEqual([
    '单笔最低10元，最高1999.99元',
    '免手续费，申请多少到账多少',
    '每天最多提现3次、共5000元；今天还可提现2次、4876.55元',
    '单笔满500元需平台审核后转账',
    '提现转入你的微信零钱，需要你在微信中确认收款',
  ])
  const strict = ruleLines(account({ rules: { feePermille: 6, reviewThresholdFen: 0 } }))
  expect(strict[1]).toBe('手续费0.6%，从提现金额中扣除')
  expect(strict[3]).toBe('每笔提现都需平台审核后转账')
  expect(feeRateText(account().rules)).toBe('免手续费')
})

test('the fee is rounded down to whole fen, as the server withholds it', () => {
  const rules = account({ rules: { feePermille: 6 } }).rules
  expect(feePreview(rules, 1001)).toEqual({ feeFen: 6, netFen: 995 })
  expect(feePreview(rules, 1166)).toEqual({ feeFen: 6, netFen: 1160 })
  expect(feePreview(rules, 50_000)).toEqual({ feeFen: 300, netFen: 49_700 })
  expect(feePreview(account().rules, 1234)).toEqual({ feeFen: 0, netFen: 1234 })
})

test('review from the threshold on (0: every withdrawal)', () => {
  const rules = account().rules
  expect([needsReview(rules, 49_999), needsReview(rules, 50_000)]).toEqual([false, true])
  expect(needsReview({ ...rules, reviewThresholdFen: 0 }, 1000)).toBe(true)
})

test("what is left of today's limits never goes below 0", () => {
  expect(dailyLeft(account({ today: { count: 1, amountFen: 100_000 } }))).toEqual({ count: 2, amountFen: 400_000 })
  expect(dailyLeft(account({ rules: { dailyCount: 2 }, today: { count: 3, amountFen: 600_000 } }))).toEqual({ count: 0, amountFen: 0 })
})

test('the form says why nothing can be withdrawn now, and nothing when something can', () => {
  expect(blockedReason(account())).toBe('')
  expect(blockedReason(account({ provider: 'wechat', wechatApps: [] }))).toBe('提现将转入微信零钱，请先在微信中打开心栈并登录')
  expect(blockedReason(account({ provider: 'wechat', wechatApps: ['mp'] }))).toBe('')
  expect(blockedReason(account({ withdrawableFen: 0, today: { count: 3, amountFen: 3000 } }))).toBe('每天最多提现3次，今天的次数已用完，请明天再来')
  expect(blockedReason(account({ withdrawableFen: 0, availableFen: 999 }))).toBe('可提现金额满10元即可提现')
  // After a refund took back money already withdrawn, available is below 0.
  expect(blockedReason(account({ withdrawableFen: 0, availableFen: -500 }))).toBe('可提现金额满10元即可提现')
  expect(blockedReason(account({ withdrawableFen: 0, today: { count: 1, amountFen: 499_500 } }))).toBe('今天的提现额度已用完，请明天再来')
})
