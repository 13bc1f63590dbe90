import { sql, type Kysely } from 'kysely';
import { addDays, beijingDay, dayStartMs, slotMinutes } from '../core/beijing-time.js';
import type { DB } from './schema.js';

/**
 * Demo punch-in challenges (SEED_DEMO, docs/PUNCH.md): a 21-day daily challenge and a
 * listen-to-book challenge, both a week under way, joined by the demo learners
 * (seed-learning.ts) with punches on past days, a few likes and comments. The listen
 * challenge's punches are only on days the learner's seeded listening (listen_slots) really
 * reached the minutes. Challenges are matched by title (an operator's edits survive); punches
 * are written once, while the challenge has none. Today is left unpunched for everyone.
 */

const DAILY = {
  title: '21天早起读书打卡',
  intro:
    '每天早起读书20分钟，拍一张书页或写下一句打动你的话，坚持21天。\n漏打的日子可以用补卡卡补上（每人3次），连续打卡天数在日历里一目了然。',
  days: 21,
  makeupLimit: 3,
};
const LISTEN = {
  title: '每日听书10分钟',
  intro: '每天在心栈认真听书满10分钟即可打卡：听够了，打卡按钮才会亮起。坚持30天，养成听书的习惯。',
  days: 30,
  makeupLimit: 2,
  minMinutes: 10,
};

const TEXTS = [
  '今天读了《被讨厌的勇气》第二夜，“课题分离”让我松了一口气。',
  '六点起床，读了二十页，窗外的天慢慢亮了。',
  '摘一句：“人生不是一场比赛，而是一段旅程。”',
  '读书笔记：情绪没有好坏，它们都在提醒我们需要什么。',
  '今天状态一般，但还是坚持读完了一章。',
  '和孩子一起读了绘本，他笑得很开心。',
];

const DEMO_MOBILES = ['13300000000', '13300000001', '13300000002', '13300000003', '13300000004'];

export async function seedPunch(db: Kysely<DB>, now: number): Promise<void> {
  const today = beijingDay(now);
  const start = addDays(today, -6);
  const ensure = async (values: { kind: 'daily' | 'listen'; title: string; intro: string; days: number; makeupLimit: number; minMinutes?: number }, sort: number) => {
    const found = await db.selectFrom('punch_challenges').select('id').where('title', '=', values.title).executeTakeFirst();
    if (found) return { id: found.id, fresh: false };
    const { id } = await db
      .insertInto('punch_challenges')
      .values({
        kind: values.kind,
        title: values.title,
        intro: values.intro,
        start_day: start,
        end_day: addDays(start, values.days - 1),
        makeup_limit: values.makeupLimit,
        min_minutes: values.minMinutes ?? 0,
        subject_ids: '[]',
        reminder_time: '20:00',
        sort,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, fresh: true };
  };
  const daily = await ensure({ kind: 'daily', ...DAILY }, 0);
  const listen = await ensure({ kind: 'listen', ...LISTEN }, 1);

  const users = await db.selectFrom('users').select(['id', 'mobile']).where('mobile', 'in', DEMO_MOBILES).execute();
  const ids = DEMO_MOBILES.map((m) => users.find((u) => u.mobile === m)?.id).filter((id): id is number => id !== undefined);
  if (ids.length === 0) return;
  const joinedAt = dayStartMs(start) + 7 * 3_600_000;
  const pastDays = Array.from({ length: 6 }, (_, i) => addDays(start, i));

  if (daily.fresh) {
    await db
      .insertInto('punch_participants')
      .values(ids.map((userId, who) => ({ challenge_id: daily.id, user_id: userId, invite_code: null, messages_read_at: 0, joined_at: joinedAt + who * 60_000 })))
      .onConflict((oc) => oc.columns(['challenge_id', 'user_id']).doNothing())
      .execute();
    // Each learner missed one past day (a different one), so streaks differ and there is a day to make up.
    const punches = ids.flatMap((userId, who) =>
      pastDays
        .filter((_, i) => i !== (who + 2) % pastDays.length)
        .map((day, i) => ({
          challenge_id: daily.id,
          user_id: userId,
          day,
          kind: 'normal' as const,
          text: TEXTS[(who + i) % TEXTS.length],
          images: '[]',
          minutes: 0,
          created_at: dayStartMs(day) + (6 * 60 + 30 + who * 7) * 60_000,
        })),
    );
    const inserted = await db.insertInto('punches').values(punches).returning(['id', 'user_id', 'created_at']).execute();
    // The demo account's latest punch gets a like and a comment from the next learner.
    const demoLatest = inserted.filter((p) => p.user_id === ids[0]).sort((a, b) => b.created_at - a.created_at)[0];
    if (demoLatest && ids[1]) {
      await db.insertInto('punch_likes').values({ punch_id: demoLatest.id, user_id: ids[1], created_at: demoLatest.created_at + 3_600_000 }).execute();
      await db.insertInto('punch_comments').values({ punch_id: demoLatest.id, user_id: ids[1], text: '一起加油！明天见～', created_at: demoLatest.created_at + 3_700_000 }).execute();
    }
  }

  if (listen.fresh) {
    await db
      .insertInto('punch_participants')
      .values(ids.map((userId, who) => ({ challenge_id: listen.id, user_id: userId, invite_code: null, messages_read_at: 0, joined_at: joinedAt + who * 60_000 })))
      .onConflict((oc) => oc.columns(['challenge_id', 'user_id']).doNothing())
      .execute();
    // Real listening only: the days each learner's seeded listening reached the minutes.
    const listened = await db
      .selectFrom('listen_slots')
      .select(['user_id', 'day', sql<number>`count(*)`.as('n')])
      .where('user_id', 'in', ids)
      .where('day', '>=', start)
      .where('day', '<', today)
      .groupBy(['user_id', 'day'])
      .execute();
    const punches = listened
      .map((l) => ({ userId: Number(l.user_id), day: l.day, minutes: slotMinutes(Number(l.n)) }))
      .filter((l) => l.minutes >= LISTEN.minMinutes)
      .map((l) => ({
        challenge_id: listen.id,
        user_id: l.userId,
        day: l.day,
        kind: 'normal' as const,
        text: '',
        images: '[]',
        minutes: l.minutes,
        created_at: dayStartMs(l.day) + 22 * 3_600_000,
      }));
    if (punches.length) await db.insertInto('punches').values(punches).execute();
  }
}
