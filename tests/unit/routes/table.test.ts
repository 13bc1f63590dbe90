// The route table is the one source of every route fact: its invariants, and the pure helpers
// that the build config, the app config and the page guard all rely on.
import { ROUTES } from '@/routes/table'
import { customRoutes, mainPages, subPackages } from '@/routes/build'
import { findRouteByName, findRouteByPagePath, matchLegacyPath, matchPattern, resolveRoutePath, routeUrl, toQueryString } from '@/routes/match'

describe('the route table', () => {
  it('has unique names, pages and literal base paths', () => {
    const unique = (values: string[]) => new Set(values).size === values.length
    expect(unique(ROUTES.map((r) => r.name))).toBe(true)
    expect(unique(ROUTES.map((r) => r.page))).toBe(true)
    expect(unique(ROUTES.map((r) => r.paths[0].toLowerCase()))).toBe(true)
  })

  it('starts every alias list with a literal path (navigateTo writes the first alias)', () => {
    for (const r of ROUTES) expect(r.paths[0]).not.toMatch(/:/)
  })

  it('keeps the scene ids of spec section 9', () => {
    const scene = (name: string) => findRouteByName(name)?.sceneId
    expect(scene('423')).toBe(536)
    expect(scene('event')).toBe(556)
    expect(scene('share-coursedetail')).toBe(304)
    expect(scene('traincamp-signup')).toBe(232)
    expect(scene('common-openVip')).toBe(518)
    expect(scene('coupons-beginnerGuide')).toBe(532)
    expect(scene('user-portrait')).toBe(305)
    expect(scene('im-customerService')).toBe(540)
    expect(scene('yearBill-24-index')).toBe(559)
  })

  it('flags login, keep-alive and scene checks as the spec does', () => {
    const r = (name: string) => findRouteByName(name)!
    expect(r('credits-details')).toMatchObject({ isLogin: true, keepAlive: true })
    expect(r('credits-rule').isLogin).toBe(false)
    expect(r('activity-25-423-index')).toMatchObject({ checkSceneState: true, sceneId: 563, isLogin: false })
    expect(r('activity-24nationalday')).toMatchObject({ checkSceneState: true, sceneId: 552 })
    expect(r('learnGrowPlan-learnShare').isLogin).toBe(false)
    expect(r('learnGrowPlan-learnStatistics').isLogin).toBe(true)
    expect(r('upgc-topicDetail')).toMatchObject({ isLogin: false, keepAlive: true })
    expect(r('teamreading-teamReadActivities').redirectTo).toBe('teamreading-rankingList')
    expect(r('notFound').title).toBe('页面不存在')
  })
})

describe('legacy path matching', () => {
  it.each([
    ['/course/courseDetail/42/INV9', 'course-courseDetail', { subjectId: '42', inviteCode: 'INV9' }],
    ['/course/courseDetail/42', 'course-courseDetail', { subjectId: '42' }],
    ['/course/courseDetail', 'course-courseDetail', {}],
    ['/423/c7', '423', { channel: 'c7' }],
    ['/423', '423', {}],
    ['/event/abc', 'event', { code: 'abc' }],
    ['/activity/2023423/a/b/c', 'activity-2023423', { rest: 'a/b/c' }],
    ['/common/download/1/p2/%E6%A0%87%E9%A2%98', 'common-download', { type: '1', param: 'p2', title: '标题' }],
    ['/user/portrait/', 'user-portrait', {}],
    ['/', 'home', {}],
  ])('%s → %s %j', (path, name, params) => {
    const match = matchLegacyPath(path)
    expect(match?.route.name).toBe(name)
    expect(match?.params).toEqual(params)
  })

  it('ignores query and hash, and finds nothing for unknown paths and parents without a page', () => {
    expect(matchLegacyPath('/423/c7?x=1#y')?.params).toEqual({ channel: 'c7' })
    expect(matchLegacyPath('/no/such/page')).toBeNull()
    expect(matchLegacyPath('/share')).toBeNull()
    expect(matchLegacyPath('/course')).toBeNull()
  })

  it('does not match a required param that is missing', () => {
    expect(matchPattern('/event/:code', '/event')).toBeNull()
  })
})

describe('derived configuration', () => {
  it('puts the home page first in the main package and every other page in its subpackage', () => {
    const main = mainPages()
    expect(main[0]).toBe('pages/index/index')
    const inSubs = subPackages().flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))
    expect(new Set([...main, ...inSubs])).toEqual(new Set(ROUTES.map((r) => r.page)))
    expect(main.length + inSubs.length).toBe(ROUTES.length)
  })

  it('gives the H5 router the literal path first and the legacy pattern after it', () => {
    expect(customRoutes()['/packages/course/courseDetail/index']).toEqual(['/course/courseDetail', '/course/courseDetail/:subjectId/:inviteCode?'])
    expect(customRoutes()['/pages/404/index']).toEqual(['/404'])
  })

  it('resolves page paths and builds URLs by route name', () => {
    expect(findRouteByPagePath('/packages/user/portrait/index?x=1')?.name).toBe('user-portrait')
    expect(resolveRoutePath('/user/portrait')?.route.name).toBe('user-portrait')
    expect(routeUrl('activity-end', { sceneId: 563 })).toBe('/pages/activityEnd/index?sceneId=563')
    expect(() => routeUrl('nope')).toThrow('Unknown route: nope')
    expect(toQueryString({ a: 1, b: '', c: undefined, d: 'x y' })).toBe('?a=1&d=x%20y')
  })
})
