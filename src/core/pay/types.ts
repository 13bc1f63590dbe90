// Shapes of the pay interface (spec 3.4, 3.5; docs/API.md "Orders and payment"). What the server
// answers is the API contract's (@contract/commerce); the rest is this client's own.
import type { AddOrderAnswer, OrderExt, OrderStatusView } from '@contract/commerce'
import type { AppPaySign } from '@/core/bridge/native'

export type { AddOrderAnswer, OrderStatusView }

/** Pay scenes the server knows; OTHER has none (spec 5). */
export type PayScene = 'mpXfs' | 'appXfs' | 'miniXfs' | 'h5'

/**
 * The buyer's choices sent as `extInfo`; the server prices the order from them, never from us.
 * A coupon of 0 is none (absent: the server picks none either, we always send it); addressId is
 * required for goods that ship. (`orderNumber` is how payOrder pays an existing order instead.)
 */
export type OrderChoices = Omit<OrderExt, 'orderNumber'>

/** What to order when no order exists yet. */
export interface OrderPlacement {
  commodityId: number
  quantity: number
  choices?: OrderChoices
  /** Scene of the page that sells it (spec 2.1 step 3); absent: the current route's. */
  sceneId?: number | string | null
}

/** payOrder's target: an existing order's number (paying again), or a new order to place. */
export type PayTarget = string | OrderPlacement

/** JSAPI parameters (WeChat browser, mini-program): passed to WeChat exactly as received. */
export interface JsapiSign {
  appId: string
  timeStamp: string
  nonceStr: string
  /** `prepay_id=…`; WeChat calls this field `package`. */
  packageVal: string
  signType: string
  paySign: string
}

/** `signInfo` of pay/addorder once parsed: the platform's fields plus the sandbox markers. */
export interface SignInfo extends Partial<JsapiSign>, Partial<AppPaySign> {
  /** Nothing left to pay: the order is paid already. */
  paid?: boolean
  /** The sandbox provider answered: no money moves, the sandbox cashier completes the payment. */
  sandbox?: boolean
  orderNumber?: string
  payableFen?: number
  /** The sandbox cashier page (`/common/orderPay?orderNumber=…&sandbox=1`). */
  cashier?: string
}

/**
 * What payOrder reports:
 * - `paid`: the server says the order is paid (nothing was due, or the sandbox cashier completed it);
 * - `submitted`: the platform's pay sheet reported success; the server learns it from WeChat's
 *   callback, so the paying page confirms with pollOrderStatus;
 * - `cancelled`: the person closed the pay sheet; the order stays payable until it times out;
 * - `failed`: nothing was paid; `message` says why in Chinese (`orderNumber` when an order exists).
 */
export type PayOutcome =
  | { status: 'paid'; orderNumber: string; payableFen: number; order?: OrderStatusView }
  | { status: 'submitted'; orderNumber: string; payableFen: number }
  | { status: 'cancelled'; orderNumber: string; payableFen: number; message: string }
  | { status: 'failed'; orderNumber: string | null; payableFen?: number; message: string }

export interface SandboxCashierInfo {
  orderNumber: string
  payableFen: number
}

/** Shows the sandbox cashier and resolves with the person's choice. */
export type SandboxCashier = (info: SandboxCashierInfo) => Promise<'success' | 'cancel'>

export interface PayOptions {
  /** The sandbox cashier to show; default: a modal dialog. */
  cashier?: SandboxCashier
}

/** What the platform's own pay sheet said. */
export type PlatformResult = { result: 'ok' } | { result: 'cancel'; message?: string } | { result: 'fail'; message: string }
