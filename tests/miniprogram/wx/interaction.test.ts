// Toasts, modals, the navigation bar, the clipboard, navigation, login and payment.
import assert from 'node:assert/strict'
import { afterEach, beforeEach, describe, it } from 'node:test'
import { CanvasNode } from './canvas'
import { createRig, delay, invoke } from './test-support'
import type { TestRig } from './test-support'

let rig: TestRig
beforeEach(() => (rig = createRig()))
afterEach(() => rig.close())

describe('toast and loading (one view, as in WeChat)', () => {
  it('hides a loading with hideLoading, and fails when none is shown', async () => {
    await invoke(rig.wx.showLoading, { title: '加载中' })
    assert.equal((await invoke(rig.wx.hideLoading)).res.errMsg, 'hideLoading:ok')
    assert.deepEqual((await invoke(rig.wx.hideLoading)).res, { errMsg: "hideLoading:fail toast can't be found" })
  })

  it('lets a toast replace a loading, so hideLoading with noConflict finds nothing to hide', async () => {
    await invoke(rig.wx.showLoading, { title: '加载中' })
    await invoke(rig.wx.showToast, { title: '保存成功' })
    assert.equal((await invoke(rig.wx.hideLoading, { noConflict: true })).outcome, 'fail')
    assert.equal((await invoke(rig.wx.hideToast)).outcome, 'success')
  })

  it('hides a toast after its duration', async () => {
    await invoke(rig.wx.showToast, { title: '已复制', duration: 20 })
    await delay(40)
    assert.equal((await invoke(rig.wx.hideToast)).outcome, 'fail')
  })

  it('requires a title', async () => {
    const call = await invoke(rig.wx.showToast, {})
    assert.equal(call.res.errMsg, 'showToast:fail parameter error: parameter.title should be String instead of Undefined;')
  })
})

describe('modal and action sheet', () => {
  it('confirms a modal', async () => {
    assert.deepEqual((await invoke(rig.wx.showModal, { title: '提示', content: '确定退出？' })).res, {
      confirm: true,
      cancel: false,
      errMsg: 'showModal:ok',
    })
  })

  it('fails a button text longer than 4 Chinese characters, as WeChat does', async () => {
    const call = await invoke(rig.wx.showModal, { title: '邀请', confirmText: '复制邀请码' })
    assert.deepEqual(call.res, { errMsg: 'showModal:fail confirmText length should not larger than 4 Chinese characters' })
    assert.equal((await invoke(rig.wx.showModal, { title: '邀请', confirmText: 'Copy it' })).outcome, 'success')
  })

  it('taps the first item of an action sheet, and refuses more than 6 items', async () => {
    assert.equal((await invoke(rig.wx.showActionSheet, { itemList: ['拍照', '相册'] })).res.tapIndex, 0)
    const tooMany = await invoke(rig.wx.showActionSheet, { itemList: ['1', '2', '3', '4', '5', '6', '7'] })
    assert.equal(tooMany.res.errMsg, 'showActionSheet:fail parameter error: itemList should not be large than 6')
  })
})

describe('navigation bar and page chrome', () => {
  it('sets the title and checks the colours WeChat allows', async () => {
    assert.equal((await invoke(rig.wx.setNavigationBarTitle, { title: '课程' })).outcome, 'success')
    const bad = await invoke(rig.wx.setNavigationBarColor, { frontColor: '#333333', backgroundColor: '#ffffff' })
    assert.equal(bad.res.errMsg, 'setNavigationBarColor:fail invalid frontColor "#333333"')
    assert.equal((await invoke(rig.wx.setNavigationBarColor, { frontColor: '#ffffff', backgroundColor: '#000000' })).outcome, 'success')
  })

  it('records pageScrollTo and stopPullDownRefresh for assertions', async () => {
    await invoke(rig.wx.pageScrollTo, { scrollTop: 0, duration: 200 })
    await invoke(rig.wx.stopPullDownRefresh)
    assert.deepEqual(
      rig.host.calls.map((call) => call.api),
      ['pageScrollTo', 'stopPullDownRefresh'],
    )
  })
})

describe('clipboard and phone', () => {
  it('keeps what was copied', async () => {
    await invoke(rig.wx.setClipboardData, { data: 'XZ-2024' })
    assert.deepEqual((await invoke(rig.wx.getClipboardData)).res, { data: 'XZ-2024', errMsg: 'getClipboardData:ok' })
  })

  it('starts with an empty clipboard in each runtime', async () => {
    assert.equal((await invoke(rig.wx.getClipboardData)).res.data, '')
  })

  it('records the phone call', async () => {
    await invoke(rig.wx.makePhoneCall, { phoneNumber: '400-000-0000' })
    assert.equal(rig.host.calls[0].api, 'makePhoneCall')
    assert.equal((rig.host.calls[0].args[0] as { phoneNumber: string }).phoneNumber, '400-000-0000')
  })
})

describe('navigation', () => {
  it('asks the host page stack and answers <api>:ok', async () => {
    assert.equal((await invoke(rig.wx.navigateTo, { url: '/pages/course/index?id=3' })).res.errMsg, 'navigateTo:ok')
    assert.equal((await invoke(rig.wx.navigateBack)).res.errMsg, 'navigateBack:ok')
    assert.deepEqual(rig.navigations, [
      { kind: 'navigateTo', options: { url: '/pages/course/index?id=3' } },
      { kind: 'navigateBack', options: { delta: 1 } },
    ])
  })

  it("turns the page stack's refusal into the errMsg", async () => {
    const call = await invoke(rig.wx.redirectTo, { url: '/pages/missing/index' })
    assert.deepEqual(call.res, { errMsg: 'redirectTo:fail page "/pages/missing/index" is not found' })
  })
})

describe('login and payment', () => {
  it('logs in with a code from the host, after which the session checks out', async () => {
    assert.deepEqual((await invoke(rig.wx.checkSession)).res, { errMsg: 'checkSession:fail session time out, need relogin' })
    assert.deepEqual((await invoke(rig.wx.login)).res, { code: 'code-1', errMsg: 'login:ok' })
    assert.equal((await invoke(rig.wx.checkSession)).res.errMsg, 'checkSession:ok')
  })

  const payment = { timeStamp: '1700000000', nonceStr: 'n', package: 'prepay_id=wx1', signType: 'RSA', paySign: 'sig' }

  it('pays through the host and answers requestPayment:ok', async () => {
    assert.equal((await invoke(rig.wx.requestPayment, payment)).res.errMsg, 'requestPayment:ok')
    assert.deepEqual(rig.payments, [payment])
  })

  it('fails with cancel when the user cancels, and with the reason the host gives', async () => {
    rig.setPayAnswer('cancel')
    assert.deepEqual((await invoke(rig.wx.requestPayment, payment)).res, { errMsg: 'requestPayment:fail cancel' })
    rig.setPayAnswer({ fail: '支付验证签名失败' })
    assert.deepEqual((await invoke(rig.wx.requestPayment, payment)).res, { errMsg: 'requestPayment:fail 支付验证签名失败' })
  })

  const transfer = { mchId: '1900000109', appId: 'wx_mini', package: 'ABBQO+oYAAAB' }

  it('confirms a merchant transfer through the host: requestMerchantTransfer:ok, cancel, a failure', async () => {
    rig.setPayAnswer('ok')
    assert.equal((await invoke(rig.wx.requestMerchantTransfer, transfer)).res.errMsg, 'requestMerchantTransfer:ok')
    assert.deepEqual(rig.transfers, [transfer])
    rig.setPayAnswer('cancel')
    assert.deepEqual((await invoke(rig.wx.requestMerchantTransfer, transfer)).res, { errMsg: 'requestMerchantTransfer:fail cancel' })
    rig.setPayAnswer({ fail: 'requestMerchantTransfer: 参数错误' })
    assert.equal((await invoke(rig.wx.requestMerchantTransfer, transfer)).res.errMsg, 'requestMerchantTransfer:fail requestMerchantTransfer: 参数错误')
    assert.equal((await invoke(rig.wx.requestMerchantTransfer, { ...transfer, package: 7 })).outcome, 'fail', 'package must be a string')
    assert.equal(rig.transfers.length, 3)
    rig.setPayAnswer('ok')
  })

  it('refuses a timeStamp that is a number, before paying anything', async () => {
    const call = await invoke(rig.wx.requestPayment, { ...payment, timeStamp: 1700000000 })
    assert.equal(call.res.errMsg, 'requestPayment:fail parameter error: parameter.timeStamp should be String instead of Number;')
    assert.deepEqual(rig.payments, [])
  })
})

describe('selector queries', () => {
  type Query = {
    select(selector: string): Ref
    selectAll(selector: string): Ref
    selectViewport(): Ref
    exec(cb?: (res: unknown[]) => void): Query
  }
  type Ref = {
    boundingClientRect(cb?: (res: unknown) => void): Query
    fields(fields: Record<string, unknown>, cb?: (res: unknown) => void): Query
    node(): Query
  }
  const run = (query: Query) => new Promise<unknown[]>((resolve) => query.exec(resolve))

  it('answers what the page tree knows, and a zero rectangle (counted) for layout it does not render', async () => {
    const query = rig.wx.createSelectorQuery() as Query
    const perRequest: unknown[] = []
    query.select('.player-panel__bar').boundingClientRect((r) => perRequest.push(r))
    query.selectAll('.item').fields({ id: true, dataset: true })
    query.select('.absent').boundingClientRect()
    query.selectViewport().boundingClientRect()
    let answered = false
    const results = run(query).then((r) => ((answered = true), r))
    assert.equal(answered, false, 'answered in a later task, as in WeChat')
    const [bar, items, absent, viewport] = await results
    assert.deepEqual(bar, { id: '_A1', dataset: { sid: '_A1', chapterId: '7' }, left: 0, right: 0, top: 0, bottom: 0, width: 0, height: 0 })
    assert.deepEqual(perRequest, [bar])
    assert.deepEqual(items, [{ id: '_A2', dataset: { sid: '_A2' } }, { id: '_A3', dataset: { sid: '_A3' } }])
    assert.equal(absent, null)
    assert.deepEqual(viewport, { id: '', dataset: {}, left: 0, top: 0, right: 375, bottom: 724, width: 375, height: 724 })
    assert.deepEqual(rig.layoutQueries, ['boundingClientRect', 'boundingClientRect'])
  })

  it('gives a canvas node that really draws, and canvasToTempFilePath writes its pixels to a PNG', async () => {
    const query = rig.wx.createSelectorQuery() as Query
    query.select('#poster').fields({ node: true, size: true })
    query.select('.player-panel__bar').fields({ node: true })
    const [{ node }, bar] = (await run(query)) as [{ node: CanvasNode }, { node: unknown }]
    assert.ok(node instanceof CanvasNode)
    assert.equal((bar as { node: unknown }).node, null, 'a view has no node object')
    node.width = 40
    node.height = 20
    const ctx = node.getContext('2d')
    ctx.fillStyle = '#ff0000'
    ctx.fillRect(0, 0, 40, 20)
    const call = await invoke(rig.wx.canvasToTempFilePath, { canvas: node, fileType: 'png' })
    const { tempFilePath } = call.res as { tempFilePath: string }
    const info = await invoke(rig.wx.getImageInfo, { src: tempFilePath })
    assert.deepEqual([(info.res as { width: number }).width, (info.res as { height: number }).height], [40, 20])
  })
})
