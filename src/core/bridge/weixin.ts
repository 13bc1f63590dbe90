// WeixinJSBridge, the object the WeChat browser injects into every page: what pay and the
// transfer confirmation call (STACK-NOTES: not Taro's APIs, which are mini-program only).

export interface WeixinJSBridgeLike {
  invoke(api: string, params: Record<string, string>, callback: (res: { err_msg?: string; errMsg?: string } | undefined) => void): void
}

type WeixinWindow = Window & { WeixinJSBridge?: WeixinJSBridgeLike }

/** WeChat injects the bridge shortly after load and fires WeixinJSBridgeReady; wait that long at most. */
export const BRIDGE_WAIT_MS = 3000

function currentBridge(): WeixinJSBridgeLike | null {
  if (typeof window === 'undefined') return null
  const b = (window as WeixinWindow).WeixinJSBridge
  return b && typeof b.invoke === 'function' ? b : null
}

/** The bridge, or null when it did not appear within `timeoutMs` (not the WeChat browser). */
export function waitForBridge(timeoutMs: number = BRIDGE_WAIT_MS): Promise<WeixinJSBridgeLike | null> {
  const ready = currentBridge()
  if (ready || typeof document === 'undefined') return Promise.resolve(ready)
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      document.removeEventListener('WeixinJSBridgeReady', done)
      resolve(currentBridge())
    }
    const timer = setTimeout(done, timeoutMs)
    document.addEventListener('WeixinJSBridgeReady', done, false)
  })
}

/** The bridge's answer text (`<api>:ok`, `<api>:cancel`, `<api>:fail …`). */
export function bridgeMessage(res: { err_msg?: string; errMsg?: string } | undefined): string {
  return String(res?.err_msg ?? res?.errMsg ?? '')
}
