// Storage in host.storage (it survives a relaunch within a test). WeChat keeps a value's type with
// it: a number comes back a number, a Date a Date, an object a JSON copy; a missing key reads as ''
// in getStorageSync and fails getStorage with `data not found`.
import type { WxCallOptions } from '../types'
import { checkParams, syncApi, typeName, WxFailure } from './kit'
import type { WxKit } from './kit'

/** WeChat's limit for one mini-program, reported by getStorageInfo (in KB). */
const LIMIT_KB = 10 * 1024

const KEPT_TYPES = ['String', 'Number', 'Boolean', 'Null', 'Undefined', 'Date', 'Array']

interface StoredValue {
  type: string
  data?: unknown
}

function encode(value: unknown): string {
  const kind = typeName(value)
  if (kind === 'Date') return JSON.stringify({ type: 'Date', data: (value as Date).getTime() })
  // Anything else is kept as its JSON form, as an Object (a class instance loses its prototype).
  return JSON.stringify({ type: KEPT_TYPES.includes(kind) ? kind : 'Object', data: value })
}

function decode(stored: string): unknown {
  const { type, data } = JSON.parse(stored) as StoredValue
  if (type === 'Date') return new Date(data as number)
  return data
}

function checkKey(key: unknown): string {
  checkParams({ key }, { key: 'String' })
  return key as string
}

export function storageApis(kit: WxKit) {
  const { storage } = kit.host

  const info = () => {
    let bytes = 0
    for (const [key, value] of storage) bytes += Buffer.byteLength(key) + Buffer.byteLength(value)
    return { keys: [...storage.keys()], currentSize: Math.ceil(bytes / 1024), limitSize: LIMIT_KB }
  }
  const set = (key: string, data: unknown, encrypt: unknown) => {
    // Encrypted storage needs a key derivation the test runtime does not have: a finding, not a silent plain write.
    if (encrypt) kit.host.unimplemented('wx.setStorage({ encrypt: true })')
    storage.set(key, encode(data))
  }

  return {
    setStorageSync: syncApi('setStorageSync', (key: unknown, data: unknown) => set(checkKey(key), data, false)),
    getStorageSync: syncApi('getStorageSync', (key: unknown) => {
      const stored = storage.get(checkKey(key))
      return stored === undefined ? '' : decode(stored)
    }),
    removeStorageSync: syncApi('removeStorageSync', (key: unknown) => {
      storage.delete(checkKey(key))
    }),
    clearStorageSync: () => storage.clear(),
    getStorageInfoSync: info,

    setStorage: kit.callbackApi('setStorage', (options: WxCallOptions) => {
      set(checkKey(options.key), options.data, options.encrypt)
      return {}
    }),
    getStorage: kit.callbackApi('getStorage', (options: WxCallOptions) => {
      const stored = storage.get(checkKey(options.key))
      if (stored === undefined) throw new WxFailure('data not found')
      return { data: decode(stored) }
    }),
    removeStorage: kit.callbackApi('removeStorage', (options: WxCallOptions) => {
      storage.delete(checkKey(options.key))
      return {}
    }),
    clearStorage: kit.callbackApi('clearStorage', () => {
      storage.clear()
      return {}
    }),
    getStorageInfo: kit.callbackApi('getStorageInfo', info),
  }
}
