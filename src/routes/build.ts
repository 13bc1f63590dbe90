/**
 * Build-time derivations of the route table: the mini-program's `pages`/`subPackages` and the
 * H5 router's `customRoutes`. Imported by src/app.config.ts and config/index.ts (Node).
 */
import { ROUTES } from './table'

export const HOME_PAGE = 'pages/index/index'
export const NOT_FOUND_PAGE = 'pages/404/index'

/** Main-package pages, the home page first (the mini-program opens the first one). */
export function mainPages(): string[] {
  const pages = ROUTES.filter((r) => r.subPackage === null).map((r) => r.page)
  return [HOME_PAGE, ...pages.filter((p) => p !== HOME_PAGE)]
}

export interface SubPackage {
  root: string
  pages: string[]
}

/** One subpackage per area, page paths relative to its root. */
export function subPackages(): SubPackage[] {
  const byRoot = new Map<string, string[]>()
  for (const route of ROUTES) {
    if (!route.subPackage) continue
    const pages = byRoot.get(route.subPackage) ?? []
    pages.push(route.page.slice(route.subPackage.length + 1))
    byRoot.set(route.subPackage, pages)
  }
  return [...byRoot].map(([root, pages]) => ({ root, pages }))
}

/**
 * `h5.router.customRoutes`: page → aliases. The first alias is the literal path navigateTo
 * writes into the address bar; the patterns after it open legacy links with their params.
 */
export function customRoutes(): Record<string, string[]> {
  const result: Record<string, string[]> = {}
  for (const route of ROUTES) result[`/${route.page}`] = [...route.paths]
  return result
}
