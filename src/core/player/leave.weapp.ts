// Leaving, mini-program variant: the app going to the background keeps running (background
// audio), so the normal report path works; there is no unload to survive. Same exports as leave.ts.
import Taro from '@tarojs/taro'
import { reportProgress } from '@/core/api/course'
import type { ProgressReportBody } from '@/core/api/course'

export function onLeave(callback: (unloading: boolean) => void): () => void {
  const hidden = () => callback(false)
  Taro.onAppHide(hidden)
  return () => Taro.offAppHide(hidden)
}

export function sendWhileLeaving(report: ProgressReportBody): void {
  reportProgress(report).catch(() => undefined)
}
