// The WebSocket protocol that miniprogram-automator speaks to the WeChat DevTools, answered by the
// test runtime instead, so that `automator.connect({ wsEndpoint })` drives our built mini-program
// headlessly. The protocol was read from the client (node_modules/miniprogram-automator/out):
// requests are `{ id, method, params }`, replies `{ id, result }` or `{ id, error: { message } }`,
// events `{ method, params }` without an id.
//
// What the runtime cannot do honestly (layout, screenshots, plugins …) answers an error that says
// so: a test must never pass because a request was silently ignored.
import type { AddressInfo } from 'node:net'
import { inspect, types } from 'node:util'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import type { AutomatorTarget, NodeInfo } from '../types'

/** `checkVersion` in the client refuses SDKs below 2.7.3; this is the base library we stand in for. */
const SDK_VERSION = '3.7.0'

const LAYOUT_NOT_RENDERED = 'layout is not rendered by the test runtime'

/** Tags whose `value` is a property even when the template rendered no value attribute (empty field). */
const TEXT_FIELDS = new Set(['input', 'textarea'])

/** The close code RFC 6455 gives for a message whose payload is not what the protocol expects. */
const INVALID_PAYLOAD = 1007

interface ClientConnection {
  socket: WebSocket
  /** `App.logAdded` is sent only after the client asked with `App.enableLog` (as `mp.on('console')` does). */
  logEnabled: boolean
}

type Handler = (params: RequestParams, connection: ClientConnection) => unknown

/** Typed access to a request's params, with errors that name the method and the param. */
class RequestParams {
  constructor(
    readonly method: string,
    private readonly values: Record<string, unknown>,
  ) {}

  has(name: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.values, name)
  }

  any(name: string): unknown {
    return this.values[name]
  }

  string(name: string): string {
    const value = this.values[name]
    if (typeof value !== 'string') throw this.missing(name, 'a string')
    return value
  }

  optionalString(name: string): string | undefined {
    return this.has(name) ? this.string(name) : undefined
  }

  number(name: string): number {
    const value = this.values[name]
    if (typeof value !== 'number') throw this.missing(name, 'a number')
    return value
  }

  array(name: string): unknown[] {
    const value = this.values[name]
    if (!Array.isArray(value)) throw this.missing(name, 'an array')
    return value
  }

  object(name: string): Record<string, unknown> {
    const value = this.values[name]
    if (!isPlainObject(value)) throw this.missing(name, 'an object')
    return value
  }

  private missing(name: string, kind: string): Error {
    return new Error(`${this.method} needs the param "${name}" as ${kind}`)
  }
}

export async function startAutomatorServer(
  target: AutomatorTarget,
  options: { port?: number } = {},
): Promise<{ wsEndpoint: string; close(): Promise<void> }> {
  const connections = new Set<ClientConnection>()

  const broadcast = (method: string, params: unknown, to: (connection: ClientConnection) => boolean = () => true) => {
    for (const connection of connections) if (to(connection)) emit(connection.socket, method, params)
  }

  const openPageId = (params: RequestParams): number => {
    const pageId = params.number('pageId')
    if (!target.pageStack().some((page) => page.id === pageId)) {
      throw new Error(`page ${pageId} is not open (it was closed, or never existed)`)
    }
    return pageId
  }

  const elementOf = (params: RequestParams): { pageId: number; node: NodeInfo } => {
    const pageId = openPageId(params)
    const sid = params.string('elementId')
    const node = target.node(pageId, sid)
    if (!node) throw new Error(`element is gone: node ${sid} is no longer on page ${pageId}`)
    return { pageId, node }
  }

  const firstMatch = (pageId: number, selector: string, withinSid?: string) => {
    const [node] = target.query(pageId, selector, withinSid)
    if (!node) throw new Error(`no element matches "${selector}"`)
    return elementDescriptor(node)
  }

  const allMatches = (pageId: number, selector: string, withinSid?: string) => ({
    elements: target.query(pageId, selector, withinSid).map(elementDescriptor),
  })

  const touch = (type: string) => async (params: RequestParams) => {
    const { pageId, node } = elementOf(params)
    // The client's own type spells the field `changeTouches`; WeChat's event calls it `changedTouches`.
    const changedTouches = params.has('changedTouches') ? params.any('changedTouches') : params.any('changeTouches')
    await target.trigger(pageId, node.sid, type, { touches: params.any('touches') ?? [], changedTouches: changedTouches ?? [] })
    return {}
  }

  const handlers = new Map<string, Handler>([
    ['Tool.getInfo', () => ({ SDKVersion: SDK_VERSION })],
    // The harness owns the runtime's lifetime: closing the "tool" only ends the client's session.
    ['Tool.close', () => ({})],
    [
      'App.getPageStack',
      () => ({ pageStack: target.pageStack().map(pageDescriptor) }),
    ],
    [
      'App.getCurrentPage',
      () => {
        const stack = target.pageStack()
        const top = stack[stack.length - 1]
        if (!top) throw new Error('no page is open')
        return pageDescriptor(top)
      },
    ],
    [
      'App.callWxMethod',
      async (params) => {
        refusePlugin(params)
        return { result: await target.callWxMethod(params.string('method'), params.array('args')) }
      },
    ],
    [
      'App.mockWxMethod',
      (params) => {
        refusePlugin(params)
        // Three forms: a fixed result, a function with extra args, or neither (= restore).
        const mock = params.has('functionDeclaration')
          ? { functionDeclaration: params.string('functionDeclaration'), args: params.array('args') }
          : params.has('result')
            ? { result: params.any('result') }
            : null
        target.mockWxMethod(params.string('method'), mock)
        return {}
      },
    ],
    [
      'App.callFunction',
      async (params) => ({ result: await target.evaluate(params.string('functionDeclaration'), params.array('args')) }),
    ],
    [
      'App.enableLog',
      (_params, connection) => {
        connection.logEnabled = true
        return {}
      },
    ],
    [
      'App.addBinding',
      async (params) => {
        const name = params.string('name')
        // WeChat DevTools defines a global function of that name in the app's context; calling it
        // sends `App.bindingCalled`. The target has no hook for globals, so the function is
        // installed through `evaluate` with a Node callback as argument: this needs `evaluate` to
        // hand its arguments over as they are (same process), which the declaration checks.
        const notify = (args: unknown[]) => broadcast('App.bindingCalled', { name, args: args.map(loggable) })
        await target.evaluate(INSTALL_BINDING, [name, notify])
        return {}
      },
    ],
    [
      'App.exit',
      async () => {
        await target.exit()
        return {}
      },
    ],
    [
      'App.captureScreenshot',
      () => {
        throw new Error('App.captureScreenshot is not supported by the test runtime: layout is not rendered')
      },
    ],

    ['Page.getElement', (params) => firstMatch(openPageId(params), params.string('selector'))],
    ['Page.getElements', (params) => allMatches(openPageId(params), params.string('selector'))],
    ['Page.getData', (params) => ({ data: target.pageData(openPageId(params), params.optionalString('path')) })],
    [
      'Page.setData',
      async (params) => {
        await target.setPageData(openPageId(params), params.object('data'))
        return {}
      },
    ],
    [
      'Page.callMethod',
      async (params) => ({
        result: await target.callPageMethod(openPageId(params), params.string('method'), params.array('args')),
      }),
    ],
    [
      'Page.getWindowProperties',
      () => {
        throw new Error(`Page.getWindowProperties: ${LAYOUT_NOT_RENDERED}`)
      },
    ],

    [
      'Element.getElement',
      (params) => {
        const { pageId, node } = elementOf(params)
        return firstMatch(pageId, params.string('selector'), node.sid)
      },
    ],
    [
      'Element.getElements',
      (params) => {
        const { pageId, node } = elementOf(params)
        return allMatches(pageId, params.string('selector'), node.sid)
      },
    ],
    [
      'Element.tap',
      async (params) => {
        const { pageId, node } = elementOf(params)
        await target.tap(pageId, node.sid)
        return {}
      },
    ],
    [
      'Element.callFunction',
      async (params) => {
        const { pageId, node } = elementOf(params)
        const functionName = params.string('functionName')
        if (functionName !== 'input.input' && functionName !== 'textarea.input') {
          throw new Error(`Element.callFunction "${functionName}" is not supported by the test runtime`)
        }
        const [value] = params.array('args')
        if (typeof value !== 'string') throw new Error(`${functionName} needs the text to type as a string`)
        await target.input(pageId, node.sid, value)
        return {}
      },
    ],
    [
      'Element.triggerEvent',
      async (params) => {
        const { pageId, node } = elementOf(params)
        await target.trigger(pageId, node.sid, params.string('type'), params.any('detail'))
        return {}
      },
    ],
    ['Element.touchstart', touch('touchstart')],
    ['Element.touchmove', touch('touchmove')],
    ['Element.touchend', touch('touchend')],
    [
      'Element.getDOMProperties',
      (params) => {
        const { node } = elementOf(params)
        return { properties: params.array('names').map((name) => domPropertyOf(node, String(name))) }
      },
    ],
    [
      'Element.getAttributes',
      (params) => {
        const { node } = elementOf(params)
        return { attributes: params.array('names').map((name) => node.attributes[String(name)]) }
      },
    ],
    [
      'Element.getProperties',
      (params) => {
        const { node } = elementOf(params)
        return { properties: params.array('names').map((name) => propertyOf(node, String(name))) }
      },
    ],
    [
      'Element.getWXML',
      (params) => {
        const { node } = elementOf(params)
        return { wxml: params.string('type') === 'outer' ? outerWxml(node) : escapeText(node.text) }
      },
    ],
    [
      'Element.getOffset',
      () => {
        throw new Error(`Element.getOffset: ${LAYOUT_NOT_RENDERED}`)
      },
    ],
    [
      'Element.getStyles',
      () => {
        throw new Error(`Element.getStyles: ${LAYOUT_NOT_RENDERED}`)
      },
    ],
  ])

  const answer = async (connection: ClientConnection, data: RawData) => {
    let message: unknown
    try {
      message = JSON.parse(data.toString())
    } catch {
      connection.socket.close(INVALID_PAYLOAD, 'automator messages are JSON')
      return
    }
    const id = isPlainObject(message) ? message.id : undefined
    // Without an id there is nobody to reply to: the client only sends requests.
    if (!isPlainObject(message) || (typeof id !== 'string' && typeof id !== 'number')) {
      connection.socket.close(INVALID_PAYLOAD, 'automator requests are { id, method, params }')
      return
    }
    const { method, params = {} } = message
    try {
      if (typeof method !== 'string') throw new Error('a request needs a method name')
      if (!isPlainObject(params)) throw new Error(`${method}: params must be an object`)
      const handler = handlers.get(method)
      if (!handler) throw new Error(`${method} is not supported by the test runtime`)
      const result = await handler(new RequestParams(method, params), connection)
      reply(connection.socket, id, { result })
    } catch (error) {
      reply(connection.socket, id, { error: { message: messageOf(error) } })
    }
  }

  const server = new WebSocketServer({ host: '127.0.0.1', port: options.port ?? 0 })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  server.on('connection', (socket) => {
    const connection: ClientConnection = { socket, logEnabled: false }
    connections.add(connection)
    socket.on('message', (data) => void answer(connection, data))
    socket.on('close', () => connections.delete(connection))
    // ws closes the socket itself after a protocol error (bad UTF-8, oversized frame); an 'error'
    // event without a listener would throw and take the whole test process down.
    socket.on('error', () => connections.delete(connection))
  })

  const stopLogs = target.onLog((entry) =>
    broadcast('App.logAdded', { type: entry.type, args: entry.args.map(loggable) }, (connection) => connection.logEnabled),
  )
  const stopExceptions = target.onException((exception) =>
    broadcast('App.exceptionThrown', { message: exception.message, stack: exception.stack }),
  )

  // Listening on a host and port, the server's address is an AddressInfo (not a pipe's name, not null).
  const { port } = server.address() as AddressInfo
  return {
    wsEndpoint: `ws://127.0.0.1:${port}`,
    async close() {
      stopLogs()
      stopExceptions()
      // The server waits for open connections before it closes; a test's client may never hang up.
      for (const { socket } of connections) socket.terminate()
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
    },
  }
}

/** Defines the binding as a global of the app's context; see App.addBinding. */
const INSTALL_BINDING = `function (name, notify) {
  if (typeof notify !== 'function') throw new Error('App.addBinding needs the target to pass evaluate arguments as they are (a callback was not kept)')
  globalThis[name] = function () { notify(Array.prototype.slice.call(arguments)) }
}`

function reply(socket: WebSocket, id: string | number, outcome: { result: unknown } | { error: { message: string } }) {
  // A reply can outlive its client (a test that disconnected while a tap was running).
  if (socket.readyState !== socket.OPEN) return
  let text: string
  try {
    text = JSON.stringify({ id, ...outcome })
  } catch (error) {
    text = JSON.stringify({ id, error: { message: `the result cannot be sent as JSON: ${messageOf(error)}` } })
  }
  socket.send(text)
}

/** Event params are built from strings and `loggable` values, so they always serialize. */
function emit(socket: WebSocket, method: string, params: unknown) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ method, params }))
}

/** Errors of app code come from another realm (the VM context), and `wx` failures are `{ errMsg }`. */
function messageOf(error: unknown): string {
  if (types.isNativeError(error)) return error.message
  if (isPlainObject(error)) {
    if (typeof error.errMsg === 'string') return error.errMsg
    if (typeof error.message === 'string') return error.message
  }
  return String(error)
}

/** A console argument as JSON can carry it: errors keep their stack, the rest as `inspect` prints it. */
function loggable(arg: unknown): unknown {
  if (types.isNativeError(arg)) return arg.stack ?? String(arg)
  try {
    if (JSON.stringify(arg) !== undefined) return arg
  } catch {
    // circular or BigInt: printed below
  }
  return inspect(arg)
}

function refusePlugin(params: RequestParams) {
  if (params.has('pluginId')) throw new Error(`${params.method} for a plugin is not supported by the test runtime`)
}

function pageDescriptor(page: { id: number; path: string; query: Record<string, string> }) {
  return { pageId: page.id, path: page.path, query: page.query }
}

function elementDescriptor(node: NodeInfo) {
  return { elementId: node.sid, tagName: node.tagName }
}

function fieldValue(node: NodeInfo): unknown {
  return node.attributes.value ?? (TEXT_FIELDS.has(node.tagName) ? '' : undefined)
}

function domPropertyOf(node: NodeInfo, name: string): unknown {
  if (name === 'innerText') return node.text
  if (name === 'value') return fieldValue(node)
  throw new Error(`Element.getDOMProperties "${name}" is not supported by the test runtime (only innerText and value: ${LAYOUT_NOT_RENDERED})`)
}

/**
 * `element.property(name)` first reads `__propPublic` and refuses names that are not in it, so that
 * map lists what the node has: its rendered attributes, and `value` of a text field.
 */
function propertyOf(node: NodeInfo, name: string): unknown {
  if (name === '__propPublic') {
    const names = Object.keys(node.attributes)
    if (TEXT_FIELDS.has(node.tagName)) names.push('value')
    return Object.fromEntries(names.map((publicName) => [publicName, true]))
  }
  if (name === 'value') return fieldValue(node)
  return node.attributes[name]
}

/** Best effort: the node's tag, attributes and text; the children's own markup is not known here. */
function outerWxml(node: NodeInfo): string {
  const attributes = Object.entries(node.attributes)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeAttribute(typeof value === 'string' ? value : JSON.stringify(value))}"`)
    .join('')
  return `<${node.tagName}${attributes}>${escapeText(node.text)}</${node.tagName}>`
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;')
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
