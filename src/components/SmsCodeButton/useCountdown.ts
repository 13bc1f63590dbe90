import { useCallback, useEffect, useRef, useState } from 'react'

/** Seconds left of a countdown started with start(); 0 when idle. */
export function useCountdown(seconds: number) {
  const [left, setLeft] = useState(0)
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined)

  const stop = useCallback(() => {
    clearInterval(timer.current)
    timer.current = undefined
  }, [])

  const start = useCallback(() => {
    stop()
    const endsAt = Date.now() + seconds * 1000
    setLeft(seconds)
    // Counted from the clock, not from ticks: a background tab's throttled timer stays right.
    timer.current = setInterval(() => {
      const rest = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000))
      setLeft(rest)
      if (rest === 0) stop()
    }, 1000)
  }, [seconds, stop])

  useEffect(() => stop, [stop])
  return { left, start, stop }
}
