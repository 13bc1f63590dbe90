// The navigation behaviour of spec 2.1 (steps 1–7), run by every page through PageShell. Taro has
// no router guard in the mini-program, so the page itself runs it when it mounts.
import Taro, { useDidHide, useDidShow, useRouter, useUnload } from '@tarojs/taro'
import { useEffect, useMemo, useRef, useState } from 'react'
import { SHARE_DEFAULTS } from '@/core/config'
import { bindRelationForPage, getSceneInfo, SCENE_STATUS_ENDED } from '@/core/api/scene'
import { bridge, bridgeAvailable } from '@/core/bridge/native'
import { reportPageEnter, reportPageLeave, reportPageView } from '@/core/events/report'
import { captureEntryParams, ensureAuthorized, removeLoginParamsFromAddress } from '@/core/login/login'
import { getUserInfo, isLoggedIn, setChannel, setCurrentSceneId, storeInviteCode } from '@/core/session/session'
import { configureShare } from '@/core/share/share'
import { fetchCurrentUser } from '@/components/session/userInfo'
import { buildShareLink } from '@/core/share/link'
import { matchLegacyPath, resolveRoutePath, routeUrl, toQueryString } from '@/routes/match'
import type { RouteMatch, RouteParams } from '@/routes/match'
import type { RouteDef } from '@/routes/types'

const IS_H5 = process.env.TARO_ENV === 'h5'
/** Params Taro adds to every page, not ours. */
const INTERNAL_PARAMS = ['stamp', '$taroTimestamp', '__key_']
/** A page waits this long at most for authorization before it renders anyway. */
const AUTH_WAIT_MS = 6000

let entryClaimed = false
/** True exactly once per app load: for the page the visitor entered directly. */
function claimEntry(): boolean {
  if (entryClaimed) return false
  entryClaimed = true
  return true
}

/** A stored token survives a reload, the profile does not: load it for the share link and pages. */
function ensureUserInfo(): void {
  if (isLoggedIn() && !getUserInfo()) fetchCurrentUser().catch(() => undefined)
}

function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

function resolveCurrentRoute(path: string): RouteMatch | null {
  const match = resolveRoutePath(path)
  if (match) return match
  // H5: Taro reports the address-bar path; fall back to the real one if it said something else.
  return IS_H5 && typeof window !== 'undefined' ? matchLegacyPath(window.location.pathname) : null
}

function mergeParams(pathParams: RouteParams, routerParams: Record<string, string | undefined>): RouteParams {
  const params: RouteParams = { ...pathParams }
  for (const [key, value] of Object.entries(routerParams)) {
    if (INTERNAL_PARAMS.includes(key) || value === undefined || value === '') continue
    // Taro's H5 router puts path params over query params of the same name: keep that rule.
    if (!(key in pathParams)) params[key] = decodeParam(String(value))
  }
  return params
}

function sceneIdOf(route: RouteDef, params: RouteParams): number | undefined {
  const fromParams = Number(params.sceneId)
  return params.sceneId && Number.isFinite(fromParams) ? fromParams : route.sceneId
}

/**
 * The link a visitor shares: the route's literal path with its params as query (so the
 * sharer's inviteCode replaces any inviter in the path), cleaned by buildShareLink.
 */
function shareLinkOf(route: RouteDef, params: RouteParams): string {
  if (!IS_H5 || typeof window === 'undefined') return ''
  const { inviteCode: _dropped, token: _token, ticket: _ticket, ...rest } = params
  return buildShareLink(`${window.location.origin}${route.paths[0]}${toQueryString(rest)}`, getUserInfo()?.invitationCode)
}

function applyTitle(title: string): void {
  Taro.setNavigationBarTitle({ title }).catch(() => undefined)
  if (IS_H5 && typeof document !== 'undefined') document.title = title
}

export interface PageGuardOptions {
  /** A title from the page's data (e.g. loadWeb's `title` query) instead of the route's. */
  title?: string
}

export interface PageGuardState {
  route: RouteDef | null
  params: RouteParams
  sceneId?: number
  /** Authorization (and the scene check when the route asks for one) has settled. */
  ready: boolean
  /** The page is the visible one (H5 keeps pages below the top one mounted). */
  shown: boolean
}

export function usePageGuard(options: PageGuardOptions = {}): PageGuardState {
  const router = useRouter()
  const { route, params } = useMemo(() => {
    const match = resolveCurrentRoute(router.path || '')
    return {
      route: match?.route ?? null,
      params: mergeParams(match?.params ?? {}, (router.params ?? {}) as Record<string, string | undefined>),
    }
    // The router of a page instance never changes: no dependencies.
  }, [])
  const sceneId = route ? sceneIdOf(route, params) : undefined
  const [ready, setReady] = useState(false)
  const [shown, setShown] = useState(true)
  const title = options.title || route?.title || ''

  const readyRef = useRef(false)
  const enteredAt = useRef(0)
  const titleRef = useRef(title)
  titleRef.current = title

  const enter = () => {
    if (!route || enteredAt.current) return
    enteredAt.current = Date.now()
    applyTitle(titleRef.current)
    configureShare({
      title: titleRef.current || SHARE_DEFAULTS.title,
      desc: SHARE_DEFAULTS.desc,
      link: shareLinkOf(route, params),
      imageUrl: SHARE_DEFAULTS.imageUrl,
    })
    reportPageEnter(route.paths[0])
  }

  const leave = () => {
    if (!route || !enteredAt.current) return
    reportPageLeave(route.paths[0], Date.now() - enteredAt.current)
    enteredAt.current = 0
  }

  useEffect(() => {
    if (!route) return
    if (route.redirectTo) {
      // e.g. teamReadActivities → rankingList, params kept as query.
      Taro.redirectTo({ url: routeUrl(route.redirectTo, params) }).catch(() => undefined)
      return
    }
    let cancelled = false
    const entry = claimEntry()

    // Steps 1–3: page view and title, inviter, channel, scene.
    reportPageView(route.paths[0])
    applyTitle(titleRef.current)
    storeInviteCode(params.inviteCode)
    // The entry's login parameters (ticket, channel, token) first, then this route's own channel.
    captureEntryParams()
    if (params.channel) setChannel(params.channel)
    setCurrentSceneId(sceneId ?? null)

    const markReady = () => {
      if (cancelled || readyRef.current) return
      readyRef.current = true
      setReady(true)
    }
    const safety = setTimeout(markReady, AUTH_WAIT_MS)

    void (async () => {
      // Step 4 (and 7: a login-required route shows the login view, the page still renders).
      await ensureAuthorized({ needLogin: route.isLogin })
      ensureUserInfo()
      // A logged-in visitor who opens an invitation link is bound to the inviter (spec 7); a
      // visitor is bound after login instead (core/login/flows). Refusals (-103) are silent.
      if (params.inviteCode && isLoggedIn()) {
        bindRelationForPage({ inviteCode: params.inviteCode, pagePath: route.paths[0] }).catch(() => undefined)
      }
      // Step 5: an ended scene sends the visitor to /activity/end; a failed check is ignored.
      if (route.checkSceneState && sceneId) {
        try {
          const info = await getSceneInfo(sceneId)
          if (info.status === SCENE_STATUS_ENDED) {
            if (!cancelled) await Taro.redirectTo({ url: routeUrl('activity-end', { sceneId }) }).catch(() => undefined)
            return
          }
        } catch {
          // Navigation goes on (spec 2.1 step 5, spec 8).
        }
      }
      if (cancelled) return
      clearTimeout(safety)
      markReady()
      // Step 6.
      if (bridgeAvailable()) bridge.loadComplete().catch(() => undefined)
      if (entry) removeLoginParamsFromAddress()
      enter()
    })()

    return () => {
      cancelled = true
      clearTimeout(safety)
    }
    // Runs once per page instance: no dependencies.
  }, [])

  useDidShow(() => {
    setShown(true)
    if (readyRef.current) enter()
  })
  useDidHide(() => {
    setShown(false)
    leave()
  })
  useUnload(leave)

  // A page title that arrives with data (loadWeb) updates the bar while the page is shown.
  useEffect(() => {
    if (readyRef.current && shown && title) applyTitle(title)
  }, [title, shown])

  return { route, params, sceneId, ready, shown }
}
