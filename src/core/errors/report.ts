// Uncaught errors go silently to the group-chat robot webhook as markdown (spec 7, 8).
import type { ErrorReportBody } from '@contract/errors'
import Taro from '@tarojs/taro'
import { WEBHOOK_BASE, WEBHOOK_KEY } from '@/core/config'
import { getEnvInfo } from '@/core/env'
import { httpClient } from '@/core/request/client'
import { ApiError } from '@/core/request/errors'
import { sessionStore, userInfoAtom } from '@/core/session/atoms'

export interface ErrorReportInfo {
  name: string
  message: string
  stack?: string
  userId?: string | number
  /** Device type: ios, android, pc. */
  terminal?: string
  ecologyName?: string
  route?: string
  /** Where it was caught: window.onerror, unhandledrejection, App.onError, a component… */
  lifecycle?: string
}

const MAX_STACK = 1500
const DEDUPE_MS = 60_000
const MAX_PER_MINUTE = 10

/** Markdown for the WeCom robot: the error name as heading, then one labelled line per field. */
export function formatErrorMarkdown(info: ErrorReportInfo): string {
  const stack = (info.stack || '').trim()
  const lines = [
    `### ${info.name || 'Error'}`,
    `用户ID：${info.userId === undefined || info.userId === '' ? '未登录' : info.userId}`,
    `设备类型：${info.terminal || '未知'}`,
    `生态：${info.ecologyName || '未知'}`,
    `页面：${info.route || '未知'}`,
    `错误信息：${info.message || '无'}`,
    `错误堆栈：${stack ? (stack.length > MAX_STACK ? `${stack.slice(0, MAX_STACK)}…` : stack) : '无'}`,
    `生命周期：${info.lifecycle || '未知'}`,
  ]
  return lines.join('\n')
}

function currentRoute(): string {
  try {
    const path = Taro.getCurrentInstance?.()?.router?.path
    if (path) return path.split('?')[0]
  } catch {
    // Fall back to the address below.
  }
  if (typeof location !== 'undefined') return `${location.pathname}${(location.hash || '').split('?')[0]}`
  return ''
}

function toErrorParts(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) return { name: error.name || 'Error', message: error.message, stack: error.stack }
  if (typeof error === 'string') return { name: 'Error', message: error }
  try {
    return { name: 'Error', message: JSON.stringify(error) }
  } catch {
    return { name: 'Error', message: String(error) }
  }
}

/** Business refusals, network trouble and timeouts are outcomes the user already saw, not bugs. */
function isExpectedFailure(error: unknown): boolean {
  return error instanceof ApiError && error.kind !== 'http'
}

const lastSent = new Map<string, number>()
let sentTimes: number[] = []

/** Dedupes identical errors within a minute and allows at most 10 reports per minute. */
function admit(key: string, now: number): boolean {
  for (const [k, at] of lastSent) if (now - at >= DEDUPE_MS) lastSent.delete(k)
  sentTimes = sentTimes.filter((at) => now - at < 60_000)
  if (lastSent.has(key) || sentTimes.length >= MAX_PER_MINUTE) return false
  lastSent.set(key, now)
  sentTimes.push(now)
  return true
}

/** Sends an error report; silent, never throws, and does nothing without a webhook key. */
export function reportError(error: unknown, lifecycle: string): void {
  try {
    if (!WEBHOOK_KEY || isExpectedFailure(error)) return
    const parts = toErrorParts(error)
    const route = currentRoute()
    if (!admit(`${parts.name}|${parts.message}|${route}`, Date.now())) return
    const env = getEnvInfo()
    const content = formatErrorMarkdown({
      ...parts,
      userId: sessionStore.get(userInfoAtom)?.userId,
      terminal: env.terminal,
      ecologyName: env.ecologyName,
      route,
      lifecycle,
    })
    const body: ErrorReportBody = { msgtype: 'markdown', markdown: { content } }
    // Straight through the instance: no loading view, no toast, no envelope handling; the answer is not read.
    httpClient
      .post(`${WEBHOOK_BASE}/cgi-bin/webhook/send`, body, { baseURL: '', params: { key: WEBHOOK_KEY } })
      .catch(() => undefined)
  } catch {
    // An error reporter that throws would report itself forever.
  }
}

let installed = false

/** H5: reports window errors and unhandled rejections. The weapp app calls reportError from onError. */
export function installGlobalErrorHandlers(): void {
  if (installed || typeof window === 'undefined' || process.env.TARO_ENV === 'weapp') return
  installed = true
  window.addEventListener('error', (event: ErrorEvent) => {
    // Resource load errors do not bubble to window; cross-origin script errors carry no detail.
    if (!event.error && (!event.message || event.message === 'Script error.')) return
    reportError(event.error ?? event.message, 'window.onerror')
  })
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    reportError(event.reason, 'unhandledrejection')
  })
}

/** Forget dedupe and rate state (tests). */
export function resetErrorReportState(): void {
  lastSent.clear()
  sentTimes = []
}
