/**
 * The sandbox transfer provider (TRANSFER_PROVIDER=sandbox, the default): no money moves. Every
 * bill waits in WAIT_USER_CONFIRM until the user answers the sandbox's confirm
 * (`POST /api/earnings/sandbox/transfer/confirm`), which builds a MCHTRANSFER.BILL.FINISHED
 * notification signed with this process's secret and hands it to the same handler as WeChat's,
 * so verification, amount checks and idempotency run exactly as in production. It keeps no
 * state: a bill it is asked about waits for the confirm unless it was cancelled, which it
 * answers at once (CANCELLED) and the withdrawal records.
 */
import type { Clock } from '../../core/clock.js';
import type { Headers } from '../pay/types.js';
import { SandboxSigner } from '../sandbox-signer.js';
import { isBillState, type BillState, type CreateBillRequest, type TransferBill, type TransferCheck, type TransferProvider } from './types.js';

export const SANDBOX_ID = 'sandbox';

interface SandboxNotification {
  event_type: string;
  out_bill_no: string;
  transfer_bill_no: string;
  state: BillState;
  transfer_amount: number;
  fail_reason: string | null;
  update_time: number;
}

export class SandboxTransferProvider implements TransferProvider {
  readonly name = 'sandbox' as const;
  readonly mchId = SANDBOX_ID;
  readonly needsOpenid = false;
  private readonly signer: SandboxSigner;

  constructor(private readonly clock: Clock) {
    this.signer = new SandboxSigner(clock);
  }

  appIdFor(): string {
    return SANDBOX_ID;
  }

  private waiting(outBillNo: string, amountFen: number | null): TransferBill {
    return {
      outBillNo,
      transferBillNo: transferBillNo(outBillNo),
      state: 'WAIT_USER_CONFIRM',
      packageInfo: `sandbox_package_${outBillNo}`,
      failReason: null,
      amountFen,
    };
  }

  async createBill(request: CreateBillRequest): Promise<TransferBill> {
    return this.waiting(request.outBillNo, request.amountFen);
  }

  async queryBill(outBillNo: string): Promise<TransferBill> {
    return this.waiting(outBillNo, null);
  }

  async cancelBill(outBillNo: string): Promise<TransferBill> {
    return { outBillNo, transferBillNo: transferBillNo(outBillNo), state: 'CANCELLED', packageInfo: null, failReason: null, amountFen: null };
  }

  /** A signed notification, as if the user had answered the sandbox's confirm. */
  notification(bill: { outBillNo: string; state: 'SUCCESS' | 'FAIL'; amountFen: number; failReason?: string }): { headers: Headers; body: string } {
    const now = this.clock.now();
    const body = JSON.stringify({
      event_type: 'MCHTRANSFER.BILL.FINISHED',
      out_bill_no: bill.outBillNo,
      transfer_bill_no: transferBillNo(bill.outBillNo),
      state: bill.state,
      transfer_amount: bill.amountFen,
      fail_reason: bill.failReason ?? null,
      update_time: now,
    } satisfies SandboxNotification);
    return { headers: this.signer.sign(body), body };
  }

  async verifyNotification(headers: Headers, rawBody: string): Promise<TransferCheck> {
    const check = this.signer.verify(headers, rawBody);
    if (!check.ok) return check;
    const n = JSON.parse(rawBody) as SandboxNotification;
    if (!isBillState(n.state)) return { ok: false, verdict: 'bad_request', detail: `unknown state ${n.state}` };
    return {
      ok: true,
      eventType: n.event_type,
      bill: { outBillNo: n.out_bill_no, transferBillNo: n.transfer_bill_no, state: n.state, packageInfo: null, failReason: n.fail_reason, amountFen: n.transfer_amount },
    };
  }
}

function transferBillNo(outBillNo: string): string {
  return `SANDBOX${outBillNo}`;
}
