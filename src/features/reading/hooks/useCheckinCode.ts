// The organiser's rotating check-in code: fetched at once, again when its time is up, with a
// per-second countdown; a failed fetch keeps the last code on screen and tries again shortly.
import { useEffect, useRef, useState } from 'react'
import { describeError } from '@/core/request/client'
import { getCheckinCode } from '@/features/reading/api/reading'
import { msUntilNext, secondsLeft, type ShownCode } from '@/features/reading/utils/checkinCode'

const RETRY_MS = 5_000
const TICK_MS = 1_000

export interface CheckinCodeState {
  shown: ShownCode | null
  secondsLeft: number
  error: string
  now: number
}

export function useCheckinCode(partyId: number, enabled: boolean): CheckinCodeState {
  const [shown, setShown] = useState<ShownCode | null>(null)
  const [error, setError] = useState('')
  const [now, setNow] = useState(Date.now())
  const [attempt, setAttempt] = useState(0)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  // One fetch per attempt; the next attempt is scheduled for when the code is due (or a retry).
  useEffect(() => {
    if (!enabled) return
    let live = true
    getCheckinCode(partyId)
      .then((code) => {
        if (!live) return
        const next = { code, receivedAt: Date.now() }
        setShown(next)
        setError('')
        timer.current = setTimeout(() => setAttempt((n) => n + 1), msUntilNext(next, Date.now()) + 50)
      })
      .catch((e) => {
        if (!live) return
        setError(describeError(e))
        timer.current = setTimeout(() => setAttempt((n) => n + 1), RETRY_MS)
      })
    return () => {
      live = false
      if (timer.current) clearTimeout(timer.current)
    }
  }, [partyId, enabled, attempt])

  useEffect(() => {
    if (!enabled) return
    const tick = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(tick)
  }, [enabled])

  return { shown, secondsLeft: shown ? secondsLeft(shown, now) : 0, error, now }
}
