// The confirm page's figures: GET /whole/order/confirm for the buyer's current choices. The server
// prices; a choice it refuses is undone so the page keeps showing a price it accepted.
import { useCallback, useEffect, useRef, useState } from 'react'
import { notifyError } from '@/components/feedback/notifyError'
import { describeError } from '@/core/request/client'
import { getOrderConfirm } from '@/features/order/api/orders'
import type { OrderConfirm } from '@/features/order/api/orders'

export interface ConfirmChoices {
  quantity: number
  /** undefined: the best for this order (the server's pick); 0: none. */
  couponId?: number
  useCredits: boolean
  addressId?: number
}

export function useOrderConfirm(productId: number, productType: string | undefined, initial: ConfirmChoices, enabled: boolean) {
  const [choices, setChoices] = useState<ConfirmChoices>(initial)
  const [data, setData] = useState<OrderConfirm | undefined>(undefined)
  const [loading, setLoading] = useState(enabled)
  const [updating, setUpdating] = useState(false)
  const [error, setError] = useState('')
  const [attempt, setAttempt] = useState(0)
  const accepted = useRef<ConfirmChoices | null>(null)
  const hasData = useRef(false)
  const seq = useRef(0)

  useEffect(() => {
    if (!enabled || !productId) {
      setLoading(false)
      return
    }
    const id = ++seq.current
    if (hasData.current) setUpdating(true)
    else setLoading(true)
    setError('')
    getOrderConfirm({
      productId,
      productType,
      purchaseQuantity: choices.quantity,
      couponId: choices.couponId,
      useCredits: choices.useCredits,
      addressId: choices.addressId,
    })
      .then((next) => {
        if (id !== seq.current) return
        hasData.current = true
        accepted.current = choices
        setData(next)
      })
      .catch((e) => {
        if (id !== seq.current) return
        if (hasData.current && accepted.current) {
          // The request client toasted the server's reason; go back to what it accepted.
          notifyError(e)
          setChoices(accepted.current)
        } else {
          setError(describeError(e))
        }
      })
      .finally(() => {
        if (id !== seq.current) return
        setLoading(false)
        setUpdating(false)
      })
  }, [enabled, productId, productType, choices, attempt])

  const change = useCallback((patch: Partial<ConfirmChoices>) => setChoices((prev) => ({ ...prev, ...patch })), [])
  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  return { data, choices, change, loading, updating, error, reload }
}
