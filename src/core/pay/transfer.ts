// Confirming a withdrawal's WeChat transfer (商家转账, user-confirm mode), H5 variant (also the
// default): in the WeChat browser through WeixinJSBridge's requestMerchantTransfer; elsewhere the
// person is told to open 心栈 in WeChat. transfer.weapp.ts is the mini-program variant.
import { isInWechat } from '@/core/env'
import { bridgeMessage, waitForBridge } from '@/core/bridge/weixin'

/** What the server gives for a bill waiting for the person (package_info of WAIT_USER_CONFIRM). */
export interface TransferConfirm {
  mchId: string
  appId: string
  package: string
}

/**
 * - `shown`: WeChat showed its confirm page and came back (not proof of payment: the server
 *   learns the outcome from WeChat's notification, so the page refreshes the withdrawal);
 * - `cancel`: the person closed it; the bill keeps waiting until WeChat returns it after 24 h;
 * - `unavailable`: this client cannot confirm (`message` says where to do it);
 * - `fail`: WeChat refused (`message`).
 */
export type TransferConfirmResult = { result: 'shown' | 'cancel' } | { result: 'unavailable' | 'fail'; message: string }

export const TRANSFER_OPEN_IN_WECHAT = '请在微信中打开心栈，到“提现记录”里确认收款'
export const TRANSFER_FAILED = '微信未能打开确认收款页面，请稍后在“提现记录”里重试'

export async function confirmTransfer(confirm: TransferConfirm): Promise<TransferConfirmResult> {
  if (!isInWechat()) return { result: 'unavailable', message: TRANSFER_OPEN_IN_WECHAT }
  const jsBridge = await waitForBridge()
  if (!jsBridge) return { result: 'unavailable', message: TRANSFER_OPEN_IN_WECHAT }
  return new Promise((resolve) => {
    try {
      jsBridge.invoke('requestMerchantTransfer', { mchId: confirm.mchId, appId: confirm.appId, package: confirm.package }, (res) => {
        const msg = bridgeMessage(res)
        if (msg === 'requestMerchantTransfer:ok') resolve({ result: 'shown' })
        else if (/cancel/i.test(msg)) resolve({ result: 'cancel' })
        else resolve({ result: 'fail', message: TRANSFER_FAILED })
      })
    } catch {
      resolve({ result: 'fail', message: TRANSFER_FAILED })
    }
  })
}
