// The distribution programme in the mini-program, driven by miniprogram-automator against the real
// API server and the WeChat Pay fake: a promoter's mini-program code (WeChat's getUnlimited, whose
// `scene` is `i=<code>&g=<commodityId>`) opens 购买商品 with the course and its 推荐人; the buyer
// logs in, is bound to the promoter, confirms and pays with wx.requestPayment, and the promoter's
// commission is pending on the server.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { Agreement, CommissionItem, ProductCard } from '@contract/distribution'
import type { Page as ListPage } from '@contract/core'
import { admin, lastSmsCode, uniqueMobile } from '../support/harness'
import { routeByName } from '../support/routes'
import { apiLogin, asUser, type ApiUser } from '../support/session'
import { startMiniProgram, type MiniProgramSession } from '../miniprogram/harness'
import { byTestId, element, loginThroughOverlay, settledPage } from './pages'

const PURCHASE = routeByName('distribution-purchaseGoods')
const CONFIRM = routeByName('distribution-confirmOrder')
const DONE = routeByName('distribution-confirmOrderSuccess')

describe('mini-program: distribution', () => {
  let s: MiniProgramSession
  let promoter: ApiUser
  let course: ProductCard
  before(async () => {
    s = await startMiniProgram()
    const mobile = uniqueMobile()
    promoter = await apiLogin(s.server, mobile, 'miniXfs')
    const agreement = await asUser<Agreement>(s.server, promoter, 'GET', '/distribution/agreement')
    const applied = await asUser(s.server, promoter, 'POST', '/distribution/apply', { realName: '林青', mobile, reason: '在读书群里分享好课', agreementVersion: agreement.data.version })
    assert.equal(applied.state, 1, applied.msg)
    const approved = await admin(s.server, 'POST', `/distribution/promoters/${promoter.userId}/approve`, {})
    assert.equal(approved.state, 1, approved.msg)
    const products = await asUser<ListPage<ProductCard>>(s.server, promoter, 'GET', '/distribution/products?pageNum=1&pageSize=50')
    course = products.data.list.find((p) => p.type === 'course' && p.earnFen > 0)!
    assert.ok(course, 'the demo programme pays commission on a course')
  })
  after(async () => {
    await s?.close()
  })

  test("a promoter's mini-program code: the buyer logs in, pays with wx.requestPayment, the commission is pending", async () => {
    await s.relaunch({ path: PURCHASE.page, query: { scene: encodeURIComponent(`i=${promoter.invitationCode}&g=${course.commodityId}`) } })
    const landing = await settledPage(s.mp, PURCHASE.name, PURCHASE.page)
    await element(landing, `${byTestId('dist-purchase')}[data-commodity-id=${course.commodityId}][data-code=${promoter.invitationCode}]`)
    await element(landing, `${byTestId('purchase-promoter')}[data-user-id=${promoter.userId}]`)

    // 立即购买 asks for a login; after it the buyer goes on to 确认订单 by itself, bound to the promoter.
    await (await element(landing, byTestId('purchase-buy'))).tap()
    await loginThroughOverlay(s.mp, landing, uniqueMobile(), (mobile) => lastSmsCode(s.server, mobile))
    const confirm = await settledPage(s.mp, CONFIRM.name, CONFIRM.page, { timeout: 15_000 })
    await element(confirm, byTestId('order-confirm'))
    await (await element(confirm, byTestId('order-submit'))).tap()

    // 支付中 pays with wx.requestPayment (a prepay for this WeChat user), then 下单成功.
    const done = await settledPage(s.mp, DONE.name, DONE.page, { timeout: 20_000 })
    await element(done, `${byTestId('purchase-done')}[data-state=paid]`, { timeout: 15_000 })
    const prepay = [...s.wechatPay.prepays.values()].at(-1)!
    assert.deepEqual([prepay.openid, prepay.total], [s.openid, course.priceFen])
    if (s.runtime) assert.equal(s.runtime.calls.filter((c) => c.api === 'requestPayment').length, 1)

    const commissions = await asUser<ListPage<CommissionItem>>(s.server, promoter, 'GET', '/distribution/commissions?tier=1&pageNum=1&pageSize=10')
    assert.deepEqual(
      commissions.data.list.map((c) => [c.status, c.amountFen, c.commodityName]),
      [['pending', course.earnFen, course.name]],
    )
  })
})
