import type { Clock } from '../../src/core/clock.js';

/** A clock the test moves by hand. Starts on a Monday, 10:00 Beijing time. */
export class FakeClock implements Clock {
  constructor(private current = Date.UTC(2025, 0, 6, 2, 0, 0)) {}

  now(): number {
    return this.current;
  }

  advance(ms: number): void {
    this.current += ms;
  }

  advanceSeconds(seconds: number): void {
    this.current += seconds * 1000;
  }
}
