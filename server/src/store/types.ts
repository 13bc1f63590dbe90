/**
 * The small key-value store behind rate limits, verification codes and caches.
 * Memory in one process by default; Redis (REDIS_URL) when several processes share the work.
 * TTLs bound how long a key lives; logic that must be exact in tests keeps its own timestamps
 * in the value and compares them with the injected clock.
 */
export interface KeyValueStore {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  /** Stores a value; `ttlMs` omitted means no expiry. */
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  /** Adds 1 and returns the new count; the TTL starts when the key is created. */
  incr(key: string, ttlMs: number): Promise<number>;
  del(key: string): Promise<void>;
  close(): Promise<void>;
}
