// The commerce issue in Chromium, as a person would do it: the new-user gift, buying a VIP tier
// with a coupon through the sandbox cashier, the address book, credits sign-in and exchange; and
// the WeChat browser and native app pay paths with stand-in bridges that must receive the
// server's signInfo unchanged.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { Page, Response } from 'playwright-core'
import { admin, api, lastSmsCode, newPhone, screenshot, uniqueMobile, useServerAndBrowser, watchErrors, UA } from '../support/harness'
import { expectToast, field, loginThroughOverlay, openAndSettle } from '../support/pages'
import { apiLogin, asUser, startLoggedIn, type ApiUser } from '../support/session'
import { waitForStill } from '../support/wait'

const e2e = useServerAndBrowser()
const readCode = (mobile: string) => lastSmsCode(e2e.server, mobile)

interface Offer {
  id: number
  name: string
  priceFen: number
}
let offerCache: Offer[] | null = null
/** The seeded VIP offers (/vip/offers), read once the shared server runs. */
async function vipOffers(): Promise<Offer[]> {
  offerCache ??= (await api<Offer[]>(e2e.server, 'GET', '/vip/offers')).data
  return offerCache
}

const testid = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`)

/** The token the page keeps (src/core/storage.ts format inside Taro's `{ data }` wrapper). */
async function pageToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => window.localStorage.getItem('xz:token'))
  const token = (JSON.parse(raw || 'null') as { data?: { v?: { value?: string } } } | null)?.data?.v?.value
  assert.ok(token, 'the page keeps a token after login')
  return token
}

/** An epoch (seconds or milliseconds) as the page writes dates: YYYY-MM-DD in the browser's zone. */
const pageDate = (page: Page, epoch: number) =>
  page.evaluate((epoch) => {
    const d = new Date(epoch < 1e12 ? epoch * 1000 : epoch)
    return [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n) => String(n).padStart(2, '0')).join('-')
  }, epoch)

/** A phone already logged in as a fresh user (API login, token in storage). */
async function phoneFor(userAgent = UA.H5): Promise<{ page: Page; user: ApiUser; errors: string[] }> {
  const user = await apiLogin(e2e.server, uniqueMobile())
  const context = await newPhone(e2e.browser, userAgent)
  await startLoggedIn(context, user.token)
  // The JS-SDK script is on WeChat's servers: fail it at once instead of waiting for a timeout.
  await context.route('https://res.wx.qq.com/**', (route) => route.abort())
  const page = await context.newPage()
  return { page, user, errors: watchErrors(page) }
}

test('a new user claims the gift, buys a tier with a coupon at the sandbox cashier, and sees VIP, the used coupon and the order', async () => {
  const context = await newPhone(e2e.browser)
  const page = await context.newPage()
  const errors = watchErrors(page)
  await openAndSettle(page, `${e2e.server.base}/`, 'home')
  await testid(page, 'member-login').click()
  const mobile = uniqueMobile()
  await loginThroughOverlay(page, mobile, readCode)

  // The unclaimed new-user gift shows on the pay home.
  await testid(page, 'home-beginner-gift').waitFor()
  await screenshot(page, 'commerce-home-gift')
  await testid(page, 'home-beginner-gift').click()
  await page.waitForSelector('[data-testid="page-coupons-beginnerGuide"][data-guard="done"]')
  await testid(page, 'beginner-coupon').first().waitFor()
  assert.equal(await testid(page, 'beginner-coupon').count(), 2)
  await testid(page, 'beginner-claim').click()
  await expectToast(page, '领取成功，已放入券包')
  assert.equal(await testid(page, 'beginner-coupon').count(), 2)
  await page.locator('[data-testid="beginner-guide"][data-claimed="true"]').waitFor()
  await screenshot(page, 'commerce-beginner-claimed')

  // Back home the banner is gone; pick the quarterly card.
  await page.goBack()
  await page.waitForSelector('[data-testid="page-home"][data-guard="done"]')
  await testid(page, 'home-beginner-gift').waitFor({ state: 'detached' })
  const quarterly = (await vipOffers()).find((o) => o.priceFen === 6800) ?? (await vipOffers())[1]
  await page.locator(`[data-testid="vip-offer"][data-offer-id="${quarterly.id}"] [data-testid="vip-offer-buy"]`).click()

  // openVip: the chosen tier, the agreement first.
  await page.waitForSelector('[data-testid="page-common-openVip"][data-guard="done"]')
  await page.locator(`[data-testid="open-vip-tier"][data-offer-id="${quarterly.id}"][data-selected="true"]`).waitFor()
  assert.equal(await testid(page, 'open-vip-total').textContent(), '68')
  await screenshot(page, 'commerce-open-vip')
  await testid(page, 'open-vip-submit').click()
  await expectToast(page, '请先阅读并同意《心栈会员服务协议》')
  await testid(page, 'open-vip-agree-link').click()
  await page.waitForSelector('[data-testid="page-common-memberShip"][data-guard="done"]')
  await testid(page, 'membership-agreement').getByText('心栈会员服务协议').first().waitFor()
  await page.goBack()
  await testid(page, 'open-vip-agree').click()
  await testid(page, 'open-vip-submit').click()

  // orderPay: the server picks the best coupon (8.5折 takes 10.20 off 68).
  await page.waitForSelector('[data-testid="page-common-orderPay"][data-guard="done"]')
  await testid(page, 'order-confirm').waitFor()
  assert.equal(await testid(page, 'order-item-name').textContent(), quarterly.name)
  assert.equal(await testid(page, 'order-price-original').textContent(), '¥68.00')
  assert.equal(await testid(page, 'order-price-coupon').textContent(), '-¥10.20')
  assert.equal(await testid(page, 'order-payable').textContent(), '57')
  await screenshot(page, 'commerce-order-confirm')

  // Choose the other coupon (满20减10) instead.
  await testid(page, 'order-coupon').click()
  await page.waitForSelector('[data-testid="page-coupons-chooseCoupons"][data-guard="done"]')
  await testid(page, 'choose-coupon').nth(1).waitFor()
  await screenshot(page, 'commerce-choose-coupons')
  await testid(page, 'choose-coupon').filter({ hasText: '满20减10' }).click()
  await page.waitForSelector('[data-testid="page-common-orderPay"]')
  await page.waitForFunction(() => document.querySelector('[data-testid="order-price-coupon"]')?.textContent === '-¥10.00')
  assert.equal(await testid(page, 'order-payable').textContent(), '58')

  // Pay through the sandbox cashier.
  await testid(page, 'order-submit').click()
  await testid(page, 'sandbox-cashier').waitFor()
  assert.equal(await testid(page, 'sandbox-cashier-amount').textContent(), '¥58.00')
  await waitForStill(page, 'the cashier sheet')
  await screenshot(page, 'commerce-sandbox-cashier')
  await testid(page, 'sandbox-pay-confirm').click()
  await page.locator('[data-testid="pay-result"][data-state="paid"]').waitFor({ timeout: 15_000 })
  // The membership's end, as the server has it, is the date every page shows.
  const info = await api<{ vip: { isVip: boolean; expireAt: number | null } }>(e2e.server, 'GET', '/user/user/getUserInfo', undefined, { token: await pageToken(page) })
  assert.equal(info.data.vip.isVip, true)
  assert.ok(info.data.vip.expireAt, 'a bought tier has an end')
  const until = await pageDate(page, info.data.vip.expireAt)
  assert.equal(await testid(page, 'pay-result-vip-expiry').textContent(), `有效期至 ${until}`)
  await waitForStill(page, 'the paid page')
  await screenshot(page, 'commerce-paid')

  // Home: VIP with its expiry.
  await testid(page, 'pay-to-home').click()
  await page.locator('[data-testid="member-status"][data-state="vip"]').waitFor()
  assert.equal(await testid(page, 'member-expiry').textContent(), `会员有效期至 ${until}`)
  await screenshot(page, 'commerce-home-vip')

  // The coupon is used; the order is paid; the portrait shows the membership.
  await openAndSettle(page, `${e2e.server.base}/coupons/couponsPackage`, 'coupons-couponsPackage')
  await testid(page, 'coupons-tab-used').click()
  await page.locator('[data-testid="coupon-card"][data-state="used"]').filter({ hasText: '满20减10' }).waitFor()
  await screenshot(page, 'commerce-coupons-used')
  await openAndSettle(page, `${e2e.server.base}/user/orders`, 'user-orders')
  const card = page.locator('[data-testid="order-card"][data-status="paid"]').first()
  await card.waitFor()
  assert.equal(await card.locator('[data-testid="order-card-name"]').textContent(), quarterly.name)
  assert.equal(await card.locator('[data-testid="order-card-payable"]').textContent(), '¥58.00')
  await screenshot(page, 'commerce-orders')
  await openAndSettle(page, `${e2e.server.base}/user/portrait`, 'user-portrait')
  await page.locator('[data-testid="portrait-vip-expiry"]').getByText(`有效期至 ${until}`, { exact: true }).waitFor()
  assert.equal(await testid(page, 'menu-beginner-unclaimed').count(), 0)
  assert.deepEqual(errors, [])
  await context.close()
})

test('address book: validation on blur, add with the region picker, set default, edit, delete', async () => {
  const { page, errors } = await phoneFor()
  await openAndSettle(page, `${e2e.server.base}/common/shippingAddress`, 'common-shippingAddress')
  await testid(page, 'state-empty').waitFor()
  await testid(page, 'address-add').click()
  await page.waitForSelector('[data-testid="page-common-shippingaddress-add"][data-guard="done"]')

  // Blur checks with the server's wording; saving empty shows every message.
  await field(page, 'address-mobile').fill('12345')
  await field(page, 'address-name').click()
  await testid(page, 'address-mobile-error').getByText('请输入正确的手机号或固定电话').waitFor()
  await field(page, 'address-mobile').fill('')
  await testid(page, 'address-save').click()
  await testid(page, 'address-name-error').getByText('请填写收货人姓名').waitFor()
  await testid(page, 'address-mobile-error').getByText('请填写联系电话').waitFor()
  await testid(page, 'address-region-error').getByText('请选择所在地区').waitFor()
  await testid(page, 'address-detail-error').getByText('请填写详细地址').waitFor()
  await screenshot(page, 'address-errors')

  let pickerShot = false
  const addAddress = async (name: string, mobile: string, region: string[], detail: string) => {
    await field(page, 'address-name').fill(name)
    await field(page, 'address-mobile').fill(mobile)
    await testid(page, 'address-region').click()
    await testid(page, 'region-picker').waitFor()
    await testid(page, 'region-option').first().waitFor()
    if (!pickerShot) {
      await waitForStill(page, 'the region picker')
      await screenshot(page, 'address-region-picker')
      pickerShot = true
    }
    for (const r of region) await page.locator(`[data-testid="region-option"]`).getByText(r, { exact: true }).first().click()
    await testid(page, 'region-picker').waitFor({ state: 'hidden' })
    assert.equal(await testid(page, 'address-region-text').textContent(), region.join(' '))
    await field(page, 'address-detail').fill(detail)
    await testid(page, 'address-save').click()
    await expectToast(page, '保存成功')
    await page.waitForSelector('[data-testid="page-common-shippingAddress"]')
  }

  await addAddress('林小栈', '13800138000', ['广东省', '深圳市', '南山区'], '科技园南区 8 栋 1201')
  await page.locator('[data-testid="address-card"][data-default="true"]').getByText('广东省深圳市南山区科技园南区 8 栋 1201').waitFor()

  await testid(page, 'address-add').click()
  await page.waitForSelector('[data-testid="page-common-shippingaddress-add"][data-guard="done"]')
  await addAddress('王读书', '010-62345678', ['北京市', '北京市', '朝阳区'], '望京街道 1 号')
  await page.locator('[data-testid="address-card"]').nth(1).waitFor()
  await screenshot(page, 'address-list')

  // Make the Beijing one the default.
  const beijing = page.locator('[data-testid="address-card"]').filter({ hasText: '王读书' })
  await beijing.locator('[data-testid="address-set-default"]').click()
  await expectToast(page, '已设为默认地址')
  await page.locator('[data-testid="address-card"][data-default="true"]').filter({ hasText: '王读书' }).waitFor()
  assert.equal(await page.locator('[data-testid="address-card"][data-default="true"]').count(), 1)

  // Edit the Shenzhen one.
  await page.locator('[data-testid="address-card"]').filter({ hasText: '林小栈' }).locator('[data-testid="address-edit"]').click()
  await page.waitForSelector('[data-testid="page-common-shippingaddress-edit"][data-guard="done"]')
  await testid(page, 'address-form').waitFor()
  assert.equal(await field(page, 'address-name').inputValue(), '林小栈')
  await field(page, 'address-detail').fill('科技园南区 9 栋 808')
  await testid(page, 'address-save').click()
  await expectToast(page, '保存成功')
  await page.locator('[data-testid="address-card"]').filter({ hasText: '科技园南区 9 栋 808' }).waitFor()

  // Delete the default one: after the question, the other becomes the default.
  await beijing.locator('[data-testid="address-remove"]').click()
  await testid(page, 'confirm-dialog').waitFor()
  await waitForStill(page, 'the confirm dialog')
  await screenshot(page, 'address-delete-confirm')
  await testid(page, 'confirm-ok').click()
  await expectToast(page, '已删除')
  await beijing.waitFor({ state: 'detached' })
  await page.locator('[data-testid="address-card"][data-default="true"]').filter({ hasText: '林小栈' }).waitFor()
  assert.equal(await testid(page, 'address-card').count(), 1)
  assert.deepEqual(errors, [])
  await page.context().close()
})

test('credits: daily sign-in once, then exchange a coupon and shipped goods', async () => {
  const { page, user, errors } = await phoneFor()
  const adjust = await admin(e2e.server, 'POST', '/credits/adjust', { userId: user.userId, delta: 1000, note: 'e2e' })
  assert.equal(adjust.state, 1, adjust.msg)
  const address = await asUser<{ id: number }>(e2e.server, user, 'POST', '/address/add', {
    name: '积分用户', mobile: '13900001111', provinceCode: '310000', provinceName: '上海市', cityCode: '310100', cityName: '上海市',
    districtCode: '310104', districtName: '徐汇区', detail: '漕溪北路 1 号',
  })
  assert.equal(address.state, 1, address.msg)

  await openAndSettle(page, `${e2e.server.base}/credits/details`, 'credits-details')
  await page.waitForFunction(() => document.querySelector('[data-testid="credits-balance"]')?.textContent === '1000')
  await testid(page, 'credits-signin').click()
  await expectToast(page, '签到成功，积分+5')
  await page.locator('[data-testid="credits-signin"][data-signed="true"]').waitFor()
  assert.equal(await testid(page, 'credits-balance').textContent(), '1005')
  await page.locator('[data-testid="ledger-item"][data-reason="daily_signin"]').waitFor()
  await screenshot(page, 'credits-details')
  // The server refuses a second sign-in the same day.
  const again = await asUser(e2e.server, user, 'POST', '/credits/signin', {})
  assert.equal(again.state, 4503)

  await testid(page, 'credits-entry-exchange').click()
  await page.waitForSelector('[data-testid="page-credits-exchange"][data-guard="done"]')
  await testid(page, 'exchange-good').first().waitFor()
  await screenshot(page, 'credits-exchange')
  await page.locator('[data-testid="exchange-good"]').filter({ hasText: '5元无门槛券' }).locator('[data-testid="exchange-open"]').click()
  await testid(page, 'exchange-sheet').waitFor()
  assert.equal(await testid(page, 'exchange-cost').textContent(), '300')
  await testid(page, 'exchange-confirm').click()
  await expectToast(page, '兑换成功，已放入券包')
  // The details page stays alive below: read the exchange page's balance.
  const balanceText = () => page.locator('[data-testid="page-credits-exchange"] [data-testid="credits-balance"]').textContent()
  await page.waitForFunction(() => document.querySelector('[data-testid="page-credits-exchange"] [data-testid="credits-balance"]')?.textContent === '705')

  // Goods ship to the default address.
  await page.locator('[data-testid="exchange-good"]').filter({ hasText: '书签' }).locator('[data-testid="exchange-open"]').click()
  await testid(page, 'exchange-address').getByText('漕溪北路 1 号', { exact: false }).waitFor()
  await waitForStill(page, 'the exchange sheet')
  await screenshot(page, 'credits-exchange-sheet')
  await testid(page, 'exchange-confirm').click()
  await expectToast(page, '兑换成功，将尽快寄出')
  await page.waitForFunction(() => document.querySelector('[data-testid="page-credits-exchange"] [data-testid="credits-balance"]')?.textContent === '105')
  assert.equal(await balanceText(), '105')

  await openAndSettle(page, `${e2e.server.base}/credits/exchangeRecord`, 'credits-exchangeRecord')
  await testid(page, 'exchange-record-item').nth(1).waitFor()
  assert.equal(await testid(page, 'exchange-record-item').count(), 2)
  await openAndSettle(page, `${e2e.server.base}/credits/record`, 'credits-record')
  await testid(page, 'ledger-item').nth(3).waitFor()
  const deltas = await testid(page, 'ledger-delta').allTextContents()
  assert.deepEqual(deltas, ['-600', '-300', '+5', '+1000'])
  const balance = await asUser<{ balance: number }>(e2e.server, user, 'GET', '/credits/balance')
  assert.equal(balance.data.balance, 105)
  await openAndSettle(page, `${e2e.server.base}/credits/rule`, 'credits-rule')
  await testid(page, 'credits-rule-item').first().waitFor()
  assert.deepEqual(errors, [])
  await page.context().close()
})

test('cancelling at the cashier keeps the order payable; cancelling the order closes it and returns the coupon', async () => {
  const { page, user, errors } = await phoneFor()
  const claim = await asUser<{ coupons: Array<{ id: number }> }>(e2e.server, user, 'POST', '/coupons/beginner/claim', {})
  assert.equal(claim.data.coupons.length, 2)
  const monthly = (await vipOffers())[0]
  await openAndSettle(page, `${e2e.server.base}/common/orderPay?productId=${monthly.id}&productType=vip&agreed=1`, 'common-orderPay')
  await testid(page, 'order-confirm').waitFor()
  assert.notEqual(await testid(page, 'order-coupon').getAttribute('data-coupon-id'), '0')

  await testid(page, 'order-submit').click()
  await testid(page, 'sandbox-cashier').waitFor()
  await testid(page, 'sandbox-pay-cancel').click()
  await page.locator('[data-testid="pay-result"][data-state="unpaid"]').waitFor()
  await page.getByText(/请在 \d{2}:\d{2} 内完成支付/).waitFor()
  await waitForStill(page, 'the unpaid page')
  await screenshot(page, 'commerce-unpaid')
  const locked = await asUser<{ locked: number }>(e2e.server, user, 'GET', '/coupons/counts')
  assert.equal(locked.data.locked, 1)

  // My orders, 待支付 (created and paying): the unpaid order, and nothing under 已支付.
  const orders = await page.context().newPage()
  await openAndSettle(orders, `${e2e.server.base}/user/orders`, 'user-orders')
  await testid(orders, 'orders-tab-pending').click()
  await orders.locator('[data-testid="orders-tab-pending"][data-active="true"]').waitFor()
  await orders.locator('[data-testid="order-card"][data-status="paying"]').waitFor()
  assert.equal(await testid(orders, 'order-card').count(), 1)
  await screenshot(orders, 'commerce-orders-pending')
  await testid(orders, 'orders-tab-paid').click()
  await testid(orders, 'state-empty').getByText('没有这类订单').waitFor()
  assert.equal(await testid(orders, 'order-card').count(), 0)
  await orders.close()

  // Paying again reaches the cashier for the same order; this time the person cancels the order.
  await testid(page, 'pay-again').click()
  await testid(page, 'sandbox-cashier').waitFor()
  await testid(page, 'sandbox-pay-cancel').click()
  await page.locator('[data-testid="pay-result"][data-state="unpaid"]').waitFor()
  await testid(page, 'pay-cancel-order').click()
  await testid(page, 'confirm-ok').click()
  await page.locator('[data-testid="pay-result"][data-state="closed"]').waitFor()
  await expectToast(page, '订单已取消')
  const counts = await asUser<{ usable: number; locked: number }>(e2e.server, user, 'GET', '/coupons/counts')
  assert.deepEqual([counts.data.usable, counts.data.locked], [2, 0])

  // My orders shows it closed.
  await openAndSettle(page, `${e2e.server.base}/user/orders`, 'user-orders')
  await page.locator('[data-testid="order-card"][data-status="closed"]').waitFor()
  assert.deepEqual(errors, [])
  await page.context().close()
})

test('the VIP poster carries the user\'s invitation code and can be saved', async () => {
  const { page, user, errors } = await phoneFor()
  await openAndSettle(page, `${e2e.server.base}/common/poster`, 'common-poster')
  const image = testid(page, 'poster-image')
  await image.waitFor()
  assert.equal(await image.getAttribute('data-invite-code'), user.invitationCode)
  const src = await image.locator('xpath=self::img | .//img').first().getAttribute('src')
  assert.match(src || '', /^data:image\/png;base64,/)
  await screenshot(page, 'commerce-poster')
  const download = page.waitForEvent('download')
  await testid(page, 'poster-save').click()
  assert.match((await download).suggestedFilename(), /\.png$/)
  await expectToast(page, '海报已保存')
  assert.deepEqual(errors, [])
  await page.context().close()
})

/** pay/addorder's answer (wait for it before the click): the signInfo the server sent. */
async function addOrderAnswer(response: Promise<Response>): Promise<{ orderNumber: string; signInfo: Record<string, unknown> }> {
  const body = (await (await response).json()) as { state: number; msg: string; data: { orderNumber: string; signInfo: string } }
  assert.equal(body.state, 1, body.msg)
  return { orderNumber: body.data.orderNumber, signInfo: JSON.parse(body.data.signInfo) }
}
const isAddOrder = (res: Response) => new URL(res.url()).pathname === '/api/pay/addorder'

/**
 * The pay result after the platform's pay sheet said yes: 正在确认支付结果… (the `confirming`
 * phase). The page shows data-state="confirming" from the start of the payment (正在发起支付…,
 * before the sheet has answered), so the title tells the two apart.
 */
const confirmingAfterSheet = (page: Page) =>
  page.locator('[data-testid="pay-result"][data-state="confirming"]').getByText('正在确认支付结果…', { exact: true }).waitFor()

test('WeChat browser: getBrandWCPayRequest receives the server signInfo unchanged, then the poll sees paid', async () => {
  const { page, user, errors } = await phoneFor(UA.WECHAT)
  await page.addInitScript(() => {
    const w = window as unknown as { __jsapiCalls: unknown[]; __jsapiAnswers: number; WeixinJSBridge: unknown }
    w.__jsapiCalls = []
    w.__jsapiAnswers = 0
    w.WeixinJSBridge = {
      invoke(api: string, params: unknown, callback: (res: { err_msg: string }) => void) {
        w.__jsapiCalls.push({ api, params })
        // WeChat answers later, from native code.
        setTimeout(() => {
          callback({ err_msg: 'get_brand_wcpay_request:ok' })
          w.__jsapiAnswers += 1
        }, 50)
      },
    }
  })
  const monthly = (await vipOffers())[0]
  await openAndSettle(page, `${e2e.server.base}/common/orderPay?productId=${monthly.id}&productType=vip&quantity=1&agreed=1`, 'common-orderPay')
  await testid(page, 'order-confirm').waitFor()
  const answer = addOrderAnswer(page.waitForResponse(isAddOrder))
  await testid(page, 'order-submit').click()

  const { orderNumber, signInfo } = await answer
  // The pay sheet has answered (ok), then the page confirms with the server.
  await page.waitForFunction(() => (window as unknown as { __jsapiAnswers: number }).__jsapiAnswers === 1)
  await confirmingAfterSheet(page)
  const calls = await page.evaluate(() => (window as unknown as { __jsapiCalls: unknown[] }).__jsapiCalls)
  assert.deepEqual(calls, [
    {
      api: 'getBrandWCPayRequest',
      params: {
        appId: signInfo.appId,
        timeStamp: signInfo.timeStamp,
        nonceStr: signInfo.nonceStr,
        package: signInfo.packageVal,
        signType: signInfo.signType,
        paySign: signInfo.paySign,
      },
    },
  ])
  assert.match(String(signInfo.packageVal), /^prepay_id=\S+$/)
  await screenshot(page, 'commerce-wechat-confirming')

  // WeChat's callback, played by the sandbox: the page's poll then sees the order paid.
  const done = await asUser<{ paid: boolean }>(e2e.server, user, 'POST', '/pay/sandbox/complete', { orderNumber, result: 'success' })
  assert.equal(done.data.paid, true, done.msg)
  await page.locator('[data-testid="pay-result"][data-state="paid"]').waitFor({ timeout: 10_000 })
  const status = await asUser<{ status: string }>(e2e.server, user, 'GET', `/order/status?orderNumber=${orderNumber}`)
  assert.equal(status.data.status, 'paid')
  assert.deepEqual(errors, [])
  await page.context().close()
})

test('native app: bridge weChatPay receives the server signInfo unchanged, then paySuccess', async () => {
  const user = await apiLogin(e2e.server, uniqueMobile())
  const context = await newPhone(e2e.browser, UA.APP)
  await context.addInitScript(() => {
    const w = window as unknown as {
      __bridgeMessages: Array<{ id: string; method: string; params: unknown }>
      /** Ids of the weChatPay calls answered, and whether the page's callback was there to take the answer. */
      __bridgeAnswers: Array<{ id: string; delivered: boolean }>
      XinZhanBridge: unknown
      __xinzhanBridgeCallback?: (id: string, reply: unknown) => void
    }
    w.__bridgeMessages = []
    w.__bridgeAnswers = []
    w.XinZhanBridge = {
      postMessage(json: string) {
        const message = JSON.parse(json)
        w.__bridgeMessages.push(message)
        // The app answers later, from native code.
        if (message.method === 'weChatPay') {
          setTimeout(() => {
            const callback = w.__xinzhanBridgeCallback
            callback?.(message.id, { ok: true })
            w.__bridgeAnswers.push({ id: message.id, delivered: typeof callback === 'function' })
          }, 50)
        }
      },
    }
  })
  const page = await context.newPage()
  const errors = watchErrors(page)
  const yearly = (await vipOffers()).at(-1)!
  // The app opens pages with ?token= (app only, docs/NATIVE-BRIDGE.md).
  await openAndSettle(page, `${e2e.server.base}/common/orderPay?productId=${yearly.id}&productType=vip&quantity=1&agreed=1&token=${user.token}`, 'common-orderPay')
  await testid(page, 'order-confirm').waitFor()
  const answer = addOrderAnswer(page.waitForResponse(isAddOrder))
  await testid(page, 'order-submit').click()

  const { orderNumber, signInfo } = await answer
  // The bridge has answered weChatPay (ok) and the page has taken the answer: it tells the app
  // paySuccess and confirms with the server.
  type Bridge = { __bridgeMessages: Array<{ id: string; method: string; params: unknown }>; __bridgeAnswers: Array<{ id: string; delivered: boolean }> }
  await page.waitForFunction(() => (window as unknown as Bridge).__bridgeAnswers.length === 1)
  await confirmingAfterSheet(page)
  const bridge = await page.evaluate(() => {
    const w = window as unknown as Bridge
    return { messages: w.__bridgeMessages, answers: w.__bridgeAnswers }
  })
  const pay = bridge.messages.filter((m) => m.method === 'weChatPay')
  assert.deepEqual(bridge.answers, [{ id: pay[0]?.id, delivered: true }])
  assert.deepEqual(pay.map((m) => m.params), [
    {
      partnerId: signInfo.partnerId,
      prepayId: signInfo.prepayId,
      packageVal: signInfo.packageVal,
      nonceStr: signInfo.nonceStr,
      timestamp: signInfo.timestamp,
      sign: signInfo.sign,
    },
  ])
  assert.equal(signInfo.packageVal, 'Sign=WXPay')
  assert.deepEqual(bridge.messages.filter((m) => m.method === 'paySuccess').map((m) => m.params), [{ orderNumber }])

  const done = await asUser<{ paid: boolean }>(e2e.server, user, 'POST', '/pay/sandbox/complete', { orderNumber, result: 'success' })
  assert.equal(done.data.paid, true, done.msg)
  await page.locator('[data-testid="pay-result"][data-state="paid"]').waitFor({ timeout: 10_000 })
  await screenshot(page, 'commerce-app-paid')
  assert.deepEqual(errors, [])
  await context.close()
})
