import type { Kysely } from 'kysely';
import { insertParty } from '../areas/reading/index.js';
import type { DB } from './schema.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * Demo reading parties (SEED_DEMO): upcoming parties in 上海 and 杭州, organised by demo learners
 * (seed-learning.ts), free and paid, one with two free sign-ups. Times are relative to `now`
 * (days ahead, at the same time of day). Written once, when there are no parties.
 */
const PARTIES = [
  {
    organiser: '13300000001',
    title: '周末情绪读书会：和焦虑做朋友',
    book: '',
    topic: '情绪管理',
    city: '上海',
    venue: '思南书局',
    address: '上海市黄浦区复兴中路517号',
    inDays: 3,
    hours: 2,
    capacity: 12,
    feeFen: 0,
    attendees: ['13300000002', '13300000004'],
    description: '不用提前读完，带着最近一次焦虑的经历来就好。我们一起聊聊它想提醒我们什么。',
  },
  {
    organiser: '13300000001',
    title: '共读《被讨厌的勇气》第一夜',
    book: '被讨厌的勇气',
    topic: '自我成长',
    city: '上海',
    venue: '钟书阁（泰晤士小镇店）',
    address: '上海市松江区三新北路900弄930号',
    inDays: 5,
    hours: 3,
    capacity: 20,
    feeFen: 3990,
    attendees: [],
    description: '费用含一杯饮品和场地费。读完第一夜再来，聊聊“课题分离”。',
  },
  {
    organiser: '13300000004',
    title: '亲密关系里的沟通练习',
    book: '非暴力沟通',
    topic: '亲密关系',
    city: '杭州',
    venue: '晓风书屋（体育场路店）',
    address: '杭州市拱墅区体育场路',
    inDays: 7,
    hours: 2,
    capacity: 8,
    feeFen: 2900,
    attendees: [],
    description: '小组练习为主，两人一组，欢迎伴侣一起报名（请各自报名）。',
  },
  {
    organiser: '13300000004',
    title: '睡前十分钟：正念读书夜',
    book: '',
    topic: '正念与冥想',
    city: '杭州',
    venue: '纯真年代书吧',
    address: '杭州市西湖区北山街宝石山下一弄8号',
    inDays: 2,
    hours: 2,
    capacity: 15,
    feeFen: 0,
    attendees: [],
    description: '一起读几段关于正念的文字，再做一次十分钟的身体扫描练习。',
  },
] as const;

export async function seedReading(db: Kysely<DB>, now: number): Promise<void> {
  if (await db.selectFrom('reading_parties').select('id').limit(1).executeTakeFirst()) return;
  const mobiles = PARTIES.flatMap((p) => [p.organiser, ...p.attendees]);
  const users = await db.selectFrom('users').select(['id', 'mobile']).where('mobile', 'in', mobiles).execute();
  const userOf = new Map(users.map((u) => [u.mobile, u.id]));
  const { platform_fee_bp } = await db.selectFrom('reading_settings').select('platform_fee_bp').where('id', '=', 1).executeTakeFirstOrThrow();
  for (const p of PARTIES) {
    const organiserId = userOf.get(p.organiser);
    if (!organiserId) continue;
    const startsAt = now + p.inDays * DAY_MS;
    await db.transaction().execute(async (trx) => {
      const id = await insertParty(trx, {
        organiser_id: organiserId,
        title: p.title,
        book_title: p.book,
        subject_id: null,
        topic: p.topic,
        city: p.city,
        venue: p.venue,
        address: p.address,
        starts_at: startsAt,
        ends_at: startsAt + p.hours * HOUR_MS,
        signup_deadline: startsAt - 2 * HOUR_MS,
        capacity: p.capacity,
        fee_fen: p.feeFen,
        platform_fee_bp,
        description: p.description,
        cover: '',
        created_at: now,
      });
      const attendees = p.attendees.flatMap((m) => (userOf.has(m) ? [userOf.get(m)!] : []));
      if (attendees.length === 0) return;
      await trx
        .insertInto('reading_signups')
        .values(attendees.map((userId) => ({ party_id: id, user_id: userId, status: 'confirmed' as const, order_id: null, order_number: null, paid_fen: 0, share_fen: null, settled_at: null, checked_in_at: null, checked_in_by: null, created_at: now, updated_at: now })))
        .execute();
      await trx.updateTable('reading_parties').set({ seats_taken: attendees.length }).where('id', '=', id).execute();
    });
  }
}
