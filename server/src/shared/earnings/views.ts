import type { TransferProviders } from '../../providers/transfer/index.js';
import type { AdminWithdrawal, Withdrawal } from './schemas.js';
import type { WithdrawalRow } from './withdrawal-state.js';

/** Bill states in which the user may still cancel (WeChat: before they confirm). */
export const CANCELLABLE_BILL_STATES = ['ACCEPTED', 'PROCESSING', 'WAIT_USER_CONFIRM'];

const STATUS_TEXT: Record<WithdrawalRow['status'], string> = {
  reviewing: '审核中',
  transferring: '转账中',
  succeeded: '已到账',
  failed: '转账失败，金额已退回',
  cancelled: '已撤销，金额已退回',
  rejected: '审核未通过，金额已退回',
};

function statusText(w: WithdrawalRow): string {
  if (w.status === 'transferring' && w.provider_state === 'WAIT_USER_CONFIRM') return '待确认收款';
  if (w.status === 'transferring' && w.provider_state === 'CANCELING') return '撤销中';
  return STATUS_TEXT[w.status];
}

export function withdrawalView(w: WithdrawalRow, providers: TransferProviders): Withdrawal {
  const provider = providers.byName(w.provider);
  const waiting = w.status === 'transferring' && w.provider_state === 'WAIT_USER_CONFIRM' && w.package_info !== null;
  return {
    id: w.id,
    outBillNo: w.out_bill_no,
    from: w.from_area,
    amountFen: w.amount_fen,
    feeFen: w.fee_fen,
    netFen: w.net_fen,
    status: w.status,
    statusText: statusText(w),
    providerState: w.provider_state,
    provider: w.provider,
    failReason: w.fail_reason,
    rejectReason: w.reject_reason,
    canCancel: w.status === 'reviewing' || (w.status === 'transferring' && CANCELLABLE_BILL_STATES.includes(w.provider_state ?? '')),
    confirm:
      waiting && provider
        ? { provider: provider.name, mchId: provider.mchId, appId: w.app_id ?? '', package: w.package_info! }
        : null,
    createdAt: w.created_at,
    finishedAt: w.finished_at,
  };
}

export function adminWithdrawalView(w: WithdrawalRow, providers: TransferProviders): AdminWithdrawal {
  return {
    ...withdrawalView(w, providers),
    userId: w.user_id,
    transferBillNo: w.transfer_bill_no,
    attempts: w.attempts,
    lastError: w.last_error,
    updatedAt: w.updated_at,
  };
}
