// The guided mode's state over time: re-renders the countdown while a step runs and lets the
// pure rules of utils/guide decide the rest.
import { useCallback, useEffect, useState } from 'react'
import * as guide from '@/features/exercise/utils/guide'
import type { GuideState, GuideStep } from '@/features/exercise/utils/guide'

const TICK_MS = 250

export interface Guide {
  /** null until start(). */
  state: GuideState | null
  /** Whole seconds left of the current step. */
  remaining: number
  /** Share of the step's time passed, 0..1. */
  progress: number
  start: () => void
  pause: () => void
  resume: () => void
  next: () => void
  previous: () => void
}

export function useGuide(steps: GuideStep[]): Guide {
  const [state, setState] = useState<GuideState | null>(null)
  const [now, setNow] = useState(() => Date.now())
  const running = !!state?.running

  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => {
      const t = Date.now()
      setNow(t)
      setState((s) => (s ? guide.tick(steps, s, t) : s))
    }, TICK_MS)
    return () => clearInterval(timer)
  }, [running, steps])

  const update = useCallback(
    (change: (s: GuideState, t: number) => GuideState) => {
      const t = Date.now()
      setNow(t)
      setState((s) => (s ? change(s, t) : s))
    },
    [],
  )

  return {
    state,
    remaining: state ? guide.remainingSeconds(state, now) : 0,
    progress: state ? guide.progress(steps, state, now) : 0,
    start: () => {
      const t = Date.now()
      setNow(t)
      setState(guide.startGuide(steps, t))
    },
    pause: () => update(guide.pause),
    resume: () => update(guide.resume),
    next: () => update((s, t) => guide.next(steps, s, t)),
    previous: () => update((s, t) => guide.previous(steps, s, t)),
  }
}
