import type { Kysely } from 'kysely';
import type { DB } from './schema.js';

/**
 * Demo community (SEED_DEMO): five circles, the demo learners (seed-learning.ts) as members, and
 * a few posts and comments, so a fresh start shows a living /upgc. Circles are matched by name
 * (an operator's changes survive); posts are written once, when the community has none.
 */
const CIRCLES = [
  { name: '读书会', intro: '每天读一点，分享书里打动你的一句话。' },
  { name: '情绪树洞', intro: '说出心里话，这里有人认真倾听。' },
  { name: '早起打卡', intro: '和同伴一起早起，记录清晨的第一件事。' },
  { name: '冥想练习', intro: '呼吸、身体扫描、正念，交流练习的感受。' },
  { name: '亲子成长', intro: '做父母也需要学习，聊聊陪伴孩子的日常。' },
] as const;

/** [author index in the demo learners 1–5, circle index, text, hours ago] */
const POSTS: ReadonlyArray<readonly [number, number, string, number]> = [
  [1, 0, '最近在读《被讨厌的勇气》，“课题分离”这个概念让我轻松了很多：别人怎么看我，是别人的课题。', 30],
  [2, 3, '今天第一次完整做完了 4-7-8 呼吸，十分钟后心跳明显慢下来了，推荐给睡前容易焦虑的朋友。', 20],
  [4, 2, '连续早起第 21 天！六点半的天空是淡粉色的，泡一杯茶再开始工作。', 12],
  [5, 1, '工作上被误解了，回家路上一直在想。写下来之后发现，其实我最在意的是被看见。', 6],
  [1, 4, '孩子今天主动跟我说了学校里不开心的事，记得课程里说的：先接住情绪，再谈道理。', 2],
];

const DEMO_MOBILES = ['13300000000', '13300000001', '13300000002', '13300000003', '13300000004', '13300000005'];

export async function seedCommunity(db: Kysely<DB>, now: number): Promise<void> {
  await db
    .insertInto('community_circles')
    .values(CIRCLES.map((c, i) => ({ name: c.name, intro: c.intro, cover: '', sort: i, created_at: now, updated_at: now })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const any = await db.selectFrom('community_posts').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const users = await db.selectFrom('users').select(['id', 'mobile']).where('mobile', 'in', DEMO_MOBILES).execute();
  const userOf = new Map(users.map((u) => [u.mobile, u.id]));
  const circles = await db.selectFrom('community_circles').select(['id', 'name']).where('name', 'in', CIRCLES.map((c) => c.name)).execute();
  const circleOf = new Map(circles.map((c) => [c.name, c.id]));
  const posts = POSTS.flatMap(([who, circle, text, hours]) => {
    const userId = userOf.get(DEMO_MOBILES[who]);
    const circleId = circleOf.get(CIRCLES[circle].name);
    return userId && circleId ? [{ userId, circleId, text, at: now - hours * 3600_000 }] : [];
  });
  if (posts.length === 0) return;
  await db
    .insertInto('community_members')
    .values([...new Map(posts.map((p) => [`${p.circleId}:${p.userId}`, { circle_id: p.circleId, user_id: p.userId, created_at: p.at }])).values()])
    .onConflict((oc) => oc.columns(['circle_id', 'user_id']).doNothing())
    .execute();
  await db
    .insertInto('community_posts')
    .values(
      posts.map((p) => ({ user_id: p.userId, circle_id: p.circleId, text: p.text, images: '[]', status: 'visible' as const, hold_reason: null, reviewed_at: null, deleted_at: null, created_at: p.at })),
    )
    .execute();
}
