/**
 * Shape of one route of the product (spec section 2). The table in `./table.ts` is the only
 * place where route facts are written; the app config, the H5 router and the page guard derive
 * everything from it. This module must stay free of Taro runtime imports: the build config
 * (Node) imports it too.
 */

/** `ready`: the page is built. `coming`: the area ships later; the page shows ComingSoon. */
export type RouteStatus = 'ready' | 'coming'

export interface RouteDef {
  /** Unique, stable name: the base path's segments joined by `-` (`course-courseDetail`). */
  name: string
  /**
   * Legacy H5 aliases. `paths[0]` is the literal base path, the one `navigateTo` writes into the
   * address bar (`/course/courseDetail`); the rest are path-to-regexp patterns with params
   * (`/course/courseDetail/:subjectId/:inviteCode?`). Shared links use either form.
   */
  paths: string[]
  /** Taro page path without leading slash: `pages/…` (main package) or `packages/<area>/…/index`. */
  page: string
  /** Subpackage root (`packages/<area>`), or `null` for a main-package page. */
  subPackage: string | null
  /** Chinese navigation title. */
  title: string
  /** Login required: visitors get the login overlay, the page still renders (spec 2.1 step 7). */
  isLogin: boolean
  /** Scene id of the route; a `sceneId` param or query overrides it (spec 2.1 step 3). */
  sceneId?: number
  /** Page state is kept when leaving (spec "kept alive"). */
  keepAlive: boolean
  /** Scene status 3 sends the visitor to /activity/end (spec 2.1 step 5). */
  checkSceneState: boolean
  status: RouteStatus
  /** Name of the route this one replaces itself with, keeping its params. */
  redirectTo?: string
}
