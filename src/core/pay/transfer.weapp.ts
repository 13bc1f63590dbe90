// Confirming a withdrawal's WeChat transfer, mini-program variant: wx.requestMerchantTransfer
// (base library 3.3.0 and later). Same exports as transfer.ts.
export interface TransferConfirm {
  mchId: string
  appId: string
  package: string
}

export type TransferConfirmResult = { result: 'shown' | 'cancel' } | { result: 'unavailable' | 'fail'; message: string }

export const TRANSFER_OPEN_IN_WECHAT = '当前微信版本过低，请升级微信后在“提现记录”里确认收款'
export const TRANSFER_FAILED = '微信未能打开确认收款页面，请稍后在“提现记录”里重试'

interface MerchantTransferApi {
  requestMerchantTransfer?(options: TransferConfirm & { success: () => void; fail: (e: { errMsg?: string }) => void }): void
}

export function confirmTransfer(confirm: TransferConfirm): Promise<TransferConfirmResult> {
  // Taro 4.2 neither types nor proxies this API: call it on wx itself.
  const wx = (globalThis as { wx?: MerchantTransferApi }).wx
  // Base libraries before 3.3.0 have no such function.
  if (typeof wx?.requestMerchantTransfer !== 'function') {
    return Promise.resolve({ result: 'unavailable', message: TRANSFER_OPEN_IN_WECHAT })
  }
  return new Promise((resolve) => {
    wx.requestMerchantTransfer!({
      mchId: confirm.mchId,
      appId: confirm.appId,
      package: confirm.package,
      // Success only means WeChat showed its page: the server learns the outcome from WeChat.
      success: () => resolve({ result: 'shown' }),
      fail: (e) => resolve(/cancel/i.test(String(e?.errMsg ?? '')) ? { result: 'cancel' } : { result: 'fail', message: TRANSFER_FAILED }),
    })
  })
}
