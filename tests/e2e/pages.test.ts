// The pages this issue builds fully, driven as a person would: the VIP home with the server's
// offers, profile, profile editing, the three-step tag wizard, changing account, download and
// the web page loader.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import Database from 'better-sqlite3'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { api, lastSmsCode, newPhone, screenshot, uniqueMobile, useServerAndBrowser } from '../support/harness'
import { expectToast, field, loginThroughOverlay, openAndSettle, overlayVisible } from '../support/pages'

const e2e = useServerAndBrowser()
const readCode = (mobile: string) => lastSmsCode(e2e.server, mobile)
const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`


function userRow(mobile: string) {
  const conn = new Database(path.join(e2e.server.dataDir, 'xinzhan.sqlite'), { readonly: true })
  try {
    return conn.prepare('select nickname, gender, age_range, tags, signature from users where mobile = ?').get(mobile) as
      { nickname: string; gender: number; age_range: string; tags: string; signature: string }
  } finally {
    conn.close()
  }
}

/** A phone with a freshly logged-in user, sitting on their profile page. */
async function phoneFor(): Promise<{ page: Page; mobile: string }> {
  const page = await (await newPhone(e2e.browser)).newPage()
  await openAndSettle(page, `${e2e.server.base}/user/portrait`, 'user-portrait')
  const mobile = uniqueMobile()
  await loginThroughOverlay(page, mobile, readCode)
  await page.locator('[data-testid="profile-mobile"]').getByText(masked(mobile)).waitFor()
  return { page, mobile }
}

test('the VIP home lists the server offers in yuan, and a visitor can log in from it', async () => {
  const offers = await api<{ id: number; priceFen: number; name: string }[]>(e2e.server, 'GET', '/vip/offers')
  assert.equal(offers.state, 1)
  assert.ok(offers.data.length >= 1)
  const page = await (await newPhone(e2e.browser)).newPage()
  await openAndSettle(page, `${e2e.server.base}/`, 'home')
  await page.locator('[data-testid="vip-offer"]').first().waitFor()
  assert.equal(await page.locator('[data-testid="vip-offer"]').count(), offers.data.length)
  const first = offers.data[0]
  // Yuan without trailing zeros: 6800 → 68, 2990 → 29.9.
  const price = await page.locator(`[data-testid="vip-offer"][data-offer-id="${first.id}"] [data-testid="vip-offer-price"]`).textContent()
  assert.equal(price, String(first.priceFen / 100))
  await page.getByText(first.name).first().waitFor()
  assert.equal(await overlayVisible(page), false)
  await screenshot(page, 'vip-home')

  await page.locator('[data-testid="member-login"]').click()
  await page.locator('[data-testid="login-overlay"]').waitFor({ state: 'visible' })
  await page.context().close()
})

test('profile: edit nickname, gender and signature, then see them on the profile', async () => {
  const { page, mobile } = await phoneFor()
  await screenshot(page, 'portrait')
  await openAndSettle(page, `${e2e.server.base}/user/portrait/edit`, 'user-portrait-edit')
  await page.locator('[data-testid="profile-edit"]').waitFor()
  await field(page, 'profile-edit-nickname').fill('')
  await page.locator('[data-testid="profile-edit-save"]').click()
  await page.locator('[data-testid="profile-edit"]').getByText('请输入昵称').waitFor()
  await field(page, 'profile-edit-nickname').fill('读书的小鹿')
  await page.locator('[data-testid="profile-edit-gender-2"]').click()
  await field(page, 'profile-edit-signature').fill('每天读一点')
  await screenshot(page, 'portrait-edit')
  await page.locator('[data-testid="profile-edit-save"]').click()
  await page.waitForURL((url) => url.pathname === '/user/portrait', { timeout: 10_000 })
  await page.locator('[data-testid="profile-nickname"]').getByText('读书的小鹿').waitFor()
  const row = userRow(mobile)
  assert.equal(row.nickname, '读书的小鹿')
  assert.equal(row.gender, 2)
  assert.equal(row.signature, '每天读一点')
  await page.context().close()
})

test('the three-step 完善信息 wizard saves gender, age range and interest tags', async () => {
  const { page, mobile } = await phoneFor()
  const options = await api<{ tags: { id: string | number; name: string }[]; ageRanges: { id: string }[] }>(e2e.server, 'GET', '/user/tags/options')
  await openAndSettle(page, `${e2e.server.base}/userTagManager/baseInfoPortrait`, 'userTagManager-baseInfoPortrait')
  await page.locator('[data-testid="wizard-step-1"]').waitFor()
  await page.locator('[data-testid="wizard-gender-1"]').click()
  await page.locator('[data-testid="wizard-next"]').click()
  await page.locator('[data-testid="wizard-step-2"]').waitFor()
  const age = options.data.ageRanges[2].id
  await page.locator(`[data-testid="wizard-age-${age}"]`).click()
  await page.locator('[data-testid="wizard-next"]').click()
  await page.locator('[data-testid="wizard-step-3"]').waitFor()
  const [t1, t2] = options.data.tags
  await page.locator(`[data-testid="wizard-tag-${t1.id}"]`).click()
  await page.locator(`[data-testid="wizard-tag-${t2.id}"]`).click()
  await screenshot(page, 'wizard-tags')
  await page.locator('[data-testid="wizard-next"]').click()
  await page.locator('[data-testid="wizard-done"]').waitFor()
  const row = userRow(mobile)
  assert.equal(row.gender, 1)
  assert.equal(row.age_range, age)
  const saved = JSON.parse(row.tags) as Array<string | number>
  assert.deepEqual(saved.map(String).sort(), [t1.id, t2.id].map(String).sort())
  await page.context().close()
})

test('change account: a verified new mobile becomes the current account', async () => {
  const { page, mobile } = await phoneFor()
  await openAndSettle(page, `${e2e.server.base}/user/changeaccount`, 'user-changeaccount')
  await page.locator('[data-testid="change-account-current"]').getByText(masked(mobile)).waitFor()
  const next = uniqueMobile()
  await field(page, 'change-account-mobile').fill(next)
  await page.locator('[data-testid="change-account-get-code"]').click()
  await page.waitForFunction(() => /\d+\s*s/.test(document.querySelector('[data-testid="change-account-get-code"]')?.textContent || ''))
  await field(page, 'change-account-code').fill(await readCode(next))
  await page.locator('[data-testid="change-account-submit"]').click()
  await expectToast(page, '切换成功')
  await openAndSettle(page, `${e2e.server.base}/user/portrait`, 'user-portrait')
  await page.locator('[data-testid="profile-mobile"]').getByText(masked(next)).waitFor()
  await page.context().close()
})

test('download shows both stores; loadWeb shows https pages and refuses others', async () => {
  const page = await (await newPhone(e2e.browser)).newPage()
  await openAndSettle(page, `${e2e.server.base}/common/download`, 'common-download')
  await page.locator('[data-testid="app-download"]').waitFor()
  await page.locator('[data-testid="download-ios"]').waitFor()
  await page.locator('[data-testid="download-android"]').waitFor()

  await openAndSettle(page, `${e2e.server.base}/common/loadWeb?url=${encodeURIComponent('http://example.com/')}&title=test`, 'common-loadWeb')
  await page.locator('[data-testid="web-refused"]').waitFor()
  await openAndSettle(page, `${e2e.server.base}/common/loadWeb?url=${encodeURIComponent('https://example.com/a')}&title=${encodeURIComponent('外部页面')}`, 'common-loadWeb')
  assert.equal(await page.locator('[data-testid="web-frame"]').getAttribute('src'), 'https://example.com/a')
  assert.equal(await page.title(), '外部页面')
  await page.context().close()
})
