import { Redis } from 'ioredis';
import type { KeyValueStore } from './types.js';

/** INCR that sets the TTL only when it creates the key, in one round trip. */
const INCR_WITH_TTL = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/** Redis store (ioredis); every key gets `prefix`, so one Redis can serve several apps. */
export class RedisStore implements KeyValueStore {
  readonly kind = 'redis' as const;
  private readonly redis: Redis;

  constructor(url: string, prefix: string, onError: (err: Error) => void = () => {}) {
    this.redis = new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 2 });
    this.redis.on('error', onError);
    this.redis.defineCommand('incrWithTtl', { numberOfKeys: 1, lua: INCR_WITH_TTL });
  }

  /** Resolves when connected; rejects (and disconnects) when Redis cannot be reached. */
  async ready(timeoutMs = 3000): Promise<void> {
    await Promise.race([
      this.redis.ping(),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('Redis did not answer in time')), timeoutMs).unref(),
      ),
    ]).catch((err: unknown) => {
      this.redis.disconnect();
      throw err;
    });
  }

  async get(key: string): Promise<string | null> {
    return this.redis.get(key);
  }

  async set(key: string, value: string, ttlMs?: number): Promise<void> {
    if (ttlMs === undefined) await this.redis.set(key, value);
    else await this.redis.set(key, value, 'PX', Math.max(1, Math.ceil(ttlMs)));
  }

  async incr(key: string, ttlMs: number): Promise<number> {
    const run = (this.redis as unknown as Record<string, (k: string, ttl: number) => Promise<number>>)
      .incrWithTtl;
    return Number(await run.call(this.redis, key, Math.max(1, Math.ceil(ttlMs))));
  }

  async del(key: string): Promise<void> {
    await this.redis.del(key);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
