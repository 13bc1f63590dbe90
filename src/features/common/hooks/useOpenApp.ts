// Tries to open the native app by its scheme, and tells whether the page was left (app opened).
import { useCallback, useEffect, useRef, useState } from 'react'
import { APP_SCHEME } from '@/features/common/config'
import { toQueryString } from '@/routes/match'

export type OpenAppState = 'idle' | 'trying' | 'failed'

/** How long the page must stay visible after the scheme jump to count it as "app not installed". */
const OPEN_TIMEOUT_MS = 2500

export function appSchemeUrl(type: string, param?: string): string {
  return `${APP_SCHEME}${toQueryString({ type, param })}`
}

export function useOpenApp(type: string | undefined, param: string | undefined, enabled: boolean) {
  const [state, setState] = useState<OpenAppState>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const open = useCallback(() => {
    if (!type || typeof window === 'undefined') return
    setState('trying')
    clearTimeout(timer.current)
    const started = Date.now()
    timer.current = setTimeout(() => {
      // A hidden page or a long pause means the app took over.
      if (document.visibilityState === 'visible' && Date.now() - started < OPEN_TIMEOUT_MS + 1000) setState('failed')
      else setState('idle')
    }, OPEN_TIMEOUT_MS)
    window.location.href = appSchemeUrl(type, param)
  }, [type, param])

  useEffect(() => {
    if (enabled && type) open()
    return () => clearTimeout(timer.current)
    // Once, when the page opens with a type: no dependencies.
  }, [])

  return { state, open }
}
