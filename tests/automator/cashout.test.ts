// Cash-out in the mini-program, driven by miniprogram-automator against the real API server with
// the WeChat 商家转账 provider (TRANSFER_PROVIDER=wechat against the local fake): a promoter who
// logged in inside the mini-program (so WeChat knows them by this app's openid) withdraws on 提现;
// the server makes the bill under the mini-program's AppID for that openid, the page hands its
// package to wx.requestMerchantTransfer, the user confirms, WeChat notifies the server, and the
// result page shows the money arrived.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { InputElement } from 'miniprogram-automator/out/Element'
import type { Withdrawal } from '@contract/earnings'
import { MINI } from '../../server/test/fakes/wechat'
import { admin, api, lastSmsCode, uniqueMobile } from '../support/harness'
import { routeByName } from '../support/routes'
import { waitUntil } from '../support/wait'
import { startMiniProgram, type MiniProgramSession } from '../miniprogram/harness'
import { byTestId, element, loginThroughOverlay, openPage, settledPage } from './pages'

const CASH_OUT = routeByName('distribution-cashOutpage')
const SUCCESS = routeByName('distribution-cashOutSuccess')

describe('mini-program: cash-out with wx.requestMerchantTransfer', () => {
  let s: MiniProgramSession
  before(async () => {
    s = await startMiniProgram()
  })
  after(async () => {
    await s?.close()
  })

  test('the bill is made for this openid, confirmed in WeChat, and arrives', async () => {
    // Log in inside the mini-program: the overlay binds this WeChat user to the account.
    const cashOut = await openPage(s.mp, CASH_OUT.name, CASH_OUT.page)
    const token = await loginThroughOverlay(s.mp, cashOut, uniqueMobile(), (mobile) => lastSmsCode(s.server, mobile))
    const me = await api<{ userId: number }>(s.server, 'GET', '/user/user/getUserInfo', undefined, { token })

    // The promoter has ¥50.00 to withdraw (an operator adjustment stands in for settled commission).
    const given = await admin(s.server, 'POST', '/earnings/adjust', { userId: me.data.userId, amountFen: 5000, note: '小程序提现测试' })
    assert.equal(given.state, 1, given.msg)
    const page = await openPage(s.mp, CASH_OUT.name, CASH_OUT.page)
    await element(page, `${byTestId('cash-out')}[data-from=distribution]`)
    await waitUntil('the balance is shown', async () => (await (await page.$(byTestId('withdraw-withdrawable')))?.text()) ?? '', (t) => t.includes('50'))
    await ((await element(page, byTestId('withdraw-amount'))) as InputElement).input('30')
    await (await element(page, byTestId('withdraw-submit'))).tap()

    // WeChat's confirm page was asked for with the bill the server made for this user.
    const result = await settledPage(s.mp, SUCCESS.name, SUCCESS.page, { timeout: 15_000 })
    await element(result, `${byTestId('withdrawal-result')}[data-state=succeeded]`, { timeout: 15_000 })
    const bill = [...s.wechatPay.bills.values()].at(-1)!
    assert.deepEqual([bill.openid, bill.appid, bill.amount, bill.state], [s.openid, MINI.appId, 3000, 'SUCCESS'])
    if (s.runtime) {
      const asked = s.runtime.calls.filter((c) => c.api === 'requestMerchantTransfer')
      assert.equal(asked.length, 1)
      const { mchId, appId, package: pkg } = asked[0].args[0] as Record<string, unknown>
      assert.deepEqual({ mchId, appId, pkg }, { mchId: s.wechatPay.config().mchId, appId: MINI.appId, pkg: bill.packageInfo })
    }

    // The server applied WeChat's notification: the withdrawal arrived and the books balance.
    const list = await api<{ list: Withdrawal[] }>(s.server, 'GET', '/earnings/withdrawals', undefined, { token })
    assert.deepEqual(list.data.list.map((w) => [w.status, w.amountFen]), [['succeeded', 3000]])
    const account = await api<{ balances: Record<string, number> }>(s.server, 'GET', '/earnings/account', undefined, { token })
    assert.deepEqual(account.data.balances, { pendingFen: 0, availableFen: 2000, frozenFen: 0, withdrawnFen: 3000 })
    assert.deepEqual((await admin(s.server, 'GET', '/earnings/mismatches')).data, [])
  })
})
