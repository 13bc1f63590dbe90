// How withdrawals and ledger rows read: colours, what happens next, the pages a withdrawal leads
// back to (real routes of the table), and a ledger row's signed amount and bucket.
import type { LedgerRow } from '@/features/earnings/api/earnings'
import {
  AREA_OF,
  CASH_OUT_ROUTE,
  fromParam,
  LEDGER_ROUTE,
  ledgerMovement,
  ledgerRefText,
  nextStepText,
  RECORDS_ROUTE,
  signedYuan,
  withdrawalTone,
} from '@/features/earnings/utils/labels'
import { findRouteByName } from '@/routes/match'
import { waitingForConfirm, withdrawal } from './fixtures'

test('each state has its colour; a transfer waiting for its person asks for action', () => {
  expect(withdrawalTone(withdrawal({ status: 'succeeded' }))).toBe('done')
  expect(withdrawalTone(withdrawal({ status: 'reviewing' }))).toBe('wait')
  expect(withdrawalTone(withdrawal({ status: 'transferring' }))).toBe('wait')
  expect(withdrawalTone(waitingForConfirm())).toBe('action')
  expect(withdrawalTone(withdrawal({ status: 'failed' }))).toBe('fail')
  expect(withdrawalTone(withdrawal({ status: 'rejected' }))).toBe('fail')
  expect(withdrawalTone(withdrawal({ status: 'cancelled' }))).toBe('off')
})

test('what happens next, per state, with the reasons the server gives', () => {
  expect(nextStepText(withdrawal({ status: 'reviewing' }))).toBe('金额较大，平台审核通过后将转入你的微信零钱；审核未通过，金额退回可提现余额')
  expect(nextStepText(waitingForConfirm())).toBe('请确认收款，确认后转入你的微信零钱；24小时内未确认，金额将退回可提现余额')
  expect(nextStepText(withdrawal({ providerState: 'CANCELING' }))).toBe('正在撤销转账，撤销后金额退回可提现余额')
  expect(nextStepText(withdrawal({ providerState: 'PROCESSING' }))).toBe('微信正在处理转账，通常几分钟内到账')
  expect(nextStepText(withdrawal({ status: 'succeeded', amountFen: 2000, feeFen: 12, netFen: 1988 }))).toBe('¥19.88 已转入你的微信零钱')
  expect(nextStepText(withdrawal({ status: 'failed', failReason: '用户账户异常' }))).toBe('用户账户异常，金额已退回可提现余额，可重新申请提现')
  expect(nextStepText(withdrawal({ status: 'failed' }))).toBe('金额已退回可提现余额，可重新申请提现')
  expect(nextStepText(withdrawal({ status: 'rejected', rejectReason: '推广订单存在异常' }))).toBe('原因：推广订单存在异常。金额已退回可提现余额')
  expect(nextStepText(withdrawal({ status: 'cancelled' }))).toBe('金额已退回可提现余额')
})

test('a withdrawal leads back to the area it came from, through routes of the table', () => {
  expect(fromParam('reading')).toBe('reading')
  expect(fromParam('distribution')).toBe('distribution')
  expect(fromParam(undefined)).toBe('distribution')
  expect(fromParam('other')).toBe('distribution')
  expect(findRouteByName(AREA_OF.distribution.home)?.paths).toEqual(['/distribution/talentCenter'])
  expect(findRouteByName(AREA_OF.reading.home)?.paths).toEqual(['/reading/mycenter'])
  expect(findRouteByName(AREA_OF.distribution.success)?.paths).toEqual(['/distribution/cashOutSuccess'])
  expect(findRouteByName(AREA_OF.reading.success)?.paths).toEqual(['/reading/getMoneySucess'])
  for (const name of [CASH_OUT_ROUTE, RECORDS_ROUTE, LEDGER_ROUTE, AREA_OF.distribution.success, AREA_OF.reading.success]) {
    expect(findRouteByName(name)?.status).toBe('ready')
  }
})

const delta = (d: Partial<LedgerRow['delta']>): Pick<LedgerRow, 'delta'> => ({
  delta: { pendingFen: 0, availableFen: 0, frozenFen: 0, withdrawnFen: 0, ...d },
})

test('a ledger row reads as one signed amount of one bucket, and the move between buckets', () => {
  // commission_accrued, commission_settled, commission_reversed (before / after settlement)
  expect(ledgerMovement(delta({ pendingFen: 530 }))).toEqual({ amountFen: 530, bucket: 'pendingFen', bucketText: '待结算' })
  expect(ledgerMovement(delta({ pendingFen: -530, availableFen: 530 }))).toEqual({ amountFen: 530, bucket: 'availableFen', bucketText: '待结算 → 可提现' })
  expect(ledgerMovement(delta({ pendingFen: -530 }))).toEqual({ amountFen: -530, bucket: 'pendingFen', bucketText: '待结算' })
  expect(ledgerMovement(delta({ availableFen: -530 }))).toEqual({ amountFen: -530, bucket: 'availableFen', bucketText: '可提现' })
  // withdrawal_applied, withdrawal_paid, withdrawal_released
  expect(ledgerMovement(delta({ availableFen: -2000, frozenFen: 2000 }))).toEqual({ amountFen: -2000, bucket: 'availableFen', bucketText: '可提现 → 提现中' })
  expect(ledgerMovement(delta({ frozenFen: -2000, withdrawnFen: 2000 }))).toEqual({ amountFen: -2000, bucket: 'frozenFen', bucketText: '提现中 → 累计提现' })
  expect(ledgerMovement(delta({ frozenFen: -2000, availableFen: 2000 }))).toEqual({ amountFen: 2000, bucket: 'availableFen', bucketText: '提现中 → 可提现' })
  // party_settled, admin_adjust
  expect(ledgerMovement(delta({ availableFen: 9000 }))).toEqual({ amountFen: 9000, bucket: 'availableFen', bucketText: '可提现' })
  expect(ledgerMovement(delta({}))).toEqual({ amountFen: 0, bucket: 'availableFen', bucketText: '可提现' })
})

test('signed yuan with two decimals', () => {
  expect(signedYuan(530)).toBe('+5.30')
  expect(signedYuan(-200_000)).toBe('-2000.00')
  expect(signedYuan(0)).toBe('0.00')
})

test("a row's reference in words, or nothing when it means nothing to a person", () => {
  expect(ledgerRefText({ source: 'withdrawal', ref: 'XZW1' })).toBe('提现单号 XZW1')
  expect(ledgerRefText({ source: 'distribution', ref: 'O2025' })).toBe('订单号 O2025')
  expect(ledgerRefText({ source: 'reading', ref: 'O2026' })).toBe('订单号 O2026')
  expect(ledgerRefText({ source: 'reading', ref: 'party:12' })).toBe('')
  expect(ledgerRefText({ source: 'admin', ref: '活动奖励' })).toBe('说明：活动奖励')
  expect(ledgerRefText({ source: 'admin', ref: '' })).toBe('')
})
