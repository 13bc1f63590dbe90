import { systemClock, type Clock } from '../core/clock.js';
import type { KeyValueStore } from './types.js';

interface Entry {
  value: string;
  expiresAt: number;
}

/** In-process store; expiry follows the injected clock. Swept lazily and every minute. */
export class MemoryStore implements KeyValueStore {
  readonly kind = 'memory' as const;
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly clock: Clock = systemClock) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.clock.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlMs?: number): Promise<void> {
    const expiresAt = ttlMs === undefined ? Number.POSITIVE_INFINITY : this.clock.now() + ttlMs;
    this.entries.set(key, { value, expiresAt });
  }

  async incr(key: string, ttlMs: number): Promise<number> {
    const entry = this.live(key);
    const count = entry ? Number(entry.value) + 1 : 1;
    this.entries.set(key, {
      value: String(count),
      expiresAt: entry ? entry.expiresAt : this.clock.now() + ttlMs,
    });
    return count;
  }

  async del(key: string): Promise<void> {
    this.entries.delete(key);
  }

  private sweep(): void {
    const now = this.clock.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.entries.clear();
  }
}
