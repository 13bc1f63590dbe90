// Plain-text toast with the product's default duration (spec 9).
import Taro from '@tarojs/taro'
import { TOAST_DURATION } from '@/core/config'
import { sessionStore, toastUntilAtom } from '@/core/session/atoms'

/** Runs a Taro UI call whose failure (e.g. no page yet) must never surface. */
export function quietly(call: () => unknown): void {
  try {
    Promise.resolve(call()).catch(() => undefined)
  } catch {
    // Same as above, for implementations that throw synchronously.
  }
}

/**
 * Whether a toast is on screen. Toast and loading share one view (one element on H5, one slot in
 * WeChat): showing the loading view would replace the toast, e.g. 保存成功 replaced by the next
 * page's 加载中 at once.
 */
export function toastShowing(now: number = Date.now()): boolean {
  return now < sessionStore.get(toastUntilAtom)
}

export function toast(message: string, duration: number = TOAST_DURATION): void {
  if (!message) return
  sessionStore.set(toastUntilAtom, Date.now() + duration)
  // icon 'none' shows the whole text; the success/error icons cut it to 7 characters on WeChat.
  quietly(() => Taro.showToast({ title: message, icon: 'none', duration }))
}
