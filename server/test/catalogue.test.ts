import assert from 'node:assert/strict';
import { DB_VARIANTS } from './helpers/backends.js';
import { DAY_MS, userIdOf } from './helpers/commerce.js';
import { ANXIETY, EMOTION_KIT, FAMILY, chaptersOf, subjectIdByTitle } from './helpers/courses.js';
import { suite } from './helpers/harness.js';
import { seedCourses } from '../src/db/seed-courses.js';
import { addLearner } from '../src/areas/course/learners.js';

suite('catalogue: index, lists, detail, play, book lists, articles, schedule', DB_VARIANTS, async (t, env) => {
  const api = await env.build();
  const { db } = env.backend.database;

  await t.test('course index: banners, categories with counts, recommended/newest/free, book lists', async () => {
    const r = await api.get('/api/course/index');
    assert.equal(r.body.state, 1, r.raw);
    const d = r.body.data;
    assert.equal(d.banners.length, 3);
    const anxiety = await subjectIdByTitle(db, ANXIETY);
    assert.deepEqual(d.banners[0], { id: d.banners[0].id, title: '与焦虑和解｜会员免费听', image: '', link: `/course/courseDetail/${anxiety}` });
    assert.deepEqual(d.categories.map((c: { name: string }) => c.name), ['情绪管理', '亲密关系', '自我成长', '睡眠健康', '亲子教育', '职场发展']);
    // Counts of 'course' subjects only (happiness courses are on their own index).
    assert.deepEqual(d.categories.map((c: { count: number }) => c.count), [3, 2, 2, 2, 2, 2]);
    assert.ok(d.recommended.length > 0 && d.recommended.length <= 6);
    assert.ok(d.recommended.every((c: { kind: string }) => c.kind === 'course'));
    assert.equal(d.newest[0].title, BURNOUT_TITLE);
    assert.ok(d.free.every((c: { access: string }) => c.access === 'free'));
    assert.equal(d.bookLists.length, 4);
    const happy = (await api.get('/api/course/index', { query: { kind: 'happiness' } })).body.data;
    assert.equal(happy.banners.length, 2);
    assert.ok(happy.newest.length >= 3 && happy.newest.every((c: { kind: string }) => c.kind === 'happiness'));
    assert.equal((await api.get('/api/course/index', { query: { kind: 'other' } })).body.state, 4001);
  });

  await t.test('paged list with filters and sorts; cards carry price, chapters, duration', async () => {
    const all = await api.get('/api/course/list', { query: { pageSize: 5 } });
    assert.deepEqual([all.body.data.total, all.body.data.list.length, all.body.data.hasMore], [16, 5, true]);
    const last = await api.get('/api/course/list', { query: { pageSize: 5, pageNum: 4 } });
    assert.deepEqual([last.body.data.list.length, last.body.data.hasMore], [1, false]);
    const paid = (await api.get('/api/course/list', { query: { access: 'paid', sort: 'newest' } })).body.data;
    assert.deepEqual(paid.list.map((c: { title: string }) => c.title), [BURNOUT_TITLE, '高敏感者的温柔生存指南', FAMILY]);
    assert.deepEqual(paid.list.map((c: { priceFen: number }) => c.priceFen), [2990, 3990, 4990]);
    assert.ok(paid.list.every((c: { commodityId: number | null }) => typeof c.commodityId === 'number'));
    const free = (await api.get('/api/course/list', { query: { access: 'free' } })).body.data.list;
    assert.ok(free.every((c: { priceFen: number; commodityId: null }) => c.priceFen === 0 && c.commodityId === null));
    const popular = (await api.get('/api/course/list', { query: { sort: 'popular', pageSize: 3 } })).body.data.list;
    assert.deepEqual(popular.map((c: { learners: number }) => c.learners), [...popular.map((c: { learners: number }) => c.learners)].sort((a, b) => b - a));
    const category = (await api.get('/api/course/categories')).body.data.find((c: { name: string }) => c.name === '亲子教育');
    const parenting = (await api.get('/api/course/list', { query: { categoryId: category.id } })).body.data;
    assert.equal(parenting.total, 2);
    const anxiety = (await api.get('/api/course/list', { query: { pageSize: 50 } })).body.data.list.find((c: { title: string }) => c.title === ANXIETY);
    // Six chapters playing the three demo files in turn (24 s, 30 s, 36 s).
    assert.deepEqual([anxiety.chapterCount, anxiety.totalDurationSec, anxiety.author, anxiety.categoryName], [6, 180, '林静怡', '情绪管理']);
  });

  await t.test('detail for a visitor: trial chapters playable, the rest locked; unknown → 4701', async () => {
    const id = await subjectIdByTitle(db, ANXIETY);
    const d = (await api.get('/api/course/detail', { query: { subjectId: id } })).body.data;
    assert.equal(d.access, 'vip');
    assert.deepEqual(d.chapters.map((c: { playable: boolean }) => c.playable), [true, true, false, false, false, false]);
    assert.deepEqual(d.chapters.map((c: { freeTrial: boolean }) => c.freeTrial), [true, true, false, false, false, false]);
    assert.deepEqual([d.owned, d.isVip, d.canPlayAll, d.resume, d.completedChapters, d.certificate], [false, false, false, null, 0, null]);
    assert.equal(d.intro.length, 3);
    assert.ok(d.bookLists.some((b: { title: string }) => b.title === '焦虑时，先听这几门'));
    assert.deepEqual((await api.get('/api/course/detail', { query: { subjectId: 99999 } })).body, { state: 4701, msg: '课程不存在或已下架', data: null });
  });

  await t.test('chapter play: denials by login, VIP and purchase; a VIP member plays all', async () => {
    const vipCourse = await chaptersOf(db, await subjectIdByTitle(db, ANXIETY));
    const paidCourse = await chaptersOf(db, await subjectIdByTitle(db, FAMILY));
    const freeCourse = await chaptersOf(db, await subjectIdByTitle(db, EMOTION_KIT));
    const play = (chapterId: number, token?: string) => api.get('/api/course/chapter/play', { query: { chapterId }, token });

    const trial = await play(vipCourse[0]!.id);
    assert.equal(trial.body.state, 1, trial.raw);
    assert.match(trial.body.data.audioUrl, /^\/api\/media\/audio\/demo-\w+\.wav\?exp=\d+&sig=[0-9a-f]{64}$/);
    assert.deepEqual([trial.body.data.prevChapterId, trial.body.data.nextChapterId, trial.body.data.positionSec], [null, vipCourse[1]!.id, 0]);
    assert.equal(trial.body.data.durationSec, vipCourse[0]!.duration_sec);
    assert.equal((await play(freeCourse[3]!.id)).body.state, 1, 'a free course plays without login');
    assert.equal((await play(vipCourse[2]!.id)).body.state, -1);

    const { token: firstToken, mobile } = await api.login();
    let token = firstToken;
    const userId = await userIdOf(api, token);
    assert.deepEqual((await play(vipCourse[2]!.id, token)).body, { state: 4703, msg: '该章节为会员专享，开通会员即可收听', data: null });
    assert.deepEqual((await play(paidCourse[3]!.id, token)).body, { state: 4704, msg: '购买课程后即可收听全部章节', data: null });
    assert.equal((await play(paidCourse[1]!.id, token)).body.state, 1, 'second trial chapter of the paid course');
    assert.equal((await play(987654, token)).body.state, 4702);

    await db.updateTable('users').set({ vip_expire_at: env.clock.now() + DAY_MS }).where('id', '=', userId).execute();
    const last = await play(vipCourse[5]!.id, token);
    assert.deepEqual([last.body.state, last.body.data.nextChapterId, last.body.data.prevChapterId], [1, null, vipCourse[4]!.id]);
    const detail = (await api.get('/api/course/detail', { query: { subjectId: vipCourse[0]!.subject_id }, token })).body.data;
    assert.deepEqual([detail.isVip, detail.canPlayAll, detail.chapters.every((c: { playable: boolean }) => c.playable)], [true, true, true]);
    assert.equal((await play(paidCourse[3]!.id, token)).body.state, 4704, 'VIP does not open a paid course');
    env.clock.advance(2 * DAY_MS);
    assert.equal((await play(vipCourse[2]!.id, token)).body.state, -1, 'an expired token is a visitor');
    token = (await api.login(mobile)).token;
    assert.equal((await play(vipCourse[2]!.id, token)).body.state, 4703, 'membership expired');

    // Resume and progress come from the user's own rows; learners count them once per user.
    const before = (await api.get('/api/course/detail', { query: { subjectId: vipCourse[0]!.subject_id } })).body.data.learners;
    const now = env.clock.now();
    await db
      .insertInto('chapter_progress')
      .values([
        { user_id: userId, subject_id: vipCourse[0]!.subject_id, chapter_id: vipCourse[0]!.id, position_sec: 24, max_position_sec: 24, completed: 1, completed_at: now, created_at: now, updated_at: now },
        { user_id: userId, subject_id: vipCourse[0]!.subject_id, chapter_id: vipCourse[1]!.id, position_sec: 12, max_position_sec: 12, completed: 0, completed_at: null, created_at: now, updated_at: now + 1 },
      ])
      .execute();
    // Twice, as two racing first reports would: the learner counts once.
    await Promise.all([0, 1].map(() => db.transaction().execute((trx) => addLearner(trx, vipCourse[0]!.subject_id, userId, now))));
    const mine = (await api.get('/api/course/detail', { query: { subjectId: vipCourse[0]!.subject_id }, token })).body.data;
    assert.deepEqual(mine.resume, { chapterId: vipCourse[1]!.id, positionSec: 12 });
    assert.equal(mine.completedChapters, 1);
    assert.deepEqual(mine.chapters[0].progress, { positionSec: 24, completed: true });
    assert.equal(mine.learners, before + 1);
    assert.equal((await play(vipCourse[1]!.id, token)).body.data.positionSec, 12);
    assert.equal((await play(vipCourse[0]!.id, token)).body.data.positionSec, 0, 'a completed chapter starts over');
  });

  await t.test('book lists and articles', async () => {
    const lists = (await api.get('/api/course/bookList')).body.data;
    assert.equal(lists.total, 6);
    const first = lists.list[0];
    assert.deepEqual([first.title, first.count, first.curator], ['焦虑时，先听这几门', 4, '心栈编辑部']);
    const detail = (await api.get('/api/course/bookList/detail', { query: { id: first.id } })).body.data;
    assert.deepEqual(detail.items.map((i: { subject: { title: string } }) => i.subject.title)[0], ANXIETY);
    assert.ok(detail.items.every((i: { note: string }) => i.note.length > 0));
    assert.equal((await api.get('/api/course/bookList/detail', { query: { id: 99999 } })).body.state, 4706);

    const articles = (await api.get('/api/article/list', { query: { pageSize: 4 } })).body.data;
    assert.deepEqual([articles.total, articles.list.length, articles.hasMore], [6, 4, true]);
    const dates = articles.list.map((a: { publishedAt: number }) => a.publishedAt);
    assert.deepEqual(dates, [...dates].sort((a, b) => b - a));
    const a = articles.list[0];
    const read = (await api.get('/api/article/detail', { query: { id: a.id } })).body.data;
    assert.equal(read.reads, a.reads + 1);
    assert.ok(read.paragraphs.length >= 3);
    assert.equal(read.subject.title, ANXIETY);
    assert.deepEqual((await api.get('/api/article/detail', { query: { id: 99999 } })).body, { state: 4707, msg: '文章不存在或已下架', data: null });
  });

  await t.test('class schedule: this Beijing week, Monday first', async () => {
    const s = (await api.get('/api/course/schedule')).body.data;
    // The fake clock stands on Monday 2025-01-06 plus the 2 days the VIP test advanced.
    assert.deepEqual([s.weekStart, s.today], ['2025-01-06', 3]);
    assert.deepEqual(s.days.map((d: { date: string }) => d.date), ['2025-01-06', '2025-01-07', '2025-01-08', '2025-01-09', '2025-01-10', '2025-01-11', '2025-01-12']);
    const items = s.days.flatMap((d: { items: unknown[] }) => d.items);
    assert.ok(items.length >= 10);
    assert.deepEqual(s.days[0].items.map((i: { startTime: string }) => i.startTime), ['08:00', '20:30']);
    assert.equal(s.days[0].items[1].subject.title, ANXIETY);
  });

  await t.test('seeding again changes nothing', async () => {
    const count = async () =>
      Promise.all(['subjects', 'chapters', 'book_lists', 'book_list_items', 'articles', 'banners', 'class_schedule', 'commodities'].map(async (table) =>
        Number((await db.selectFrom(table as 'subjects').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
      ));
    const before = await count();
    await seedCourses(db, env.clock.now());
    assert.deepEqual(await count(), before);
  });
});

const BURNOUT_TITLE = '职场倦怠自救手册';
