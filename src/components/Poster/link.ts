// Addresses posters and share buttons point at.
import { H5_ORIGIN } from '@/core/config'
import { buildShareLink } from '@/core/share/link'
import { findRouteByName, routeUrl, toQueryString } from '@/routes/match'

type Query = Record<string, string | number | undefined>

/**
 * What a poster's QR code opens: the H5 page at `path` (a legacy path such as `/` or
 * `/learnGrowPlan/learnShare`) with the sharer's invitation code. QR codes are scanned by a
 * camera, so it is always a web address; '' when the mini-program knows no H5 address.
 */
export function posterLink(path: string, invitationCode: string, query: Query = {}): string {
  return h5Link(`${path}${toQueryString(query)}`, invitationCode)
}

/** A path with its query (as a server gives it, e.g. `/distribution/purchaseGoods?commodityId=3`) as such an address. */
export function h5Link(pathAndQuery: string, invitationCode: string): string {
  const origin = process.env.TARO_ENV === 'h5' ? window.location.origin : H5_ORIGIN
  return origin ? buildShareLink(`${origin}${pathAndQuery}`, invitationCode) : ''
}

/** The share link of a route for configureShare: a web address on H5, a page path in the mini-program. */
export function routeShareLink(name: string, query: Query = {}): string {
  if (process.env.TARO_ENV === 'weapp') return routeUrl(name, query)
  const route = findRouteByName(name)
  if (!route) throw new Error(`Unknown route: ${name}`)
  return `${window.location.origin}${route.paths[0]}${toQueryString(query)}`
}
