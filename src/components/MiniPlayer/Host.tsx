// Mounted by PageShell on every page: loads the mini bar (and with it the player code) only once
// a track is loaded or a last play is remembered, so pages nobody listens on stay light.
import { useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import { miniPlayerDismissedAtom, playerTrackAtom } from '@/core/player/store'
import { lastPlayAtom, sessionStore } from '@/core/session/atoms'

const MiniPlayer = lazy(() => import('@/components/MiniPlayer'))
const opts = { store: sessionStore }

export default function MiniPlayerHost() {
  const track = useAtomValue(playerTrackAtom, opts)
  const lastPlay = useAtomValue(lastPlayAtom, opts)
  const dismissed = useAtomValue(miniPlayerDismissedAtom, opts)
  if (!track && (!lastPlay || dismissed)) return null
  return (
    <Suspense fallback={null}>
      <MiniPlayer />
    </Suspense>
  )
}
