// What the wx tests share: a WxHost with records, a real HTTP server, a WAV of known duration, and
// a way to call a callback API that notes the order of its callbacks and whether one came early.
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { NodeInfo, WxCallOptions, WxHost } from '../types'
import { createWx } from './index'
import type { CreateWxOptions } from './index'

export class Unimplemented extends Error {
  constructor(readonly api: string) {
    super(`not implemented by the test runtime: ${api}`)
  }
}

export interface TestRig {
  host: WxHost
  wx: Record<string, (...args: never[]) => unknown>
  runtime: ReturnType<typeof createWx>
  navigations: { kind: string; options: { url?: string; delta?: number } }[]
  payments: unknown[]
  /** What wx.requestMerchantTransfer handed the host. */
  transfers: unknown[]
  asyncErrors: unknown[]
  layoutQueries: string[]
  /** What the host answers the next payments and transfer confirmations. */
  setPayAnswer(answer: Awaited<ReturnType<WxHost['pay']>>): void
  close(): void
}

const node = (sid: string, cls: string, extra: Record<string, unknown> = {}): NodeInfo => ({
  sid,
  tagName: 'view',
  attributes: { id: sid, class: cls, 'data-sid': sid, ...extra },
  text: '',
})
const PANEL_BAR = node('_A1', 'player-panel__bar', { 'data-chapter-id': '7' })
const ITEM_A = node('_A2', 'item')
const ITEM_B = node('_A3', 'item')
const POSTER: NodeInfo = { sid: '_A4', tagName: 'canvas', attributes: { id: 'poster', type: '2d', 'data-sid': '_A4' }, text: '' }

/** A runtime's wx over a fresh temp dir; `navigate` refuses URLs that contain `missing`. */
export function createRig(options: CreateWxOptions = {}): TestRig {
  const fileDir = mkdtempSync(path.join(os.tmpdir(), 'wx-test-'))
  const started = performance.now()
  const navigations: TestRig['navigations'] = []
  const payments: unknown[] = []
  const transfers: unknown[] = []
  const asyncErrors: unknown[] = []
  const layoutQueries: string[] = []
  let payAnswer: Awaited<ReturnType<WxHost['pay']>> = 'ok'
  let codes = 0
  const host: WxHost = {
    storage: new Map(),
    calls: [],
    elapsed: () => performance.now() - started,
    loginCode: async () => `code-${++codes}`,
    pay: async (params) => {
      payments.push(params)
      return payAnswer
    },
    confirmTransfer: async (params) => {
      transfers.push(params)
      return payAnswer
    },
    navigate: async (kind, navigateOptions) => {
      navigations.push({ kind, options: navigateOptions })
      if (navigateOptions.url?.includes('missing')) throw new Error(`${kind}:fail page "${navigateOptions.url}" is not found`)
    },
    appListeners: { show: new Set(), hide: new Set(), error: new Set() },
    launchOptions: () => ({ path: 'pages/index/index', query: { from: 'test' }, scene: 1001, referrerInfo: {} }),
    currentRoute: () => 'pages/index/index',
    unimplemented: (api) => {
      throw new Unimplemented(api)
    },
    fileDir,
    // Two nodes of a page, as the runtime's tree would answer them.
    nodes: (selector) => ({ '.player-panel__bar': [PANEL_BAR], '.item': [ITEM_A, ITEM_B], '#poster': [POSTER] })[selector] ?? [],
    layoutQueried: (what) => layoutQueries.push(what),
  }
  const runtime = createWx(host, { onAsyncError: (error) => asyncErrors.push(error), ...options })
  return {
    host,
    wx: runtime.wx as TestRig['wx'],
    runtime,
    navigations,
    payments,
    transfers,
    asyncErrors,
    layoutQueries,
    setPayAnswer: (answer) => (payAnswer = answer),
    close: () => {
      runtime.dispose()
      rmSync(fileDir, { recursive: true, force: true })
    },
  }
}

export interface CallOutcome {
  outcome: 'success' | 'fail'
  // Test code reads the answer's fields freely; each test asserts the ones it is about.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  res: any
  /** Callbacks in order; a `:sync` suffix marks one that came before the call returned. */
  order: string[]
  /** What the call returned (a task for request, uploadFile, downloadFile). */
  returned: unknown
}

/** Calls a callback API and resolves at `complete`, with what happened on the way. */
export async function invoke(api: (...args: never[]) => unknown, options: WxCallOptions = {}): Promise<CallOutcome> {
  const order: string[] = []
  let hasReturned = false
  let outcome: CallOutcome['outcome'] = 'fail'
  let complete: (res: unknown) => void = () => undefined
  const completed = new Promise((resolve) => (complete = resolve))
  const note = (name: string) => order.push(hasReturned ? name : `${name}:sync`)
  const returned = (api as (options: WxCallOptions) => unknown)({
    ...options,
    success: () => {
      note('success')
      outcome = 'success'
    },
    fail: () => note('fail'),
    complete: (res) => {
      note('complete')
      complete(res)
    },
  })
  hasReturned = true
  // complete gets the same answer as success or fail.
  const res = await completed
  return { outcome, res, order, returned }
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** A 16-bit mono PCM WAV of `seconds` at 8 kHz, like the demo audio in server/media. */
export function wavOf(seconds: number): Buffer {
  const sampleRate = 8000
  const dataBytes = Math.round(seconds * sampleRate) * 2
  const header = Buffer.alloc(44)
  header.write('RIFF', 0, 'latin1')
  header.writeUInt32LE(36 + dataBytes, 4)
  header.write('WAVEfmt ', 8, 'latin1')
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(sampleRate, 24)
  header.writeUInt32LE(sampleRate * 2, 28) // byte rate
  header.writeUInt16LE(2, 32) // block align
  header.writeUInt16LE(16, 34) // bits per sample
  header.write('data', 36, 'latin1')
  header.writeUInt32LE(dataBytes, 40)
  return Buffer.concat([header, Buffer.alloc(dataBytes)])
}

export interface TestServer {
  origin: string
  /** Requests as the server saw them. */
  received: { method: string; url: string; headers: http.IncomingHttpHeaders; body: Buffer }[]
  close(): Promise<void>
}

type Route = (request: http.IncomingMessage, body: Buffer, response: http.ServerResponse) => void

/** A real HTTP server on a free port; `routes` by path, 404 for any other. */
export async function startServer(routes: Record<string, Route>): Promise<TestServer> {
  const received: TestServer['received'] = []
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks)
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body })
      const route = routes[new URL(request.url ?? '/', 'http://test').pathname]
      if (route) route(request, body, response)
      else response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
