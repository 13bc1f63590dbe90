// The guided mode of an exercise as pure state: one step at a time, each with a countdown that
// can pause and resume; when a step's time is up the next one starts, the last one waits for 完成.
// Time is a deadline (not counted ticks), so a throttled background tab does not slow the timer.

export interface GuideStep {
  seconds: number
}

export interface GuideState {
  index: number
  running: boolean
  /** Time left of the step while paused (or when it ran out). */
  remainingMs: number
  /** While running: when the step's time is up (epoch ms). */
  endsAt: number | null
  /** The last step's time is up. */
  done: boolean
}

function stepMs(steps: GuideStep[], index: number): number {
  return Math.max(0, steps[index]?.seconds ?? 0) * 1000
}

/** Step `index` from its full time, running. */
export function goTo(steps: GuideStep[], index: number, now: number): GuideState {
  const i = Math.min(Math.max(0, index), Math.max(0, steps.length - 1))
  const ms = stepMs(steps, i)
  return { index: i, running: true, remainingMs: ms, endsAt: now + ms, done: false }
}

export function startGuide(steps: GuideStep[], now: number): GuideState {
  return goTo(steps, 0, now)
}

export function remainingMs(state: GuideState, now: number): number {
  return state.running && state.endsAt !== null ? Math.max(0, state.endsAt - now) : state.remainingMs
}

/** Whole seconds left, rounded up (a countdown shows 1 until it reaches 0). */
export function remainingSeconds(state: GuideState, now: number): number {
  return Math.ceil(remainingMs(state, now) / 1000)
}

export function pause(state: GuideState, now: number): GuideState {
  if (!state.running) return state
  return { ...state, running: false, remainingMs: remainingMs(state, now), endsAt: null }
}

export function resume(state: GuideState, now: number): GuideState {
  if (state.running || state.done) return state
  return { ...state, running: true, endsAt: now + state.remainingMs }
}

export function next(steps: GuideStep[], state: GuideState, now: number): GuideState {
  return state.index < steps.length - 1 ? goTo(steps, state.index + 1, now) : state
}

export function previous(steps: GuideStep[], state: GuideState, now: number): GuideState {
  return state.index > 0 ? goTo(steps, state.index - 1, now) : goTo(steps, 0, now)
}

/** Advances when the running step's time is up; the last step stops and is done. */
export function tick(steps: GuideStep[], state: GuideState, now: number): GuideState {
  if (!state.running || remainingMs(state, now) > 0) return state
  if (state.index < steps.length - 1) {
    // The next step starts when this one ended, not when the tick noticed it.
    return goTo(steps, state.index + 1, state.endsAt ?? now)
  }
  return { ...state, running: false, remainingMs: 0, endsAt: null, done: true }
}

/** Share of the step's time that has passed, 0..1 (the timer ring). */
export function progress(steps: GuideStep[], state: GuideState, now: number): number {
  const total = stepMs(steps, state.index)
  return total ? 1 - remainingMs(state, now) / total : 1
}
