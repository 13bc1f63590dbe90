// Seconds left of a countdown started with start(); 0 when idle. Reads the clock, so a throttled
// background timer cannot make it drift.
import { useCallback, useEffect, useRef, useState } from 'react'

export function useCountdown(seconds: number) {
  const [left, setLeft] = useState(0)
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined)

  const stop = useCallback(() => {
    if (timer.current !== undefined) clearInterval(timer.current)
    timer.current = undefined
    setLeft(0)
  }, [])

  const start = useCallback(() => {
    if (timer.current !== undefined) clearInterval(timer.current)
    const endsAt = Date.now() + seconds * 1000
    setLeft(seconds)
    timer.current = setInterval(() => {
      const rest = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000))
      setLeft(rest)
      if (rest === 0 && timer.current !== undefined) {
        clearInterval(timer.current)
        timer.current = undefined
      }
    }, 1000)
  }, [seconds])

  useEffect(
    () => () => {
      if (timer.current !== undefined) clearInterval(timer.current)
    },
    [],
  )
  return { left, start, stop }
}
