// Plain-text toast with the product's default duration (spec 9).
import Taro from '@tarojs/taro'
import { TOAST_DURATION } from '@/core/config'

/** Runs a Taro UI call whose failure (e.g. no page yet) must never surface. */
export function quietly(call: () => unknown): void {
  try {
    Promise.resolve(call()).catch(() => undefined)
  } catch {
    // Same as above, for implementations that throw synchronously.
  }
}

export function toast(message: string, duration: number = TOAST_DURATION): void {
  if (!message) return
  // icon 'none' shows the whole text; the success/error icons cut it to 7 characters on WeChat.
  quietly(() => Taro.showToast({ title: message, icon: 'none', duration }))
}
