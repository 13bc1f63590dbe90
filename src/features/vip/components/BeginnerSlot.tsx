// Where the new-user gift banner goes on the pay home, H5 variant: its code (and the coupon call)
// loads only for a logged-in visitor, after the first paint, so commerce code stays out of the
// home page's first load. BeginnerSlot.weapp.tsx is the mini-program variant.
import { lazy, Suspense } from 'react'
import { useCurrentUser } from '@/components/session/useCurrentUser'

const BeginnerBanner = lazy(() => import(/* webpackChunkName: "home-beginner" */ '@/features/vip/components/BeginnerBanner'))

export default function BeginnerSlot() {
  const { loggedIn } = useCurrentUser()
  if (!loggedIn) return null
  return (
    <Suspense fallback={null}>
      <BeginnerBanner />
    </Suspense>
  )
}
