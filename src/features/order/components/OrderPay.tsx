// /common/orderPay: confirm an order and pay it (productId…), or pay / follow an existing order
// (orderNumber…, also the sandbox cashier link `?orderNumber=…&sandbox=1`).
import { View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useEffect, useMemo, useRef, useState } from 'react'
import ConfirmDialog from '@/components/ConfirmDialog'
import StateView from '@/components/StateView'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { usePageRoute } from '@/components/PageShell/context'
import { goHome, openRoute } from '@/components/navigation/navigate'
import { notifyError } from '@/components/feedback/notifyError'
import { getOrderStatus } from '@/core/pay/api'
import { describeError } from '@/core/request/client'
import { addressChoiceAtom, couponChoiceAtom, sessionStore } from '@/core/session/atoms'
import { toast } from '@/core/toast'
import { cancelOrder } from '@/features/order/api/orders'
import OrderConfirmView, { MAX_QUANTITY } from '@/features/order/components/OrderConfirmView'
import PayResult from '@/features/order/components/PayResult'
import { useOrderConfirm } from '@/features/order/hooks/useOrderConfirm'
import { usePayFlow } from '@/features/order/hooks/usePayFlow'
import type { PayFlow } from '@/features/order/hooks/usePayFlow'
import { useSandboxCashier } from '@/features/order/hooks/useSandboxCashier'

const AGREEMENT_ROUTE = 'common-memberShip'

function positiveInt(value: string | undefined): number {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : 0
}

/** Cancel with a question first; then show the order as it is now. */
function useCancelOrder(flow: PayFlow) {
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const orderNumber = flow.phase.kind === 'unpaid' ? flow.phase.orderNumber : ''
  const confirm = async () => {
    if (!orderNumber) return
    setBusy(true)
    try {
      await cancelOrder(orderNumber)
      const status = await getOrderStatus(orderNumber, { skipLoading: true })
      toast('订单已取消')
      flow.show(status)
      setAsking(false)
    } catch (e) {
      notifyError(e)
    } finally {
      setBusy(false)
    }
  }
  const dialog = (
    <ConfirmDialog
      visible={asking}
      title='取消订单'
      content='取消后订单将关闭，使用的优惠券和积分会退回你的账户。'
      confirmText='取消订单'
      cancelText='再想想'
      danger
      loading={busy}
      onConfirm={confirm}
      onCancel={() => setAsking(false)}
    />
  )
  return { ask: () => setAsking(true), dialog }
}

/** What became of a payment (PayResult) with 取消订单's question; pages that sell something of their own show it too. */
export function ResultView({ flow, onReorder }: { flow: PayFlow; onReorder: () => void }) {
  const cancel = useCancelOrder(flow)
  const { phase } = flow
  return (
    <>
      <PayResult
        phase={phase}
        onPayAgain={() => phase.kind === 'unpaid' && void flow.pay(phase.orderNumber)}
        onCancelOrder={cancel.ask}
        onRecheck={() => void flow.recheck()}
        onOrders={() => void openRoute('user-orders')}
        onHome={goHome}
        onReorder={onReorder}
      />
      {cancel.dialog}
    </>
  )
}

/** An order that exists already: its state, pay it again, or the sandbox cashier link. */
function ExistingOrder({ orderNumber, sandbox, flow }: { orderNumber: string; sandbox: boolean; flow: PayFlow }) {
  const [error, setError] = useState('')
  const [attempt, setAttempt] = useState(0)
  const autoPaid = useRef(false)

  useEffect(() => {
    let live = true
    setError('')
    getOrderStatus(orderNumber, { skipLoading: true, silent: true })
      .then((order) => {
        if (!live) return
        flow.show(order)
        // The sandbox provider's cashier link opens the cashier for this order at once.
        if (sandbox && !autoPaid.current && !order.paid && order.status !== 'closed' && order.status !== 'refunded') {
          autoPaid.current = true
          void flow.pay(orderNumber)
        }
      })
      .catch((e) => live && setError(describeError(e)))
    return () => {
      live = false
    }
    // Per order and retry; `flow` and `sandbox` are read as they are when the order loads.
  }, [orderNumber, attempt])

  if (error) return <StateView status='error' message={error} actionText='重新加载' onAction={() => setAttempt((n) => n + 1)} />
  if (flow.phase.kind === 'idle') return <StateView status='loading' message='正在读取订单…' />
  return <ResultView flow={flow} onReorder={goHome} />
}

/** 确认订单 of one commodity, then its payment's outcome: /common/orderPay, and pages that sell in place (读书会详情). */
export function ConfirmAndPay({ productId, productType, quantity, agreedAtStart, flow }: {
  productId: number
  productType?: string
  quantity: number
  agreedAtStart: boolean
  flow: PayFlow
}) {
  const requestId = useMemo(() => `orderPay-${Date.now().toString(36)}`, [])
  const [agreed, setAgreed] = useState(agreedAtStart)
  const [shake, setShake] = useState(false)
  const confirm = useOrderConfirm(productId, productType, { quantity, useCredits: false }, true)
  const couponChoice = useAtomValue(couponChoiceAtom, { store: sessionStore })
  const addressChoice = useAtomValue(addressChoiceAtom, { store: sessionStore })
  const { change } = confirm

  // A choice left from another purchase must not apply here.
  useEffect(() => {
    sessionStore.set(couponChoiceAtom, null)
  }, [])
  useEffect(() => {
    if (couponChoice && couponChoice.commodityId === productId) change({ couponId: couponChoice.couponId })
  }, [couponChoice, productId, change])
  useEffect(() => {
    if (addressChoice && addressChoice.requestId === requestId) change({ addressId: addressChoice.addressId })
  }, [addressChoice, requestId, change])

  if (confirm.loading) return <StateView status='loading' message='正在计算价格…' />
  if (confirm.error || !confirm.data) {
    return <StateView status='error' message={confirm.error || '订单信息加载失败'} actionText='重新加载' onAction={confirm.reload} />
  }
  const data = confirm.data

  if (flow.phase.kind !== 'idle' && flow.phase.kind !== 'starting') {
    return (
      <ResultView
        flow={flow}
        onReorder={() => {
          flow.reset()
          confirm.reload()
        }}
      />
    )
  }

  const submit = () => {
    if (data.commodity.type === 'vip' && !agreed) {
      toast('请先阅读并同意《心栈会员服务协议》')
      setShake(true)
      setTimeout(() => setShake(false), 500)
      return
    }
    if (data.needsAddress && !data.address) {
      toast('请选择收货地址')
      return
    }
    void flow.pay({
      commodityId: data.commodity.id,
      quantity: data.quantity,
      // Exactly what the person saw: the coupon and points of this price (0: none).
      choices: {
        couponId: data.selectedCouponId ?? 0,
        useCredits: data.credits.used > 0 ? data.credits.used : false,
        ...(data.needsAddress && data.address ? { addressId: data.address.id } : {}),
      },
    })
  }

  return (
    <View>
      <OrderConfirmView
        data={data}
        updating={confirm.updating}
        submitting={flow.phase.kind === 'starting'}
        agreed={agreed}
        agreeShake={shake}
        onAgree={setAgreed}
        onOpenAgreement={() => void openRoute(AGREEMENT_ROUTE)}
        onQuantity={(q) => {
          // A specific coupon may not fit the new amount: let the server pick the best again.
          const couponId = confirm.choices.couponId === 0 ? 0 : undefined
          change({ quantity: Math.max(1, Math.min(q, MAX_QUANTITY.other)), couponId })
        }}
        onChooseCoupon={() =>
          void openRoute('coupons-chooseCoupons', { commodityId: data.commodity.id, quantity: data.quantity, selected: data.selectedCouponId ?? 0 })
        }
        onCredits={(use) => change({ useCredits: use })}
        onChooseAddress={() => void openRoute('common-shippingAddress', { select: 1, requestId, selected: data.address?.id })}
        onSubmit={submit}
      />
    </View>
  )
}

export default function OrderPay() {
  const { params } = usePageRoute()
  const { loggedIn } = useCurrentUser()
  const cashier = useSandboxCashier()
  const flow = usePayFlow(cashier.present)

  if (!loggedIn) return <LoginRequired message='登录后确认订单并完成支付' />

  const orderNumber = (params.orderNumber || '').trim()
  const productId = positiveInt(params.productId || params.commodityId || params.offerId)
  let body
  if (orderNumber) {
    body = <ExistingOrder orderNumber={orderNumber} sandbox={params.sandbox === '1'} flow={flow} />
  } else if (!productId) {
    body = <StateView status='error' message='没有找到要购买的商品，请返回重新选择' actionText='去首页看看' onAction={goHome} />
  } else {
    body = (
      <ConfirmAndPay
        productId={productId}
        productType={params.productType || undefined}
        quantity={Math.max(1, positiveInt(params.quantity || params.purchaseQuantity) || 1)}
        agreedAtStart={params.agreed === '1'}
        flow={flow}
      />
    )
  }
  return (
    <>
      {body}
      {cashier.element}
    </>
  )
}
