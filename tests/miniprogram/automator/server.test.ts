// The automator protocol server, driven by the real miniprogram-automator client against an
// in-memory target: two pages and a few nodes, with records of what the client made happen.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import vm from 'node:vm'
import { once } from 'node:events'
import { WebSocket } from 'ws'
import type MiniProgram from 'miniprogram-automator/out/MiniProgram'
import type { InputElement } from 'miniprogram-automator/out/Element'
import type { AutomatorTarget, NodeInfo } from '../types'
import { startAutomatorServer } from './server'

interface FakeNode extends NodeInfo {
  pageId: number
  parentSid: string | null
}

type WxMock = Parameters<AutomatorTarget['mockWxMethod']>[1]

/** Just enough of a runtime: selectors are one `.class`, `#id` or tag; `wx` has three methods. */
class FakeApp implements AutomatorTarget {
  pages: ReturnType<AutomatorTarget['pageStack']> = [
    { id: 1, path: 'pages/index/index', query: {} },
    { id: 2, path: 'pages/detail/index', query: { id: '42' } },
  ]
  nodes: FakeNode[] = [
    { pageId: 2, parentSid: null, sid: '_n1', tagName: 'view', attributes: { class: 'list', id: 'list' }, text: 'onetwo' },
    { pageId: 2, parentSid: '_n1', sid: '_n2', tagName: 'view', attributes: { class: 'item first', 'data-sid': '_n2' }, text: 'one' },
    { pageId: 2, parentSid: '_n1', sid: '_n3', tagName: 'view', attributes: { class: 'item' }, text: 'two' },
    { pageId: 2, parentSid: null, sid: '_n7', tagName: 'text', attributes: { class: 'item footer' }, text: 'three' },
    { pageId: 2, parentSid: null, sid: '_n4', tagName: 'input', attributes: { class: 'name', placeholder: 'Name' }, text: '' },
    { pageId: 2, parentSid: null, sid: '_n5', tagName: 'button', attributes: { class: 'submit' }, text: 'Send <now>' },
    { pageId: 1, parentSid: null, sid: '_n6', tagName: 'view', attributes: { class: 'item' }, text: 'home item' },
  ]
  data: Record<number, Record<string, unknown>> = { 1: { title: 'home' }, 2: { a: { b: 'deep' }, count: 1 } }
  taps: { pageId: number; sid: string }[] = []
  inputs: { pageId: number; sid: string; value: string }[] = []
  triggers: { pageId: number; sid: string; type: string; detail: unknown }[] = []
  methodCalls: { pageId: number; method: string; args: unknown[] }[] = []
  mocks = new Map<string, NonNullable<WxMock>>()
  exited = false
  readonly context = vm.createContext({})
  private readonly logListeners = new Set<(entry: { type: string; args: unknown[] }) => void>()
  private readonly exceptionListeners = new Set<(e: { message: string; stack: string }) => void>()

  pageStack() {
    return this.pages
  }

  async callWxMethod(method: string, args: unknown[]) {
    const mock = this.mocks.get(method)
    if (mock && 'result' in mock) return mock.result
    if (mock) return this.run(mock.functionDeclaration, [...args, ...mock.args])
    if (method === 'getSystemInfoSync') return { platform: 'devtools' }
    if (method === 'getStorageSync') return `stored:${String(args[0])}`
    if (method === 'request') throw { errMsg: 'request:fail timeout' }
    throw new Error(`wx.${method} is not implemented by the fake`)
  }

  mockWxMethod(method: string, mock: WxMock) {
    if (mock) this.mocks.set(method, mock)
    else this.mocks.delete(method)
  }

  async evaluate(functionDeclaration: string, args: unknown[]) {
    return this.run(functionDeclaration, args)
  }

  pageData(pageId: number, path?: string) {
    const data = this.data[pageId]
    return path ? path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], data) : data
  }

  async setPageData(pageId: number, data: Record<string, unknown>) {
    Object.assign(this.data[pageId], data)
  }

  async callPageMethod(pageId: number, method: string, args: unknown[]) {
    this.methodCalls.push({ pageId, method, args })
    return `${method} done`
  }

  query(pageId: number, selector: string, withinSid?: string) {
    return this.nodes.filter((node) => node.pageId === pageId && this.matches(node, selector) && (!withinSid || this.isInside(node, withinSid)))
  }

  node(pageId: number, sid: string) {
    return this.nodes.find((node) => node.pageId === pageId && node.sid === sid) ?? null
  }

  async tap(pageId: number, sid: string) {
    this.taps.push({ pageId, sid })
  }

  async input(pageId: number, sid: string, value: string) {
    this.inputs.push({ pageId, sid, value })
    this.node(pageId, sid)!.attributes.value = value
  }

  async trigger(pageId: number, sid: string, type: string, detail: unknown) {
    this.triggers.push({ pageId, sid, type, detail })
  }

  onLog(listener: (entry: { type: string; args: unknown[] }) => void) {
    this.logListeners.add(listener)
    return () => this.logListeners.delete(listener)
  }

  onException(listener: (e: { message: string; stack: string }) => void) {
    this.exceptionListeners.add(listener)
    return () => this.exceptionListeners.delete(listener)
  }

  async exit() {
    this.exited = true
  }

  log(type: string, ...args: unknown[]) {
    for (const listener of this.logListeners) listener({ type, args })
  }

  throwUncaught(message: string) {
    for (const listener of this.exceptionListeners) listener({ message, stack: `Error: ${message}\n    at app.js:1:1` })
  }

  private run(functionDeclaration: string, args: unknown[]) {
    return vm.runInContext(`(${functionDeclaration})`, this.context)(...args)
  }

  private matches(node: FakeNode, selector: string) {
    if (selector.startsWith('.')) return String(node.attributes.class).split(' ').includes(selector.slice(1))
    if (selector.startsWith('#')) return node.attributes.id === selector.slice(1)
    return node.tagName === selector
  }

  private isInside(node: FakeNode, ancestorSid: string): boolean {
    if (!node.parentSid) return false
    return node.parentSid === ancestorSid || this.isInside(this.node(node.pageId, node.parentSid)!, ancestorSid)
  }
}

const app = new FakeApp()
let server: Awaited<ReturnType<typeof startAutomatorServer>>
let mp: MiniProgram

before(async () => {
  server = await startAutomatorServer(app)
  const automator = (await import('miniprogram-automator')).default
  mp = await automator.connect({ wsEndpoint: server.wsEndpoint })
})

after(async () => {
  await server.close()
})

/** The client keeps `send` private; tests use it for requests it has no method for. */
function rawSend(method: string, params: Record<string, unknown> = {}): Promise<unknown> {
  return (mp as unknown as { send(method: string, params: Record<string, unknown>): Promise<unknown> }).send(method, params)
}

test('connect checks the SDK version, and the page stack and current page come from the target', async () => {
  assert.match(server.wsEndpoint, /^ws:\/\/127\.0\.0\.1:\d+$/)
  const stack = await mp.pageStack()
  assert.deepEqual(stack.map((page) => [page.path, page.query]), [['pages/index/index', {}], ['pages/detail/index', { id: '42' }]])
  const page = await mp.currentPage()
  assert.equal(page?.path, 'pages/detail/index')
  assert.deepEqual(page?.query, { id: '42' })
})

test('page.$ and page.$$ find elements, page.$ gives null when nothing matches', async () => {
  const page = (await mp.currentPage())!
  const list = await page.$('#list')
  assert.equal(list?.tagName, 'view')
  const items = await page.$$('.item')
  assert.deepEqual(await Promise.all(items.map((item: { text(): Promise<string> }) => item.text())), ['one', 'two', 'three'])
  assert.equal(await page.$('.missing'), null)
  const inside = await list!.$$('.item')
  assert.equal(inside.length, 2)
  assert.equal(await (await list!.$('.first'))!.text(), 'one')
  assert.equal(await list!.$('.submit'), null, 'a node outside the element is not found within it')
})

test('tap, input and trigger reach the target with the page and the node', async () => {
  const page = (await mp.currentPage())!
  await (await page.$('.submit'))!.tap()
  assert.deepEqual(app.taps, [{ pageId: 2, sid: '_n5' }])

  const name = (await page.$('.name')) as InputElement
  assert.equal(await name.value(), '', 'an empty input has the value ""')
  await name.input('abc')
  assert.deepEqual(app.inputs, [{ pageId: 2, sid: '_n4', value: 'abc' }])
  assert.equal(await name.value(), 'abc')
  // The client reads DOM properties only through private methods (text(), size()): ask directly.
  const dom = await rawSend('Element.getDOMProperties', { pageId: 2, elementId: '_n4', names: ['value', 'innerText'] })
  assert.deepEqual(dom, { properties: ['abc', ''] })

  const first = (await page.$('.first'))!
  await first.trigger('longpress', { x: 1 })
  // The client's type names the field changeTouches; the event gets WeChat's changedTouches.
  await first.touchstart({ touches: [{ identifier: 0, pageX: 3, pageY: 4 }], changeTouches: [{ identifier: 0, pageX: 3, pageY: 4 }] })
  assert.deepEqual(app.triggers, [
    { pageId: 2, sid: '_n2', type: 'longpress', detail: { x: 1 } },
    { pageId: 2, sid: '_n2', type: 'touchstart', detail: { touches: [{ identifier: 0, pageX: 3, pageY: 4 }], changedTouches: [{ identifier: 0, pageX: 3, pageY: 4 }] } },
  ])
})

test('text, attributes, properties and WXML are read from the node', async () => {
  const page = (await mp.currentPage())!
  const button = (await page.$('.submit'))!
  assert.equal(await button.text(), 'Send <now>')
  assert.equal(await button.attribute('class'), 'submit')
  assert.equal(await (await page.$('.first'))!.attribute('class'), 'item first')
  assert.equal(await button.outerWxml(), '<button class="submit">Send &lt;now&gt;</button>')
  assert.equal(await button.wxml(), 'Send &lt;now&gt;')

  const name = (await page.$('.name'))!
  assert.equal(await name.property('placeholder'), 'Name')
  await assert.rejects(name.property('checked'), { message: 'input.checked not exists' })
  await assert.rejects(button.offset(), { message: 'Element.getOffset: layout is not rendered by the test runtime' })
  await assert.rejects(button.size(), /"offsetWidth" is not supported by the test runtime/)
})

test('an element whose node is gone answers an error', async () => {
  const page = (await mp.currentPage())!
  const second = (await page.$$('.item'))[1]
  assert.equal(await second.attribute('class'), 'item')
  app.nodes = app.nodes.filter((node) => node.sid !== '_n3')
  await assert.rejects(second.text(), /^Error: element is gone/)
  await assert.rejects(second.tap(), /element is gone/)
})

test('page data, setData and page methods', async () => {
  const page = (await mp.currentPage())!
  assert.deepEqual(await page.data(), { a: { b: 'deep' }, count: 1 })
  assert.equal(await page.data('a.b'), 'deep')
  await page.setData({ count: 2 })
  assert.equal(app.data[2].count, 2)
  assert.equal(await page.callMethod('onRefresh', 1, 'x'), 'onRefresh done')
  assert.deepEqual(app.methodCalls, [{ pageId: 2, method: 'onRefresh', args: [1, 'x'] }])
  await assert.rejects(page.size(), /Page.getWindowProperties: layout is not rendered/)

  const [home] = await mp.pageStack()
  assert.equal(await home.data('title'), 'home', 'a page below the top answers too')
})

test('a page that left the stack answers an error', async () => {
  const [home] = await mp.pageStack()
  const pages = app.pages
  app.pages = pages.slice(1)
  try {
    await assert.rejects(home.data(), { message: 'page 1 is not open (it was closed, or never existed)' })
  } finally {
    app.pages = pages
  }
})

test('wx methods are called, mocked with a result or a function, and restored', async () => {
  assert.deepEqual(await mp.callWxMethod('getSystemInfoSync'), { platform: 'devtools' })
  await assert.rejects(mp.callWxMethod('request', { url: '/x' }), { message: 'request:fail timeout' })

  await mp.mockWxMethod('getSystemInfoSync', { platform: 'mocked' })
  assert.deepEqual(await mp.callWxMethod('getSystemInfoSync'), { platform: 'mocked' })

  await mp.mockWxMethod('getStorageSync', function (key: string, fallback: string) {
    return key === 'name' ? 'mocked name' : fallback
  }, 'fallback')
  assert.equal(await mp.callWxMethod('getStorageSync', 'name'), 'mocked name')
  assert.equal(await mp.callWxMethod('getStorageSync', 'other'), 'fallback')

  await mp.restoreWxMethod('getStorageSync')
  await mp.restoreWxMethod('getSystemInfoSync')
  assert.equal(await mp.callWxMethod('getStorageSync', 'name'), 'stored:name')
  assert.deepEqual(await mp.callWxMethod('getSystemInfoSync'), { platform: 'devtools' })
  await assert.rejects(mp.callPluginWxMethod('wx123', 'getStorageSync', 'name'), /for a plugin is not supported/)
})

test('evaluate runs a function with its arguments in the app context', async () => {
  assert.equal(await mp.evaluate(function (a: number, b: number) {
    return a + b
  }, 2, 3), 5)
  await assert.rejects(mp.evaluate('function () { throw new Error("app code failed") }'), { message: 'app code failed' })
})

test('an exposed function is a global of the app that calls back the client', async () => {
  const calls: unknown[][] = []
  await mp.exposeFunction('reportReady', (...args: unknown[]) => calls.push(args))
  vm.runInContext('reportReady("ready", { n: 1 })', app.context)
  await mp.pageStack() // a round trip: the event was sent before this reply
  assert.deepEqual(calls, [['ready', { n: 1 }]])
})

test('console output is forwarded once enabled, exceptions always', async () => {
  // A second client that never sends App.enableLog: it sees exceptions, not logs.
  const other = new WebSocket(server.wsEndpoint)
  await once(other, 'open')
  const otherEvents: string[] = []
  other.on('message', (data) => otherEvents.push(JSON.parse(String(data)).method))

  const logs: unknown[] = []
  mp.on('console', (entry) => logs.push(entry))
  await mp.pageStack() // App.enableLog was sent without waiting: let it through first
  const circular: Record<string, unknown> = { name: 'loop' }
  circular.self = circular
  app.log('warn', 'hello', { n: 1 }, circular, new Error('boom'))
  await mp.pageStack()
  assert.equal(logs.length, 1)
  const [entry] = logs as { type: string; args: unknown[] }[]
  assert.equal(entry.type, 'warn')
  assert.deepEqual(entry.args.slice(0, 2), ['hello', { n: 1 }])
  assert.match(String(entry.args[2]), /<ref \*1> \{ name: 'loop', self: \[Circular \*1\] \}/)
  assert.match(String(entry.args[3]), /^Error: boom\n\s+at /)

  const exceptions: unknown[] = []
  mp.on('exception', (exception) => exceptions.push(exception))
  const otherSawException = once(other, 'message')
  app.throwUncaught('kaput')
  await mp.pageStack()
  assert.deepEqual(exceptions, [{ message: 'kaput', stack: 'Error: kaput\n    at app.js:1:1' }])
  await otherSawException
  assert.deepEqual(otherEvents, ['App.exceptionThrown'], 'a client that did not ask for logs gets none')
  other.close()
})

test('unknown and unrendered methods fail with a message', async () => {
  await assert.rejects(rawSend('Foo.bar'), { message: 'Foo.bar is not supported by the test runtime' })
  await assert.rejects(mp.screenshot(), { message: 'App.captureScreenshot is not supported by the test runtime: layout is not rendered' })
  await assert.rejects(rawSend('Page.getData'), { message: 'Page.getData needs the param "pageId" as a number' })
})

test('bad messages close or answer that client only, and the server keeps serving', async () => {
  const notJson = new WebSocket(server.wsEndpoint)
  await once(notJson, 'open')
  notJson.send('not json')
  const [code] = await once(notJson, 'close')
  assert.equal(code, 1007)

  const raw = new WebSocket(server.wsEndpoint)
  await once(raw, 'open')
  const nextReply = async () => JSON.parse(String((await once(raw, 'message'))[0]))
  raw.send(JSON.stringify({ id: 7, method: 42 }))
  assert.deepEqual(await nextReply(), { id: 7, error: { message: 'a request needs a method name' } })
  raw.send(JSON.stringify({ id: 8, method: 'App.getPageStack', params: [1] }))
  assert.deepEqual(await nextReply(), { id: 8, error: { message: 'App.getPageStack: params must be an object' } })
  raw.send(JSON.stringify({ id: 9, method: 'App.getCurrentPage' }))
  assert.deepEqual(await nextReply(), { id: 9, result: { pageId: 2, path: 'pages/detail/index', query: { id: '42' } } })
  raw.close()
})

test('a result that JSON cannot carry answers an error instead of crashing', async () => {
  await assert.rejects(mp.evaluate('function () { return 10n }'), /^Error: the result cannot be sent as JSON: .*BigInt/)
})

test('close: App.exit closes the app, Tool.close is answered', async () => {
  await mp.close()
  assert.equal(app.exited, true)
})

// The timeout turns a close that waits for its clients into a failure instead of a hung run.
test('the server closes with a client still connected, and then refuses connections', { timeout: 5000 }, async () => {
  const closing = await startAutomatorServer(new FakeApp())
  const client = new WebSocket(closing.wsEndpoint)
  await once(client, 'open')
  const clientClosed = once(client, 'close')
  await closing.close()
  await clientClosed
  const automator = (await import('miniprogram-automator')).default
  await assert.rejects(automator.connect({ wsEndpoint: closing.wsEndpoint }), /Failed connecting/)
})
