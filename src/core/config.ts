// Every business constant of spec section 9 (plus the client's own addresses), in one place.
import shareDefaultImage from '@/assets/share-default.png'

/**
 * Reads a build-time variable. Taro's DefinePlugin replaces `process.env.TARO_APP_*` only when the
 * variable is defined; an undefined one would be left as `process.env…` and throw in a browser,
 * where `process` does not exist. The try/catch turns that into "not configured".
 */
function buildEnv(read: () => string | undefined): string | undefined {
  try {
    return read()
  } catch {
    return undefined
  }
}

export const HTTP_TIMEOUT = 180000
export const PAGE_SIZE = 15
export const LOGIN_TYPE = 3
export const TOAST_DURATION = 2000
export const Z_INDEX_BASE = 2000
export const CODE_COUNTDOWN_SECONDS = 60
export const COUNTRY_CODE = '86'
/** Stored token life: inside WeChat (browser and mini-program) vs. everywhere else. */
export const TOKEN_LIFE_SECONDS = { wechat: 3600, other: 86400 } as const
export const LONG_PRESS_MS = 500
export const APP_VERSION = '1.3.2'
export const DEFAULT_CHANNEL = '1'
export const PAY_MODE = 'wxPay'
/**
 * Pay scene of each ecology (spec 9 names the first two; the server also takes `miniXfs` and,
 * with the sandbox provider only, `h5`). OTHER has none: ordering there is refused (spec 5).
 */
export const PAY_SCENE = { WECHAT: 'mpXfs', APP: 'appXfs', MINIPROGRAM: 'miniXfs', H5: 'h5' } as const
export const EVENT_PREFIX = 'ROUBIN'
/** Event modules named by the spec; areas may add their own (uppercase). */
export const EVENT_MODULES = ['YEARBILL', 'TUTOR', 'ORDER', 'COMMON'] as const
export const DEFAULT_TOPIC_NAME = '选择圈子'
/** The client keeps nicknames to 16 characters (the server takes 1–20: docs/PRODUCT.md). */
export const NICKNAME_MAX = 16

export const SHARE_DEFAULTS = {
  title: '心栈社区',
  desc: '发现心灵的宝藏',
  imageUrl: shareDefaultImage as string,
} as const

/** Marker our native app appends to its webview user agent, e.g. `XinZhanApp/1.3.2`. */
export const APP_UA_MARKER = 'XinZhanApp'

export const API_BASE: string = buildEnv(() => process.env.TARO_APP_API_BASE) || '/api'
export const WEBHOOK_BASE: string = buildEnv(() => process.env.TARO_APP_WEBHOOK_BASE) || API_BASE
/** Public address of the H5 client (`https://h5.example.com`): links made in the mini-program (poster QR codes). */
export const H5_ORIGIN: string = buildEnv(() => process.env.TARO_APP_H5_ORIGIN) || ''
/** An explicitly empty key disables error reports, hence `??` rather than `||`. */
export const WEBHOOK_KEY: string = buildEnv(() => process.env.TARO_APP_WEBHOOK_KEY) ?? 'xinzhan-client'

/** Login parameters removed from the address bar after entry (spec 2.1 step 6). */
export const LOGIN_QUERY_KEYS = ['ecologyName', 'channel', 'openid', 'token', 'ticket', 'state', 'code'] as const

/** Parameters a share link must not carry (spec 5); the sharer's own inviteCode is added back. */
export const SHARE_DROP_KEYS = [
  'ecologyName',
  'channel',
  'openid',
  'token',
  'ticket',
  'state',
  'code',
  'inviteCode',
] as const

/** Default life of a silent-login ticket when the server does not say (server: 600 s). */
export const TICKET_LIFE_SECONDS = 600

/** Spec 5: ordering on ecology OTHER. */
export const PAY_UNSUPPORTED_MESSAGE = '暂不支持该平台下单'
/** Spec 5: WeChat pay started outside WeChat. */
export const PAY_NOT_IN_WECHAT_MESSAGE = '未在微信中打开，无法发起支付'
/** The paying page polls order/status this often, for at most this long. */
export const PAY_POLL_INTERVAL_MS = 1500
export const PAY_POLL_TIMEOUT_MS = 30000

/** Toast shown when an app-only entry (e.g. the column list) is opened outside the native app. */
export const NOT_IN_APP_MESSAGE = '请在心栈App中查看'
