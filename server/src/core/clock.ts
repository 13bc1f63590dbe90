/** The source of "now" (epoch ms). Tests inject a clock they can move instead of sleeping. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** Beijing time (UTC+8, no DST): the day boundary of daily limits. */
export function chinaDayKey(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
}
