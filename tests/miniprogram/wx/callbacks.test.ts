// WeChat's callback convention, the call record, mocks and dispose, shown on real APIs.
import assert from 'node:assert/strict'
import { afterEach, beforeEach, describe, it } from 'node:test'
import { createRig, delay, invoke, Unimplemented } from './test-support'
import type { TestRig } from './test-support'

describe('callback APIs', () => {
  let rig: TestRig
  beforeEach(() => (rig = createRig()))
  afterEach(() => rig.close())

  it('call success, then complete, after the call has returned, with <api>:ok', async () => {
    const call = await invoke(rig.wx.setClipboardData, { data: 'copied' })
    assert.deepEqual(call.order, ['success', 'complete'])
    assert.equal(call.outcome, 'success')
    assert.equal(call.res.errMsg, 'setClipboardData:ok')
  })

  it('call fail, then complete, asynchronously, with <api>:fail <reason>', async () => {
    const call = await invoke(rig.wx.getStorage, { key: 'absent' })
    assert.deepEqual(call.order, ['fail', 'complete'])
    assert.deepEqual(call.res, { errMsg: 'getStorage:fail data not found' })
  })

  it('return a Promise instead when called without success, fail and complete, as WeChat does', async () => {
    const wx = rig.wx as unknown as Record<string, (o?: object) => Promise<{ errMsg: string }> | undefined>
    const ok = await wx.setClipboardData({ data: 'promised' })
    assert.equal(ok?.errMsg, 'setClipboardData:ok')
    await assert.rejects(wx.getStorage({ key: 'absent' })!, (err: { errMsg: string }) => err.errMsg === 'getStorage:fail data not found')
    assert.equal(wx.setClipboardData({ data: 'x', success: () => undefined }), undefined, 'with a callback there is no promise')
  })

  it("report a parameter of the wrong type in WeChat's words", async () => {
    const call = await invoke(rig.wx.navigateTo, { url: 42 })
    assert.deepEqual(call.order, ['fail', 'complete'])
    assert.equal(call.res.errMsg, 'navigateTo:fail parameter error: parameter.url should be String instead of Number;')
    const missing = await invoke(rig.wx.makePhoneCall, {})
    assert.equal(missing.res.errMsg, 'makePhoneCall:fail parameter error: parameter.phoneNumber should be String instead of Undefined;')
  })

  it('still call complete when success throws, and report the throw as a script error', async () => {
    const order: string[] = []
    await new Promise<void>((resolve) => {
      rig.wx.getNetworkType({
        success: () => {
          order.push('success')
          throw new Error('app bug in success')
        },
        complete: () => {
          order.push('complete')
          resolve()
        },
      } as never)
    })
    assert.deepEqual(order, ['success', 'complete'])
    assert.equal((rig.asyncErrors[0] as Error).message, 'app bug in success')
  })

  it('work without any callback', async () => {
    rig.wx.setStorage({ key: 'quiet', data: 1 } as never)
    // Deliveries keep their order: once this one completes, the first has been delivered too.
    assert.deepEqual((await invoke(rig.wx.getStorage, { key: 'quiet' })).res, { data: 1, errMsg: 'getStorage:ok' })
  })
})

describe('the call record', () => {
  let rig: TestRig
  beforeEach(() => (rig = createRig()))
  afterEach(() => rig.close())

  it('holds every call with its api name, arguments and time', async () => {
    const options = { title: '已保存' }
    rig.wx.showToast(options as never)
    rig.wx.getSystemInfoSync()
    assert.deepEqual(
      rig.host.calls.map(({ api, args }) => ({ api, args })),
      [
        { api: 'showToast', args: [options] },
        { api: 'getSystemInfoSync', args: [] },
      ],
    )
    assert.equal(typeof rig.host.calls[0].at, 'number')
    assert.ok(rig.host.calls[0].at <= rig.host.calls[1].at)
  })
})

describe('mock', () => {
  let rig: TestRig
  beforeEach(() => (rig = createRig()))
  afterEach(() => rig.close())

  it('replaces one API until it is restored, and the call is still recorded', async () => {
    rig.runtime.mock('showModal', (options) => {
      ;(options as { success(res: unknown): void }).success({ confirm: false, cancel: true, errMsg: 'showModal:ok' })
    })
    const mocked = await new Promise((resolve) => rig.wx.showModal({ title: 'Leave?', success: resolve } as never))
    assert.deepEqual(mocked, { confirm: false, cancel: true, errMsg: 'showModal:ok' })
    assert.equal(rig.host.calls.filter((call) => call.api === 'showModal').length, 1)

    rig.runtime.mock('showModal', null)
    const restored = await invoke(rig.wx.showModal, { title: 'Leave?' })
    assert.equal(restored.res.confirm, true)
  })

  it('can stand in for an unimplemented API, and canIUse then answers true', () => {
    assert.equal(rig.wx.canIUse('getLocation' as never), false)
    rig.runtime.mock('getLocation', () => 'mocked')
    assert.equal(rig.wx.getLocation(), 'mocked')
    assert.equal(rig.wx.canIUse('getLocation' as never), true)
    rig.runtime.mock('getLocation', null)
    assert.throws(() => rig.wx.getLocation(), Unimplemented)
  })

  it('refuses a name that is no wx API', () => {
    assert.throws(() => rig.runtime.mock('getLocatoin', () => 1), /wx\.getLocatoin is not a WeChat API function/)
  })
})

describe('canIUse', () => {
  it('is true for implemented APIs and their options, false for the rest and for components', () => {
    const rig = createRig()
    try {
      assert.equal(rig.wx.canIUse('request' as never), true)
      assert.equal(rig.wx.canIUse('getBackgroundAudioManager' as never), true)
      assert.equal(rig.wx.canIUse('request.object.timeout' as never), true)
      assert.equal(rig.wx.canIUse('openBluetoothAdapter' as never), false)
      assert.equal(rig.wx.canIUse('button.open-type.share' as never), false)
    } finally {
      rig.close()
    }
  })
})

describe('dispose', () => {
  it('drops the callbacks of calls in flight and stops timers', async () => {
    const rig = createRig()
    let called = false
    rig.wx.getNetworkType({ complete: () => (called = true) } as never)
    rig.wx.nextTick((() => (called = true)) as never)
    rig.close()
    await delay(20)
    assert.equal(called, false)
  })
})
