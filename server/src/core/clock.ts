/** The source of "now" (epoch ms). Tests inject a clock they can move instead of sleeping. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** Beijing time (UTC+8, no DST): the day boundary of daily limits. */
export function chinaDayKey(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
}

/**
 * A clock running `offsetMs` ahead of (or behind) another: the development server's movable time
 * (DEV_CLOCK=1, `POST /api/dev/clock`), so an end-to-end test can live through several Beijing
 * days in minutes. Never built in production (config refuses DEV_CLOCK there).
 */
export class OffsetClock implements Clock {
  private offset = 0;

  constructor(private readonly base: Clock = systemClock) {}

  now(): number {
    return this.base.now() + this.offset;
  }

  get offsetMs(): number {
    return this.offset;
  }

  setOffset(ms: number): void {
    this.offset = ms;
  }
}
