// Concrete addresses for the route table's legacy patterns, so a test can open every route.
import { ROUTES } from '../../src/routes/table'
import type { RouteDef } from '../../src/routes/types'

/** A sample value for each route parameter of spec 3.7. */
export const SAMPLE_PARAMS: Record<string, string> = {
  subjectId: '42', inviteCode: 'INV9', channel: 'c7', code: 'abc', id: '7', sourceName: 'wx',
  sceneId: '536', teamId: '3', categoryId: '5', symbol: 's1', type: '1', param: 'p2', title: 't3',
  robotId: 'r1', rest: 'a/b',
}

/** The route's richest pattern filled with sample values, and the params it should yield. */
export function sampleUrl(route: RouteDef): { url: string; params: Record<string, string> } {
  const pattern = route.paths[route.paths.length - 1]
  const params: Record<string, string> = {}
  const url = pattern.replace(/:([A-Za-z_]\w*)[?*]?/g, (_m, name: string) => {
    const value = SAMPLE_PARAMS[name]
    if (value === undefined) throw new Error(`no sample value for param ${name} of ${pattern}`)
    params[name] = value
    return value
  })
  return { url, params }
}

export const routeByName = (name: string): RouteDef => {
  const route = ROUTES.find((r) => r.name === name)
  if (!route) throw new Error(`no route named ${name}`)
  return route
}

export { ROUTES }
