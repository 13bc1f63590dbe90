// What PageShell knows about the current page, for the page's own components.
import { createContext, useContext } from 'react'
import type { RouteDef } from '@/routes/types'
import type { RouteParams } from '@/routes/match'

export interface PageRouteValue {
  route: RouteDef
  /** Legacy path params and query, decoded (`subjectId`, `inviteCode`, `channel`, …). */
  params: RouteParams
  /** The route's scene id, or the one from the params/query that overrides it. */
  sceneId?: number
}

export const PageRouteContext = createContext<PageRouteValue | null>(null)

/** Route, params and scene of the page being rendered; only inside PageShell. */
export function usePageRoute(): PageRouteValue {
  const value = useContext(PageRouteContext)
  if (!value) throw new Error('usePageRoute() must be used inside <PageShell>')
  return value
}
