// Environment detection (spec 4.1): which client we run in, decided from the user agent on H5.
import Taro from '@tarojs/taro'
import { APP_UA_MARKER } from '@/core/config'

export type Ecology = 'WECHAT' | 'APP' | 'MINIPROGRAM' | 'H5' | 'OTHER'
export type EcologyName = 'mpXfs' | 'appXfs' | 'h5' | 'other' | 'miniXfs'
export type Terminal = 'ios' | 'android' | 'pc'

export interface EnvInfo {
  ecology: Ecology
  ecologyName: EcologyName
  terminal: Terminal
  /** Operating system and version, e.g. `iOS 17.2` or `Android 13`, for event reports. */
  system: string
}

const MARKER = new RegExp(APP_UA_MARKER, 'i')

export function detectEcology(ua: string): Ecology {
  const s = ua || ''
  // The Android mini-program web-view says `MiniProgramEnv/android`, iOS says `miniProgram/wx…`.
  if (/MicroMessenger/i.test(s)) return /miniProgram/i.test(s) ? 'MINIPROGRAM' : 'WECHAT'
  if (MARKER.test(s)) return 'APP'
  if (/iPhone|iPad|iPod|Android/i.test(s)) return 'H5'
  return 'OTHER'
}

const ECOLOGY_NAMES: Record<Ecology, EcologyName> = {
  WECHAT: 'mpXfs',
  APP: 'appXfs',
  H5: 'h5',
  OTHER: 'other',
  MINIPROGRAM: 'miniXfs',
}

export function ecologyNameOf(ecology: Ecology): EcologyName {
  return ECOLOGY_NAMES[ecology]
}

export function detectTerminal(ua: string): Terminal {
  const s = ua || ''
  if (/iPhone|iPad|iPod/i.test(s)) return 'ios'
  if (/Android/i.test(s)) return 'android'
  return 'pc'
}

/** `iOS 17.2`, `Android 13`, `Windows`, `macOS` … from a user agent; '' when unknown. */
export function detectSystem(ua: string): string {
  const s = ua || ''
  const ios = /(?:iPhone|CPU) OS (\d+(?:_\d+)*)/i.exec(s)
  if (ios) return `iOS ${ios[1].replace(/_/g, '.')}`
  const android = /Android\s*([\d.]+)?/i.exec(s)
  if (android) return android[1] ? `Android ${android[1]}` : 'Android'
  if (/Windows/i.test(s)) return 'Windows'
  if (/Mac OS X/i.test(s)) return 'macOS'
  if (/Linux/i.test(s)) return 'Linux'
  return ''
}

let cached: EnvInfo | undefined

function weappEnv(): EnvInfo {
  let platform = ''
  let system = ''
  try {
    const info = Taro.getSystemInfoSync()
    platform = String(info.platform || '').toLowerCase()
    system = String(info.system || '')
  } catch {
    // Keep defaults: a failed system-info call must not break start-up.
  }
  const terminal: Terminal = platform === 'ios' ? 'ios' : platform === 'android' ? 'android' : 'pc'
  return { ecology: 'MINIPROGRAM', ecologyName: 'miniXfs', terminal, system }
}

function browserEnv(): EnvInfo {
  const ua = typeof navigator !== 'undefined' ? navigator.userAgent : ''
  const ecology = detectEcology(ua)
  return { ecology, ecologyName: ecologyNameOf(ecology), terminal: detectTerminal(ua), system: detectSystem(ua) }
}

/** Cached environment of this page load. In the weapp build the ecology is always MINIPROGRAM. */
export function getEnvInfo(): EnvInfo {
  if (!cached) cached = process.env.TARO_ENV === 'weapp' ? weappEnv() : browserEnv()
  return cached
}

/** Forget the cached environment (tests change the user agent between cases). */
export function resetEnvCache(): void {
  cached = undefined
}

/** The WeChat browser (JS-SDK, OAuth and JS-SDK payment work here), not the mini-program. */
export function isInWechat(): boolean {
  return getEnvInfo().ecology === 'WECHAT'
}

/** Inside WeChat at all: the WeChat browser, the mini-program or its web-view. */
export function isWechatFamily(): boolean {
  const e = getEnvInfo().ecology
  return e === 'WECHAT' || e === 'MINIPROGRAM'
}

/** Our native app's webview. */
export function isInApp(): boolean {
  return getEnvInfo().ecology === 'APP'
}
