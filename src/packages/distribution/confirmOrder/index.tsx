import { useMemo, useState } from 'react'
import PageShell from '@/components/PageShell'
import { usePageRoute } from '@/components/PageShell/context'
import StateView from '@/components/StateView'
import { replaceRoute } from '@/components/navigation/navigate'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { useLinkBinding } from '@/features/distribution/hooks/useLinkBinding'
import { checkoutQuery, newRequestId } from '@/features/distribution/utils/checkout'
import { DIST, openDist, positiveId } from '@/features/distribution/utils/nav'
import { ConfirmAndPay } from '@/features/order/components/OrderPay'
import type { PayFlow } from '@/features/order/hooks/usePayFlow'

definePageConfig({ navigationBarTitleText: '确认订单' })

/**
 * 确认订单 of a product bought through a promoter's link: the order feature's confirm view; its
 * 提交订单 hands what the buyer confirmed to 支付中 (in place of this page), which places and pays
 * the order. Opened straight from a shared link (`inviteCode`), it binds the buyer first.
 */
function ConfirmOrder() {
  const { params } = usePageRoute()
  const { loggedIn } = useCurrentUser()
  const productId = positiveId(params.commodityId || params.productId)
  const productType = params.productType || undefined
  useLinkBinding(params.inviteCode || '', loggedIn)
  const requestId = useMemo(newRequestId, [])
  const [leaving, setLeaving] = useState(false)

  const handOff = useMemo<PayFlow>(
    () => ({
      phase: leaving ? { kind: 'starting' } : { kind: 'idle' },
      pay: async (target) => {
        if (typeof target === 'string') return
        setLeaving(true)
        await replaceRoute(DIST.paying, checkoutQuery(target, requestId, productType)).catch(() => setLeaving(false))
      },
      recheck: async () => undefined,
      show: () => undefined,
      reset: () => setLeaving(false),
    }),
    [leaving, requestId, productType],
  )

  if (!loggedIn) return <LoginRequired message='登录后确认订单' />
  if (!productId) return <StateView status='error' message='没有找到要购买的商品，去看看推广商品吧' actionText='热推商品' onAction={() => openDist(DIST.hotList)} />
  return <ConfirmAndPay productId={productId} productType={productType} quantity={Math.max(1, positiveId(params.quantity) ?? 1)} agreedAtStart={false} flow={handOff} />
}

export default function ConfirmOrderPage() {
  return (
    <PageShell>
      <ConfirmOrder />
    </PageShell>
  )
}
