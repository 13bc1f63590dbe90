import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { Redis } from 'ioredis';
import { MemoryStore } from '../src/store/memory.js';
import { RedisStore } from '../src/store/redis.js';
import type { KeyValueStore } from '../src/store/types.js';
import { REDIS_URL, recordingTests, redisUnavailable, skipUnavailable } from './helpers/backends.js';
import { FakeClock } from './helpers/clock.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The store contract. `unit` scales every ttl and wait: 1 on the fake clock; real time (Redis)
 * uses 10 so that a slow moment of a loaded machine (a command taking tens of milliseconds) cannot
 * end a window early.
 */
async function contract(t: import('node:test').TestContext, store: KeyValueStore, expire: (ms: number) => Promise<void>, unit = 1) {
  await t.test('get/set/del', async () => {
    assert.equal(await store.get('a'), null);
    await store.set('a', '1');
    assert.equal(await store.get('a'), '1');
    await store.set('a', '2');
    assert.equal(await store.get('a'), '2');
    await store.del('a');
    assert.equal(await store.get('a'), null);
  });

  await t.test('set with a ttl expires', async () => {
    await store.set('b', 'x', 50 * unit);
    assert.equal(await store.get('b'), 'x');
    await expire(60 * unit);
    assert.equal(await store.get('b'), null);
  });

  await t.test('incr counts and keeps the ttl of the first increment', async () => {
    assert.equal(await store.incr('c', 80 * unit), 1);
    assert.equal(await store.incr('c', 80 * unit), 2);
    await expire(40 * unit);
    assert.equal(await store.incr('c', 80 * unit), 3, 'a later incr does not extend the window');
    await expire(50 * unit);
    assert.equal(await store.incr('c', 80 * unit), 1, 'the window ended');
  });

  await t.test('incr is atomic under concurrency', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => store.incr('d', 10_000)));
    assert.deepEqual([...results].sort((x, y) => x - y), Array.from({ length: 50 }, (_, i) => i + 1));
  });
}

let contractTests: string[] = [];

test('KeyValueStore [memory]', async (context) => {
  const { t, names } = recordingTests(context);
  contractTests = names;
  const clock = new FakeClock();
  const store = new MemoryStore(clock);
  try {
    await contract(t, store, async (ms) => clock.advance(ms));
  } finally {
    await store.close();
  }
});

test('KeyValueStore [redis]', async (t) => {
  const unavailable = await redisUnavailable();
  if (unavailable) return skipUnavailable(t, unavailable, [...contractTests, 'keys carry the prefix']);
  const prefix = `xz-test:store:${randomBytes(4).toString('hex')}:`;
  const store = new RedisStore(REDIS_URL, prefix);
  await store.ready();
  const raw = new Redis(REDIS_URL);
  try {
    await contract(t, store, sleep, 10);
    await t.test('keys carry the prefix', async () => {
      await store.set('e', '1', 10_000);
      assert.equal(await raw.get(`${prefix}e`), '1');
    });
  } finally {
    const keys = await raw.keys(`${prefix}*`);
    if (keys.length) await raw.del(...keys);
    await raw.quit();
    await store.close();
  }
});

test('an unreachable Redis fails fast at start-up', async () => {
  const store = new RedisStore('redis://127.0.0.1:9', 'x:');
  await assert.rejects(store.ready(1000));
});
