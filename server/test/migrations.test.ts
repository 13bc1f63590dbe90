import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { migrateToLatest } from '../src/db/migrate.js';
import { seed } from '../src/db/seed.js';
import { SCENES, VIP_OFFERS } from '../src/db/seed-data.js';
import { DB_VARIANTS } from './helpers/backends.js';
import { suite } from './helpers/harness.js';

suite('migrations and seed', DB_VARIANTS, async (t, env) => {
  const { database } = env.backend;
  const { db } = database;
  const count = async (table: 'scenes' | 'vip_offers' | 'tag_options') =>
    (await db.selectFrom(table).select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

  await t.test('applied migrations are recorded and not re-run', async () => {
    const recorded = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    assert.deepEqual(recorded.rows.map((r) => r.name), ['001_init']);
    assert.deepEqual(await migrateToLatest(database), []);
  });

  await t.test('seeding twice changes nothing and keeps operator edits', async () => {
    await db.updateTable('scenes').set({ status: 3 }).where('id', '=', 536).execute();
    const before = [await count('scenes'), await count('vip_offers'), await count('tag_options')];
    await seed(db, { demo: true, now: env.clock.now() });
    assert.deepEqual([await count('scenes'), await count('vip_offers'), await count('tag_options')], before);
    assert.equal(before[0], SCENES.length);
    assert.equal(before[1], VIP_OFFERS.length);
    const scene = await db.selectFrom('scenes').select('status').where('id', '=', 536).executeTakeFirstOrThrow();
    assert.equal(scene.status, 3);
  });

  await t.test('ids are generated, timestamps are integers, booleans are 0/1', async () => {
    const now = env.clock.now();
    const a = await db.insertInto('users').values({ mobile: '13000000001', invitation_code: 'AAAAAA', nickname: 'a', avatar: '', gender: 0, age_range: null, tags: '[]', signature: '', inviter_id: null, channel: null, scene_id: null, vip_expire_at: now, created_at: now, updated_at: now }).returning(['id', 'vip_expire_at']).executeTakeFirstOrThrow();
    const b = await db.insertInto('users').values({ mobile: '13000000002', invitation_code: 'AAAAAB', nickname: 'b', avatar: '', gender: 0, age_range: null, tags: '[]', signature: '', inviter_id: a.id, channel: null, scene_id: null, vip_expire_at: null, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    assert.equal(typeof a.id, 'number');
    assert.ok(b.id > a.id);
    assert.equal(a.vip_expire_at, now, 'bigint comes back as a number');
    const offer = await db.selectFrom('vip_offers').select('active').executeTakeFirstOrThrow();
    assert.equal(offer.active, 1);
  });

  await t.test('unique violations are recognised on both databases', async () => {
    const { isUniqueViolation } = await import('../src/db/connect.js');
    const now = env.clock.now();
    const row = { mobile: '13000000001', invitation_code: 'ZZZZZZ', nickname: '', avatar: '', gender: 0, age_range: null, tags: '[]', signature: '', inviter_id: null, channel: null, scene_id: null, vip_expire_at: null, created_at: now, updated_at: now };
    await assert.rejects(db.insertInto('users').values(row).execute(), (err) => isUniqueViolation(err));
  });
});
