// The 分享 button of a poster page, H5 variant (share.weapp.ts has the same exports): our app's
// share sheet, WeChat's own menu, the system share sheet, or a copied link.
import Taro from '@tarojs/taro'
import { bridgeAvailable } from '@/core/bridge/native'
import { isInWechat } from '@/core/env'
import { configureShare, shareInApp } from '@/core/share/share'

export interface ShareTarget {
  title: string
  desc?: string
  /** routeShareLink(): the page a friend opens. */
  link: string
}

/** What happened, for the toast: shared, the person must use the menu, or the link was copied. */
export type ShareOutcome = 'shared' | 'menu' | 'copied'

export async function sharePage(target: ShareTarget): Promise<ShareOutcome> {
  await configureShare(target)
  if (bridgeAvailable()) {
    await shareInApp()
    return 'shared'
  }
  if (isInWechat()) return 'menu'
  const nav = typeof navigator !== 'undefined' ? (navigator as Navigator & { share?: (d: ShareData) => Promise<void> }) : undefined
  if (nav?.share) {
    try {
      await nav.share({ title: target.title, text: target.desc, url: target.link })
      return 'shared'
    } catch (e) {
      // Cancelled by the person: nothing to report.
      if ((e as Error)?.name === 'AbortError') return 'shared'
    }
  }
  await Taro.setClipboardData({ data: target.link })
  return 'copied'
}
