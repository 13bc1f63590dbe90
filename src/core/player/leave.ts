// Leaving the page, H5 variant (also the default). leave.weapp.ts is the mini-program variant.
//
// Decision: the last report before the page goes away is sent with `fetch(..., { keepalive })`.
// navigator.sendBeacon cannot carry the token header the API needs; keepalive fetch can, and the
// browser finishes it after the page has gone. Hiding the page (tab switch, app to background)
// keeps it alive, so that report goes the normal way with its retry. Where keepalive is missing
// (old WebViews) at most the last 10 s of listening are lost.
import type { ProgressReportBody } from '@/core/api/course'
import { API_BASE } from '@/core/config'
import { apiHeaders } from '@/core/request/client'

/** Calls back with `unloading: false` when the page is hidden and `true` when it goes away. */
export function onLeave(callback: (unloading: boolean) => void): () => void {
  if (typeof window === 'undefined') return () => undefined
  const hidden = () => {
    if (document.visibilityState === 'hidden') callback(false)
  }
  const gone = () => callback(true)
  document.addEventListener('visibilitychange', hidden)
  window.addEventListener('pagehide', gone)
  return () => {
    document.removeEventListener('visibilitychange', hidden)
    window.removeEventListener('pagehide', gone)
  }
}

/** Fire and forget: the page is going away, nobody is left to read the answer. */
export function sendWhileLeaving(report: ProgressReportBody): void {
  if (typeof fetch !== 'function') return
  fetch(`${API_BASE}/learn/progress`, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', ...apiHeaders() },
    body: JSON.stringify(report),
  }).catch(() => undefined)
}
