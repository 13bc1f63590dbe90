// The mini-program build (dist/weapp) holds every page of the route table, in the package the
// table says, within WeChat's size limits (2 MB main and per subpackage, 20 MB in all).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from '../support/harness'
import { readAppJson, weappPackageSizes } from '../support/weapp'
import { ROUTES } from '../support/routes'

const DIST = path.join(ROOT, 'dist/weapp')
const MB = 1024 * 1024
const built = existsSync(path.join(DIST, 'app.json'))
const skip = built ? false : 'dist/weapp is missing: run `npm run build:weapp`'

test('app.json lists every page of the route table in its package, and each page was emitted', { skip }, () => {
  const app = readAppJson(DIST)
  const listed = new Set([
    ...app.pages,
    ...(app.subPackages ?? []).flatMap((s) => s.pages.map((p) => `${s.root.replace(/\/$/, '')}/${p}`)),
  ])
  const missing = ROUTES.filter((r) => !listed.has(r.page)).map((r) => r.page)
  assert.deepEqual(missing, [], 'pages missing from app.json')
  for (const route of ROUTES) {
    const inMain = app.pages.includes(route.page)
    assert.equal(inMain, route.subPackage === null, `${route.page} is in the wrong package`)
    for (const ext of ['.js', '.json']) {
      assert.ok(existsSync(path.join(DIST, route.page + ext)), `${route.page}${ext} was not emitted`)
    }
  }
  assert.equal(app.pages[0], 'pages/index/index', 'the VIP home opens first')
})

test('packages stay within WeChat limits', { skip }, () => {
  const sizes = weappPackageSizes(DIST)
  assert.ok(sizes.main < 2 * MB, `main package ${sizes.main} B ≥ 2 MB`)
  for (const s of sizes.subPackages) assert.ok(s.bytes < 2 * MB, `${s.root} ${s.bytes} B ≥ 2 MB`)
  assert.ok(sizes.total < 20 * MB, `total ${sizes.total} B ≥ 20 MB`)
})
