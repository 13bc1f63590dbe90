// Interaction and the page chrome. Nothing is drawn, but what WeChat checks is checked and what it
// keeps is kept: the toast and the loading view are one view (a toast replaces a loading, hideToast
// hides a loading unless noConflict), a toast goes away after its duration, and hiding a view that
// is not shown fails with `toast can't be found`. Every call is in host.calls for assertions.
import type { WxCallOptions } from '../types'
import { checkParams, WxFailure } from './kit'
import type { WxKit } from './kit'

/** WeChat's rule for modal buttons: at most 4 Chinese characters, a Latin one counting half. */
function checkButtonText(name: 'confirmText' | 'cancelText', text: string): void {
  if (text.replace(/[\u0391-\uFFE5]/g, 'aa').length > 8) {
    throw new WxFailure(`${name} length should not larger than 4 Chinese characters`)
  }
}

const ACTION_SHEET_MAX_ITEMS = 6

export function uiApis(kit: WxKit) {
  /** What the one toast/loading view shows now. */
  let overlay: { kind: 'toast' | 'loading'; cancelHide: () => void } | null = null

  const showOverlay = (kind: 'toast' | 'loading', durationMs: number | null) => {
    overlay?.cancelHide()
    const shown: { kind: 'toast' | 'loading'; cancelHide: () => void } = { kind, cancelHide: () => undefined }
    if (durationMs !== null) {
      shown.cancelHide = kit.scheduler.after(durationMs, () => {
        if (overlay === shown) overlay = null
      })
    }
    overlay = shown
  }
  const hideOverlay = (kind: 'toast' | 'loading', noConflict: unknown) => {
    const hides = overlay !== null && (overlay.kind === kind || !noConflict)
    if (!hides) throw new WxFailure("toast can't be found")
    overlay?.cancelHide()
    overlay = null
    return {}
  }
  /** An API that WeChat answers at once once its parameters pass. */
  const checkedOnly = (api: string, required: Parameters<typeof checkParams>[1] = {}, optional: Parameters<typeof checkParams>[2] = {}) =>
    kit.callbackApi(api, (options: WxCallOptions) => {
      checkParams(options, required, optional)
      return {}
    })

  return {
    showToast: kit.callbackApi('showToast', (options: WxCallOptions) => {
      checkParams(options, { title: 'String' }, { duration: 'Number', icon: 'String' })
      showOverlay('toast', (options.duration as number | undefined) ?? 1500)
      return {}
    }),
    hideToast: kit.callbackApi('hideToast', (options: WxCallOptions) => hideOverlay('toast', options.noConflict)),
    showLoading: kit.callbackApi('showLoading', (options: WxCallOptions) => {
      checkParams(options, { title: 'String' })
      showOverlay('loading', null)
      return {}
    }),
    hideLoading: kit.callbackApi('hideLoading', (options: WxCallOptions) => hideOverlay('loading', options.noConflict)),
    // The user confirms; a test that needs another answer mocks showModal.
    showModal: kit.callbackApi('showModal', (options: WxCallOptions) => {
      checkParams(options, {}, { title: 'String', content: 'String', confirmText: 'String', cancelText: 'String', showCancel: 'Boolean' })
      checkButtonText('confirmText', (options.confirmText as string | undefined) ?? '确定')
      checkButtonText('cancelText', (options.cancelText as string | undefined) ?? '取消')
      return options.editable ? { confirm: true, cancel: false, content: '' } : { confirm: true, cancel: false }
    }),
    // The user taps the first item; a test that needs another answer mocks showActionSheet.
    showActionSheet: kit.callbackApi('showActionSheet', (options: WxCallOptions) => {
      checkParams(options, { itemList: 'Array' }, { itemColor: 'String' })
      const items = options.itemList as unknown[]
      if (items.length > ACTION_SHEET_MAX_ITEMS) throw new WxFailure('parameter error: itemList should not be large than 6')
      // With no item to tap the user can only cancel.
      if (items.length === 0) throw new WxFailure('cancel')
      return { tapIndex: 0 }
    }),
    setNavigationBarTitle: checkedOnly('setNavigationBarTitle', { title: 'String' }),
    setNavigationBarColor: kit.callbackApi('setNavigationBarColor', (options: WxCallOptions) => {
      checkParams(options, { frontColor: 'String', backgroundColor: 'String' })
      if (!['#ffffff', '#000000'].includes(options.frontColor as string)) throw new WxFailure(`invalid frontColor "${String(options.frontColor)}"`)
      return {}
    }),
    showNavigationBarLoading: checkedOnly('showNavigationBarLoading'),
    hideNavigationBarLoading: checkedOnly('hideNavigationBarLoading'),
    pageScrollTo: checkedOnly('pageScrollTo', {}, { scrollTop: 'Number', duration: 'Number', selector: 'String' }),
    startPullDownRefresh: checkedOnly('startPullDownRefresh'),
    stopPullDownRefresh: checkedOnly('stopPullDownRefresh'),
    showShareMenu: checkedOnly('showShareMenu', {}, { withShareTicket: 'Boolean', menus: 'Array' }),
    hideShareMenu: checkedOnly('hideShareMenu', {}, { menus: 'Array' }),
    updateShareMenu: checkedOnly('updateShareMenu', {}, { withShareTicket: 'Boolean', isUpdatableMessage: 'Boolean' }),
    hideHomeButton: checkedOnly('hideHomeButton'),
  }
}
