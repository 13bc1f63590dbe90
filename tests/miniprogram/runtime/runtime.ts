// The mini-program as the WeChat client runs it, minus layout: dist/weapp is loaded as built
// (app.json, App/Page/Component, require of the main package and of a subpackage on first
// navigation), pages live on a stack of at most 10 with WeChat's lifecycle order, `setData`
// patches page data, and events reach the page's `eh` handler as the templates send them.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import type { AutomatorTarget, NodeInfo, WxCallOptions, WxHost } from '../types'
import { applySetData, readDataPath, serialised } from './data'
import { createRealm, type Realm } from './realm'
import { parseTemplates, type NodeTemplate } from './templates'
import { PageTree, type NodeData, type TreeNode } from './tree'

export const MAX_PAGE_STACK = 10

type Lifecycle = (this: PageInstance, ...args: unknown[]) => unknown
type PageInstance = Record<string, unknown> & { data: Record<string, unknown> }

interface PageRecord {
  id: number
  route: string
  query: Record<string, string>
  instance: PageInstance
  /** Resolves after the first render (onReady). */
  ready: Promise<void>
  unloaded: boolean
}

interface AppJson {
  pages: string[]
  subPackages?: { root: string; pages: string[] }[]
  subpackages?: { root: string; pages: string[] }[]
  tabBar?: { list: { pagePath: string }[] }
}

/** What a `wx` implementation offers the runtime (tests/miniprogram/wx). */
export interface WxImplementation {
  wx: Record<string, unknown>
  mock(method: string, impl: ((...args: unknown[]) => unknown) | null): void
  dispose(): void
  /** Audio plays `factor` times faster than real time. */
  setPlaybackSpeed(factor: number): void
}

export interface RuntimeOptions {
  distDir: string
  createWx(host: WxHost, options: { distDir: string; onAsyncError(error: unknown): void }): WxImplementation
  /** Survives a relaunch when the test passes the same map. */
  storage: Map<string, string>
  fileDir: string
  loginCode: WxHost['loginCode']
  pay: WxHost['pay']
  confirmTransfer: WxHost['confirmTransfer']
  /** The launch page (`pages/index/index` by default) and its query. */
  path?: string
  query?: Record<string, string>
  scene?: number
  /** Prints the app's console output (MP_RUNTIME_VERBOSE=1). */
  verbose?: boolean
}

interface TaroDocument {
  getElementById(id: string): { dataset?: Record<string, string> } | null
}

/** An API the runtime does not implement was called: the test fails with its name. */
export class UnimplementedApiError extends Error {}

/** APIs that return their result instead of calling back (automator's callWxMethod needs to know). */
const isSyncApi = (name: string) => /Sync$|^(create|on|off)[A-Z]|^get\w*(Manager|Context)$|^(canIUse|nextTick|reportAnalytics)$/.test(name)

export class MiniProgramRuntime implements AutomatorTarget {
  private readonly realm: Realm
  private readonly wxImpl: WxImplementation
  /** The `wx` the app sees: bridges to wxImpl (webpack's chunk list lives on it too). */
  private readonly wx: Record<string, unknown> = {}
  private readonly appJson: AppJson
  private readonly templates: Map<string, NodeTemplate>
  private readonly registered = new Map<string, Record<string, unknown>>()
  private readonly stack: PageRecord[] = []
  private readonly startedAt = Date.now()
  private readonly logListeners = new Set<(entry: { type: string; args: unknown[] }) => void>()
  private readonly exceptionListeners = new Set<(e: { message: string; stack: string }) => void>()
  private readonly host: WxHost
  private app: Record<string, unknown> | null = null
  private loadingRoute: string | null = null
  private nextPageId = 1
  private exited = false
  private taroDocument: TaroDocument | null | undefined
  /** Uncaught errors and unimplemented API calls: a test run should end with none. */
  readonly exceptions: { message: string; stack: string }[] = []
  readonly logs: { type: string; text: string }[] = []
  /** Layout questions answered without layout (zero rectangles): see tests/miniprogram/README.md. */
  readonly layoutQueries: string[] = []

  private constructor(private readonly options: RuntimeOptions) {
    this.appJson = JSON.parse(readFileSync(path.join(options.distDir, 'app.json'), 'utf8')) as AppJson
    this.templates = parseTemplates(readFileSync(path.join(options.distDir, 'base.wxml'), 'utf8'))
    this.host = {
      storage: options.storage,
      calls: [],
      elapsed: () => Date.now() - this.startedAt,
      loginCode: options.loginCode,
      pay: options.pay,
      confirmTransfer: options.confirmTransfer,
      navigate: (kind, o) => this.navigate(kind, o),
      appListeners: { show: new Set(), hide: new Set(), error: new Set() },
      launchOptions: () => ({ path: this.launchPath(), query: { ...(options.query ?? {}) }, scene: options.scene ?? 1001, referrerInfo: {} }),
      currentRoute: () => this.top()?.route ?? null,
      unimplemented: (api) => {
        // `api` may carry its own reason ('wx.createSelectorQuery: layout is not rendered …').
        const error = new UnimplementedApiError(api.includes(':') ? api : `${api} is not implemented by the mini-program test runtime`)
        this.reportException(error)
        throw error
      },
      fileDir: options.fileDir,
      nodes: (selector) => {
        const top = this.top()
        if (!top) return []
        const tree = this.tree(top)
        return tree.query(selector).map((n) => tree.info(n))
      },
      layoutQueried: (what) => this.layoutQueries.push(what),
    }
    this.wxImpl = options.createWx(this.host, { distDir: options.distDir, onAsyncError: (error) => this.reportException(error) })
    this.realm = createRealm(
      path.resolve(options.distDir),
      {
        wx: this.wx,
        App: (config: Record<string, unknown>) => {
          if (this.app) throw new Error('App() is called more than once')
          this.app = config
        },
        Page: (config: Record<string, unknown>) => {
          if (!this.loadingRoute) throw new Error('Page() is called outside the loading of a page file')
          this.registered.set(this.loadingRoute, config)
        },
        // The recursive template component (`comp`) renders page data the runtime reads anyway.
        Component: () => undefined,
        Behavior: (definition: unknown) => definition,
        getApp: () => this.app,
        getCurrentPages: () => this.realm.toRealm(this.stack.map((p) => p.instance)),
        requirePlugin: (name: string) => this.host.unimplemented(`requirePlugin("${name}")`),
      },
      {
        onUncaught: (error) => this.reportException(error),
        onConsole: (type, args) => this.console(type, args),
      },
    )
    this.bridgeWx()
  }

  /**
   * Fills the app's `wx` with the implementation's APIs, each passing its results into the app's
   * realm (so `instanceof ArrayBuffer` and friends hold there, as on a phone). The implementation
   * is looked up at call time: a mock replaces it.
   */
  private bridgeWx() {
    const { toRealm } = this.realm
    const realmPromise = vm.runInContext('Promise', this.realm.context) as PromiseConstructor
    for (const [name, member] of Object.entries(this.wxImpl.wx)) {
      if (typeof member !== 'function') {
        this.wx[name] = toRealm(member)
        continue
      }
      this.wx[name] = (...args: unknown[]) => {
        const [first] = args
        if (first && typeof first === 'object' && !Array.isArray(first)) {
          const options: Record<string, unknown> = { ...first }
          for (const key of ['success', 'fail', 'complete']) {
            const callback = options[key]
            if (typeof callback === 'function') options[key] = (res: unknown) => (callback as (r: unknown) => void).call(first, toRealm(res))
          }
          args[0] = options
        }
        const result = (this.wxImpl.wx[name] as (...a: unknown[]) => unknown)(...args)
        // A promise of an async API (called without callbacks) becomes one of the app's realm, so
        // that one the app leaves unhandled is reported like any other of its rejections.
        if (result instanceof Promise) return new realmPromise((ok, fail) => result.then((v) => ok(toRealm(v)), (e: unknown) => fail(toRealm(e))))
        return toRealm(result)
      }
    }
  }

  get calls() {
    return this.host.calls
  }

  /** Lets a test play audio faster than real time (a 30 s trial in a few seconds). */
  setAudioSpeed(factor: number): void {
    this.wxImpl.setPlaybackSpeed(factor)
  }

  /** Loads app.js, runs onLaunch/onShow and opens the launch page. */
  static async launch(options: RuntimeOptions): Promise<MiniProgramRuntime> {
    const runtime = new MiniProgramRuntime(options)
    process.on('unhandledRejection', runtime.onUnhandledRejection)
    runtime.realm.require('app')
    if (!runtime.app) throw new Error('app.js did not call App()')
    const launch = runtime.realm.toRealm(runtime.host.launchOptions())
    runtime.callApp('onLaunch', launch)
    runtime.callApp('onShow', launch)
    for (const listener of runtime.host.appListeners.show) listener(launch)
    const entry = runtime.launchPath()
    if (runtime.pageExists(entry)) await runtime.open(entry, { ...(options.query ?? {}) })
    else {
      // WeChat asks the app (App.onPageNotFound) and shows its own error page when it does nothing.
      runtime.callApp('onPageNotFound', { path: entry, query: { ...(options.query ?? {}) }, isEntryPage: true })
      await new Promise((r) => setTimeout(r, 0))
      if (runtime.stack.length === 0) throw new Error(`the launch page ${entry} does not exist and App.onPageNotFound opened no page`)
    }
    return runtime
  }

  private launchPath(): string {
    return (this.options.path ?? this.appJson.pages[0]).replace(/^\//, '')
  }

  private readonly onUnhandledRejection = (reason: unknown, promise: Promise<unknown>) => {
    // Rejections of the app's realm only: the test's own are the test runner's business.
    const realmPromise = vm.runInContext('Promise', this.realm.context) as PromiseConstructor
    if (!(promise instanceof realmPromise) && !(reason instanceof UnimplementedApiError)) return
    // WeChat hands them to App.onUnhandledRejection; they are failures of the run all the same.
    this.callApp('onUnhandledRejection', { reason, promise })
    const errMsg = reason && typeof reason === 'object' && 'errMsg' in reason ? (reason as { errMsg: string }).errMsg : null
    this.reportException(errMsg ? new Error(`unhandled rejection: ${errMsg}`) : reason)
  }

  private reportException(error: unknown) {
    const e = error instanceof Error || (error && typeof error === 'object' && 'message' in error) ? (error as Error) : new Error(String(error))
    const entry = { message: String(e.message), stack: String(e.stack ?? e.message) }
    if (this.exceptions.some((x) => x.stack === entry.stack)) return
    this.exceptions.push(entry)
    for (const listener of this.exceptionListeners) listener(entry)
    try {
      this.callApp('onError', entry.stack)
      for (const listener of this.host.appListeners.error) listener(entry.stack)
    } catch {
      // The app's own error report must not hide the first error.
    }
  }

  private console(type: string, args: unknown[]) {
    const text = args.map((a) => (typeof a === 'string' ? a : a instanceof Error || (a && typeof a === 'object' && 'stack' in a) ? String((a as Error).stack) : safeJson(a))).join(' ')
    this.logs.push({ type, text })
    if (this.options.verbose) process.stderr.write(`[mp ${type}] ${text}\n`)
    for (const listener of this.logListeners) listener({ type, args: args.map((a) => serialisable(a)) })
  }

  private callApp(name: string, ...args: unknown[]) {
    const fn = this.app?.[name]
    if (typeof fn === 'function') return fn.apply(this.app, args.map(this.realm.toRealm))
  }

  // ── pages ────────────────────────────────────────────────────────────────────────────────

  private top(): PageRecord | undefined {
    return this.stack[this.stack.length - 1]
  }

  private pageExists(route: string): boolean {
    if (this.appJson.pages.includes(route)) return true
    const subs = this.appJson.subPackages ?? this.appJson.subpackages ?? []
    return subs.some((s) => s.pages.some((p) => `${s.root.replace(/\/$/, '')}/${p}` === route))
  }

  /** `url` of a navigation call → route and query, relative to the top page as WeChat resolves it. */
  private resolveUrl(api: string, url: string | undefined): { route: string; query: Record<string, string> } {
    if (!url) throw new Error(`${api}:fail parameter error: parameter.url should be String instead of Undefined;`)
    const [pathPart, queryPart = ''] = url.split('?')
    const base = this.top()?.route ?? ''
    const route = pathPart.startsWith('/') ? pathPart.slice(1) : path.posix.normalize(path.posix.join(path.posix.dirname(base), pathPart))
    const query: Record<string, string> = {}
    for (const pair of queryPart.split('&').filter(Boolean)) {
      const i = pair.indexOf('=')
      // WeChat hands the values to onLoad as they are in the url (not decoded).
      query[i < 0 ? pair : pair.slice(0, i)] = i < 0 ? '' : pair.slice(i + 1)
    }
    if (!this.pageExists(route)) throw new Error(`${api}:fail page "${route}" is not found`)
    return { route, query }
  }

  private async navigate(kind: 'navigateTo' | 'redirectTo' | 'switchTab' | 'reLaunch' | 'navigateBack', o: { url?: string; delta?: number }) {
    if (this.exited) throw new Error(`${kind}:fail the mini-program has exited`)
    if (kind === 'navigateBack') {
      if (this.stack.length <= 1) throw new Error('navigateBack:fail cannot navigate back at first page.')
      const delta = Math.max(1, Math.min(Number(o.delta ?? 1) || 1, this.stack.length - 1))
      for (let i = 0; i < delta; i++) this.unload(this.stack.pop()!)
      this.show(this.top()!)
      return
    }
    const { route, query } = this.resolveUrl(kind, o.url)
    if (kind === 'switchTab') {
      const tabs = this.appJson.tabBar?.list.map((t) => t.pagePath) ?? []
      if (!tabs.includes(route)) throw new Error('switchTab:fail can not switch to no-tabBar page')
    }
    if (kind === 'navigateTo') {
      if (this.stack.length >= MAX_PAGE_STACK) throw new Error('navigateTo:fail webview count limit exceed')
      const below = this.top()
      if (below) this.hide(below)
    } else if (kind === 'redirectTo') {
      const current = this.stack.pop()
      if (current) this.unload(current)
    } else {
      while (this.stack.length) this.unload(this.stack.pop()!)
    }
    await this.open(route, query)
  }

  private loadPageCode(route: string): Record<string, unknown> {
    const known = this.registered.get(route)
    if (known) return known
    this.loadingRoute = route
    try {
      this.realm.require(route)
      // Custom components the page declares load with it (Taro's recursive `comp`).
      const json = JSON.parse(readFileSync(path.join(this.options.distDir, `${route}.json`), 'utf8')) as { usingComponents?: Record<string, string> }
      for (const component of Object.values(json.usingComponents ?? {})) {
        this.realm.require(component.startsWith('/') ? component.slice(1) : path.posix.join(path.posix.dirname(route), component))
      }
    } finally {
      this.loadingRoute = null
    }
    const config = this.registered.get(route)
    if (!config) throw new Error(`${route}.js did not call Page()`)
    return config
  }

  private async open(route: string, query: Record<string, string>) {
    const config = this.loadPageCode(route)
    const id = this.nextPageId++
    const instance = this.realm.toRealm({}) as PageInstance
    for (const [key, value] of Object.entries(config)) instance[key] = key === 'data' ? serialised(value) : value
    instance.data = this.realm.toRealm(serialised((config.data as Record<string, unknown>) ?? {}))
    let readyResolve!: () => void
    const record: PageRecord = { id, route, query, instance, ready: new Promise((r) => (readyResolve = r)), unloaded: false }
    Object.assign(instance, {
      route,
      __route__: route,
      options: this.realm.toRealm({ ...query }),
      __wxWebviewId__: id,
      __wxExparserNodeId__: `page-${id}`,
      getPageId: () => `page-${id}`,
      setData: (patch: Record<string, unknown>, callback?: () => void) => this.setData(record, patch, callback),
      selectComponent: () => null,
      selectAllComponents: () => this.realm.toRealm([]),
      createSelectorQuery: () => (this.wx.createSelectorQuery as () => unknown)(),
      getOpenerEventChannel: () => this.host.unimplemented('page.getOpenerEventChannel'),
    })
    this.stack.push(record)
    this.callPage(record, 'onLoad', this.realm.toRealm({ ...query }))
    this.show(record)
    // WeChat calls onReady once the initial data has been rendered, in a later task.
    setTimeout(() => {
      if (record.unloaded) return readyResolve()
      this.callPage(record, 'onReady')
      readyResolve()
    }, 0)
  }

  private callPage(record: PageRecord, name: string, ...args: unknown[]) {
    const fn = record.instance[name]
    if (typeof fn !== 'function') return undefined
    try {
      return (fn as Lifecycle).apply(record.instance, args)
    } catch (error) {
      this.reportException(error)
    }
  }

  private show(record: PageRecord) {
    this.callPage(record, 'onShow')
  }

  private hide(record: PageRecord) {
    this.callPage(record, 'onHide')
  }

  private unload(record: PageRecord) {
    record.unloaded = true
    this.callPage(record, 'onUnload')
  }

  private setData(record: PageRecord, patch: Record<string, unknown>, callback?: () => void) {
    if (record.unloaded) return
    const refused = applySetData(record.instance.data, patch)
    for (const key of refused) this.console('warn', [`Setting data field "${key}" to undefined is invalid.`])
    // The render thread answers in a later task.
    if (typeof callback === 'function') setTimeout(() => {
      try {
        callback.call(record.instance)
      } catch (error) {
        this.reportException(error)
      }
    }, 0)
  }

  private page(pageId: number): PageRecord {
    const record = this.stack.find((p) => p.id === pageId)
    if (!record) throw new Error(`page ${pageId} is not on the page stack`)
    return record
  }

  private tree(record: PageRecord): PageTree {
    return new PageTree(record.instance.data.root as { cn?: NodeData[] }, this.templates, (sid) => this.taroDataset(sid))
  }

  /**
   * A node's `data-*` attributes from Taro's DOM. Taro's webpack config provides `document` to
   * the app's modules from one module (`n(<id>)["document"]` in the built files); the runtime
   * asks the app's own module loader for it, through a chunk pushed like any other.
   */
  private taroDataset(sid: string): Record<string, string> {
    if (this.taroDocument === undefined) {
      this.taroDocument = null
      const source = ['vendors.js', 'common.js', 'taro.js'].map((f) => readFileSync(path.join(this.options.distDir, f), 'utf8')).join('\n')
      const id = /\((\d+)\)\["document"\]/.exec(source)?.[1]
      const chunks = this.wx.webpackJsonp as { push(chunk: unknown[]): void } | undefined
      if (id && chunks) chunks.push([['mp-test-runtime'], {}, (load: (id: number) => { document?: TaroDocument }) => {
        this.taroDocument = load(Number(id)).document ?? null
      }])
    }
    const dataset = this.taroDocument?.getElementById(sid)?.dataset
    return dataset ? { ...dataset } : {}
  }

  /** Waits until every page on the stack has rendered once (after a launch or navigation). */
  async settled(): Promise<void> {
    await Promise.all(this.stack.map((p) => p.ready))
  }

  // ── AutomatorTarget ──────────────────────────────────────────────────────────────────────

  pageStack() {
    return this.stack.map((p) => ({ id: p.id, path: p.route, query: { ...p.query } }))
  }

  async callWxMethod(method: string, args: unknown[]): Promise<unknown> {
    const fn = this.wx[method]
    if (typeof fn !== 'function') throw new Error(`wx.${method} is not a function`)
    if (isSyncApi(method)) return serialisable(fn(...args.map(this.realm.toRealm)))
    return await new Promise((resolve, reject) => {
      const options = this.realm.toRealm({ ...((args[0] as object) ?? {}) }) as WxCallOptions
      options.success = (res) => resolve(serialisable(res))
      options.fail = (err) => reject(new Error(err?.errMsg ?? `${method}:fail`))
      fn(options, ...args.slice(1).map(this.realm.toRealm))
    })
  }

  mockWxMethod(method: string, mock: { result: unknown } | { functionDeclaration: string; args: unknown[] } | null): void {
    if (!mock) return this.wxImpl.mock(method, null)
    const original = this.wxImpl.wx[method] as (...a: unknown[]) => unknown
    const compute: (callArgs: unknown[]) => unknown =
      'result' in mock
        ? () => this.realm.toRealm(mock.result)
        : (() => {
            const fn = vm.runInContext(`(${mock.functionDeclaration})`, this.realm.context) as (...a: unknown[]) => unknown
            const extra = mock.args.map(this.realm.toRealm)
            return (callArgs: unknown[]) => fn.apply({ origin: original }, [...callArgs, ...extra])
          })()
    if (isSyncApi(method)) return this.wxImpl.mock(method, (...callArgs) => compute(callArgs))
    this.wxImpl.mock(method, (...callArgs) => {
      const options = (callArgs[0] ?? {}) as WxCallOptions
      setTimeout(async () => {
        try {
          const res = await compute(callArgs)
          options.success?.(res)
          options.complete?.(res)
        } catch (error) {
          const err = this.realm.toRealm({ errMsg: `${method}:fail ${(error as Error).message}` })
          options.fail?.(err)
          options.complete?.(err)
        }
      }, 0)
    })
  }

  async evaluate(functionDeclaration: string, args: unknown[]): Promise<unknown> {
    const fn = vm.runInContext(`(${functionDeclaration})`, this.realm.context) as (...a: unknown[]) => unknown
    return serialisable(await fn(...args.map(this.realm.toRealm)))
  }

  pageData(pageId: number, dataPath?: string): unknown {
    const data = this.page(pageId).instance.data
    return serialisable(dataPath ? readDataPath(data, dataPath) : data)
  }

  async setPageData(pageId: number, data: Record<string, unknown>): Promise<void> {
    const record = this.page(pageId)
    await new Promise<void>((resolve) => this.setData(record, data, resolve))
  }

  async callPageMethod(pageId: number, method: string, args: unknown[]): Promise<unknown> {
    const record = this.page(pageId)
    const fn = record.instance[method]
    if (typeof fn !== 'function') throw new Error(`page ${record.route} has no method ${method}`)
    return serialisable(await (fn as Lifecycle).apply(record.instance, args.map(this.realm.toRealm)))
  }

  query(pageId: number, selector: string, withinSid?: string): NodeInfo[] {
    const tree = this.tree(this.page(pageId))
    const within = withinSid ? tree.get(withinSid) : undefined
    if (withinSid && !within) throw new Error('element is gone')
    return tree.query(selector, within ?? undefined).map((n) => tree.info(n))
  }

  node(pageId: number, sid: string): NodeInfo | null {
    const tree = this.tree(this.page(pageId))
    const node = tree.get(sid)
    return node ? tree.info(node) : null
  }

  async tap(pageId: number, sid: string): Promise<void> {
    const point = { x: 10, y: 10 }
    const touch = { identifier: 0, pageX: point.x, pageY: point.y, clientX: point.x, clientY: point.y, force: 1 }
    await this.dispatch(pageId, sid, 'touchstart', {}, { touches: [touch], changedTouches: [touch] })
    await this.dispatch(pageId, sid, 'touchend', {}, { touches: [], changedTouches: [touch] })
    await this.dispatch(pageId, sid, 'tap', point, {})
  }

  async input(pageId: number, sid: string, value: string): Promise<void> {
    const node = this.tree(this.page(pageId)).get(sid)
    if (!node) throw new Error('element is gone')
    if (node.template.tag !== 'input' && node.template.tag !== 'textarea') throw new Error(`${node.template.tag} is not an input`)
    await this.dispatch(pageId, sid, 'input', { value, cursor: value.length, keyCode: 0 }, {})
  }

  async trigger(pageId: number, sid: string, type: string, detail: unknown): Promise<void> {
    await this.dispatch(pageId, sid, type, detail ?? {}, {})
  }

  /**
   * One event as WeChat delivers it: to the target and then to each ancestor whose template
   * binds the type (`bind` goes on bubbling, `catch` stops), each time calling the page's handler
   * with that node as `currentTarget`. Non-bubbling types reach the target only.
   */
  private async dispatch(pageId: number, sid: string, type: string, detail: unknown, extra: Record<string, unknown>) {
    const record = this.page(pageId)
    const tree = this.tree(record)
    const target = tree.get(sid)
    if (!target) throw new Error('element is gone')
    const bubbles = ['tap', 'touchstart', 'touchmove', 'touchend', 'touchcancel', 'longpress', 'longtap'].includes(type)
    const describe = (node: TreeNode) => {
      const attributes = tree.info(node).attributes
      return { id: String(attributes.id ?? ''), offsetLeft: 0, offsetTop: 0, dataset: { sid: node.data.sid } }
    }
    for (let node: TreeNode | null = target; node; node = bubbles ? node.parent : null) {
      const binding = node.template.events.get(type)
      if (!binding) continue
      const handler = record.instance[String('eh')]
      if (typeof handler !== 'function') throw new Error(`page ${record.route} has no event handler (eh)`)
      const event = this.realm.toRealm({ type, timeStamp: this.host.elapsed(), target: describe(target), currentTarget: describe(node), detail, mark: {}, mut: false, ...extra })
      try {
        ;(handler as Lifecycle).call(record.instance, event)
      } catch (error) {
        this.reportException(error)
      }
      if (binding === 'catch') break
    }
    // Let React's scheduled work and the resulting setData run before the test looks again.
    await new Promise((r) => setTimeout(r, 0))
  }

  onLog(listener: (entry: { type: string; args: unknown[] }) => void) {
    this.logListeners.add(listener)
    return () => this.logListeners.delete(listener)
  }

  onException(listener: (e: { message: string; stack: string }) => void) {
    this.exceptionListeners.add(listener)
    return () => this.exceptionListeners.delete(listener)
  }

  async exit(): Promise<void> {
    if (this.exited) return
    this.exited = true
    this.callApp('onHide')
    for (const listener of this.host.appListeners.hide) listener()
    while (this.stack.length) this.unload(this.stack.pop()!)
    this.wxImpl.dispose()
    this.realm.clearTimers()
    process.off('unhandledRejection', this.onUnhandledRejection)
  }
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

/** A value as it can travel over the automator socket. */
function serialisable(value: unknown): unknown {
  if (value === undefined) return undefined
  try {
    return JSON.parse(JSON.stringify(value))
  } catch {
    return String(value)
  }
}
