// Mini-program smoke suite, driven by miniprogram-automator through the official WeChat
// DevTools. The DevTools CLI exists for macOS and Windows only: set WECHAT_DEVTOOLS_CLI to its
// path (e.g. /Applications/wechatwebdevtools.app/Contents/MacOS/cli) to run it; elsewhere the
// suite reports itself skipped. Build the mini-program first against a server the DevTools can
// reach, e.g. `TARO_APP_API_BASE=http://127.0.0.1:8080/api npm run build:weapp` with
// 「不校验合法域名」 ticked, and set AUTOMATOR_API_PORT to that port (default 8080): the suite
// starts the API server there itself.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { InputElement } from 'miniprogram-automator/out/Element'
import { ROOT, lastSmsCode, startServer, uniqueMobile } from '../support/harness'
import { routeByName } from '../support/routes'

const cli = process.env.WECHAT_DEVTOOLS_CLI
const skip = cli ? false : 'WECHAT_DEVTOOLS_CLI is not set: the WeChat DevTools (macOS/Windows only) are needed'
const pageUrl = (name: string, query = '') => `/${routeByName(name).page}${query}`

test('mini-program: launch, open three pages, log in by SMS', { skip }, async () => {
  const automator = (await import('miniprogram-automator')).default
  const server = await startServer({ PORT: process.env.AUTOMATOR_API_PORT ?? '8080' })
  const mp = await automator.launch({ cliPath: cli, projectPath: ROOT, trustProject: true })
  try {
    const home = await mp.reLaunch(pageUrl('home'))
    assert.ok(home, 'the VIP home opens')
    await home.waitFor('.offer-card')
    assert.ok((await home.$$('.offer-card')).length > 0, 'the VIP home lists the offers')

    const course = await mp.navigateTo(pageUrl('course-courseDetail', '?subjectId=42&inviteCode=INV9'))
    assert.ok(course, 'a subpackage page opens with its query')
    assert.equal(course.path, routeByName('course-courseDetail').page)

    const portrait = await mp.reLaunch(pageUrl('user-portrait'))
    assert.ok(portrait, 'a login-required page opens')
    await portrait.waitFor('.login-overlay')
    const [mobileInput, codeInput] = (await portrait.$$('.login-overlay__input')) as InputElement[]
    const mobile = uniqueMobile()
    await mobileInput.input(mobile)
    await (await portrait.$('.login-overlay__get-code'))!.tap()
    await portrait.waitFor(1500)
    await codeInput.input(await lastSmsCode(server, mobile))
    await (await portrait.$('.login-overlay__submit'))!.tap()
    await portrait.waitFor(async () => (await portrait.$('.profile-card')) !== null)
  } finally {
    await mp.close()
    await server.stop()
  }
})
