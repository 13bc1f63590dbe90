// Accounts and withdrawals as the server answers them (@contract/earnings), with the default
// rules of migration 011: ¥10 minimum, no fee, ¥1,999.99 per withdrawal, 3 a day and ¥5,000 a
// day, review from ¥500.
import type { EarningsAccount, Withdrawal } from '@/features/earnings/api/earnings'

export function account(over: {
  availableFen?: number
  today?: EarningsAccount['today']
  rules?: Partial<EarningsAccount['rules']>
  withdrawableFen?: number
  provider?: EarningsAccount['provider']
  wechatApps?: EarningsAccount['wechatApps']
} = {}): EarningsAccount {
  return {
    balances: { pendingFen: 500, availableFen: over.availableFen ?? 30_000, frozenFen: 0, withdrawnFen: 0 },
    rules: { minFen: 1000, feePermille: 0, maxFen: 199_999, dailyCount: 3, dailyAmountFen: 500_000, reviewThresholdFen: 50_000, ...over.rules },
    today: over.today ?? { count: 0, amountFen: 0 },
    withdrawableFen: over.withdrawableFen ?? 30_000,
    provider: over.provider ?? 'sandbox',
    wechatApps: over.wechatApps ?? [],
  }
}

export function withdrawal(over: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: 7,
    outBillNo: 'XZW202501011200001234567890',
    from: 'distribution',
    amountFen: 2000,
    feeFen: 0,
    netFen: 2000,
    status: 'transferring',
    statusText: '转账中',
    providerState: 'ACCEPTED',
    provider: 'sandbox',
    failReason: null,
    rejectReason: null,
    canCancel: true,
    confirm: null,
    createdAt: 1_735_700_000_000,
    finishedAt: null,
    ...over,
  }
}

/** A withdrawal whose transfer waits for its person's confirm. */
export const waitingForConfirm = (provider: 'sandbox' | 'wechat' = 'sandbox', over: Partial<Withdrawal> = {}) =>
  withdrawal({
    providerState: 'WAIT_USER_CONFIRM',
    statusText: '待确认收款',
    provider,
    confirm: { provider, mchId: '1900000109', appId: 'wxmp1', package: 'ABBQO+oYAAABAAAAAACZ' },
    ...over,
  })
