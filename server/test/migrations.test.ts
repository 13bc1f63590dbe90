import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { migrateTo, migrateToLatest } from '../src/db/migrate.js';
import { DEMO_SUBJECTS } from '../src/db/seed-courses-data.js';
import { seed } from '../src/db/seed.js';
import { COUPON_TEMPLATES, CREDIT_RULES, EXCHANGE_GOODS, SCENES, VIP_OFFERS } from '../src/db/seed-data.js';
import { createDatabase } from '../src/db/connect.js';
import { DB_VARIANTS } from './helpers/backends.js';
import { suite } from './helpers/harness.js';

suite('migrations and seed', DB_VARIANTS, async (t, env) => {
  const { database } = env.backend;
  const { db } = database;
  const count = async (table: 'scenes' | 'commodities' | 'tag_options' | 'coupon_templates' | 'credit_rules') =>
    (await db.selectFrom(table).select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

  await t.test('applied migrations are recorded and not re-run', async () => {
    const recorded = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    assert.deepEqual(recorded.rows.map((r) => r.name), ['001_init', '002_commerce', '003_courses', '004_course_search', '005_assessments', '006_community', '007_teamreading', '008_punch', '009_community_notices', '010_punch_moderation', '011_earnings', '012_distribution', '013_reading']);
    assert.deepEqual(await migrateToLatest(database), []);
  });

  await t.test('seeding twice changes nothing and keeps operator edits', async () => {
    await db.updateTable('scenes').set({ status: 3 }).where('id', '=', 536).execute();
    await db.updateTable('commodities').set({ price_fen: 2400 }).where('code', '=', 'monthly-auto').execute();
    const tables = ['scenes', 'commodities', 'tag_options', 'coupon_templates', 'credit_rules'] as const;
    const before = await Promise.all(tables.map(count));
    await seed(db, { demo: true, now: env.clock.now() });
    assert.deepEqual(await Promise.all(tables.map(count)), before);
    assert.equal(before[0], SCENES.length);
    const paidAssessments = (await db.selectFrom('assessments').select('id').where('access', '=', 'paid').execute()).length;
    const paidParties = (await db.selectFrom('reading_parties').select('id').where('fee_fen', '>', 0).execute()).length;
    assert.equal(before[1], VIP_OFFERS.length + EXCHANGE_GOODS.length + DEMO_SUBJECTS.filter((d) => d.access === 'paid').length + paidAssessments + paidParties);
    assert.equal(before[3], COUPON_TEMPLATES.length);
    assert.equal(before[4], CREDIT_RULES.length);
    const monthly = await db.selectFrom('commodities').select('price_fen').where('code', '=', 'monthly-auto').executeTakeFirstOrThrow();
    assert.equal(monthly.price_fen, 2400, 'operator price kept');
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
    const offer = await db.selectFrom('commodities').select('active').executeTakeFirstOrThrow();
    assert.equal(offer.active, 1);
  });

  await t.test('unique violations are recognised on both databases', async () => {
    const { isUniqueViolation } = await import('../src/db/connect.js');
    const now = env.clock.now();
    const row = { mobile: '13000000001', invitation_code: 'ZZZZZZ', nickname: '', avatar: '', gender: 0, age_range: null, tags: '[]', signature: '', inviter_id: null, channel: null, scene_id: null, vip_expire_at: null, created_at: now, updated_at: now };
    await assert.rejects(db.insertInto('users').values(row).execute(), (err) => isUniqueViolation(err));
  });

  await t.test('002 turns existing vip_offers into commodities of type vip, ids and edits kept', async () => {
    // A second, empty database of the same kind, stopped after 001 as a deployed shell would be.
    const url = env.variant === 'postgres' ? null : `sqlite://${env.tmp}/shell.sqlite`;
    if (!url) {
      const name = `xz_shell_${process.pid}_${Date.now()}`;
      await sql.raw(`create database ${name}`).execute(db);
      const shellUrl = new URL(env.backend.databaseUrl);
      shellUrl.pathname = `/${name}`;
      try {
        await checkUpgrade(shellUrl.toString());
      } finally {
        await sql.raw(`drop database if exists ${name} with (force)`).execute(db);
      }
    } else {
      await checkUpgrade(url);
    }
  });

  async function checkUpgrade(url: string) {
    const shell = createDatabase(url);
    try {
      assert.deepEqual(await migrateTo(shell, '001_init'), ['001_init']);
      const legacy = shell.db as unknown as import('kysely').Kysely<any>;
      await legacy.insertInto('vip_offers').values([
        { code: 'a', name: '月卡', price_fen: 1900, original_price_fen: 3000, duration_days: 31, benefits: '["x"]', badge: '', sort: 0, active: 1 },
        { code: 'b', name: '年卡', price_fen: 19800, original_price_fen: 36000, duration_days: 366, benefits: '[]', badge: '', sort: 1, active: 0 },
      ]).execute();
      const ids = (await legacy.selectFrom('vip_offers').select(['id', 'code']).orderBy('id').execute()) as Array<{ id: number; code: string }>;
      assert.deepEqual(await migrateTo(shell, '002_commerce'), ['002_commerce']);
      const rows = await shell.db.selectFrom('commodities').selectAll().orderBy('id').execute();
      assert.deepEqual(rows.map((r) => [r.id, r.code, r.type, r.price_fen, r.active, r.stock, r.credits_price]), [
        [ids[0].id, 'a', 'vip', 1900, 1, null, 0],
        [ids[1].id, 'b', 'vip', 19800, 0, null, 0],
      ]);
      // New rows continue the id sequence.
      const added = await shell.db.insertInto('commodities').values({ code: 'c', name: '季卡', price_fen: 6800, original_price_fen: 9000, duration_days: 92, benefits: '[]', badge: '', sort: 2, active: 1, stock: null, coupon_template_id: null }).returning('id').executeTakeFirstOrThrow();
      assert.ok(added.id > ids[1].id);
    } finally {
      await shell.close();
    }
  }
});
