// The steps of a payment every platform shares: pay/addorder with the spec 3.4 payload, signInfo,
// the platform's own pay sheet (given by pay.ts / pay.weapp.ts), the sandbox cashier, events.
import Taro from '@tarojs/taro'
import { PAY_MODE, PAY_UNSUPPORTED_MESSAGE } from '@/core/config'
import { reportEvent } from '@/core/events/report'
import { fenToYuanFixed } from '@/core/format'
import { addOrder, completeSandboxPayment } from '@/core/pay/api'
import type { AddOrderPayload } from '@/core/pay/api'
import { parseSignInfo } from '@/core/pay/signInfo'
import type { AddOrderAnswer, PayOptions, PayOutcome, PayScene, PayTarget, PlatformResult, SandboxCashier, SignInfo } from '@/core/pay/types'
import { describeError } from '@/core/request/errors'
import { getChannel, getCurrentSceneId } from '@/core/session/session'
import { toast } from '@/core/toast'

/** One platform's way to pay, given to runPay by the build's variant of pay.ts. */
export interface PlatformPay {
  /** Pay scene of this client; null: this platform cannot order (ecology OTHER, spec 5). */
  scene: PayScene | null
  /** The WeChat openid to pay with (JSAPI scenes). */
  openId?: () => string
  /**
   * Opens the platform's own pay sheet with the server's parameters, unchanged. Returns null when
   * the parameters are not for this platform (e.g. the sandbox's `h5` answer) or it has no way to
   * pay (the app bridge is missing).
   */
  start(sign: SignInfo): Promise<PlatformResult> | null
  /** Said to people when start() returns null outside the sandbox. */
  unavailableMessage: string
  /** After a success (e.g. telling the native app, spec 7 `paySuccess`). */
  onPaid?(orderNumber: string): void
}

export const PAY_CANCELLED_MESSAGE = '已取消支付'
export const PAY_FAILED_MESSAGE = '支付失败，请稍后重试'
export const SANDBOX_NOT_PAID_MESSAGE = '支付未完成，请重新支付'

/** The order module's events (spec 9: module ORDER); no personal data, only order facts. */
function report(action: 'CREATE' | 'PAY_SUCCESS' | 'PAY_FAIL', props: Record<string, unknown>): void {
  reportEvent('ORDER', action, props)
}

function sceneIdOf(value: number | string | null | undefined): number | undefined {
  const n = Number(value)
  return value !== null && value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 && n <= 999999 ? n : undefined
}

/** Spec 3.4: commodityId, purchaseQuantity, sceneId, openId, payScene, payMode, channel, extInfo. */
export function buildAddOrderPayload(target: PayTarget, scene: PayScene, openId?: string): AddOrderPayload {
  const common = {
    payScene: scene,
    payMode: PAY_MODE,
    channel: getChannel(),
    ...(openId ? { openId } : {}),
  }
  if (typeof target === 'string') {
    return { ...common, purchaseQuantity: 1, extInfo: JSON.stringify({ orderNumber: target }) }
  }
  const sceneId = sceneIdOf(target.sceneId ?? getCurrentSceneId())
  return {
    ...common,
    commodityId: target.commodityId,
    purchaseQuantity: target.quantity,
    ...(sceneId !== undefined ? { sceneId } : {}),
    extInfo: JSON.stringify(target.choices ?? {}),
  }
}

/** The cashier when the page gives none: a plain modal, the same on H5 and in the mini-program. */
export const modalCashier: SandboxCashier = async ({ payableFen }) => {
  const res = await Taro.showModal({
    title: '沙箱收银台',
    content: `测试环境，不会真实扣款。支付金额 ¥${fenToYuanFixed(payableFen)}`,
    confirmText: '确认支付',
    cancelText: '取消支付',
  })
  return res.confirm ? 'success' : 'cancel'
}

async function throughSandbox(answer: AddOrderAnswer, options: PayOptions, platform: PlatformPay): Promise<PayOutcome> {
  const { orderNumber, payableFen } = answer
  let choice: 'success' | 'cancel'
  try {
    choice = await (options.cashier ?? modalCashier)({ orderNumber, payableFen })
  } catch {
    choice = 'cancel'
  }
  if (choice === 'cancel') {
    // Recorded by the server; the order stays payable, so its failure changes nothing here.
    await completeSandboxPayment(orderNumber, 'cancel').catch(() => undefined)
    report('PAY_FAIL', { orderNumber, payScene: platform.scene, reason: 'cancel', sandbox: true })
    return { status: 'cancelled', orderNumber, payableFen, message: PAY_CANCELLED_MESSAGE }
  }
  try {
    const order = await completeSandboxPayment(orderNumber, 'success')
    if (order.paid) {
      report('PAY_SUCCESS', { orderNumber, payScene: platform.scene, payableFen, sandbox: true })
      platform.onPaid?.(orderNumber)
      return { status: 'paid', orderNumber, payableFen, order }
    }
    report('PAY_FAIL', { orderNumber, payScene: platform.scene, reason: order.verdict, sandbox: true })
    const message = order.status === 'closed' ? '订单已关闭，请重新下单' : SANDBOX_NOT_PAID_MESSAGE
    return { status: 'failed', orderNumber, payableFen, message }
  } catch (e) {
    report('PAY_FAIL', { orderNumber, payScene: platform.scene, reason: 'sandbox_complete', sandbox: true })
    return { status: 'failed', orderNumber, payableFen, message: describeError(e) }
  }
}

/**
 * Places (or takes) the order, prepays it and runs the platform's pay sheet. Never rejects: every
 * failure becomes a `failed` outcome with a Chinese message. Messages decided here (spec 5) are
 * also toasted; the request client has already toasted what the server refused.
 */
export async function runPay(target: PayTarget, options: PayOptions, platform: PlatformPay): Promise<PayOutcome> {
  const existing = typeof target === 'string' ? target : null
  if (!platform.scene) {
    toast(PAY_UNSUPPORTED_MESSAGE)
    report('PAY_FAIL', { reason: 'unsupported_platform' })
    return { status: 'failed', orderNumber: existing, message: PAY_UNSUPPORTED_MESSAGE }
  }
  const scene = platform.scene

  let answer: AddOrderAnswer
  try {
    answer = await addOrder(buildAddOrderPayload(target, scene, platform.openId?.()))
  } catch (e) {
    report('PAY_FAIL', { ...(existing ? { orderNumber: existing } : {}), payScene: scene, reason: 'addorder' })
    return { status: 'failed', orderNumber: existing, message: describeError(e) }
  }
  const { orderNumber, payableFen } = answer
  if (!existing && typeof target !== 'string') {
    report('CREATE', { orderNumber, commodityId: target.commodityId, quantity: target.quantity, payScene: scene, payableFen })
  }

  let sign: SignInfo
  try {
    sign = parseSignInfo(answer.signInfo)
  } catch (e) {
    const message = describeError(e)
    toast(message)
    report('PAY_FAIL', { orderNumber, payScene: scene, reason: 'sign_info' })
    return { status: 'failed', orderNumber, payableFen, message }
  }

  if (sign.paid || answer.status === 'paid') {
    report('PAY_SUCCESS', { orderNumber, payScene: scene, payableFen: 0 })
    platform.onPaid?.(orderNumber)
    return { status: 'paid', orderNumber, payableFen }
  }

  const started = platform.start(sign)
  if (started) {
    let result: PlatformResult
    try {
      result = await started
    } catch (e) {
      result = { result: 'fail', message: describeError(e) }
    }
    if (result.result === 'ok') {
      report('PAY_SUCCESS', { orderNumber, payScene: scene, payableFen, ...(sign.sandbox ? { sandbox: true } : {}) })
      platform.onPaid?.(orderNumber)
      return { status: 'submitted', orderNumber, payableFen }
    }
    if (result.result === 'cancel') {
      report('PAY_FAIL', { orderNumber, payScene: scene, reason: 'cancel' })
      return { status: 'cancelled', orderNumber, payableFen, message: result.message || PAY_CANCELLED_MESSAGE }
    }
    if (!sign.sandbox) {
      toast(result.message)
      report('PAY_FAIL', { orderNumber, payScene: scene, reason: 'platform' })
      return { status: 'failed', orderNumber, payableFen, message: result.message }
    }
    // Sandbox parameters cannot pass a real WeChat: its cashier completes the payment instead.
  } else if (!sign.sandbox) {
    toast(platform.unavailableMessage)
    report('PAY_FAIL', { orderNumber, payScene: scene, reason: 'unavailable' })
    return { status: 'failed', orderNumber, payableFen, message: platform.unavailableMessage }
  }
  return throughSandbox(answer, options, platform)
}
