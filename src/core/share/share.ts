// Sharing, H5 variant (also the default): WeChat JS-SDK in the WeChat browser, the bridge in our app.
// share.weapp.ts is the mini-program variant with the same exports.
import { SHARE_DEFAULTS } from '@/core/config'
import { getEnvInfo } from '@/core/env'
import { getJssdkConfig } from '@/core/api/user'
import { bridge } from '@/core/bridge/native'
import type { ShareChannel } from '@/core/bridge/native'
import { buildShareLink } from '@/core/share/link'

export interface ShareData {
  title: string
  desc: string
  link: string
  imageUrl: string
}

const JSSDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'
// requestMerchantTransfer: confirming a withdrawal (core/pay/transfer.ts) needs the page's JS-SDK config.
const JS_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData', 'onMenuShareAppMessage', 'onMenuShareTimeline', 'requestMerchantTransfer']

interface WxShareArgs {
  title: string
  desc?: string
  link: string
  imgUrl: string
  success?: () => void
  fail?: (e: unknown) => void
}

interface WxJssdk {
  config(options: {
    debug: boolean
    appId: string
    timestamp: number | string
    nonceStr: string
    signature: string
    jsApiList: string[]
  }): void
  ready(callback: () => void): void
  error(callback: (e: unknown) => void): void
  updateAppMessageShareData(args: WxShareArgs): void
  updateTimelineShareData(args: Omit<WxShareArgs, 'desc'>): void
}

let current: ShareData | null = null

function absolute(url: string): string {
  if (/^https?:\/\//i.test(url) || typeof location === 'undefined') return url
  if (url.startsWith('//')) return `https:${url}`
  if (url.startsWith('/')) return `${location.origin}${url}`
  return url
}

function complete(input: Partial<ShareData> = {}): ShareData {
  const href = typeof location !== 'undefined' ? location.href : ''
  return {
    title: input.title || SHARE_DEFAULTS.title,
    desc: input.desc || SHARE_DEFAULTS.desc,
    link: buildShareLink(input.link || href),
    imageUrl: absolute(input.imageUrl || SHARE_DEFAULTS.imageUrl),
  }
}

/** The share data of the current page (defaults until a page configures its own). */
export function getShareData(): ShareData {
  return current ?? complete()
}

let sdkPromise: Promise<WxJssdk> | null = null

/** Loads the JS-SDK once, on demand, so it never weighs on the first page. */
function loadJssdk(): Promise<WxJssdk> {
  const w = window as unknown as { wx?: WxJssdk }
  if (w.wx?.config) return Promise.resolve(w.wx)
  if (!sdkPromise) {
    sdkPromise = new Promise<WxJssdk>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = JSSDK_URL
      script.async = true
      script.onload = () => (w.wx ? resolve(w.wx) : reject(new Error('JS-SDK did not define wx')))
      script.onerror = () => reject(new Error('JS-SDK failed to load'))
      document.head.appendChild(script)
    }).catch((e) => {
      sdkPromise = null
      throw e
    })
  }
  return sdkPromise
}

/** iOS WeChat signs against the address the SPA was entered with; Android against the current one. */
const entryUrl = typeof location !== 'undefined' ? location.href.split('#')[0] : ''
let configuredFor = ''

function signatureUrl(): string {
  return getEnvInfo().terminal === 'ios' ? entryUrl : location.href.split('#')[0]
}

async function applyInWechat(data: ShareData): Promise<void> {
  const wx = await loadJssdk()
  const url = signatureUrl()
  if (configuredFor !== url) {
    const cfg = await getJssdkConfig(url)
    wx.config({ debug: false, appId: cfg.appId, timestamp: cfg.timestamp, nonceStr: cfg.nonceStr, signature: cfg.signature, jsApiList: JS_API_LIST })
    configuredFor = url
    wx.error(() => {
      // A failed signature: sign again on the next configureShare.
      configuredFor = ''
    })
  }
  wx.ready(() => {
    // Only the latest page's data may win when several pages configure in a row.
    if (current !== data) return
    wx.updateAppMessageShareData({ title: data.title, desc: data.desc, link: data.link, imgUrl: data.imageUrl })
    wx.updateTimelineShareData({ title: data.title, link: data.link, imgUrl: data.imageUrl })
  })
}

/**
 * Sets what sharing this page sends (missing fields take the defaults; the link is cleaned and
 * gets the user's invitation code). Never rejects: a share setup failure must not break a page.
 */
export async function configureShare(input: Partial<ShareData> = {}): Promise<void> {
  const data = complete(input)
  current = data
  try {
    if (getEnvInfo().ecology === 'WECHAT') await applyInWechat(data)
    // In our app the data waits for shareInApp(); elsewhere the browser's own sharing is used.
  } catch {
    // Silent: the page works without custom share data.
  }
}

/** In our app: opens the native share sheet with the current page's share data. */
export function shareInApp(channel?: ShareChannel): Promise<void> {
  const data = getShareData()
  return bridge.shareUrl({ ...data, ...(channel ? { channel } : {}) })
}

/** Mini-program share hook; nothing to do on H5 (same signature as share.weapp.ts). */
export function useWeappShare(): void {}
