// The seams between the three parts of the mini-program test runtime:
//   runtime/   loads dist/weapp in a VM context the way the WeChat client does (App, Page,
//              Component, require, the page stack, setData, the event handler of the templates)
//   wx/        the `wx` API against real parts (HTTP to the test server, the WeChat fakes)
//   automator/ the WebSocket protocol of miniprogram-automator, driving the runtime
// Each part depends on these interfaces only.

/** One WeChat-style callback API call: `wx.foo({ ...params, success, fail, complete })`. */
export interface WxCallOptions {
  success?: (res: unknown) => void
  fail?: (err: { errMsg: string; errno?: number }) => void
  complete?: (res: unknown) => void
  [key: string]: unknown
}

/** A call of a `wx` API, kept for assertions (toasts, modals, clipboard, phone calls …). */
export interface WxCallRecord {
  api: string
  args: unknown[]
  /** Milliseconds since the runtime launched. */
  at: number
}

/** What the `wx` implementation needs from its surroundings. */
export interface WxHost {
  /** Key-value storage; survives a relaunch within one test (the harness keeps the object). */
  storage: Map<string, string>
  /** Every `wx` call in order. */
  calls: WxCallRecord[]
  /** Milliseconds since launch (for records). */
  elapsed(): number
  /** A fresh `wx.login` code that the server's WeChat fake accepts for jscode2session. */
  loginCode(): Promise<string>
  /**
   * Pays as the WeChat client would for the JSAPI parameters of `wx.requestPayment`:
   * resolves 'ok' once the payment callback reached the server, 'cancel' when the test said so.
   */
  pay(params: { timeStamp: string; nonceStr: string; package: string; signType: string; paySign: string }): Promise<'ok' | 'cancel' | { fail: string }>
  /**
   * Confirms a merchant transfer as the WeChat client would for `wx.requestMerchantTransfer`:
   * resolves 'ok' once WeChat's notification reached the server, 'cancel' when the test said so.
   */
  confirmTransfer(params: { mchId: string; appId: string; package: string }): Promise<'ok' | 'cancel' | { fail: string }>
  /** Page navigation, implemented by the runtime's page stack (WeChat's limits and errMsgs). */
  navigate(kind: 'navigateTo' | 'redirectTo' | 'switchTab' | 'reLaunch' | 'navigateBack', options: { url?: string; delta?: number }): Promise<void>
  /** App-level listeners (`wx.onAppShow` …), called by the runtime at the right moments. */
  appListeners: { show: Set<(res: unknown) => void>; hide: Set<() => void>; error: Set<(e: string) => void> }
  /** Launch options of this run (`wx.getLaunchOptionsSync`, `wx.getEnterOptionsSync`). */
  launchOptions(): { path: string; query: Record<string, string>; scene: number; referrerInfo: Record<string, unknown> }
  /** The route of the top page, for `wx.pageScrollTo`, `setNavigationBarTitle` records … */
  currentRoute(): string | null
  /** A `wx` API that the runtime does not implement was called: the test fails with its name. */
  unimplemented(api: string): never
  /** Directory for `wxfile://` temp and saved files of this runtime. */
  fileDir: string
  /** Nodes of the top page that match a selector (for `wx.createSelectorQuery`), in document order. */
  nodes(selector: string): NodeInfo[]
  /** A layout question was answered without layout (zero rectangles): counted, not hidden. */
  layoutQueried(what: string): void
}

/** One rendered node: an element of the page data tree with what its WXML template renders. */
export interface NodeInfo {
  /** Taro's node id (`sid`): the template writes it as `data-sid`, and as `id` without `uid`. */
  sid: string
  /** The component tag the template renders: view, text, input, button, image, scroll-view … */
  tagName: string
  /** Attributes as rendered (class, id, style, and each component property the template binds). */
  attributes: Record<string, unknown>
  /** The text of the node and its descendants, as `innerText` would read it. */
  text: string
}

/** What the automator protocol server drives. */
export interface AutomatorTarget {
  /** The page stack, bottom first. `id` is stable for a page instance. */
  pageStack(): { id: number; path: string; query: Record<string, string> }[]
  /** `wx.<method>(...args)` as the app would call it (callback APIs resolve with their success result). */
  callWxMethod(method: string, args: unknown[]): Promise<unknown>
  /** Replace `wx.<method>` by a fixed result or by a function (given as source text) until restored. */
  mockWxMethod(method: string, mock: { result: unknown } | { functionDeclaration: string; args: unknown[] } | null): void
  /** Evaluates a function (given as source text) in the app's context with these arguments. */
  evaluate(functionDeclaration: string, args: unknown[]): Promise<unknown>
  /** Page data (whole or at a path like `root.cn[0]`). */
  pageData(pageId: number, path?: string): unknown
  setPageData(pageId: number, data: Record<string, unknown>): Promise<void>
  callPageMethod(pageId: number, method: string, args: unknown[]): Promise<unknown>
  /** Nodes under `withinSid` (or the whole page) that match a selector: `.a.b`, `#id`, `tag`, `[data-testid=x]`, descendant combinators. */
  query(pageId: number, selector: string, withinSid?: string): NodeInfo[]
  /** The node by sid, freshly read from page data (null once it is gone). */
  node(pageId: number, sid: string): NodeInfo | null
  /** A tap on the node: `tap` bubbles through the ancestors whose template binds it, as in WeChat. */
  tap(pageId: number, sid: string): Promise<void>
  /** Typing into an input or textarea: `input` events as the keyboard gives them, value set. */
  input(pageId: number, sid: string, value: string): Promise<void>
  /** Any other event on a node (`trigger`): `type` with `detail`. */
  trigger(pageId: number, sid: string, type: string, detail: unknown): Promise<void>
  /** Console output of the app (`App.logAdded` when enabled). */
  onLog(listener: (entry: { type: string; args: unknown[] }) => void): () => void
  /** Uncaught errors in app code (`App.exceptionThrown`). */
  onException(listener: (e: { message: string; stack: string }) => void): () => void
  /** Closes the app: pages unload, timers stop. */
  exit(): Promise<void>
}
