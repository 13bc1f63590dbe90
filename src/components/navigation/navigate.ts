// Navigation helpers on top of the route table, the same on H5 and in the mini-program.
import Taro from '@tarojs/taro'
import { HOME_PAGE } from '@/routes/build'
import { pagePathToUrl, routeUrl } from '@/routes/match'

type Query = Record<string, string | number | boolean | undefined | null>

export const HOME_URL = pagePathToUrl(HOME_PAGE)

/** Back to the home page, closing every page above it. */
export function goHome(): void {
  Taro.reLaunch({ url: HOME_URL }).catch(() => undefined)
}

/**
 * One page back. A page opened directly (shared link, refresh) has nothing below it, so the
 * home page replaces it instead (STACK-NOTES: navigateBack after a refresh has nowhere to go).
 */
export function goBack(fallbackUrl: string = HOME_URL): void {
  if (Taro.getCurrentPages().length > 1) {
    Taro.navigateBack({ delta: 1 }).catch(() => Taro.redirectTo({ url: fallbackUrl }))
  } else {
    Taro.redirectTo({ url: fallbackUrl }).catch(() => Taro.reLaunch({ url: fallbackUrl }))
  }
}

export function openRoute(name: string, query?: Query): Promise<unknown> {
  return Taro.navigateTo({ url: routeUrl(name, query) })
}

export function replaceRoute(name: string, query?: Query): Promise<unknown> {
  return Taro.redirectTo({ url: routeUrl(name, query) })
}

/**
 * Opens a URL kept by the app (a `redirect` query): a page path or a legacy path, never another
 * origin. Anything else goes home.
 */
export function openReturnUrl(url: string | undefined): void {
  const target = (url || '').trim()
  if (!target.startsWith('/') || target.startsWith('//')) {
    goHome()
    return
  }
  Taro.redirectTo({ url: target }).catch(() => goHome())
}
