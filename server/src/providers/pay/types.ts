/** The payment provider interface: the sandbox (default) and WeChat Pay API v3 implement it. */

export type ProviderName = 'sandbox' | 'wechat';

export interface PrepayRequest {
  orderNumber: string;
  /** Shown on the payer's bill (WeChat: at most 127 bytes). */
  description: string;
  amountFen: number;
  /** ecologyName of the paying client: mpXfs, miniXfs, appXfs, h5. */
  payScene: string;
  /** The payer's openid for JSAPI (mpXfs, miniXfs). */
  openid: string | null;
  /** Epoch ms after which the provider must refuse to take the money (our close time). */
  expireAt: number;
}

export interface PrepayResult {
  prepayId: string;
  /** What the client passes to the platform's pay call (spec 3.5); sent as a JSON string. */
  signInfo: Record<string, unknown>;
}

/** A verified, decoded payment notification. */
export interface PaymentEvent {
  provider: ProviderName;
  eventType: string;
  orderNumber: string;
  transactionId: string;
  /** What the payer paid, in fen, as the provider reports it. */
  amountFen: number;
  /** true only for a successful payment (WeChat: TRANSACTION.SUCCESS with trade_state SUCCESS). */
  success: boolean;
  tradeState: string;
  paidAt: number | null;
}

export type NotificationVerdict = 'bad_signature' | 'bad_request' | 'stale';

export type NotificationCheck =
  | { ok: true; event: PaymentEvent }
  | { ok: false; verdict: NotificationVerdict; detail: string };

export interface RefundRequest {
  orderNumber: string;
  refundNo: string;
  refundFen: number;
  totalFen: number;
  reason: string;
}

export type Headers = Record<string, string | string[] | undefined>;

export interface PayProvider {
  readonly name: ProviderName;
  /** Whether this provider can take payments from that client (ecologyName). */
  supports(payScene: string): boolean;
  prepay(request: PrepayRequest): Promise<PrepayResult>;
  /** Checks the signature and freshness of a notification and decodes it; never throws for bad input. */
  verifyNotification(headers: Headers, rawBody: string): Promise<NotificationCheck>;
  /** Tells the provider an unpaid order is closed, so it refuses later payment (best effort). */
  close(orderNumber: string): Promise<void>;
  refund(request: RefundRequest): Promise<{ refundId: string; status: string }>;
}

/** The provider refused or could not be reached (prepay, close, refund). */
export class PayProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'PayProviderError';
  }
}

export function header(headers: Headers, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
