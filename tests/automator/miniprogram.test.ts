// The mini-program suite: the built dist/weapp driven by miniprogram-automator, against the real
// API server and the local WeChat and WeChat Pay fakes. By default it runs on the test runtime
// (tests/miniprogram); with WECHAT_DEVTOOLS_CLI set, on the official WeChat DevTools.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type Element from 'miniprogram-automator/out/Element'
import type { InputElement } from 'miniprogram-automator/out/Element'
import { ROUTES } from '../../src/routes/table'
import { api, lastSmsCode, uniqueMobile } from '../support/harness'
import { SAMPLE_PARAMS, routeByName } from '../support/routes'
import { waitUntil } from '../support/wait'
import { startMiniProgram, type MiniProgramSession } from '../miniprogram/harness'
import { byTestId, element, openPage, settledPage, storedToken, waitForText } from './pages'

const VISITOR_GREETING = '你好，欢迎来到心栈'
const page = (name: string) => routeByName(name).page

describe('mini-program', () => {
  let s: MiniProgramSession
  before(async () => {
    s = await startMiniProgram()
  })
  after(async () => {
    await s?.close()
  })
  const currentToken = () => storedToken(s.mp)

  test('launch: the home page lists the VIP offers the server has', async () => {
    const offers = await api<{ id: number; name: string; priceFen: number }[]>(s.server, 'GET', '/vip/offers')
    assert.ok(offers.data.length > 0, 'the demo data has offers')
    const home = await settledPage(s.mp, 'home', page('home'))
    const cards = await waitUntil('the offer cards', () => home.$$('.offer-card'), (c) => c.length === offers.data.length)
    const names = await Promise.all(cards.map(async (c: Element) => (await c.$('.offer-card__name'))!.text()))
    assert.deepEqual(names, offers.data.map((o) => o.name))
    const price = await (await cards[0].$(byTestId('vip-offer-price')))!.text()
    assert.equal(price, (offers.data[0].priceFen / 100).toFixed(2).replace(/\.00$/, ''))
    assert.equal(await (await home.$('.member-status__name'))!.text(), VISITOR_GREETING)
  })

  test('a visitor on a login page: wx.login finds no bound account, the login overlay binds it by SMS', async () => {
    const portrait = await openPage(s.mp, 'user-portrait', page('user-portrait'))
    await element(portrait, '.login-overlay')
    const mobile = uniqueMobile()
    const [mobileInput, codeInput] = (await portrait.$$('.login-overlay__input')) as InputElement[]
    await mobileInput.input(mobile)
    await (await element(portrait, byTestId('login-get-code'))).tap()
    await waitForText(portrait, byTestId('login-get-code'), (t) => /\d+s后重新获取/.test(t))
    await codeInput.input(await lastSmsCode(s.server, mobile))
    await (await element(portrait, byTestId('login-submit'))).tap()
    const token = (await waitUntil('the token is stored', currentToken, Boolean))!
    await element(portrait, `${byTestId('page-user-portrait')}[data-login-overlay=closed]`)
    await element(portrait, '.profile-card')
    // The server knows this WeChat user by the mobile now: the next wx.login finds the account.
    const me = await api<{ mobile: string }>(s.server, 'GET', '/user/user/getUserInfo', undefined, { token })
    assert.equal(me.data.mobile, `${mobile.slice(0, 3)}****${mobile.slice(-4)}`, 'the server shows the bound mobile, masked')
  })

  test('silent login: a fresh install of the same WeChat user is logged in by wx.login alone', async () => {
    await s.mp.callWxMethod('clearStorageSync')
    await s.relaunch()
    const home = await settledPage(s.mp, 'home', page('home'))
    const name = await waitForText(home, '.member-status__name', (t) => t !== '' && t !== VISITOR_GREETING)
    assert.notEqual(name, VISITOR_GREETING)
    assert.ok(await currentToken(), 'wx.login gave a token')
    assert.equal(await home.$('.login-overlay'), null)
  })

  test('VIP purchase: wx.requestPayment pays the order, the server sees the WeChat Pay callback, the member is shown', async () => {
    const token = (await currentToken())!
    const offers = (await api<{ id: number; name: string; priceFen: number }[]>(s.server, 'GET', '/vip/offers')).data
    const home = await openPage(s.mp, 'home', page('home'))
    const [offer] = offers
    const cards = await waitUntil('the offer cards', () => home.$$('.offer-card'), (c) => c.length === offers.length)
    await (await cards[0].$(byTestId('vip-offer-buy')))!.tap()

    const openVip = await settledPage(s.mp, 'common-openVip', page('common-openVip'))
    await element(openVip, `${byTestId('open-vip-tier')}[data-offer-id=${offer.id}][data-selected=true]`)
    await (await element(openVip, byTestId('open-vip-agree'))).tap()
    await (await element(openVip, byTestId('open-vip-submit'))).tap()

    const orderPay = await settledPage(s.mp, 'common-orderPay', page('common-orderPay'))
    await element(orderPay, byTestId('order-confirm'))
    assert.equal(await (await element(orderPay, byTestId('order-item-name'))).text(), offer.name)
    const payable = await (await element(orderPay, byTestId('order-payable'))).text()
    const paymentsBefore = s.wechatPay.prepays.size
    await (await element(orderPay, byTestId('order-submit'))).tap()

    // The mini-program asked WeChat to pay a prepay the server made with this user's openid.
    await element(orderPay, `${byTestId('pay-result')}[data-state=paid]`, { timeout: 15_000 })
    assert.equal(s.wechatPay.prepays.size, paymentsBefore + 1)
    const prepay = [...s.wechatPay.prepays.values()].at(-1)!
    assert.equal(prepay.openid, s.openid)
    assert.equal((prepay.total / 100).toFixed(2).replace(/\.00$/, ''), payable)
    const paid = s.runtime?.calls.filter((c) => c.api === 'requestPayment') ?? []
    if (s.runtime) assert.equal(paid.length, 1)

    const info = await api<{ vip: { isVip: boolean; expireAt: number | null } }>(s.server, 'GET', '/user/user/getUserInfo', undefined, { token })
    assert.equal(info.data.vip.isVip, true)
    await (await element(orderPay, byTestId('pay-to-home'))).tap()
    const after = await settledPage(s.mp, 'home', page('home'))
    await element(after, `${byTestId('member-status')}[data-state=vip]`)
  })

  test('a cancelled payment leaves the order unpaid and says so', async () => {
    const token = (await currentToken())!
    s.payment = 'cancel'
    try {
      const offers = (await api<{ id: number }[]>(s.server, 'GET', '/vip/offers')).data
      const openVip = await openPage(s.mp, 'common-openVip', page('common-openVip'), `?offerId=${offers[0].id}`)
      await (await element(openVip, byTestId('open-vip-agree'))).tap()
      await (await element(openVip, byTestId('open-vip-submit'))).tap()
      const orderPay = await settledPage(s.mp, 'common-orderPay', page('common-orderPay'))
      await element(orderPay, byTestId('order-confirm'))
      await (await element(orderPay, byTestId('order-submit'))).tap()
      const result = await element(orderPay, `${byTestId('pay-result')}[data-state=unpaid]`, { timeout: 15_000 })
      assert.match(await result.text(), /已取消支付/)
      // The newest order waits for payment on the server: nothing was paid, nothing closed.
      const orders = await api<{ list: { orderNumber: string; status: string }[] }>(s.server, 'GET', '/order/list?pageSize=5', undefined, { token })
      const prepay = [...s.wechatPay.prepays.values()].at(-1)!
      assert.equal(orders.data.list[0].orderNumber, prepay.outTradeNo)
      assert.ok(['created', 'paying'].includes(orders.data.list[0].status), `status ${orders.data.list[0].status}`)
    } finally {
      s.payment = 'pay'
    }
  })

  test('sharing a page: onShareAppMessage answers a path that carries my invitation code', async () => {
    const token = (await currentToken())!
    const me = await api<{ invitationCode: string }>(s.server, 'GET', '/user/user/getUserInfo', undefined, { token })
    const course = await openPage(s.mp, 'course-courseIndex', page('course-courseIndex'))
    const share = (await course.callMethod('onShareAppMessage', { from: 'menu' })) as { title: string; path: string }
    assert.ok(share.title, 'a share title')
    assert.match(share.path, new RegExp(`^/${page('course-courseIndex')}\\?(.*&)?inviteCode=${me.data.invitationCode}(&|$)`))
  })

  test('every route of the route table opens its page without an uncaught error, with its title', async () => {
    const failures: string[] = []
    for (const route of ROUTES) {
      const query = Object.entries(SAMPLE_PARAMS)
        .filter(([name]) => route.paths.some((p) => p.includes(`:${name}`)))
        .map(([name, value]) => `${name}=${value}`)
        .join('&')
      const before = s.runtime ? s.runtime.exceptions.length : 0
      const callsBefore = s.runtime ? s.runtime.calls.length : 0
      try {
        const target = route.redirectTo ? routeByName(route.redirectTo) : route
        await openPage(s.mp, target.name, route.page, query ? `?${query}` : '').catch(async (e) => {
          // A route that redirects (or ends at /activity/end) lands on another page.
          if (!route.redirectTo) throw e
          await settledPage(s.mp, target.name, target.page)
        })
        if (s.runtime) {
          const errors = s.runtime.exceptions.slice(before)
          if (errors.length) failures.push(`${route.name}: ${errors.map((e) => e.message).join('; ')}`)
          const titles = s.runtime.calls.slice(callsBefore).filter((c) => c.api === 'setNavigationBarTitle').map((c) => (c.args[0] as { title: string }).title)
          if (!route.redirectTo && !titles.includes(route.title)) failures.push(`${route.name}: title ${JSON.stringify(titles)} instead of ${route.title}`)
        }
      } catch (error) {
        failures.push(`${route.name}: ${(error as Error).message.split('\n')[0]}`)
      }
    }
    assert.deepEqual(failures, [], `${failures.length} of ${ROUTES.length} routes failed`)
  })
})
