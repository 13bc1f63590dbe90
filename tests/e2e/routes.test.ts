// Every route of the table opens from its legacy link with its title and params; visitors see
// the login overlay on login-required routes only; hash links, 404 and redirects.
import { before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import { newPhone, screenshot, useServerAndBrowser, watchErrors } from '../support/harness'
import { ROUTES, routeByName, sampleUrl } from '../support/routes'
import { openAndSettle, overlayVisible, routeParams } from '../support/pages'

const e2e = useServerAndBrowser()


describe('every route of the table, opened by a visitor from its legacy link', () => {
  test('opens its page with its title, params and login behaviour', async () => {
    const context = await newPhone(e2e.browser)
    const page = await context.newPage()
    const errors = watchErrors(page)
    const failures: string[] = []
    for (const route of ROUTES.filter((r) => !r.redirectTo)) {
      const { url, params } = sampleUrl(route)
      try {
        await openAndSettle(page, e2e.server.base + url, route.name)
        const title = await page.title()
        if (title !== route.title) failures.push(`${url}: title ${title} ≠ ${route.title}`)
        const got = await routeParams(page, route.name)
        for (const [k, v] of Object.entries(params)) {
          if (got[k] !== v) failures.push(`${url}: param ${k}=${got[k]} ≠ ${v}`)
        }
        const overlay = await overlayVisible(page)
        if (overlay !== route.isLogin) failures.push(`${url}: login overlay ${overlay ? 'shown' : 'hidden'} but isLogin=${route.isLogin}`)
      } catch (e) {
        failures.push(`${url}: ${(e as Error).message.split('\n')[0]}`)
      }
    }
    await context.close()
    assert.deepEqual(failures, [])
    assert.deepEqual(errors, [])
  })
})

describe('legacy links', () => {
  let page: Page
  before(async () => {
    page = await (await newPhone(e2e.browser)).newPage()
  })

  test('/course/courseDetail/42/INV9 gives subjectId=42, inviteCode=INV9', async () => {
    await openAndSettle(page, `${e2e.server.base}/course/courseDetail/42/INV9`, 'course-courseDetail')
    assert.deepEqual(await routeParams(page, 'course-courseDetail'), { subjectId: '42', inviteCode: 'INV9' })
    assert.equal(await page.title(), routeByName('course-courseDetail').title)
  })

  test('/423/c7 gives channel=c7 and /event/abc gives code=abc', async () => {
    await openAndSettle(page, `${e2e.server.base}/423/c7`, '423')
    assert.equal((await routeParams(page, '423')).channel, 'c7')
    await openAndSettle(page, `${e2e.server.base}/event/abc`, 'event')
    assert.equal((await routeParams(page, 'event')).code, 'abc')
  })

  test('a hash link #/… opens the same page in history mode', async () => {
    await openAndSettle(page, `${e2e.server.base}/#/course/courseDetail/42/INV9?from=poster`, 'course-courseDetail')
    const params = await routeParams(page, 'course-courseDetail')
    assert.equal(params.subjectId, '42')
    assert.equal(params.inviteCode, 'INV9')
    const address = new URL(page.url())
    assert.deepEqual([address.pathname, address.search, address.hash], ['/course/courseDetail/42/INV9', '?from=poster', ''])
  })

  test('/teamreading/teamReadActivities redirects to rankingList', async () => {
    await openAndSettle(page, `${e2e.server.base}/teamreading/teamReadActivities/INV9`, 'teamreading-rankingList')
    assert.equal(new URL(page.url()).pathname, '/teamreading/rankingList')
    assert.equal((await routeParams(page, 'teamreading-rankingList')).inviteCode, 'INV9')
    assert.equal(await page.title(), routeByName('teamreading-rankingList').title)
  })

  test('an unknown path and a parent without a page show the 404 page', async () => {
    for (const path of ['/no/such/page', '/share', '/course']) {
      await openAndSettle(page, e2e.server.base + path, 'notFound')
      assert.equal(await page.title(), '页面不存在', path)
      await page.locator('[data-testid="not-found"]').getByText('页面不存在').waitFor()
    }
    await screenshot(page, '404')
  })
})
