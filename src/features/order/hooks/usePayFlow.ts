// The paying page's state: pay (payOrder), then confirm with the server (pollOrderStatus), with a
// clear outcome — paid, closed, still processing, or unpaid (pay again / cancel).
import { useCallback, useEffect, useRef, useState } from 'react'
import { loadUserInfo } from '@/core/session/userInfo'
import { getOrderStatus } from '@/core/pay/api'
import { payOrder } from '@/core/pay/pay'
import { isFinalUnpaid, isPaidStatus, pollOrderStatus } from '@/core/pay/poll'
import type { OrderStatusView, PayTarget, SandboxCashier } from '@/core/pay/types'

export type PayPhase =
  /** Nothing started, or a refusal before an order existed (the confirm page stays). */
  | { kind: 'idle'; message?: string }
  /** payOrder is running: prepay, pay sheet, cashier. */
  | { kind: 'starting' }
  /** The pay sheet said yes; waiting for the server to confirm. */
  | { kind: 'confirming'; orderNumber: string }
  | { kind: 'paid'; orderNumber: string; order: OrderStatusView | null }
  | { kind: 'closed'; orderNumber: string; order: OrderStatusView }
  /** Not confirmed within the poll's time: 重新查询, or see my orders later. */
  | { kind: 'pending'; orderNumber: string; message?: string }
  /** An order exists and can still be paid (cancelled sheet, failed pay). */
  | { kind: 'unpaid'; orderNumber: string; message?: string; order?: OrderStatusView | null }

export interface PayFlow {
  phase: PayPhase
  pay: (target: PayTarget) => Promise<void>
  /** Polls again after a pending outcome. */
  recheck: () => Promise<void>
  /** Shows an existing order in the phase its status means (the order page, the cashier link). */
  show: (order: OrderStatusView) => void
  /** Back to the confirm page (a new order after a closed one). */
  reset: () => void
}

export function usePayFlow(cashier: SandboxCashier): PayFlow {
  const [phase, setPhase] = useState<PayPhase>({ kind: 'idle' })
  const alive = useRef(true)
  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
    }
  }, [])
  const set = useCallback((next: PayPhase) => {
    if (alive.current) setPhase(next)
  }, [])

  const paid = useCallback(
    async (orderNumber: string, order: OrderStatusView | null) => {
      // The membership, credits and coupons changed: every page showing them reads the new user info.
      const [status] = await Promise.all([
        order ? Promise.resolve(order) : getOrderStatus(orderNumber).catch(() => null),
        loadUserInfo().catch(() => null),
      ])
      set({ kind: 'paid', orderNumber, order: status })
    },
    [set],
  )

  const confirm = useCallback(
    async (orderNumber: string) => {
      set({ kind: 'confirming', orderNumber })
      const result = await pollOrderStatus(orderNumber, { stopped: () => !alive.current })
      if (!alive.current) return
      if (result.outcome === 'paid') await paid(orderNumber, result.order)
      else if (result.outcome === 'closed') set({ kind: 'closed', orderNumber, order: result.order })
      else set({ kind: 'pending', orderNumber, message: result.error })
    },
    [paid, set],
  )

  const pay = useCallback(
    async (target: PayTarget) => {
      set({ kind: 'starting' })
      const outcome = await payOrder(target, { cashier })
      switch (outcome.status) {
        case 'paid':
          await paid(outcome.orderNumber, outcome.order ?? null)
          return
        case 'submitted':
          await confirm(outcome.orderNumber)
          return
        case 'cancelled': {
          // Its deadline and amount, for the countdown of the unpaid view.
          const order = await getOrderStatus(outcome.orderNumber).catch(() => null)
          set({ kind: 'unpaid', orderNumber: outcome.orderNumber, message: outcome.message, order })
          return
        }
        case 'failed':
          if (outcome.orderNumber) {
            // The order may have closed or been paid meanwhile: show what it is now.
            const order = await getOrderStatus(outcome.orderNumber).catch(() => null)
            if (order && isPaidStatus(order)) await paid(outcome.orderNumber, order)
            else if (order && isFinalUnpaid(order)) set({ kind: 'closed', orderNumber: outcome.orderNumber, order })
            else set({ kind: 'unpaid', orderNumber: outcome.orderNumber, message: outcome.message, order })
          } else {
            set({ kind: 'idle', message: outcome.message })
          }
      }
    },
    [cashier, confirm, paid, set],
  )

  const recheck = useCallback(async () => {
    if (phase.kind !== 'pending') return
    await confirm(phase.orderNumber)
  }, [confirm, phase])

  const show = useCallback(
    (order: OrderStatusView) => {
      if (isPaidStatus(order)) set({ kind: 'paid', orderNumber: order.orderNumber, order })
      else if (isFinalUnpaid(order)) set({ kind: 'closed', orderNumber: order.orderNumber, order })
      else set({ kind: 'unpaid', orderNumber: order.orderNumber, order })
    },
    [set],
  )

  const reset = useCallback(() => set({ kind: 'idle' }), [set])

  return { phase, pay, recheck, show, reset }
}
