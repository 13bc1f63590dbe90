// Sharing, mini-program variant: pages keep their share data here and useWeappShare() answers
// WeChat's onShareAppMessage / onShareTimeline with it. Same exports as share.ts.
import Taro, { useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { SHARE_DEFAULTS } from '@/core/config'
import { bridge } from '@/core/bridge/native'
import type { ShareChannel } from '@/core/bridge/native'
import { buildShareLink } from '@/core/share/link'

export interface ShareData {
  title: string
  desc: string
  /** A mini-program page path with its query, e.g. `/pages/index/index?x=1`. */
  link: string
  imageUrl: string
}

/** Share data per page path, so a page below keeps its own when the one above goes away. */
const byPage = new Map<string, ShareData>()

function currentPage(): { path: string; params: Record<string, string | undefined> } {
  const router = Taro.getCurrentInstance()?.router
  const path = router?.path?.split('?')[0] || ''
  return { path: path.startsWith('/') ? path : `/${path}`, params: (router?.params ?? {}) as Record<string, string | undefined> }
}

function currentLink(): string {
  const { path, params } = currentPage()
  // Taro adds its own `$taroTimestamp` to params; it has no meaning in a shared path.
  const query = Object.entries(params)
    .filter(([key, value]) => value !== undefined && value !== '' && !key.startsWith('$'))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&')
  return query ? `${path}?${query}` : path
}

/** Only packaged or https images can be share pictures; an inlined data: image cannot. */
function usableImage(url: string | undefined): string {
  return url && !url.startsWith('data:') ? url : ''
}

function complete(input: Partial<ShareData> = {}): ShareData {
  return {
    title: input.title || SHARE_DEFAULTS.title,
    desc: input.desc || SHARE_DEFAULTS.desc,
    link: buildShareLink(input.link || currentLink()),
    imageUrl: usableImage(input.imageUrl) || usableImage(SHARE_DEFAULTS.imageUrl),
  }
}

export function getShareData(): ShareData {
  return byPage.get(currentPage().path) ?? complete()
}

/** Sets the share data of the current page. */
export async function configureShare(input: Partial<ShareData> = {}): Promise<void> {
  byPage.set(currentPage().path, complete(input))
}

/** Our app's share sheet does not exist in the mini-program: rejects like outside the app. */
export function shareInApp(channel?: ShareChannel): Promise<void> {
  return bridge.shareUrl({ ...getShareData(), ...(channel ? { channel } : {}) })
}

/**
 * Call once in the page wrapper: answers "share to a friend" and "share to Moments" with the
 * page's share data. Pages need `enableShareAppMessage` / `enableShareTimeline` in their config.
 */
export function useWeappShare(): void {
  useShareAppMessage(() => {
    const data = getShareData()
    return { title: data.title, path: data.link, ...(data.imageUrl ? { imageUrl: data.imageUrl } : {}) }
  })
  useShareTimeline(() => {
    const data = getShareData()
    const q = data.link.indexOf('?')
    return { title: data.title, query: q >= 0 ? data.link.slice(q + 1) : '', ...(data.imageUrl ? { imageUrl: data.imageUrl } : {}) }
  })
}
