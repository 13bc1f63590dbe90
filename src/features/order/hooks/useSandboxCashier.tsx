// Presents the sandbox cashier sheet as a promise the pay interface awaits (payOrder's `cashier`).
import { useCallback, useEffect, useRef, useState } from 'react'
import type { SandboxCashier, SandboxCashierInfo } from '@/core/pay/types'
import SandboxCashierSheet from '@/features/order/components/SandboxCashierSheet'

export function useSandboxCashier() {
  const [info, setInfo] = useState<SandboxCashierInfo | null>(null)
  const resolver = useRef<((choice: 'success' | 'cancel') => void) | null>(null)

  const present: SandboxCashier = useCallback(
    (next) =>
      new Promise((resolve) => {
        resolver.current?.('cancel')
        resolver.current = resolve
        setInfo(next)
      }),
    [],
  )

  const choose = useCallback((choice: 'success' | 'cancel') => {
    const resolve = resolver.current
    resolver.current = null
    setInfo(null)
    resolve?.(choice)
  }, [])

  // A page that goes away with the sheet open cancels it, so no payment waits forever.
  useEffect(() => () => resolver.current?.('cancel'), [])

  const element = <SandboxCashierSheet info={info} onConfirm={() => choose('success')} onCancel={() => choose('cancel')} />
  return { present, element }
}
