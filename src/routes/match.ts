/**
 * Pure lookups over the route table. No Taro import: used by the build config, the app config,
 * the page generator and the page guard alike.
 */
import { ROUTES } from './table'
import type { RouteDef } from './types'

export type RouteParams = Record<string, string>

export interface RouteMatch {
  route: RouteDef
  params: RouteParams
}

interface CompiledPattern {
  regex: RegExp
  keys: string[]
}

const compiled = new Map<string, CompiledPattern>()

/**
 * Compiles the subset of path-to-regexp syntax the table uses: `:name`, `:name?` (optional
 * segment) and `:name*` (zero or more segments). Case-insensitive with an optional trailing
 * slash, like the H5 router (universal-router / path-to-regexp defaults).
 */
export function compilePattern(pattern: string): CompiledPattern {
  const cached = compiled.get(pattern)
  if (cached) return cached
  const keys: string[] = []
  let source = ''
  for (const segment of pattern.split('/').filter(Boolean)) {
    const param = /^:([A-Za-z_]\w*)([?*]?)$/.exec(segment)
    if (!param) {
      source += '/' + segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      continue
    }
    keys.push(param[1])
    if (param[2] === '?') source += '(?:/([^/]+))?'
    else if (param[2] === '*') source += '(?:/([^/]+(?:/[^/]+)*))?'
    else source += '/([^/]+)'
  }
  const result = { regex: new RegExp(`^${source || '/'}/?$`, 'i'), keys }
  compiled.set(pattern, result)
  return result
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** Matches a pathname against one pattern; the params of absent optional segments are omitted. */
export function matchPattern(pattern: string, pathname: string): RouteParams | null {
  const { regex, keys } = compilePattern(pattern)
  const m = regex.exec(pathname)
  if (!m) return null
  const params: RouteParams = {}
  keys.forEach((key, i) => {
    const value = m[i + 1]
    if (value !== undefined && value !== '') params[key] = decode(value)
  })
  return params
}

/** Finds the route of a legacy H5 pathname (`/course/courseDetail/42/INV9`) and its params. */
export function matchLegacyPath(pathname: string): RouteMatch | null {
  const clean = (pathname.split(/[?#]/)[0] || '/').replace(/\/{2,}/g, '/')
  for (const route of ROUTES) {
    // The literal base first: it has no params, so the patterns' params win when both match.
    for (let i = route.paths.length - 1; i >= 0; i--) {
      const params = matchPattern(route.paths[i], clean)
      if (params) return { route, params }
    }
  }
  return null
}

function normalisePagePath(path: string): string {
  return path.split('?')[0].replace(/^\/+/, '').replace(/\.html$/, '')
}

/** Finds a route by its Taro page path (`packages/course/courseDetail/index`, slash optional). */
export function findRouteByPagePath(path: string): RouteDef | undefined {
  const page = normalisePagePath(path)
  return ROUTES.find((r) => r.page === page)
}

export function findRouteByName(name: string): RouteDef | undefined {
  return ROUTES.find((r) => r.name === name)
}

/**
 * Resolves what Taro reports as the current path: a page path in the mini-program, the
 * address-bar path (an alias) on H5.
 */
export function resolveRoutePath(path: string): RouteMatch | null {
  const byPage = findRouteByPagePath(path)
  if (byPage) return { route: byPage, params: {} }
  return matchLegacyPath(path)
}

/** Builds a query string (`?a=1&b=2`) from defined, non-empty values. */
export function toQueryString(query: Record<string, string | number | boolean | undefined | null> = {}): string {
  const parts = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
  return parts.length ? `?${parts.join('&')}` : ''
}

/**
 * The URL Taro's navigateTo/redirectTo take for a page: `/<page path>?query`. On H5 the router
 * rewrites it to the page's first alias (`/course/courseDetail?subjectId=42`).
 */
export function pagePathToUrl(page: string, query?: Record<string, string | number | boolean | undefined | null>): string {
  return `/${normalisePagePath(page)}${toQueryString(query)}`
}

/** URL of a route by name; throws on an unknown name because that is a programming error. */
export function routeUrl(name: string, query?: Record<string, string | number | boolean | undefined | null>): string {
  const route = findRouteByName(name)
  if (!route) throw new Error(`Unknown route: ${name}`)
  return pagePathToUrl(route.page, query)
}
