// Mounts the login overlay the first time it is asked for. Its code (NutUI popup, transitions,
// icon font) then loads on demand instead of weighing on every page's first load.
import { useAtomValue } from 'jotai'
import { lazy, Suspense, useEffect, useState } from 'react'
import { loginOverlayVisibleAtom, sessionStore } from '@/core/session/atoms'

const LoginOverlay = lazy(() => import('@/components/LoginOverlay'))

export default function OverlayHost() {
  const visible = useAtomValue(loginOverlayVisibleAtom, { store: sessionStore })
  const [wanted, setWanted] = useState(visible)
  useEffect(() => {
    if (visible) setWanted(true)
  }, [visible])
  if (!wanted && !visible) return null
  return (
    <Suspense fallback={null}>
      <LoginOverlay />
    </Suspense>
  )
}
