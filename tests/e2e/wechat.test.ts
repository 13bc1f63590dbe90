// The WeChat browser, end to end: the OAuth redirect (WeChat's authorize page stood in for by the
// test, the API talking to a local fake that speaks WeChat's wire format), the ticket, binding
// the WeChat identity by SMS, silent login on the next visit, and the JS-SDK configuration.
import { after, test } from 'node:test'
import assert from 'node:assert/strict'
import type { BrowserContext } from 'playwright-core'
import { UA, lastSmsCode, newPhone, uniqueMobile, useServerAndBrowser } from '../support/harness'
import { loginThroughOverlay, openAndSettle, overlayVisible } from '../support/pages'

// The fake lives with the server's tests (ESM); it starts just before the API server that uses it.
type FakeModule = typeof import('../../server/test/fakes/wechat')
let fakes: FakeModule
let wechat: InstanceType<FakeModule['FakeWechat']>

const e2e = useServerAndBrowser(async () => {
  fakes = await import('../../server/test/fakes/wechat')
  wechat = await new fakes.FakeWechat().start()
  return {
    WECHAT_MP_APPID: fakes.MP.appId,
    WECHAT_MP_SECRET: fakes.MP.secret,
    WECHAT_API_BASE: wechat.base,
    WECHAT_OPEN_BASE: wechat.base,
  }
})
after(async () => {
  await wechat?.stop()
})

/**
 * A phone inside WeChat. The authorize page answers as WeChat does for a user who agrees: back
 * to redirect_uri with ?code=&state=. The JS-SDK script is replaced by a recorder of wx.config.
 */
async function wechatPhone(openid: string): Promise<BrowserContext> {
  const context = await newPhone(e2e.browser, UA.WECHAT)
  await context.route(`${wechat.base}/connect/oauth2/authorize**`, async (route) => {
    const url = new URL(route.request().url())
    const back = new URL(url.searchParams.get('redirect_uri')!)
    back.searchParams.set('code', wechat.oauthCode({ openid, nickname: '微信读者' }))
    back.searchParams.set('state', url.searchParams.get('state') ?? '')
    await route.fulfill({ status: 302, headers: { location: back.toString() } })
  })
  await context.route('https://res.wx.qq.com/**', (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `window.wx = { __configs: [], config(c) { this.__configs.push(c); setTimeout(() => this.__ready && this.__ready(), 0) },
        ready(f) { this.__ready = f }, error() {}, updateAppMessageShareData() {}, updateTimelineShareData() {} }`,
    }),
  )
  return context
}

test('WeChat: OAuth, bind by SMS with the ticket, then silent login on the next visit', async () => {
  const openid = `o_e2e_${Date.now()}`
  const first = await (await wechatPhone(openid)).newPage()
  await openAndSettle(first, `${e2e.server.base}/user/portrait`, 'user-portrait')
  // Back from WeChat with a code that the API turned into a ticket; the identity has no
  // account yet, so the visitor binds a mobile through the overlay.
  const mobile = uniqueMobile()
  await loginThroughOverlay(first, mobile, (m) => lastSmsCode(e2e.server, m))
  const address = new URL(first.url())
  assert.equal(address.searchParams.get('code'), null, 'login parameters are removed from the address')
  assert.equal(address.searchParams.get('state'), null)
  await first.context().close()

  // Another visit from the same WeChat user, with nothing stored: logged in silently.
  const second = await (await wechatPhone(openid)).newPage()
  await openAndSettle(second, `${e2e.server.base}/user/portrait`, 'user-portrait')
  assert.equal(await overlayVisible(second), false)
  await second.locator('[data-testid="profile-mobile"]').getByText(`${mobile.slice(0, 3)}****${mobile.slice(7)}`).waitFor()

  // Sharing is configured through the JS-SDK with the server's signature for this address.
  await second.waitForFunction(() => (window as unknown as { wx?: { __configs: unknown[] } }).wx?.__configs.length)
  const config = await second.evaluate(() => (window as unknown as { wx: { __configs: Record<string, unknown>[] } }).wx.__configs[0])
  assert.equal(config.appId, fakes.MP.appId)
  assert.match(String(config.signature), /^[0-9a-f]{40}$/)
  await second.context().close()
})

test('WeChat: public pages never send the visitor to the authorize page', async () => {
  const context = await wechatPhone(`o_public_${Date.now()}`)
  let authorizeCalls = 0
  context.on('request', (r) => {
    if (r.url().startsWith(`${wechat.base}/connect/oauth2/authorize`)) authorizeCalls += 1
  })
  const page = await context.newPage()
  await openAndSettle(page, `${e2e.server.base}/course/courseIndex`, 'course-courseIndex')
  assert.equal(authorizeCalls, 0)
  assert.equal(await overlayVisible(page), false)
  await context.close()
})
