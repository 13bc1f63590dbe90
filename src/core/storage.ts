// Taro sync storage with an optional expiry. Values are wrapped as { v, e? } so expiry travels with them.
import Taro from '@tarojs/taro'

const PREFIX = 'xz:'

interface Stored<T> {
  v: T
  /** Expiry, epoch milliseconds. */
  e?: number
}

function isStored(raw: unknown): raw is Stored<unknown> {
  return typeof raw === 'object' && raw !== null && 'v' in raw
}

export function readStored<T>(key: string): T | undefined {
  let raw: unknown
  try {
    raw = Taro.getStorageSync(PREFIX + key)
  } catch {
    return undefined
  }
  if (!isStored(raw)) return undefined
  if (typeof raw.e === 'number' && raw.e <= Date.now()) {
    removeStored(key)
    return undefined
  }
  return raw.v as T
}

/** Expiry (epoch ms) of a stored value, or undefined when it has none or is absent. */
export function readStoredExpiry(key: string): number | undefined {
  try {
    const raw: unknown = Taro.getStorageSync(PREFIX + key)
    return isStored(raw) && typeof raw.e === 'number' ? raw.e : undefined
  } catch {
    return undefined
  }
}

export function writeStored<T>(key: string, value: T, ttlSeconds?: number): void {
  const item: Stored<T> = { v: value }
  if (typeof ttlSeconds === 'number' && ttlSeconds > 0) item.e = Date.now() + ttlSeconds * 1000
  try {
    Taro.setStorageSync(PREFIX + key, item)
  } catch {
    // Full or disabled storage (private mode): the value lives in memory only.
  }
}

export function removeStored(key: string): void {
  try {
    Taro.removeStorageSync(PREFIX + key)
  } catch {
    // Nothing to do: see writeStored.
  }
}
