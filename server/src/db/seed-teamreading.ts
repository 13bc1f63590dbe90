import type { Kysely } from 'kysely';
import { addDays, beijingDay } from '../core/beijing-time.js';
import type { DB } from './schema.js';

/**
 * Demo team reading (SEED_DEMO): two teams of the demo learners (seed-learning.ts) on two demo
 * book lists, started a few days ago so their plans show past, today's and coming days, and two
 * share symbols (/teamreading/bookListNewYear/newyear2026, /teamreading/goddessFestivals/goddess2026).
 * Teams are written once, when there are none; symbols are matched by symbol (an operator's
 * changes survive). Progress is never seeded here: it is the demo learners' listening.
 */
const TEAMS = [
  {
    name: '晨读小分队',
    list: '焦虑时，先听这几门',
    captain: '13300000000',
    members: ['13300000001', '13300000002'],
    size: 5,
    perDay: 2,
    startedDaysAgo: 3,
    invite: 'DEMOREAD',
  },
  {
    name: '今晚好眠队',
    list: '今晚睡个好觉',
    captain: '13300000004',
    members: ['13300000005', '13300000003'],
    size: 6,
    perDay: 3,
    startedDaysAgo: 5,
    invite: 'DEMOSLEEP',
  },
] as const;

const SHARES = [
  { symbol: 'newyear2026', theme: 'newyear', list: '经营一段好关系', title: '新年共读：和重要的人好好相处' },
  { symbol: 'goddess2026', theme: 'goddess', list: '做更好的父母', title: '女神节书单：先照顾好自己' },
] as const;

export async function seedTeamReading(db: Kysely<DB>, now: number): Promise<void> {
  const titles = [...new Set([...TEAMS.map((t) => t.list), ...SHARES.map((s) => s.list)])];
  const lists = await db.selectFrom('book_lists').select(['id', 'title']).where('title', 'in', titles).execute();
  const listOf = new Map(lists.map((l) => [l.title, l.id]));

  const shares = SHARES.flatMap((s) => {
    const id = listOf.get(s.list);
    return id ? [{ symbol: s.symbol, theme: s.theme, book_list_id: id, title: s.title, created_at: now, updated_at: now }] : [];
  });
  if (shares.length) await db.insertInto('book_list_shares').values(shares).onConflict((oc) => oc.column('symbol').doNothing()).execute();

  if (await db.selectFrom('reading_teams').select('id').limit(1).executeTakeFirst()) return;
  const mobiles = TEAMS.flatMap((t) => [t.captain, ...t.members]);
  const users = await db.selectFrom('users').select(['id', 'mobile']).where('mobile', 'in', mobiles).execute();
  const userOf = new Map(users.map((u) => [u.mobile, u.id]));
  const today = beijingDay(now);
  for (const t of TEAMS) {
    const listId = listOf.get(t.list);
    const captain = userOf.get(t.captain);
    if (!listId || !captain) continue;
    const created = now - t.startedDaysAgo * 86_400_000;
    const team = await db
      .insertInto('reading_teams')
      .values({
        name: t.name,
        book_list_id: listId,
        captain_id: captain,
        size: t.size,
        chapters_per_day: t.perDay,
        public: 1,
        invite_code: t.invite,
        start_day: addDays(today, -t.startedDaysAgo),
        dissolved_at: null,
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const people = [captain, ...t.members.flatMap((m) => userOf.get(m) ?? [])];
    await db
      .insertInto('reading_team_members')
      .values(
        people.map((userId, i) => ({
          team_id: team.id,
          user_id: userId,
          book_list_id: listId,
          role: i === 0 ? ('captain' as const) : ('member' as const),
          status: 'active' as const,
          joined_at: created + i * 3_600_000,
          updated_at: created + i * 3_600_000,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
