import { useEffect } from 'react'
import PageShell from '@/components/PageShell'
import { ConfirmAndPay, ResultView } from '@/features/order/components/OrderPay'
import { usePayFlow } from '@/features/order/hooks/usePayFlow'
import { useSandboxCashier } from '@/features/order/hooks/useSandboxCashier'
import PartyDetail, { type CheckoutRequest } from '@/features/reading/components/PartyDetail'

definePageConfig({ navigationBarTitleText: '读书会详情', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

/**
 * A paid party's sign-up is an order of its commodity: commerce's 确认订单 and pay flow, in place.
 * Paid → back to the detail (the sign-up is confirmed); refused before an order existed (full,
 * past the deadline) → back to the detail, which then offers the waitlist. 去支付 pays my open order.
 */
function PartyCheckout({ commodityId, orderNumber, onPaid, onClose }: CheckoutRequest) {
  const cashier = useSandboxCashier()
  const flow = usePayFlow(cashier.present)
  const { phase } = flow

  useEffect(() => {
    if (orderNumber) void flow.pay(orderNumber)
  }, [orderNumber])
  useEffect(() => {
    if (phase.kind === 'paid') onPaid()
    else if (phase.kind === 'idle' && phase.message) onClose()
  }, [phase])

  return (
    <>
      {orderNumber ? (
        <ResultView flow={flow} onReorder={onClose} />
      ) : (
        <ConfirmAndPay productId={commodityId} productType='reading_party' quantity={1} agreedAtStart flow={flow} />
      )}
      {cashier.element}
    </>
  )
}

export default function ReadingDetailPage() {
  return (
    <PageShell>
      <PartyDetail renderCheckout={(request) => <PartyCheckout {...request} />} />
    </PageShell>
  )
}
