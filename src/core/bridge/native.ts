// Bridge to the native app (spec 7). Protocol: docs/NATIVE-BRIDGE.md.
import { NOT_IN_APP_MESSAGE } from '@/core/config'
import { toast } from '@/core/toast'

export type ShareChannel = 'session' | 'timeline'

/** Payment signature for the native app (spec 3.5). */
export interface AppPaySign {
  partnerId: string
  prepayId: string
  packageVal: string
  nonceStr: string
  timestamp: string
  sign: string
}

export interface NativeLoginResult {
  token: string
  /** Seconds; the app passes on the server's value. */
  expiresIn?: number
}

/** pageJump type of the reading party (spec 7). */
export const PAGE_JUMP_READING_PARTY = 117

export interface NativeBridge {
  shareImage(params: { imageUrl: string; channel?: ShareChannel }): Promise<void>
  shareUrl(params: { title: string; desc: string; link: string; imageUrl: string; channel?: ShareChannel }): Promise<void>
  shareBase64Image(params: { base64: string; channel?: ShareChannel }): Promise<void>
  saveImage(params: { imageUrl?: string; base64?: string }): Promise<void>
  goColumnList(params?: { columnId?: string | number }): Promise<void>
  goCourse(params: { subjectId: string | number; chapterId?: string | number }): Promise<void>
  goPractice(params: { exerciseId: string | number }): Promise<void>
  goTrainCamp(params: { campId: string | number }): Promise<void>
  goBookList(params: { bookListId: string | number }): Promise<void>
  goMorningReading(params?: Record<string, unknown>): Promise<void>
  exitPage(): Promise<void>
  launchMiniProgram(params: { userName: string; path?: string; miniProgramType?: 0 | 1 | 2 }): Promise<void>
  paySuccess(params: { orderNumber: string }): Promise<void>
  /** Resolves when WeChat Pay succeeded; rejects on failure or cancel. */
  weChatPay(params: AppPaySign): Promise<void>
  /** Opens the app's native login; resolves with the new token. */
  login(): Promise<NativeLoginResult>
  pageJump(params: { type: number; params?: Record<string, unknown> }): Promise<void>
  loadComplete(): Promise<void>
}

export interface BridgeReply {
  ok: boolean
  data?: unknown
  error?: string
}

interface BridgeHost {
  XinZhanBridge?: { postMessage(message: string): void }
  __xinzhanBridgeCallback?: (id: string, reply: BridgeReply) => void
}

/** Error of a bridge call; `unavailable` is set when we are not inside the app. */
export class BridgeError extends Error {
  readonly unavailable: boolean
  constructor(message: string, unavailable = false) {
    super(message)
    Object.setPrototypeOf(this, new.target.prototype)
    this.name = 'BridgeError'
    this.unavailable = unavailable
  }
}

function host(): BridgeHost | undefined {
  return typeof window !== 'undefined' ? (window as unknown as BridgeHost) : undefined
}

export function bridgeAvailable(): boolean {
  return typeof host()?.XinZhanBridge?.postMessage === 'function'
}

/** Methods the app answers; all others are notifications that resolve once posted. */
const ANSWERED = new Set<keyof NativeBridge>([
  'shareImage',
  'shareUrl',
  'shareBase64Image',
  'saveImage',
  'launchMiniProgram',
  'weChatPay',
  'login',
])

const pending = new Map<string, { resolve(value: unknown): void; reject(error: Error): void }>()
let seq = 0

function installCallback(h: BridgeHost): void {
  if (h.__xinzhanBridgeCallback) return
  h.__xinzhanBridgeCallback = (id, reply) => {
    const waiter = pending.get(String(id))
    if (!waiter) return
    pending.delete(String(id))
    if (reply && reply.ok) waiter.resolve(reply.data)
    else waiter.reject(new BridgeError(reply?.error || '操作未完成'))
  }
}

function invoke<T>(method: keyof NativeBridge, params?: unknown): Promise<T> {
  const h = host()
  if (!h || !bridgeAvailable()) return Promise.reject(new BridgeError(NOT_IN_APP_MESSAGE, true))
  installCallback(h)
  seq += 1
  const id = `xz${Date.now().toString(36)}${seq}`
  const message = JSON.stringify({ id, method, params: params ?? {} })
  if (!ANSWERED.has(method)) {
    try {
      h.XinZhanBridge!.postMessage(message)
      return Promise.resolve(undefined as T)
    } catch (e) {
      return Promise.reject(new BridgeError(e instanceof Error ? e.message : String(e)))
    }
  }
  return new Promise<T>((resolve, reject) => {
    // Waits as long as the user does (login, payment); the app must answer every answered method.
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
    try {
      h.XinZhanBridge!.postMessage(message)
    } catch (e) {
      pending.delete(id)
      reject(new BridgeError(e instanceof Error ? e.message : String(e)))
    }
  })
}

export const bridge: NativeBridge = {
  shareImage: (p) => invoke('shareImage', p),
  shareUrl: (p) => invoke('shareUrl', p),
  shareBase64Image: (p) => invoke('shareBase64Image', p),
  saveImage: (p) => invoke('saveImage', p),
  goColumnList: (p) => invoke('goColumnList', p),
  goCourse: (p) => invoke('goCourse', p),
  goPractice: (p) => invoke('goPractice', p),
  goTrainCamp: (p) => invoke('goTrainCamp', p),
  goBookList: (p) => invoke('goBookList', p),
  goMorningReading: (p) => invoke('goMorningReading', p),
  exitPage: () => invoke('exitPage'),
  launchMiniProgram: (p) => invoke('launchMiniProgram', p),
  paySuccess: (p) => invoke('paySuccess', p),
  weChatPay: (p) => invoke('weChatPay', p),
  login: async () => {
    const data = await invoke<NativeLoginResult | undefined>('login')
    if (!data || typeof data.token !== 'string' || !data.token) throw new BridgeError('登录未完成')
    return data
  },
  pageJump: (p) => invoke('pageJump', p),
  loadComplete: () => invoke('loadComplete'),
}

/** Shows '请在心栈App中查看' (spec 5). */
export function toastNotInApp(): void {
  toast(NOT_IN_APP_MESSAGE)
}

/** Column entry: opens the app's column list, or tells the visitor to use the app (spec 5). */
export function openColumnList(params?: { columnId?: string | number }): void {
  if (!bridgeAvailable()) {
    toastNotInApp()
    return
  }
  bridge.goColumnList(params).catch(() => undefined)
}
