// The distribution programme in Chromium at 375 px against the real server with a movable clock
// (DEV_CLOCK=1, POST /api/dev/clock): A applies to be a promoter from 达人中心 (the agreement, the
// form's checks, 审核中), an operator approves, A finds a course in 热推商品 (the operator has set
// its commission to 30%), opens its poster and gets the link. B opens the link without an account
// (购买商品 with A as 推荐人; the visit counted), logs in on 立即购买 and is bound to A, confirms
// the order, pays at the sandbox cashier (支付中) and sees 下单成功. A sees today's figures, the
// pending commission in 结算中心 and 推广订单; the server's clock moves past the refund window and
// the settlement job runs: the commission is settled. A withdraws it on 提现, confirms in the
// sandbox sheet, and 收支明细 shows every step: accrued, settled, applied, paid.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import type { Center, Customer, LinkToday, ProductCard } from '@contract/distribution'
import type { Page as ListPage } from '@contract/core'
import { admin, api, lastSmsCode, screenshot, uniqueMobile, useServerAndBrowser } from '../support/harness'
import { field, loginThroughOverlay, openAndSettle, pageRoot } from '../support/pages'
import { apiLogin, asUser, type ApiUser, phoneFor } from '../support/session'
import { waitForStill, waitUntil } from '../support/wait'

const e2e = useServerAndBrowser({ DEV_CLOCK: '1' })
const testid = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`)
const texts = (page: Page, id: string) => testid(page, id).allTextContents()
const DAY_MS = 24 * 3600 * 1000

const phoneOf = (user: ApiUser | null) => phoneFor(e2e.browser, user)

async function settled(page: Page, routeName: string): Promise<void> {
  await page.waitForSelector(`${pageRoot(routeName)}[data-guard="done"]`, { timeout: 15_000 })
}

const valueOf = async (page: Page, id: string) => Number(await testid(page, id).getAttribute('data-value'))

test('A becomes a promoter and shares a course; B buys it through the link; the commission settles after the window and A withdraws it', async () => {
  const base = e2e.server.base
  const mobileA = uniqueMobile()
  let a = await apiLogin(e2e.server, mobileA)

  // ---- A applies from 达人中心: the agreement, the form, 审核中 ----
  const phoneA = await phoneOf(a)
  let page = phoneA.page
  await openAndSettle(page, `${base}/distribution/talentCenter`, 'distribution-talentCenter')
  await page.locator('[data-testid="dist-join"][data-status="none"]').waitFor()
  await screenshot(page, 'distribution-join')
  await testid(page, 'dist-join-apply').click()
  await settled(page, 'distribution-distributionAgreement')
  await testid(page, 'dist-agreement').waitFor()
  const version = Number(await testid(page, 'dist-agreement').getAttribute('data-version'))
  assert.ok(version >= 1)
  assert.match((await testid(page, 'dist-agreement-meta').textContent()) ?? '', new RegExp(`^第${version}版( · \\d{4}-\\d{2}-\\d{2} 更新)?$`))
  await screenshot(page, 'distribution-agreement')
  await testid(page, 'dist-agreement-agree').click()

  await settled(page, 'distribution-partnerAgreementAdd')
  await testid(page, 'apply-form').waitFor()
  // The agreement just read is ticked with its version.
  assert.equal(await testid(page, 'apply-agree').getAttribute('data-checked'), 'true')
  await testid(page, 'apply-submit').click()
  assert.equal(await testid(page, 'apply-real-name-error').textContent(), '请填写真实姓名')
  assert.equal(await testid(page, 'apply-mobile-error').textContent(), '请填写手机号')
  assert.equal(await testid(page, 'apply-reason-error').textContent(), '请填写申请理由')
  await field(page, 'apply-real-name').fill('林')
  await field(page, 'apply-mobile').fill('1391234')
  await field(page, 'apply-reason-text').fill('在读书群里分享心理学好课')
  await testid(page, 'apply-submit').click()
  assert.equal(await testid(page, 'apply-real-name-error').textContent(), '请填写2到20个字的真实姓名（中文或英文）')
  assert.equal(await testid(page, 'apply-mobile-error').textContent(), '请填写正确的11位手机号')
  assert.equal(await testid(page, 'apply-reason-error').count(), 0)
  assert.equal((await asUser<Center>(e2e.server, a, 'GET', '/distribution/center')).data.promoter, null)
  await screenshot(page, 'distribution-apply-errors')
  await field(page, 'apply-real-name').fill('林青')
  await field(page, 'apply-mobile').fill(mobileA)
  await testid(page, 'apply-submit').click()
  await page.locator('[data-testid="dist-apply"][data-state="pending"]').waitFor()
  assert.equal(await testid(page, 'promoter-state-title').textContent(), '审核中')
  const center = (await asUser<Center>(e2e.server, a, 'GET', '/distribution/center')).data
  assert.equal(center.promoter?.status, 'pending')
  assert.equal(center.promoter?.realName, '林青')
  await waitForStill(page, 'the application state')
  await screenshot(page, 'distribution-apply-pending')

  // ---- the operator approves; the course's commission is set to 30% ----
  const approved = await admin(e2e.server, 'POST', `/distribution/promoters/${a.userId}/approve`, {})
  assert.equal(approved.state, 1, approved.msg)
  const products = await asUser<ListPage<ProductCard>>(e2e.server, a, 'GET', '/distribution/products?pageNum=1&pageSize=50')
  const course = products.data.list.find((p) => p.type === 'course' && p.priceFen === 4990)
  assert.ok(course, 'the demo programme sells the ¥49.90 course')
  const rule = await admin(e2e.server, 'PUT', `/distribution/products/${course.commodityId}`, { categoryId: course.categoryId, mode: 'rate', tier1Value: 3000, tier2Value: 500 })
  assert.equal(rule.state, 1, rule.msg)
  const commissionFen = Math.floor((4990 * 3000) / 10000)
  assert.equal(commissionFen, 1497)

  // ---- 达人中心 now: nothing earned yet; on to 热推商品 and the course's category ----
  await openAndSettle(page, `${base}/distribution/talentCenter`, 'distribution-talentCenter')
  await page.locator('[data-testid="dist-center"][data-status="active"]').waitFor()
  assert.equal(await testid(page, 'center-code').textContent(), `推广码 ${a.invitationCode}`)
  assert.deepEqual([await valueOf(page, 'center-pending'), await valueOf(page, 'center-settled'), await valueOf(page, 'center-available')], [0, 0, 0])
  await screenshot(page, 'distribution-center-new')
  await testid(page, 'center-go-products').click()
  await settled(page, 'distribution-hotproductsList')
  await page.locator(`[data-testid="dist-category"][data-category-id="${course.categoryId}"]`).waitFor()
  await testid(page, 'dist-products').waitFor()
  await screenshot(page, 'distribution-hot-products')
  await page.locator(`[data-testid="dist-category"][data-category-id="${course.categoryId}"]`).click()
  await settled(page, 'distribution-hotproductsDetail')
  // H5 keeps the pages below mounted: the card of this page.
  const card = page.locator(pageRoot('distribution-hotproductsDetail')).locator(`[data-testid="dist-product"][data-commodity-id="${course.commodityId}"]`)
  await card.waitFor()
  assert.equal(await card.locator('[data-testid="dist-product-earn"]').textContent(), '赚¥14.97')
  assert.equal(await card.getAttribute('data-earn-fen'), String(commissionFen))
  await screenshot(page, 'distribution-category')

  // ---- the course's poster: a QR code of the link with A's code ----
  await card.locator('[data-testid="dist-product-share"]').click()
  await settled(page, 'distribution-sharePlacard')
  await testid(page, 'poster-image').waitFor()
  const poster = testid(page, 'dist-poster')
  assert.equal(await poster.getAttribute('data-code'), 'qr')
  const link = (await poster.getAttribute('data-link')) ?? ''
  assert.match(link, new RegExp(`/distribution/purchaseGoods\\?commodityId=${course.commodityId}&inviteCode=${a.invitationCode}$`))
  assert.equal(await testid(page, 'dist-poster-link').textContent(), link)
  assert.equal(await testid(page, 'dist-poster-product').textContent(), course.name)
  await waitForStill(page, 'the poster')
  await screenshot(page, 'distribution-poster')
  assert.deepEqual(phoneA.errors, [])

  // ---- B opens the link without an account: the course and its 推荐人 ----
  const mobileB = uniqueMobile()
  const phoneB = await phoneOf(null)
  page = phoneB.page
  const url = new URL(link)
  await openAndSettle(page, `${base}${url.pathname}${url.search}`, 'distribution-purchaseGoods')
  await testid(page, 'dist-purchase').waitFor()
  assert.equal(await testid(page, 'purchase-name').textContent(), course.name)
  assert.equal(await testid(page, 'purchase-promoter').getAttribute('data-user-id'), String(a.userId))
  assert.equal(await testid(page, 'purchase-buy').textContent(), '登录后购买')
  await waitUntil('the visit is counted', async () => (await asUser<LinkToday>(e2e.server, a, 'GET', '/distribution/links/today')).data.visits, (n) => n === 1)
  await screenshot(page, 'distribution-purchase-goods')

  // 立即购买: log in, then on by itself to 确认订单, bound to A.
  await testid(page, 'purchase-buy').click()
  await loginThroughOverlay(page, mobileB, (m) => lastSmsCode(e2e.server, m))
  await settled(page, 'distribution-confirmOrder')
  await testid(page, 'order-confirm').waitFor()
  assert.equal(await testid(page, 'order-item-name').textContent(), course.name)
  assert.equal(await testid(page, 'order-payable').textContent(), '49')
  const customers = await asUser<ListPage<Customer>>(e2e.server, a, 'GET', '/distribution/customers?pageNum=1&pageSize=10')
  assert.equal(customers.data.total, 1)
  assert.equal(customers.data.list[0].newUser, true)
  await screenshot(page, 'distribution-confirm-order')

  // 支付中: the sandbox cashier, then 下单成功.
  await testid(page, 'order-submit').click()
  await settled(page, 'distribution-paymentLoading')
  await testid(page, 'sandbox-cashier').waitFor()
  assert.equal(await testid(page, 'sandbox-cashier-amount').textContent(), '¥49.90')
  await waitForStill(page, 'the cashier sheet')
  await screenshot(page, 'distribution-payment-cashier')
  await testid(page, 'sandbox-pay-confirm').click()
  await settled(page, 'distribution-confirmOrderSuccess')
  await page.locator('[data-testid="purchase-done"][data-state="paid"]').waitFor({ timeout: 15_000 })
  assert.equal(await testid(page, 'purchase-done-title').textContent(), '购买成功')
  assert.equal(await testid(page, 'purchase-done-name').textContent(), course.name)
  assert.equal(await testid(page, 'purchase-done-amount').textContent(), '¥49.90')
  assert.equal(await testid(page, 'purchase-done-where').textContent(), '课程已开通，在课程详情页即可开始学习')
  await testid(page, 'purchase-done-open').waitFor()
  await screenshot(page, 'distribution-order-success')
  assert.deepEqual(phoneB.errors, [])

  // ---- A: today's figures, the pending commission in 结算中心 and 推广订单 ----
  page = phoneA.page
  await openAndSettle(page, `${base}/distribution/linkcounttoday`, 'distribution-linkcounttoday')
  await testid(page, 'dist-today').waitFor()
  assert.deepEqual(
    await Promise.all(['visits', 'bindings', 'signUps', 'ordersPlaced', 'ordersPaid', 'commissionFen'].map((k) => valueOf(page, `today-${k}`))),
    [1, 1, 1, 1, 1, commissionFen],
  )
  assert.equal(await testid(page, 'today-commissionFen').textContent(), '14.97')
  await screenshot(page, 'distribution-today')

  // B among my customers (signed up through my link, one order, its commission); no team yet.
  await openAndSettle(page, `${base}/distribution/inviteFriends`, 'distribution-inviteFriends')
  const customer = page.locator(`[data-testid="dist-customer"][data-user-id="${customers.data.list[0].userId}"]`)
  await customer.waitFor()
  assert.equal(await testid(page, 'dist-customer').count(), 1)
  assert.equal(await customer.locator('[data-testid="dist-customer-commission"]').getAttribute('data-fen'), String(commissionFen))
  await screenshot(page, 'distribution-invite-friends')
  await testid(page, 'invite-tab-team').click()
  await testid(page, 'state-empty').waitFor()

  // 推广中心: my code, today's paid order, the hot products to share next.
  await openAndSettle(page, `${base}/distribution/promotionpage`, 'distribution-promotionpage')
  await testid(page, 'dist-promotion').waitFor()
  assert.equal(await testid(page, 'promotion-code').textContent(), a.invitationCode)
  assert.equal(await valueOf(page, 'promotion-today-paid'), 1)
  assert.equal(await valueOf(page, 'promotion-today-commission'), commissionFen)
  await testid(page, 'dist-product').first().waitFor()
  await screenshot(page, 'distribution-promotion')

  await openAndSettle(page, `${base}/distribution/clearingCenter`, 'distribution-clearingCenter')
  await testid(page, 'clearing-pending').waitFor()
  assert.equal(await valueOf(page, 'clearing-pending'), commissionFen)
  assert.equal(await valueOf(page, 'clearing-settled'), 0)
  assert.equal(await testid(page, 'clearing-next').getAttribute('data-fen'), String(commissionFen))
  assert.match((await testid(page, 'clearing-next').textContent()) ?? '', /^下次结算 \d{4}-\d{2}-\d{2} \d{2}:\d{2}，预计 ¥14\.97$/)
  assert.equal((await texts(page, 'clearing-rule'))[0].includes('付款后7天为退款期'), true)
  const pendingCard = page.locator('[data-testid="dist-commission"][data-status="pending"]')
  await pendingCard.waitFor()
  assert.equal(await testid(page, 'dist-commission').count(), 1)
  assert.equal(await pendingCard.locator('[data-testid="dist-commission-amount"]').textContent(), '+¥14.97')
  await screenshot(page, 'distribution-clearing-pending')

  await openAndSettle(page, `${base}/distribution/orderforgoods`, 'distribution-orderforgoods')
  const order = page.locator('[data-testid="dist-commission"]')
  await order.first().waitFor()
  assert.equal(await order.count(), 1)
  assert.equal(await order.getAttribute('data-status'), 'pending')
  assert.equal(await order.locator('[data-testid="dist-commission-name"]').textContent(), course.name)
  assert.equal(await order.locator('[data-testid="dist-commission-status"]').textContent(), '待结算')
  assert.match((await order.locator('[data-testid="dist-commission-when"]').textContent()) ?? '', /^预计 \d{4}-\d{2}-\d{2} 结算$/)
  await screenshot(page, 'distribution-orders-pending')
  // Tier 2: nobody brought A in, so nothing there.
  await openAndSettle(page, `${base}/distribution/distributorgoods`, 'distribution-distributorgoods')
  await testid(page, 'state-empty').waitFor()
  assert.deepEqual(phoneA.errors, [])

  // ---- eight days later the settlement job has run: settled ----
  const moved = await api<{ now: number }>(e2e.server, 'POST', '/dev/clock', { offsetMs: 8 * DAY_MS })
  assert.equal(moved.state, 1, moved.msg)
  const runs = await api<{ name: string; done: number; error: string | null }[]>(e2e.server, 'POST', '/dev/jobs/run')
  assert.deepEqual(runs.data.find((r) => r.name === 'settle commissions'), { name: 'settle commissions', done: 1, error: null })

  a = await apiLogin(e2e.server, mobileA)
  const laterA = await phoneOf(a)
  page = laterA.page
  await openAndSettle(page, `${base}/distribution/clearingCenter`, 'distribution-clearingCenter')
  await testid(page, 'clearing-settled').waitFor()
  assert.deepEqual(
    [await valueOf(page, 'clearing-pending'), await valueOf(page, 'clearing-settled'), await valueOf(page, 'clearing-available')],
    [0, commissionFen, commissionFen],
  )
  assert.equal(await testid(page, 'clearing-next').textContent(), '暂无待结算的佣金')
  await testid(page, 'clearing-tab-settled').click()
  const settledCard = page.locator('[data-testid="dist-commission"][data-status="settled"]')
  await settledCard.waitFor()
  assert.equal(await settledCard.locator('[data-testid="dist-commission-status"]').textContent(), '已结算')
  await screenshot(page, 'distribution-clearing-settled')

  // ---- A withdraws it from 达人中心 ----
  await openAndSettle(page, `${base}/distribution/talentCenter`, 'distribution-talentCenter')
  await page.locator('[data-testid="dist-center"][data-status="active"]').waitFor()
  assert.deepEqual([await valueOf(page, 'center-pending'), await valueOf(page, 'center-settled'), await valueOf(page, 'center-available')], [0, commissionFen, commissionFen])
  await screenshot(page, 'distribution-center-settled')
  await testid(page, 'center-cash-out').click()
  await settled(page, 'distribution-cashOutpage')
  await testid(page, 'cash-out').waitFor()
  assert.equal(await testid(page, 'earnings-available').textContent(), '14.97')
  await testid(page, 'withdraw-all').click()
  assert.equal(await field(page, 'withdraw-amount').inputValue(), '14.97')
  await testid(page, 'withdraw-submit').click()
  await testid(page, 'sandbox-transfer').waitFor()
  assert.equal(await testid(page, 'sandbox-transfer-amount').textContent(), '¥14.97')
  await testid(page, 'sandbox-transfer-confirm').click()
  await settled(page, 'distribution-cashOutSuccess')
  await page.locator('[data-testid="withdrawal-result"][data-state="succeeded"]').waitFor()
  assert.equal(await testid(page, 'withdrawal-result-amount').textContent(), '¥14.97')

  // ---- 收支明细: accrued, settled, applied, paid ----
  await openAndSettle(page, `${base}/distribution/incomeExpenditure`, 'distribution-incomeExpenditure')
  await testid(page, 'ledger-row').nth(3).waitFor()
  assert.deepEqual(await texts(page, 'ledger-row-reason'), ['提现到账', '申请提现', '推广佣金结算', '推广佣金（待结算）'])
  assert.deepEqual(await texts(page, 'ledger-row-amount'), ['-14.97', '-14.97', '+14.97', '+14.97'])
  assert.deepEqual(await texts(page, 'ledger-row-bucket'), ['提现中 → 累计提现', '可提现 → 提现中', '待结算 → 可提现', '待结算'])
  await screenshot(page, 'distribution-ledger')
  const account = await asUser<{ balances: Record<string, number> }>(e2e.server, a, 'GET', '/earnings/account')
  assert.deepEqual(account.data.balances, { pendingFen: 0, availableFen: 0, frozenFen: 0, withdrawnFen: commissionFen })
  const mismatches = await admin(e2e.server, 'GET', '/earnings/mismatches')
  assert.deepEqual(mismatches.data, [])
  assert.deepEqual(laterA.errors, [])
})

test('the public guide and the levels read the server’s figures', async () => {
  const { page, errors } = await phoneOf(null)
  await openAndSettle(page, `${e2e.server.base}/distribution/distributionGuide`, 'distribution-distributionGuide')
  await testid(page, 'dist-guide').waitFor()
  const guide = (await api<{ bindDays: number; refundWindowDays: number; maxTier1RateBp: number; products: number; levels: unknown[] }>(e2e.server, 'GET', '/distribution/guide')).data
  assert.equal(await valueOf(page, 'guide-tier1'), guide.maxTier1RateBp)
  assert.equal(await valueOf(page, 'guide-products'), guide.products)
  assert.equal(await testid(page, 'guide-step').count(), 5)
  assert.ok((await testid(page, 'guide-rules').textContent())?.includes(`绑定有效期 ${guide.bindDays} 天`))
  assert.equal(await testid(page, 'dist-level').count(), guide.levels.length)
  await screenshot(page, 'distribution-guide')

  // 权益中心 for a new promoter: the first level, the bar at 0, ¥1,000 to 银牌达人.
  const user = await apiLogin(e2e.server, uniqueMobile())
  const applied = await asUser(e2e.server, user, 'POST', '/distribution/apply', { realName: '周宁', mobile: '13800138000', reason: '分享', agreementVersion: 1 })
  assert.equal(applied.state, 1, applied.msg)
  assert.equal((await admin(e2e.server, 'POST', `/distribution/promoters/${user.userId}/approve`, {})).state, 1)
  const phone = await phoneOf(user)
  await openAndSettle(phone.page, `${e2e.server.base}/distribution/equitycenter`, 'distribution-equitycenter')
  await testid(phone.page, 'equity-level').waitFor()
  assert.equal(await testid(phone.page, 'equity-level').textContent(), '见习达人')
  assert.equal(await testid(phone.page, 'equity-progress').getAttribute('data-value'), '0')
  assert.equal(await testid(phone.page, 'equity-next').textContent(), '再结算¥1000销售额升级为银牌达人')
  assert.equal(await phone.page.locator('[data-testid="dist-level"][data-current="true"] [data-testid="dist-level-name"]').textContent(), '见习达人')
  await screenshot(phone.page, 'distribution-equity')

  // Their mini-program code opens 购买商品 with one scene (i=<code>&g=<commodityId>): the same landing.
  const offers = await asUser<ListPage<ProductCard>>(e2e.server, user, 'GET', '/distribution/products?pageNum=1&pageSize=50')
  const yearly = offers.data.list.find((p) => p.type === 'vip' && p.mode === 'amount')
  assert.ok(yearly, 'the demo programme pays a fixed amount on the yearly membership')
  const visitor = await phoneOf(null)
  const scene = encodeURIComponent(`i=${user.invitationCode}&g=${yearly.commodityId}`)
  await openAndSettle(visitor.page, `${e2e.server.base}/distribution/purchaseGoods?scene=${scene}`, 'distribution-purchaseGoods')
  await testid(visitor.page, 'dist-purchase').waitFor()
  assert.equal(await testid(visitor.page, 'dist-purchase').getAttribute('data-commodity-id'), String(yearly.commodityId))
  assert.equal(await testid(visitor.page, 'purchase-name').textContent(), yearly.name)
  assert.equal(await testid(visitor.page, 'purchase-promoter').getAttribute('data-user-id'), String(user.userId))
  await waitUntil('the scene visit is counted', async () => (await asUser<LinkToday>(e2e.server, user, 'GET', '/distribution/links/today')).data.visits, (n) => n === 1)
  await screenshot(visitor.page, 'distribution-purchase-scene')
  assert.deepEqual([errors, phone.errors, visitor.errors], [[], [], []])
})
