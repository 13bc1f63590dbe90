import { useCallback, useEffect, useMemo, useRef } from 'react'
import PageShell from '@/components/PageShell'
import { usePageRoute } from '@/components/PageShell/context'
import StateView from '@/components/StateView'
import { openRoute, replaceRoute } from '@/components/navigation/navigate'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import type { SandboxCashier } from '@/core/pay/types'
import { checkoutOf, rememberedOrder, rememberOrder, type Checkout } from '@/features/distribution/utils/checkout'
import { DIST } from '@/features/distribution/utils/nav'
import { ResultView } from '@/features/order/components/OrderPay'
import { usePayFlow, type PayPhase } from '@/features/order/hooks/usePayFlow'
import { useSandboxCashier } from '@/features/order/hooks/useSandboxCashier'

definePageConfig({ navigationBarTitleText: '支付中' })

const orderNumberOf = (phase: PayPhase): string => ('orderNumber' in phase ? phase.orderNumber : '')

/**
 * 支付中: places the order 确认订单 handed over and pays it through the existing pay flow (the
 * platform's pay sheet or the sandbox cashier), then confirms the payment with the server. Paid →
 * 下单成功; otherwise the pay flow's outcome (pay again, cancel, check again). The order placed is
 * remembered, so a reload pays that same order instead of placing another.
 */
function Paying({ checkout }: { checkout: Checkout }) {
  const cashier = useSandboxCashier()
  const present = useCallback<SandboxCashier>(
    (info) => {
      rememberOrder(checkout.requestId, info.orderNumber)
      return cashier.present(info)
    },
    [cashier.present, checkout.requestId],
  )
  const flow = usePayFlow(present)
  const { phase } = flow
  const started = useRef(false)
  const backToConfirm = () => void replaceRoute(DIST.confirm, { commodityId: checkout.placement.commodityId, productType: checkout.productType || undefined })

  useEffect(() => {
    if (started.current) return
    started.current = true
    void flow.pay(rememberedOrder(checkout.requestId) || checkout.placement)
  }, [])
  useEffect(() => {
    const orderNumber = orderNumberOf(phase)
    if (orderNumber) rememberOrder(checkout.requestId, orderNumber)
    if (phase.kind === 'paid') void replaceRoute(DIST.success, { orderNumber })
  }, [phase])

  let body
  if (phase.kind === 'idle' && phase.message) {
    // Refused before an order existed (sold out, a coupon gone…): back to the confirm page.
    body = <StateView status='error' message={phase.message} actionText='返回修改订单' onAction={backToConfirm} />
  } else if (phase.kind === 'idle') {
    body = <StateView status='loading' message='正在发起支付…' />
  } else if (phase.kind === 'paid') {
    body = <StateView status='loading' message='支付成功，正在跳转…' />
  } else {
    body = <ResultView flow={flow} onReorder={backToConfirm} />
  }
  return (
    <>
      {body}
      {cashier.element}
    </>
  )
}

function PaymentLoading() {
  const { params } = usePageRoute()
  const { loggedIn } = useCurrentUser()
  const checkout = useMemo(() => checkoutOf(params), [params])
  if (!loggedIn) return <LoginRequired message='登录后完成支付' />
  if (!checkout) return <StateView status='error' message='没有找到要支付的订单，请到「我的订单」查看' actionText='我的订单' onAction={() => void openRoute('user-orders')} />
  return <Paying checkout={checkout} />
}

export default function PaymentLoadingPage() {
  return (
    <PageShell>
      <PaymentLoading />
    </PageShell>
  )
}
