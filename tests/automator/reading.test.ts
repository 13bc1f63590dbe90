// Reading parties in the mini-program, driven by miniprogram-automator against the real API server
// and the WeChat Pay fake: a reader opens a paid party, signs up, pays with wx.requestPayment (the
// server's prepay is for this user's openid) and the detail shows the seat; a second reader finds
// it full and joins the waitlist.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { PartyDetail } from '@contract/reading'
import { lastSmsCode, uniqueMobile } from '../support/harness'
import { routeByName } from '../support/routes'
import { apiLogin, asUser, type ApiUser } from '../support/session'
import { startMiniProgram, type MiniProgramSession } from '../miniprogram/harness'
import { byTestId, element, loginThroughOverlay, openPage, storeToken, waitForText } from './pages'

const DETAIL = routeByName('reading-detail')
const MY_CENTER = routeByName('reading-mycenter')
const DAY_MS = 86_400_000

describe('mini-program: reading parties', () => {
  let s: MiniProgramSession
  let organiser: ApiUser
  let party: PartyDetail
  before(async () => {
    s = await startMiniProgram()
    organiser = await apiLogin(s.server, uniqueMobile(), 'miniXfs')
    const now = Date.now()
    const created = await asUser<PartyDetail>(s.server, organiser, 'POST', '/reading/party/create', {
      title: '小程序读书会',
      bookTitle: '被讨厌的勇气',
      city: '杭州',
      venue: '晓风书屋',
      address: '杭州市体育场路',
      startsAt: now + 3 * DAY_MS,
      endsAt: now + 3 * DAY_MS + 7_200_000,
      signupDeadline: now + 2 * DAY_MS,
      capacity: 1,
      feeFen: 1990,
    })
    assert.equal(created.state, 1, created.msg)
    party = created.data
  })
  after(async () => {
    await s?.close()
  })

  test('a paid sign-up with wx.requestPayment takes the seat; the next reader joins the waitlist', async () => {
    // Log in inside the mini-program (the 我的读书会 page asks for it): the server then knows this
    // WeChat user's openid, which paying needs.
    const mine = await openPage(s.mp, MY_CENTER.name, MY_CENTER.page)
    await loginThroughOverlay(s.mp, mine, uniqueMobile(), (mobile) => lastSmsCode(s.server, mobile))
    const page = await openPage(s.mp, DETAIL.name, DETAIL.page, `?partyId=${party.party.id}`)
    await element(page, `${byTestId('reading-detail')}[data-party-id=${party.party.id}]`)
    await waitForText(page, byTestId('reading-action-signup'), (t) => t === '报名 ¥19.9')
    await (await element(page, byTestId('reading-action-signup'))).tap()
    await (await element(page, byTestId('order-submit'))).tap()
    await element(page, `${byTestId('reading-my-state')}[data-state=signed]`, { timeout: 15_000 })
    const prepay = [...s.wechatPay.prepays.values()].at(-1)!
    assert.deepEqual([prepay.openid, prepay.total], [s.openid, 1990])
    if (s.runtime) assert.equal(s.runtime.calls.filter((c) => c.api === 'requestPayment').length, 1)
    const seen = await asUser<PartyDetail>(s.server, organiser, 'GET', `/reading/detail?partyId=${party.party.id}`)
    assert.deepEqual([seen.data.party.seatsLeft, seen.data.party.attendees], [0, 1])

    // Another reader on the same phone: the party is full, the waitlist takes them in line.
    const next = await apiLogin(s.server, uniqueMobile(), 'miniXfs')
    await storeToken(s.mp, next.token)
    await s.relaunch({ path: DETAIL.page, query: { partyId: String(party.party.id) } })
    const full = await openPage(s.mp, DETAIL.name, DETAIL.page, `?partyId=${party.party.id}`)
    await element(full, `${byTestId('reading-my-state')}[data-state=full]`)
    await (await element(full, byTestId('reading-action-joinWaitlist'))).tap()
    await element(full, `${byTestId('reading-my-state')}[data-state=waiting]`)
    assert.match(await (await element(full, byTestId('reading-my-status'))).text(), /候补第1位/)
  })
})
