// The guided mode's countdown: pause and resume keep the time left, steps advance when their
// time is up (also after a long background gap), the last step waits as done.
import { formatClock } from '@/core/format'
import { goTo, next, pause, previous, progress, remainingSeconds, resume, startGuide, tick } from '@/features/exercise/utils/guide'
import { exerciseMinutes, isClientId, moodLabel, newClientId } from '@/features/exercise/utils/practice'

const STEPS = [{ seconds: 30 }, { seconds: 80 }, { seconds: 60 }]
const T0 = 1_700_000_000_000

test('a step counts down from its seconds and pauses without losing time', () => {
  let s = startGuide(STEPS, T0)
  expect(remainingSeconds(s, T0)).toBe(30)
  expect(remainingSeconds(s, T0 + 10_200)).toBe(20)
  s = pause(s, T0 + 10_200)
  expect(s.running).toBe(false)
  // Paused: time stands still however long the pause.
  expect(remainingSeconds(s, T0 + 500_000)).toBe(20)
  expect(tick(STEPS, s, T0 + 500_000)).toBe(s)
  s = resume(s, T0 + 500_000)
  expect(remainingSeconds(s, T0 + 505_000)).toBe(15)
  expect(progress(STEPS, s, T0 + 505_000)).toBeCloseTo(0.5, 1)
})

test('time up moves to the next step; the last one stops as done', () => {
  let s = startGuide(STEPS, T0)
  expect(tick(STEPS, s, T0 + 29_999)).toBe(s)
  s = tick(STEPS, s, T0 + 30_000)
  expect(s).toMatchObject({ index: 1, running: true, done: false })
  expect(remainingSeconds(s, T0 + 30_000)).toBe(80)
  // A background gap of two steps: each tick catches up one step, timed from the previous end.
  s = tick(STEPS, s, T0 + 200_000)
  expect(s.index).toBe(2)
  expect(remainingSeconds(s, T0 + 120_000)).toBe(50)
  s = tick(STEPS, s, T0 + 200_000)
  expect(s).toMatchObject({ index: 2, running: false, done: true, remainingMs: 0 })
  expect(resume(s, T0 + 300_000)).toBe(s)
})

test('next and previous restart the step and stay within the steps', () => {
  let s = startGuide(STEPS, T0)
  s = pause(s, T0 + 5000)
  s = next(STEPS, s, T0 + 6000)
  expect(s).toMatchObject({ index: 1, running: true })
  expect(remainingSeconds(s, T0 + 6000)).toBe(80)
  s = next(STEPS, next(STEPS, s, T0), T0)
  expect(s.index).toBe(2)
  s = previous(STEPS, s, T0)
  expect(s.index).toBe(1)
  s = previous(STEPS, previous(STEPS, s, T0), T0 + 1000)
  expect(s.index).toBe(0)
  expect(remainingSeconds(s, T0 + 1000)).toBe(30)
  expect(goTo(STEPS, 9, T0).index).toBe(2)
})

test('practice ids follow the server rule and do not repeat', () => {
  const ids = new Set(Array.from({ length: 200 }, () => newClientId()))
  expect(ids.size).toBe(200)
  for (const id of ids) expect(isClientId(id)).toBe(true)
  expect(isClientId('short')).toBe(false)
  expect(isClientId('has space in it')).toBe(false)
  expect(isClientId(undefined)).toBe(false)
})

test('lengths and moods read naturally', () => {
  expect(exerciseMinutes(170)).toBe(3)
  expect(exerciseMinutes(20)).toBe(1)
  expect(formatClock(65)).toBe('01:05')
  expect(formatClock(3725)).toBe('1:02:05')
  expect(moodLabel(5)).toBe('很好')
  expect(moodLabel(null)).toBe('')
})
