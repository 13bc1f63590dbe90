// Navigation helpers on top of the route table, the same on H5 and in the mini-program.
import Taro from '@tarojs/taro'
import { HOME_PAGE } from '@/routes/build'
import { findRouteByPagePath, matchLegacyPath, pagePathToUrl, resolveRoutePath, routeUrl } from '@/routes/match'

type Query = Record<string, string | number | boolean | undefined | null>

export const HOME_URL = pagePathToUrl(HOME_PAGE)

/** Back to the home page, closing every page above it. */
export function goHome(): void {
  Taro.reLaunch({ url: HOME_URL }).catch(() => undefined)
}

/**
 * One page back. A page opened directly (shared link, refresh) has nothing below it, so the
 * home page replaces it instead (docs/STACK.md: navigateBack after a refresh has nowhere to go).
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
 * How many pages to go back to reach the nearest page of route `name` below the current one,
 * given the stack's paths (bottom first, current last); null when there is none.
 */
export function stepsBackTo(stack: string[], name: string): number | null {
  for (let i = stack.length - 2; i >= 0; i -= 1) {
    if (resolveRoutePath(stack[i].split('?')[0])?.route.name === name) return stack.length - 1 - i
  }
  return null
}

/** Back to the nearest page of route `name` below (as it was left), or that page in place of this one. */
export function backToRoute(name: string): void {
  const delta = stepsBackTo(Taro.getCurrentPages().map((p) => p.route ?? ''), name)
  const url = routeUrl(name)
  if (delta) Taro.navigateBack({ delta }).catch(() => Taro.redirectTo({ url }))
  else Taro.redirectTo({ url }).catch(() => undefined)
}

function parseQuery(search: string): Record<string, string> {
  const query: Record<string, string> = {}
  for (const pair of search.split('&')) {
    if (!pair) continue
    const [key, value = ''] = pair.split('=')
    try {
      query[decodeURIComponent(key)] = decodeURIComponent(value)
    } catch {
      query[key] = value
    }
  }
  return query
}

/**
 * The page URL of an address kept by the app (a `redirect` query): a page path as it is, a
 * legacy path (`/user/portrait`, `/course/courseDetail/42`) as its page with the params as query,
 * so that it opens in the mini-program too. Another origin or an unknown path gives undefined.
 */
export function toPageUrl(url: string | undefined): string | undefined {
  const target = (url || '').trim()
  if (!target.startsWith('/') || target.startsWith('//')) return undefined
  const [pathname, search = ''] = target.split('?')
  if (findRouteByPagePath(pathname)) return target
  const match = matchLegacyPath(pathname)
  return match ? pagePathToUrl(match.route.page, { ...match.params, ...parseQuery(search) }) : undefined
}

/** Replaces the current page with a kept address (see toPageUrl); anything else goes home. */
export function openReturnUrl(url: string | undefined): void {
  const target = toPageUrl(url)
  if (!target) {
    goHome()
    return
  }
  Taro.redirectTo({ url: target }).catch(() => goHome())
}
