// The player's state for React components (cheap: atoms only, no player code).
import { useAtomValue } from 'jotai'
import { sessionStore } from '@/core/session/atoms'
import { playerErrorAtom, playerRateAtom, playerStatusAtom, playerTimeAtom, playerTrackAtom } from '@/core/player/store'

const opts = { store: sessionStore }

export function usePlayerTrack() {
  return useAtomValue(playerTrackAtom, opts)
}

export function usePlayerState() {
  return {
    track: useAtomValue(playerTrackAtom, opts),
    status: useAtomValue(playerStatusAtom, opts),
    time: useAtomValue(playerTimeAtom, opts),
    rate: useAtomValue(playerRateAtom, opts),
    error: useAtomValue(playerErrorAtom, opts),
  }
}
