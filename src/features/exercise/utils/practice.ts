// Pure helpers of the exercise area: practice ids, moods, lengths.

/** The server's rule for a practice id made by the client (8–64 of A–Z a–z 0–9 _ -). */
const CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/

export function isClientId(value: string | undefined): value is string {
  return !!value && CLIENT_ID.test(value)
}

function randomChunk(): string {
  const c = (globalThis as { crypto?: { getRandomValues?: (a: Uint32Array) => Uint32Array } }).crypto
  if (c?.getRandomValues) return Array.from(c.getRandomValues(new Uint32Array(3)), (n) => n.toString(36).padStart(7, '0')).join('')
  // The mini-program has no synchronous crypto: a practice id needs to be unique, not secret.
  return Array.from({ length: 3 }, () => Math.floor(Math.random() * 36 ** 7).toString(36).padStart(7, '0')).join('')
}

/** A fresh id for one practice: the time (so ids sort) and 21 random base-36 characters. */
export function newClientId(now: number = Date.now()): string {
  return `ex${now.toString(36)}-${randomChunk()}`
}

export interface Mood {
  value: number
  label: string
}

/** Mood faces 1–5 of exerciseFeel, from low to high. */
export const MOODS: Mood[] = [
  { value: 1, label: '很糟' },
  { value: 2, label: '低落' },
  { value: 3, label: '平静' },
  { value: 4, label: '不错' },
  { value: 5, label: '很好' },
]

export function moodLabel(mood: number | null | undefined): string {
  return MOODS.find((m) => m.value === mood)?.label ?? ''
}

/** The server's limit for a feeling note. */
export const FEEL_NOTE_MAX = 200

/** Lengths on cards: whole minutes, at least 1 (170 s → 3分钟). */
export function exerciseMinutes(seconds: number): number {
  return Math.max(1, Math.round((seconds || 0) / 60))
}
