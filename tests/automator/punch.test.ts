// Punch-in inside the mini-program, driven by miniprogram-automator against the real API server
// (with a reminder template and the movable clock): join from 挑战介绍, punch from 打卡详情 →
// 发布打卡; the tap first asks wx.requestSubscribeMessage for the reminder (the user accepts) and
// hands the grant to the server with a wx.login code; the punch reaches the server. The reminder
// job then skips the user the evening they punched and reminds them, through WeChat's
// subscribeMessage.send, the next evening they have not.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { TextareaElement } from 'miniprogram-automator/out/Element'
import type { Challenge, ChallengeDetail } from '@contract/punch'
import { admin, api, uniqueMobile } from '../support/harness'
import { routeByName } from '../support/routes'
import { apiLogin, asUser, type ApiUser } from '../support/session'
import { waitUntil } from '../support/wait'
import { startMiniProgram, type MiniProgramSession } from '../miniprogram/harness'
import { byTestId, element, openPage, settledPage, storeToken } from './pages'

const MINI_ECOLOGY = 'miniXfs'
const TEMPLATE = 'tmpl_punch_reminder_automator'
const page = (name: string) => routeByName(name).page
const DAY_MS = 86_400_000

describe('mini-program: punch-in', () => {
  let s: MiniProgramSession
  let reader: ApiUser
  let today = ''
  before(async () => {
    s = await startMiniProgram({ env: { WECHAT_PUNCH_TEMPLATE_ID: TEMPLATE, DEV_CLOCK: '1' } })
    reader = await apiLogin(s.server, uniqueMobile(), MINI_ECOLOGY)
    await storeToken(s.mp, reader.token)
    await s.relaunch()
    today = (await api<{ beijingDay: string }>(s.server, 'GET', '/dev/clock')).data.beijingDay
  })
  after(async () => {
    await s?.close()
  })

  test('join, punch with the reminder accepted in wx.requestSubscribeMessage; the reminder goes only when not punched', async () => {
    const created = await admin(s.server, 'POST', '/punch/challenges', {
      kind: 'daily',
      title: '小程序打卡',
      intro: '在小程序里每天打卡',
      startDay: today,
      endDay: new Date(Date.parse(`${today}T00:00:00Z`) + 6 * DAY_MS).toISOString().slice(0, 10),
      makeupLimit: 1,
      reminderTime: '20:00',
    })
    assert.equal(created.state, 1, created.msg)
    const challenge = created.data as Challenge

    // 挑战介绍 → 参加挑战 → 打卡详情
    const intro = await openPage(s.mp, 'punch-introduce', page('punch-introduce'), `?challengeId=${challenge.id}`)
    await element(intro, `${byTestId('punch-introduce')}[data-joined=false]`)
    await (await element(intro, byTestId('punch-join'))).tap()
    const detailed = await settledPage(s.mp, 'punch-detailed', page('punch-detailed'), { timeout: 15_000 })
    await element(detailed, `${byTestId('punch-detailed')}[data-joined=true]`)
    await element(detailed, `${byTestId('punch-reminder')}[data-state=off]`)

    // 去打卡 → 发布打卡: write, then tap 打卡; WeChat's subscription popup is answered "accept".
    await s.mp.mockWxMethod('requestSubscribeMessage', { errMsg: 'requestSubscribeMessage:ok', [TEMPLATE]: 'accept' })
    await (await element(detailed, byTestId('punch-go-post'))).tap()
    const post = await settledPage(s.mp, 'punch-post', page('punch-post'), { timeout: 15_000 })
    await element(post, `${byTestId('punch-post')}[data-mode=today]`)
    await ((await element(post, byTestId('punch-post-text'))) as TextareaElement).input('小程序里的第一次打卡')
    await (await element(post, byTestId('punch-post-submit'))).tap()

    // Back on 打卡详情: punched, the streak 1, one reminder in store.
    const back = await settledPage(s.mp, 'punch-detailed', page('punch-detailed'), { timeout: 15_000 })
    await element(back, `${byTestId('punch-today')}[data-punched=true]`, { timeout: 15_000 })
    const detail = await waitUntil(
      'the server holds the punch and the grant',
      async () => (await asUser<ChallengeDetail>(s.server, reader, 'GET', `/punch/challenge/detail?challengeId=${challenge.id}`)).data,
      (d) => d.me.punchedToday && d.me.reminder.pending === 1,
    )
    assert.deepEqual([detail.me.today, detail.me.streak, detail.me.reminder.templateId], [today, 1, TEMPLATE])
    await element(back, `${byTestId('punch-reminder')}[data-state=on]`)
    if (s.runtime) {
      const asked = s.runtime.calls.filter((c) => c.api === 'requestSubscribeMessage')
      assert.equal(asked.length, 1, 'one subscription popup, inside the tap')
      assert.deepEqual([...(asked[0].args[0] as { tmplIds: string[] }).tmplIds], [TEMPLATE]) // a copy: the array is the app realm's
      assert.ok(s.runtime.calls.some((c) => c.api === 'login'), 'wx.login names the WeChat user of the grant')
    }
    await s.mp.restoreWxMethod('requestSubscribeMessage')

    // WeChat kept the accept for this user; the reminder job decides who gets a message.
    s.wechat.acceptSubscription(s.openid, TEMPLATE)
    const run = async (at: number) => {
      const moved = await api(s.server, 'POST', '/dev/clock', { offsetMs: at - Date.now() })
      assert.equal(moved.state, 1, moved.msg)
      const r = await admin(s.server, 'POST', '/punch/reminders/run')
      assert.equal(r.state, 1, r.msg)
      return r.data as { day: string; due: number; sent: number; failed: number }
    }
    const evening = Date.parse(`${today}T12:05:00Z`) // 20:05 Beijing
    assert.deepEqual(await run(evening), { day: today, due: 0, sent: 0, failed: 0 }, 'punched today: no reminder')
    assert.equal(s.wechat.subscribeMessages.length, 0)
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10)
    assert.deepEqual(await run(evening + DAY_MS), { day: tomorrow, due: 1, sent: 1, failed: 0 })
    assert.deepEqual(s.wechat.subscribeMessages.map((m) => [m.openid, m.templateId, m.page]), [
      [s.openid, TEMPLATE, `packages/punch/detailed/index?challengeId=${challenge.id}`],
    ])
    assert.match(s.wechat.subscribeMessages[0].data.thing2, /已连续打卡1天/)
    assert.deepEqual(await run(evening + DAY_MS + 600_000), { day: tomorrow, due: 0, sent: 0, failed: 0 }, 'once per grant')
    await api(s.server, 'POST', '/dev/clock', { offsetMs: 0 })
  })
})
