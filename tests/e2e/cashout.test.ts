// Cash-out in Chromium at 375 px against the real server with the sandbox transfer provider (the
// default): an operator gives a user ¥123.45 of available earnings (POST /admin/earnings/adjust).
// On /distribution/cashOutpage the user sees it, a too-small amount is refused before sending, an
// amount the balance no longer covers is refused by the server with its message, ¥100 is withdrawn
// and confirmed on the sandbox sheet, 提现成功 shows it arrived, 提现记录 shows 已到账 and 收支明细
// the three movements. From /reading/getMoney a second withdrawal is left waiting (稍后确认) and
// confirmed later from 提现记录's 确认收款.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import type { EarningsAccount, LedgerRow, Withdrawal } from '@contract/earnings'
import type { Page as ListPage } from '@contract/core'
import { admin, screenshot, uniqueMobile, useServerAndBrowser } from '../support/harness'
import { expectToast, field, openAndSettle, pageRoot } from '../support/pages'
import { apiLogin, asUser, type ApiUser, phoneFor } from '../support/session'
import { waitForStill } from '../support/wait'

const e2e = useServerAndBrowser()
const testid = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`)

const phoneOf = (user: ApiUser) => phoneFor(e2e.browser, user)

async function give(user: ApiUser, amountFen: number, note: string): Promise<void> {
  const r = await admin(e2e.server, 'POST', '/earnings/adjust', { userId: user.userId, amountFen, note })
  assert.equal(r.state, 1, r.msg)
}

async function accountOf(user: ApiUser): Promise<EarningsAccount> {
  const r = await asUser<EarningsAccount>(e2e.server, user, 'GET', '/earnings/account')
  assert.equal(r.state, 1, r.msg)
  return r.data
}

async function withdrawalsOf(user: ApiUser): Promise<Withdrawal[]> {
  const r = await asUser<ListPage<Withdrawal>>(e2e.server, user, 'GET', '/earnings/withdrawals?pageNum=1&pageSize=20')
  assert.equal(r.state, 1, r.msg)
  return r.data.list
}

async function assertLedgerBalanced(): Promise<void> {
  const r = await admin(e2e.server, 'GET', '/earnings/mismatches')
  assert.equal(r.state, 1, r.msg)
  assert.deepEqual(r.data, [])
}

/** Types into the amount box the way a person does (the box keeps what it accepts). */
async function typeAmount(page: Page, text: string): Promise<void> {
  const input = field(page, 'withdraw-amount')
  await input.fill('')
  await input.pressSequentially(text)
}

const texts = (page: Page, id: string) => testid(page, id).allTextContents()

test('withdraw ¥100 of ¥123.45: refusals first, then the sandbox confirm, 提现成功, 提现记录 and 收支明细', async () => {
  const user = await apiLogin(e2e.server, uniqueMobile())
  await give(user, 12_345, '推广活动奖励')
  const { page, errors } = await phoneOf(user)

  await openAndSettle(page, `${e2e.server.base}/distribution/cashOutpage`, 'distribution-cashOutpage')
  await testid(page, 'cash-out').waitFor()
  assert.equal(await testid(page, 'earnings-available').textContent(), '123.45')
  assert.deepEqual(
    [await testid(page, 'earnings-pending').textContent(), await testid(page, 'earnings-frozen').textContent(), await testid(page, 'earnings-withdrawn').textContent()],
    ['0.00', '0.00', '0.00'],
  )
  assert.equal(await testid(page, 'withdraw-withdrawable').textContent(), '本次最多可提现 ¥123.45')
  assert.deepEqual(await testid(page, 'withdraw-rules').locator('.withdraw-form__rule').allTextContents(), [
    '单笔最低10元，最高1999.99元',
    '免手续费，申请多少到账多少',
    '每天最多提现3次、共5000元；今天还可提现3次、5000元',
    '单笔满500元需平台审核后转账',
    '提现转入你的微信零钱，需要你在微信中确认收款',
  ])
  await testid(page, 'earnings-explain-toggle').click()
  await testid(page, 'earnings-explain').waitFor()
  await screenshot(page, 'cashout-form')

  // Too small: refused before sending, nothing created.
  await typeAmount(page, '5')
  await testid(page, 'withdraw-submit').click()
  assert.equal(await testid(page, 'withdraw-error').textContent(), '单笔最低提现10元')
  assert.deepEqual(await withdrawalsOf(user), [])
  await screenshot(page, 'cashout-too-small')

  // 全部提现 fills what the server says one withdrawal may take now.
  await testid(page, 'withdraw-all').click()
  assert.equal(await field(page, 'withdraw-amount').inputValue(), '123.45')
  assert.equal(await testid(page, 'withdraw-error').count(), 0)

  // The balance changes behind the page's back: the server refuses with its own message.
  await give(user, -7_345, '冲正')
  await typeAmount(page, '100')
  assert.equal((await testid(page, 'withdraw-preview').textContent())?.trim(), '手续费 ¥0.00，实际到账 ¥100.00')
  await testid(page, 'withdraw-submit').click()
  await expectToast(page, '可提现金额不足，请修改提现金额')
  assert.equal(await testid(page, 'withdraw-error').textContent(), '可提现金额不足，请修改提现金额')
  assert.deepEqual(await withdrawalsOf(user), [])
  await give(user, 7_345, '冲正撤回')
  // Taro's H5 toast: gone before the next step, so the sheet's screenshot shows the sheet.
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('.taro__toast')].every((t) => getComputedStyle(t).display === 'none'))

  // ¥100 now: the sandbox's confirm sheet shows what arrives.
  await testid(page, 'withdraw-submit').click()
  await testid(page, 'sandbox-transfer').waitFor()
  assert.equal(await testid(page, 'sandbox-transfer-amount').textContent(), '¥100.00')
  const [waiting] = await withdrawalsOf(user)
  assert.equal(waiting.status, 'transferring')
  assert.equal(waiting.providerState, 'WAIT_USER_CONFIRM')
  assert.deepEqual((await accountOf(user)).balances, { pendingFen: 0, availableFen: 2_345, frozenFen: 10_000, withdrawnFen: 0 })
  await waitForStill(page, 'the confirm sheet')
  await screenshot(page, 'cashout-sandbox-sheet')
  await testid(page, 'sandbox-transfer-confirm').click()

  // 提现成功, with the way back to 达人中心.
  await page.waitForSelector(`${pageRoot('distribution-cashOutSuccess')}[data-guard="done"]`)
  await page.locator('[data-testid="withdrawal-result"][data-state="succeeded"]').waitFor()
  assert.equal(await testid(page, 'withdrawal-result-title').textContent(), '提现成功')
  assert.equal(await testid(page, 'withdrawal-result-amount').textContent(), '¥100.00')
  assert.equal(await testid(page, 'withdrawal-result-next').textContent(), '¥100.00 已转入你的微信零钱')
  assert.equal(await testid(page, 'withdrawal-fact-bill').textContent(), waiting.outBillNo)
  assert.equal(await testid(page, 'withdrawal-result-back').textContent(), '返回达人中心')
  assert.deepEqual((await accountOf(user)).balances, { pendingFen: 0, availableFen: 2_345, frozenFen: 0, withdrawnFen: 10_000 })
  await assertLedgerBalanced()
  await screenshot(page, 'cashout-success')

  // 提现记录: 已到账 in its colour, nothing to confirm or cancel.
  await testid(page, 'withdrawal-result-records').click()
  await page.waitForSelector(`${pageRoot('distribution-recordWithdrawal')}[data-guard="done"]`)
  const card = page.locator(`[data-testid="withdrawal-card"][data-id="${waiting.id}"]`)
  await card.waitFor()
  assert.equal(await testid(page, 'withdrawal-card').count(), 1)
  assert.equal(await card.getAttribute('data-status'), 'succeeded')
  assert.equal(await card.locator('[data-testid="withdrawal-card-status"]').textContent(), '已到账')
  assert.equal(await card.locator('[data-testid="withdrawal-card-status"]').getAttribute('data-tone'), 'done')
  assert.equal(await card.locator('[data-testid="withdrawal-card-amount"]').textContent(), '¥100.00')
  assert.equal(await card.locator('[data-testid="withdrawal-card-confirm"]').count(), 0)
  assert.equal(await card.locator('[data-testid="withdrawal-card-cancel"]').count(), 0)
  await card.locator('[data-testid="withdrawal-card-toggle"]').click()
  assert.equal(await card.locator('[data-testid="withdrawal-fact-bill"]').textContent(), waiting.outBillNo)
  await screenshot(page, 'cashout-records')

  // 收支明细: the operator's two corrections and gift, the application and the payment, newest first.
  await openAndSettle(page, `${e2e.server.base}/distribution/incomeExpenditure`, 'distribution-incomeExpenditure')
  await testid(page, 'ledger-row').first().waitFor()
  assert.deepEqual(await texts(page, 'ledger-row-reason'), ['提现到账', '申请提现', '系统调整', '系统调整', '系统调整'])
  assert.deepEqual(await texts(page, 'ledger-row-amount'), ['-100.00', '-100.00', '+73.45', '-73.45', '+123.45'])
  assert.deepEqual(await texts(page, 'ledger-row-bucket'), ['提现中 → 累计提现', '可提现 → 提现中', '可提现', '可提现', '可提现'])
  const ledger = await asUser<ListPage<LedgerRow>>(e2e.server, user, 'GET', '/earnings/ledger?pageNum=1&pageSize=20')
  assert.equal(ledger.data.total, 5)
  await screenshot(page, 'cashout-ledger')
  // Only distribution's own rows under 推广收益: none here (the money came from an operator).
  await testid(page, 'ledger-tab-distribution').click()
  await testid(page, 'state-empty').waitFor()
  assert.equal(await testid(page, 'ledger-row').count(), 0)

  assert.deepEqual(errors, [])
})

test('from 读书会: a withdrawal left for later is confirmed from 提现记录', async () => {
  const user = await apiLogin(e2e.server, uniqueMobile())
  await give(user, 5_000, '读书会结算')
  const { page, errors } = await phoneOf(user)

  await openAndSettle(page, `${e2e.server.base}/reading/getMoney`, 'reading-getMoney')
  await page.locator('[data-testid="cash-out"][data-from="reading"]').waitFor()
  assert.equal(await testid(page, 'earnings-available').textContent(), '50.00')
  await testid(page, 'withdraw-all').click()
  await testid(page, 'withdraw-submit').click()
  await testid(page, 'sandbox-transfer').waitFor()
  assert.equal(await testid(page, 'sandbox-transfer-amount').textContent(), '¥50.00')
  await testid(page, 'sandbox-transfer-later').click()

  // 提现成功 of the reading party: waiting for the confirm, back to 我的读书会.
  await page.waitForSelector(`${pageRoot('reading-getMoneySucess')}[data-guard="done"]`)
  await page.locator('[data-testid="withdrawal-result"][data-state="transferring"]').waitFor()
  assert.equal(await testid(page, 'withdrawal-result-title').textContent(), '待确认收款')
  assert.equal(await testid(page, 'withdrawal-result-back').textContent(), '返回我的读书会')
  await testid(page, 'withdrawal-result-confirm').waitFor()
  await waitForStill(page, 'the result page')
  await screenshot(page, 'cashout-reading-waiting')

  await testid(page, 'withdrawal-result-records').click()
  await page.waitForSelector(`${pageRoot('distribution-recordWithdrawal')}[data-guard="done"]`)
  const card = testid(page, 'withdrawal-card').first()
  await card.waitFor()
  assert.equal(await card.locator('[data-testid="withdrawal-card-status"]').textContent(), '待确认收款')
  assert.equal(await card.locator('[data-testid="withdrawal-card-status"]').getAttribute('data-tone'), 'action')
  await card.locator('[data-testid="withdrawal-card-cancel"]').waitFor()
  await screenshot(page, 'cashout-records-waiting')
  await card.locator('[data-testid="withdrawal-card-confirm"]').click()
  await testid(page, 'sandbox-transfer').waitFor()
  await testid(page, 'sandbox-transfer-confirm').click()
  await page.locator('[data-testid="withdrawal-card"][data-status="succeeded"]').waitFor()
  assert.equal(await card.locator('[data-testid="withdrawal-card-status"]').textContent(), '已到账')
  assert.equal(await card.locator('[data-testid="withdrawal-card-confirm"]').count(), 0)
  assert.deepEqual((await accountOf(user)).balances, { pendingFen: 0, availableFen: 0, frozenFen: 0, withdrawnFen: 5_000 })
  const [w] = await withdrawalsOf(user)
  assert.equal(w.from, 'reading')
  await assertLedgerBalanced()

  assert.deepEqual(errors, [])
})
