// Every timer of the wx implementation goes through one scheduler, so that dispose() stops them all
// and cuts the HTTP exchanges in flight: nothing of a closed runtime calls back into app code.

export interface Scheduler {
  /** Runs `task` in a later macrotask, as a callback that comes back from WeChat's native side. */
  soon(task: () => void): void
  /** Runs `task` once after `ms`; the returned function cancels it. */
  after(ms: number, task: () => void): () => void
  /** Runs `task` every `ms`; the returned function stops it. */
  every(ms: number, task: () => void): () => void
  /** Aborted by dispose(): HTTP exchanges listen to it. */
  readonly signal: AbortSignal
  dispose(): void
}

export function createScheduler(): Scheduler {
  const immediates = new Set<NodeJS.Immediate>()
  const timeouts = new Set<NodeJS.Timeout>()
  const intervals = new Set<NodeJS.Timeout>()
  const controller = new AbortController()

  return {
    signal: controller.signal,
    soon(task) {
      if (controller.signal.aborted) return
      const handle = setImmediate(() => {
        immediates.delete(handle)
        task()
      })
      immediates.add(handle)
    },
    after(ms, task) {
      if (controller.signal.aborted) return () => undefined
      const handle = setTimeout(() => {
        timeouts.delete(handle)
        task()
      }, ms)
      timeouts.add(handle)
      return () => {
        clearTimeout(handle)
        timeouts.delete(handle)
      }
    },
    every(ms, task) {
      if (controller.signal.aborted) return () => undefined
      const handle = setInterval(task, ms)
      intervals.add(handle)
      return () => {
        clearInterval(handle)
        intervals.delete(handle)
      }
    },
    dispose() {
      controller.abort()
      for (const handle of immediates) clearImmediate(handle)
      for (const handle of timeouts) clearTimeout(handle)
      for (const handle of intervals) clearInterval(handle)
      immediates.clear()
      timeouts.clear()
      intervals.clear()
    },
  }
}
