import type { Clock } from '../core/clock.js';
import { MemoryStore } from './memory.js';
import { RedisStore } from './redis.js';
import type { KeyValueStore } from './types.js';

export type { KeyValueStore } from './types.js';

/** REDIS_URL set → Redis (checked reachable), otherwise the in-process memory store. */
export async function createStore(
  redisUrl: string | null,
  prefix: string,
  clock: Clock,
  onError?: (err: Error) => void,
): Promise<KeyValueStore> {
  if (!redisUrl) return new MemoryStore(clock);
  const store = new RedisStore(redisUrl, prefix, onError);
  await store.ready();
  return store;
}
