// Player state in the session store. Kept apart from the controller and the engines so that
// PageShell (every page) can read it without pulling the player code into the first load.
import { atom } from 'jotai'
import type { PlayInfo, ProgressAnswer } from '@/core/api/course'

export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'error'

export interface PlayerError {
  /** API state (4703 VIP, 4704 not bought, -1 login…) or 0 for an audio failure. */
  state: number
  message: string
  /** The chapter that was asked for. */
  chapterId: number
}

export const PLAYER_RATES = [0.75, 1, 1.25, 1.5, 2] as const

export const playerTrackAtom = atom<PlayInfo | null>(null)
export const playerStatusAtom = atom<PlayerStatus>('idle')
export const playerTimeAtom = atom({ position: 0, duration: 0 })
export const playerRateAtom = atom<number>(1)
export const playerErrorAtom = atom<PlayerError | null>(null)
/** The latest answer of POST /learn/progress (completion marks, a certificate just issued). */
export const playerResultAtom = atom<{ chapterId: number; subjectId: number; result: ProgressAnswer } | null>(null)
/** The visitor closed the mini bar: it stays away until something plays again. */
export const miniPlayerDismissedAtom = atom(false)
