// The device, the account, launch options, app listeners, the update manager and nextTick.
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, it } from 'node:test'
import { createRig, delay, invoke } from './test-support'
import type { TestRig } from './test-support'

let rig: TestRig
beforeEach(() => (rig = createRig()))
afterEach(() => rig.close())

describe('system information', () => {
  it('describes an iPhone X on base library 3.7.0', () => {
    const info = rig.wx.getSystemInfoSync() as Record<string, unknown>
    assert.deepEqual(
      [info.platform, info.screenWidth, info.screenHeight, info.pixelRatio, info.SDKVersion, info.statusBarHeight],
      ['ios', 375, 812, 3, '3.7.0', 44],
    )
    assert.deepEqual(info.safeArea, { left: 0, right: 375, top: 44, bottom: 778, width: 375, height: 734 })
    assert.equal(info.windowHeight, 812 - 44 - 44)
  })

  it('answers the split APIs with the same device', async () => {
    const windowInfo = rig.wx.getWindowInfo() as Record<string, unknown>
    const deviceInfo = rig.wx.getDeviceInfo() as Record<string, unknown>
    const base = rig.wx.getAppBaseInfo() as Record<string, unknown>
    assert.equal(windowInfo.windowWidth, 375)
    assert.equal(deviceInfo.platform, 'ios')
    assert.equal(base.SDKVersion, '3.7.0')
    const async = await invoke(rig.wx.getSystemInfo)
    assert.equal(async.res.errMsg, 'getSystemInfo:ok')
    assert.equal(async.res.model, deviceInfo.model)
  })

  it('gives a fresh object each time, so the app cannot change the device', () => {
    ;(rig.wx.getSystemInfoSync() as Record<string, unknown>).platform = 'android'
    assert.equal((rig.wx.getSystemInfoSync() as Record<string, unknown>).platform, 'ios')
  })

  it('places the menu button where an iPhone X has it', () => {
    assert.deepEqual(rig.wx.getMenuButtonBoundingClientRect(), { width: 87, height: 32, top: 48, right: 368, bottom: 80, left: 281 })
  })
})

describe('account', () => {
  it("uses the build's appid when the runtime gives dist/weapp", () => {
    const distDir = mkdtempSync(path.join(os.tmpdir(), 'wx-dist-'))
    writeFileSync(path.join(distDir, 'project.config.json'), JSON.stringify({ appid: 'wx1234567890abcdef' }))
    const withDist = createRig({ distDir })
    try {
      assert.deepEqual(withDist.wx.getAccountInfoSync(), { miniProgram: { appId: 'wx1234567890abcdef', envVersion: 'develop', version: '' } })
    } finally {
      withDist.close()
      rmSync(distDir, { recursive: true, force: true })
    }
  })

  it('falls back to wx_mini_test without it', () => {
    assert.equal((rig.wx.getAccountInfoSync() as { miniProgram: { appId: string } }).miniProgram.appId, 'wx_mini_test')
  })
})

describe('launch options and app listeners', () => {
  it("answers the host's launch options", () => {
    assert.deepEqual(rig.wx.getLaunchOptionsSync(), { path: 'pages/index/index', query: { from: 'test' }, scene: 1001, referrerInfo: {} })
    assert.equal((rig.wx.getEnterOptionsSync() as { apiCategory: string }).apiCategory, 'default')
  })

  it('adds and removes app listeners in the host sets the runtime calls', () => {
    const onHide = () => undefined
    rig.wx.onAppHide(onHide as never)
    rig.wx.onAppShow((() => undefined) as never)
    assert.ok(rig.host.appListeners.hide.has(onHide))
    rig.wx.offAppHide(onHide as never)
    assert.equal(rig.host.appListeners.hide.size, 0)
    rig.wx.offAppShow()
    assert.equal(rig.host.appListeners.show.size, 0)
  })
})

describe('network, update manager, nextTick', () => {
  it('is on wifi', async () => {
    assert.deepEqual((await invoke(rig.wx.getNetworkType)).res, { networkType: 'wifi', errMsg: 'getNetworkType:ok' })
  })

  it('reports no update, asynchronously', async () => {
    const manager = rig.wx.getUpdateManager() as { onCheckForUpdate(listener: (res: unknown) => void): void }
    assert.equal(rig.wx.getUpdateManager(), manager)
    let returned = false
    const answer = await new Promise((resolve) => {
      manager.onCheckForUpdate((res) => resolve({ res, returned }))
      returned = true
    })
    assert.deepEqual(answer, { res: { hasUpdate: false }, returned: true })
  })

  it('runs a nextTick task later, not during the call', async () => {
    const order: string[] = []
    rig.wx.nextTick((() => order.push('tick')) as never)
    order.push('after call')
    await delay(5)
    assert.deepEqual(order, ['after call', 'tick'])
  })
})
