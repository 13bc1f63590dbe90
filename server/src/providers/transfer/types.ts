/**
 * The transfer provider interface (cash-out to a WeChat wallet, docs/EARNINGS.md): the sandbox
 * (default) and WeChat Pay 商家转账 implement it. Every call names the bill by OUR bill number,
 * so a retry after an unknown outcome can never create a second bill.
 */
import type { Headers, NotificationVerdict } from '../pay/types.js';

export type TransferProviderName = 'sandbox' | 'wechat';

/** WeChat's bill states (the sandbox uses the same). */
export const BILL_STATES = ['ACCEPTED', 'PROCESSING', 'WAIT_USER_CONFIRM', 'TRANSFERING', 'SUCCESS', 'FAIL', 'CANCELING', 'CANCELLED'] as const;
export type BillState = (typeof BILL_STATES)[number];
export const FINAL_BILL_STATES: readonly BillState[] = ['SUCCESS', 'FAIL', 'CANCELLED'];

export function isBillState(value: unknown): value is BillState {
  return (BILL_STATES as readonly unknown[]).includes(value);
}

/** The WeChat app whose openid receives a transfer (the bill is made under its AppID). */
export type TransferApp = 'mini' | 'mp';

export interface CreateBillRequest {
  outBillNo: string;
  /** null in the sandbox. */
  app: TransferApp | null;
  openid: string | null;
  /** What the user receives, fen. */
  amountFen: number;
  /** Shown to the user with the transfer (WeChat: at most 32 characters). */
  remark: string;
}

/** A bill as the provider reports it. */
export interface TransferBill {
  outBillNo: string;
  transferBillNo: string | null;
  state: BillState;
  /** For the user's confirm, only in WAIT_USER_CONFIRM. */
  packageInfo: string | null;
  failReason: string | null;
  /** The amount the provider reports (notifications and queries); null when the answer has none. */
  amountFen: number | null;
}

export type TransferCheck =
  | { ok: true; eventType: string; bill: TransferBill }
  | { ok: false; verdict: NotificationVerdict; detail: string };

export interface TransferProvider {
  readonly name: TransferProviderName;
  /** The merchant id the client's confirm call names. */
  readonly mchId: string;
  /** The AppID a bill for users of `app` is made under; null when that app is not configured. */
  appIdFor(app: TransferApp | null): string | null;
  /** Whether bills need the user's openid (WeChat) or not (the sandbox). */
  readonly needsOpenid: boolean;
  /** Creates the bill, or answers the existing one for the same bill number. */
  createBill(request: CreateBillRequest): Promise<TransferBill>;
  /** null: the provider has no bill of this number. */
  queryBill(outBillNo: string): Promise<TransferBill | null>;
  /** Asks to cancel a bill the user has not confirmed; answers CANCELING or CANCELLED. */
  cancelBill(outBillNo: string): Promise<TransferBill>;
  /** Checks the signature and freshness of a notification and decodes it; never throws for bad input. */
  verifyNotification(headers: Headers, rawBody: string): Promise<TransferCheck>;
}

/**
 * The provider refused or could not be reached. `definite`: it answered that it did not do what
 * was asked (a parameter error, a refusal); otherwise the outcome is unknown (no answer, a
 * system error, a rate limit) and the same call must be repeated with the same bill number.
 */
export class TransferProviderError extends Error {
  constructor(
    message: string,
    readonly definite: boolean,
    readonly code = '',
  ) {
    super(message);
    this.name = 'TransferProviderError';
  }
}
