// What a shared product link carries: the commodity and the promoter's code. On H5 and in our app
// the link is `/distribution/purchaseGoods?commodityId=<id>&inviteCode=<code>`; a mini-program code
// (WeChat getUnlimited) opens the page with one `scene` query, `i=<code>&g=<commodityId>`
// (docs/DISTRIBUTION.md "Posters"), at most 32 characters.
import type { RouteParams } from '@/routes/match'
import { positiveId } from '@/features/distribution/utils/nav'

export interface LandingLink {
  commodityId: number | null
  /** The promoter's code; '' when the link has none. */
  code: string
}

const CODE = /^[A-Za-z0-9]{1,16}$/

/** `i=AB12CD&g=42` (possibly still URI-encoded once more) → its fields. */
export function parseScene(scene: string | undefined): Record<string, string> {
  const fields: Record<string, string> = {}
  let text = (scene || '').trim()
  if (!text) return fields
  if (/%3D|%26/i.test(text)) {
    try {
      text = decodeURIComponent(text)
    } catch {
      return fields
    }
  }
  for (const pair of text.split('&')) {
    const eq = pair.indexOf('=')
    if (eq > 0) fields[pair.slice(0, eq)] = pair.slice(eq + 1)
  }
  return fields
}

/** The link's commodity and code: the query's own fields first, the mini-program scene otherwise. */
export function landingLink(params: RouteParams): LandingLink {
  const scene = parseScene(params.scene)
  const code = (params.inviteCode || scene.i || '').trim()
  return {
    commodityId: positiveId(params.commodityId || params.productId || scene.g),
    code: CODE.test(code) ? code : '',
  }
}
