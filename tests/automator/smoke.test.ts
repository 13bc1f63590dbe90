// Mini-program smoke suite, driven by miniprogram-automator through the official WeChat
// DevTools. The DevTools CLI exists for macOS and Windows only: set WECHAT_DEVTOOLS_CLI to its
// path (e.g. /Applications/wechatwebdevtools.app/Contents/MacOS/cli) to run it; otherwise the
// suite reports itself skipped. It needs `npm run build:weapp` with TARO_APP_API_BASE pointing
// at a server the DevTools can reach, and "不校验合法域名" (urlCheck off) for a plain-http base.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import { ROOT, lastSmsCode, startServer, uniqueMobile } from '../support/harness'

const cli = process.env.WECHAT_DEVTOOLS_CLI
const skip = cli ? false : 'WECHAT_DEVTOOLS_CLI is not set: the WeChat DevTools (macOS/Windows only) are needed'

test('mini-program: launch, open three pages, log in by SMS', { skip }, async () => {
  const automator = (await import('miniprogram-automator')).default
  const server = await startServer({ PORT: process.env.AUTOMATOR_API_PORT ?? '8080' })
  const mp = await automator.launch({ cliPath: cli, projectPath: ROOT, trustProject: true })
  try {
    const home = await mp.reLaunch('/pages/index/index')
    assert.ok(home, 'the VIP home opens')
    await home.waitFor('[data-testid=vip-offers]')

    const notFound = await mp.navigateTo('/pages/not-found/index')
    assert.ok(notFound)
    const course = await mp.reLaunch('/packages/course/courseDetail/index?subjectId=42&inviteCode=INV9')
    assert.ok(course)
    assert.equal((await course.data()) !== undefined, true)

    const portrait = await mp.reLaunch('/packages/user/portrait/index')
    assert.ok(portrait)
    const mobile = uniqueMobile()
    const overlay = await portrait.waitFor('.login-overlay')
    assert.ok(overlay)
    await (await portrait.$('.login-mobile input'))!.input(mobile)
    await (await portrait.$('.login-get-code'))!.tap()
    const code = await lastSmsCode(server, mobile)
    await (await portrait.$('.login-code input'))!.input(code)
    await (await portrait.$('.login-submit'))!.tap()
    await portrait.waitFor(async () => (await portrait.$('.login-overlay')) === null)
  } finally {
    await mp.close()
    await server.stop()
  }
})

void path
