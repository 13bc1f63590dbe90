// Scene-state check (spec 2.1 step 5): an operator ends a campaign and its pages send visitors
// to /activity/end; a failing check lets navigation go on.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { admin, newPhone, screenshot, useServerAndBrowser } from '../support/harness'
import { openAndSettle } from '../support/pages'
import { routeByName } from '../support/routes'

const e2e = useServerAndBrowser()


test('an ended scene redirects its checked routes to /activity/end?sceneId=N', async () => {
  const route = routeByName('activity-25-423-index')
  assert.equal(route.checkSceneState, true)
  const ended = await admin(e2e.server, 'PUT', `/scenes/${route.sceneId}`, { status: 3 })
  assert.equal(ended.state, 1, ended.msg)

  const page = await (await newPhone(e2e.browser)).newPage()
  await openAndSettle(page, `${e2e.server.base}/activity/25/423/index`, 'activity-end')
  const url = new URL(page.url())
  assert.equal(url.pathname, '/activity/end')
  assert.equal(url.searchParams.get('sceneId'), String(route.sceneId))
  assert.equal(await page.title(), '活动已结束')
  await screenshot(page, 'activity-end')

  // Routes of the same scene without the check flag still open.
  await openAndSettle(page, `${e2e.server.base}/activity/liveshare?sceneId=${route.sceneId}`, 'activity-liveshare')

  // The operator reopens the campaign: the page opens again.
  const reopened = await admin(e2e.server, 'PUT', `/scenes/${route.sceneId}`, { status: 1 })
  assert.equal(reopened.state, 1, reopened.msg)
  await openAndSettle(page, `${e2e.server.base}/activity/25/423/index`, 'activity-25-423-index')
  await page.context().close()
})

test('a sceneId in the query overrides the route scene, and a failed check lets the page open', async () => {
  const ended = await admin(e2e.server, 'PUT', '/scenes/560', { status: 3 })
  assert.equal(ended.state, 1, ended.msg)
  const page = await (await newPhone(e2e.browser)).newPage()
  // 24nationalday (scene 552, checked) with the ended scene 560 given in the query → ended.
  await openAndSettle(page, `${e2e.server.base}/activity/24nationalday?sceneId=560`, 'activity-end')
  assert.equal(new URL(page.url()).searchParams.get('sceneId'), '560')
  // An unknown scene makes the check fail: navigation carries on.
  await openAndSettle(page, `${e2e.server.base}/activity/24nationalday?sceneId=99999`, 'activity-24nationalday')
  const reopened = await admin(e2e.server, 'PUT', '/scenes/560', { status: 1 })
  assert.equal(reopened.state, 1, reopened.msg)
  await page.context().close()
})
