import assert from 'node:assert/strict';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/db/schema.js';
import { DB_VARIANTS } from './helpers/backends.js';
import { DAY_MS, userIdOf } from './helpers/commerce.js';
import { suite, type Reply, type TestApp } from './helpers/harness.js';
import { addSubject, listen, report, type SubjectFixture } from './helpers/learning.js';

const ADMIN_TOKEN = 'teamreading-admin-token';
const admin = { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } };

interface Reader {
  token: string;
  id: number;
}

/** A book list inserted directly (the operator's catalogue API is tested elsewhere). */
async function addBookList(db: Kysely<DB>, title: string, subjects: number[], active = true): Promise<number> {
  const now = Date.UTC(2022, 0, 1);
  const { id } = await db
    .insertInto('book_lists')
    .values({ title, subtitle: '', cover: '', summary: `${title}的简介`, curator: '测试', sort: 100, active: active ? 1 : 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (subjects.length) await db.insertInto('book_list_items').values(subjects.map((subject_id, sort) => ({ book_list_id: id, subject_id, sort, note: '' }))).execute();
  return id;
}

/** Listening seconds of a user as the slots hold them: the list's courses, from `day` on. */
async function slotSeconds(db: Kysely<DB>, userId: number, subjects: number[], fromDay: string, onlyDay?: string): Promise<number> {
  let q = db
    .selectFrom('listen_slots')
    .select(sql<number>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .where('subject_id', 'in', subjects)
    .where('day', '>=', fromDay);
  if (onlyDay) q = q.where('day', '=', onlyDay);
  return Number((await q.executeTakeFirstOrThrow()).n) * 10;
}

suite('team reading: teams, seats under concurrency, the captain, progress from listening, rankings, shares', DB_VARIANTS, async (t, env) => {
  const api: TestApp = await env.build({ config: (c) => void (c.adminToken = ADMIN_TOKEN) });
  const { db } = env.backend.database;

  const reader = async (): Promise<Reader> => {
    const { token } = await api.login();
    return { token, id: await userIdOf(api, token) };
  };
  const ok = <T = any>(r: Reply<T>): T => {
    assert.equal(r.body.state, 1, r.raw);
    return r.body.data;
  };
  const refused = (r: Reply, state: number, msg: string) => assert.deepEqual(r.body, { state, msg, data: null }, r.raw);
  const create = (who: Reader, body: Record<string, unknown>) => api.post('/api/teamreading/team/create', body, { token: who.token });
  const join = (who: Reader, teamId: number, inviteCode?: string) =>
    api.post('/api/teamreading/team/join', { teamId, ...(inviteCode === undefined ? {} : { inviteCode }) }, { token: who.token });
  const schedule = (who: Reader, teamId: number, invite?: string) =>
    api.get('/api/teamreading/team/schedule', { query: { teamId, ...(invite ? { invite } : {}) }, token: who.token });
  const activeRows = async (teamId: number) =>
    Number((await db.selectFrom('reading_team_members').select(sql<number>`count(*)`.as('n')).where('team_id', '=', teamId).where('status', '=', 'active').executeTakeFirstOrThrow()).n);
  const teamCount = async () => Number((await db.selectFrom('reading_teams').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  const memberRows = async () => Number((await db.selectFrom('reading_team_members').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);

  // Two free courses (7 chapters of 10 minutes) on one list, a course outside it, an empty and an inactive list.
  const first: SubjectFixture = await addSubject(db, { title: '共读课程甲', durations: [600, 600, 600, 600] });
  const second: SubjectFixture = await addSubject(db, { title: '共读课程乙', durations: [600, 600, 600] });
  const outside: SubjectFixture = await addSubject(db, { title: '书单外的课程', durations: [600] });
  const listSubjects = [first.subjectId, second.subjectId];
  const list = await addBookList(db, '共读测试书单', listSubjects);
  const otherList = await addBookList(db, '另一份书单', [second.subjectId]);
  const emptyList = await addBookList(db, '空书单', []);
  const closedList = await addBookList(db, '已下架书单', listSubjects, false);
  const startDay = '2025-01-06'; // the fake clock's first day (Beijing)

  await t.test('create: the captain is the first member; the plan spreads the list over days; bad input changes nothing', async () => {
    const a = await reader();
    const card = ok(await create(a, { bookListId: list, name: '  晨读队  ', size: 5 }));
    assert.deepEqual(
      [card.name, card.bookList.id, card.captain.id, card.size, card.memberCount, card.role, card.public, card.chaptersPerDay],
      ['晨读队', list, a.id, 5, 1, 'captain', true, 2],
    );
    // 7 chapters, 2 a day: 4 days from the start day.
    assert.deepEqual([card.planChapters, card.planDays, card.startDay, card.endDay, card.finished, card.totalSeconds], [7, 4, startDay, '2025-01-09', false, 0]);

    const teams = await teamCount();
    const rows = await memberRows();
    refused(await create(a, { bookListId: 999999, name: '没有书单', size: 5 }), 4706, '书单不存在或已下架');
    refused(await create(a, { bookListId: closedList, name: '下架书单', size: 5 }), 4706, '书单不存在或已下架');
    refused(await create(a, { bookListId: emptyList, name: '空书单', size: 5 }), 4910, '该书单暂无课程，请选择其他书单');
    refused(await create(a, { bookListId: otherList, name: '   ', size: 5 }), 4909, '战队名称须为1到20个字');
    refused(await create(a, { bookListId: otherList, name: '队'.repeat(21), size: 5 }), 4909, '战队名称须为1到20个字');
    refused(await create(a, { bookListId: otherList, name: '一个人', size: 1 }), 4001, '战队人数须为2到20人');
    refused(await create(a, { bookListId: otherList, name: '太多人', size: 21 }), 4001, '战队人数须为2到20人');
    refused(await create(a, { bookListId: otherList, name: '每天十章', size: 5, chaptersPerDay: 10 }), 4001, '每天须读1到5章');
    refused(await create(a, { bookListId: list, name: '同一书单', size: 5 }), 4904, '你已在共读这份书单的战队中，同一书单只能加入一支战队');
    assert.equal((await api.post('/api/teamreading/team/create', { bookListId: otherList, name: '未登录', size: 5 })).body.state, -1);
    assert.equal(await teamCount(), teams, 'no team written');
    assert.equal(await memberRows(), rows, 'no member written');
    // Exactly 20 characters is a name.
    ok(await create(a, { bookListId: otherList, name: '队'.repeat(20), size: 2, chaptersPerDay: 1, public: false }));
  });

  await t.test('join: idempotent; wrong invite code, missing, private, full team and a second team of a list are refused and change nothing', async () => {
    const a = await reader();
    const b = await reader();
    const c = await reader();
    const team = ok(await create(a, { bookListId: list, name: '公开队', size: 3 }));
    const code = ok(await schedule(a, team.id)).inviteCode as string;
    assert.match(code, /^[A-Z2-9]{8}$/);

    // Twice, and twice at once: one row.
    assert.equal(ok(await join(b, team.id)).memberCount, 2);
    assert.equal(ok(await join(b, team.id)).role, 'member');
    await Promise.all([join(b, team.id), join(b, team.id, code)]);
    assert.equal(await activeRows(team.id), 2);

    const rows = await memberRows();
    refused(await join(c, team.id, 'WRONG234'), 4902, '邀请码不正确，请向队长重新获取邀请链接');
    refused(await schedule(c, team.id, 'WRONG234'), 4902, '邀请码不正确，请向队长重新获取邀请链接');
    refused(await join(c, 999999), 4901, '战队不存在或已解散，去看看其他战队吧');
    refused(await api.post('/api/teamreading/team/join', { teamId: team.id, inviteCode: '<script>' }, { token: c.token }), 4001, '邀请码不正确，请向队长重新获取邀请链接');
    assert.equal(await memberRows(), rows);

    // The invite code works in any letter case; the third seat is the last.
    assert.equal(ok(await join(c, team.id, code.toLowerCase())).memberCount, 3);
    const d = await reader();
    const full = ok(await schedule(d, team.id));
    assert.deepEqual([full.viewer, full.canJoin, full.joinBlocked, full.inviteCode, full.mine], ['visitor', false, '战队已满员，去看看其他战队吧', null, null]);
    refused(await join(d, team.id, code), 4903, '战队已满员，去看看其他战队吧');
    assert.equal(await activeRows(team.id), 3);

    // A private team: only with its code.
    const secret = ok(await create(a, { bookListId: otherList, name: '私密队', size: 4, public: false }));
    const secretCode = ok(await schedule(a, secret.id)).inviteCode as string;
    refused(await schedule(d, secret.id), 4914, '这是一支私密战队，请通过队长的邀请链接加入');
    refused(await join(d, secret.id), 4914, '这是一支私密战队，请通过队长的邀请链接加入');
    const invited = ok(await schedule(d, secret.id, secretCode));
    assert.deepEqual([invited.viewer, invited.canJoin, invited.team.memberCount], ['visitor', true, 1]);
    ok(await join(d, secret.id, secretCode));

    // One team per book list: b is in a team of `list` already.
    const e = await reader();
    const another = ok(await create(e, { bookListId: list, name: '另一队', size: 5 }));
    refused(await join(b, another.id), 4904, '你已在共读这份书单的战队中，同一书单只能加入一支战队');
    assert.equal(await activeRows(another.id), 1);
  });

  await t.test('seats: 12 concurrent joins at a size-5 team fill exactly the 4 free seats; the count equals the rows', async () => {
    const captain = await reader();
    const team = ok(await create(captain, { bookListId: list, name: '抢座队', size: 5 }));
    const people = await Promise.all(Array.from({ length: 12 }, () => reader()));
    const replies = await Promise.all(people.map((p) => join(p, team.id)));
    const joined = replies.filter((r) => r.body.state === 1);
    assert.equal(joined.length, 4, replies.map((r) => r.raw).join('\n'));
    for (const r of replies.filter((r) => r.body.state !== 1)) refused(r, 4903, '战队已满员，去看看其他战队吧');
    assert.equal(await activeRows(team.id), 5);
    assert.equal(ok(await schedule(captain, team.id)).team.memberCount, 5);
    assert.equal(ok(await schedule(captain, team.id)).members.length, 5);

    // One reader joining two teams of the same list at once: one of them.
    const x = await reader();
    const y = await reader();
    const t1 = ok(await create(x, { bookListId: otherList, name: '同单一队', size: 5 }));
    const t2 = ok(await create(y, { bookListId: list, name: '换个书单', size: 5 }));
    const z = await reader();
    const t3 = ok(await create(await reader(), { bookListId: otherList, name: '同单二队', size: 5 }));
    const both = await Promise.all([join(z, t1.id), join(z, t3.id), join(z, t2.id)]);
    assert.equal(both.filter((r) => r.body.state === 1).length, 2, both.map((r) => r.raw).join('\n'));
    assert.equal(both.filter((r) => r.body.state === 4904).length, 1);
    const zRows = await db.selectFrom('reading_team_members').select('book_list_id').where('user_id', '=', z.id).where('status', '=', 'active').execute();
    assert.deepEqual(zRows.map((r) => r.book_list_id).sort(), [list, otherList].sort());
  });

  await t.test('progress: the numbers are what listen_slots hold (the learning API and direct slots), today, completed chapters, the plan', async () => {
    const a = await reader();
    const b = await reader();
    // b listened to the list before the team started: that does not count.
    await listen(db, b.id, first, env.clock.now() - DAY_MS, 300);
    const team = ok(await create(a, { bookListId: list, name: '进度队', size: 5 }));
    ok(await join(b, team.id));

    // b plays chapter 1 to its end (120 s reported) and chapter 2 partly, through the learning API.
    env.clock.advanceSeconds(120);
    ok(await report(api, b.token, { chapterId: first.chapterIds[0], positionSec: 600, playedSeconds: 120, ended: true }));
    env.clock.advanceSeconds(60);
    ok(await report(api, b.token, { chapterId: first.chapterIds[1], positionSec: 60, playedSeconds: 60 }));
    // Direct slots: 50 s on the list's second course, 200 s on a course outside the list.
    await listen(db, b.id, second, env.clock.now() + 10_000 - (env.clock.now() % 10_000), 50);
    await listen(db, b.id, outside, env.clock.now() + 3_600_000 - (env.clock.now() % 10_000), 200);

    const day0 = ok(await schedule(a, team.id));
    const bRow = day0.members.find((m: { user: { id: number } }) => m.user.id === b.id);
    const expected = await slotSeconds(db, b.id, listSubjects, startDay);
    assert.equal(expected, 120 + 60 + 50);
    assert.deepEqual(bRow.progress, { listenedSeconds: expected, todaySeconds: expected, completedChapters: 1, planChapters: 7, plannedToDate: 2 });
    assert.equal(day0.team.totalSeconds, expected, 'the team counts its members’ slots on the list');
    assert.deepEqual([day0.today, day0.todayIndex, day0.days.length], [startDay, 0, 4]);
    assert.deepEqual(
      day0.days.map((d: { day: string; chapters: { chapterId: number }[] }) => [d.day, d.chapters.map((c) => c.chapterId)]),
      [
        ['2025-01-06', first.chapterIds.slice(0, 2)],
        ['2025-01-07', first.chapterIds.slice(2, 4)],
        ['2025-01-08', second.chapterIds.slice(0, 2)],
        ['2025-01-09', second.chapterIds.slice(2)],
      ],
    );
    assert.deepEqual([day0.days[0].doneBy, day0.days[0].doneByMe], [0, false]);

    // Next day (Beijing, 02:03; tokens live a day): b finishes chapter 2 and listens 30 s more.
    env.clock.advance(16 * 3_600_000);
    ok(await report(api, b.token, { chapterId: first.chapterIds[1], positionSec: 600, playedSeconds: 30, ended: true }));
    const asB = ok(await schedule(b, team.id));
    const total = await slotSeconds(db, b.id, listSubjects, startDay);
    assert.deepEqual(asB.mine, { listenedSeconds: total, todaySeconds: await slotSeconds(db, b.id, listSubjects, startDay, '2025-01-07'), completedChapters: 2, planChapters: 7, plannedToDate: 4 });
    assert.equal(asB.mine.todaySeconds, 30);
    assert.deepEqual([asB.todayIndex, asB.days[0].doneByMe, asB.days[0].doneBy, asB.days[0].chapters.every((c: { completed: boolean }) => c.completed)], [1, true, 1, true]);
    assert.equal(asB.viewer, 'member');
    assert.equal(asB.inviteCode, ok(await schedule(a, team.id)).inviteCode, 'members get the invitation code');

    // 我的战队 and 战队书单 show the same numbers.
    const mine = ok(await api.get('/api/teamreading/teams/mine', { token: b.token }));
    const here = mine.joined.find((x: { id: number }) => x.id === team.id);
    assert.deepEqual(here.progress, asB.mine);
    assert.equal(here.totalSeconds, total);
    const books = ok(await api.get('/api/teamreading/team/bookList', { query: { teamId: team.id }, token: b.token }));
    assert.deepEqual(
      books.items.map((i: { subject: { id: number }; chapters: number; completedChapters: number; listenedSeconds: number; firstDay: number; lastDay: number }) => [
        i.subject.id,
        i.chapters,
        i.completedChapters,
        i.listenedSeconds,
        i.firstDay,
        i.lastDay,
      ]),
      [
        [first.subjectId, 4, 2, await slotSeconds(db, b.id, [first.subjectId], startDay), 0, 1],
        [second.subjectId, 3, 0, 50, 2, 3],
      ],
    );

    // Member ranking: b first (a listened to nothing); a stranger may not see it.
    const ranking = ok(await api.get('/api/teamreading/ranking/members', { query: { teamId: team.id }, token: a.token }));
    assert.deepEqual(
      ranking.list.map((m: { rank: number; user: { id: number }; listenedSeconds: number }) => [m.rank, m.user.id, m.listenedSeconds]),
      [
        [1, b.id, total],
        [2, a.id, 0],
      ],
    );
    assert.equal(ranking.myRank, 2);
    refused(await api.get('/api/teamreading/ranking/members', { query: { teamId: team.id }, token: (await reader()).token }), 4913, '加入战队后才能查看队内排行');
  });

  await t.test('the captain removes: only the captain, not themself, idempotent; a removed member’s listening leaves the team', async () => {
    const a = await reader();
    const b = await reader();
    const c = await reader();
    const stranger = await reader();
    const team = ok(await create(a, { bookListId: otherList, name: '移除队', size: 5 }));
    ok(await join(b, team.id));
    ok(await join(c, team.id));
    env.clock.advanceSeconds(100);
    ok(await report(api, b.token, { chapterId: second.chapterIds[0], positionSec: 100, playedSeconds: 100 }));
    const withB = ok(await schedule(a, team.id)).team.totalSeconds;
    assert.equal(withB, await slotSeconds(db, b.id, [second.subjectId], ok(await schedule(a, team.id)).team.startDay));
    assert.ok(withB >= 100);

    const remove = (who: Reader, userId: number) => api.post('/api/teamreading/team/remove', { teamId: team.id, userId }, { token: who.token });
    refused(await remove(c, b.id), 4905, '只有队长可以移除队员或解散战队');
    refused(await remove(stranger, b.id), 4905, '只有队长可以移除队员或解散战队');
    refused(await remove(a, a.id), 4906, '队长不能移除自己，如需结束共读请解散战队');
    refused(await remove(a, stranger.id), 4907, '该用户不是战队成员，请刷新后重试');
    refused(await api.post('/api/teamreading/team/remove', { teamId: 999999, userId: b.id }, { token: a.token }), 4901, '战队不存在或已解散，去看看其他战队吧');
    assert.equal(await activeRows(team.id), 3);

    // Five removals of b at once: one removes, the others find it done; nothing fails.
    const five = await Promise.all(Array.from({ length: 5 }, () => remove(a, b.id)));
    assert.ok(five.every((r) => r.body.state === 1), five.map((r) => r.raw).join('\n'));
    assert.equal(five.filter((r) => r.body.data.removed).length, 1);
    assert.deepEqual(ok(await remove(a, b.id)), { removed: false, memberCount: 2 });
    assert.equal(await activeRows(team.id), 2);

    const after = ok(await schedule(a, team.id));
    assert.equal(after.team.totalSeconds, 0, 'b’s listening no longer counts');
    assert.deepEqual(after.members.map((m: { user: { id: number } }) => m.user.id), [a.id, c.id]);
    const teamRank = ok(await api.get('/api/teamreading/ranking/teams', { token: a.token })).mine.find((r: { team: { id: number } }) => r.team.id === team.id);
    assert.equal(teamRank.team.totalSeconds, 0);

    // b cannot come back; b sees why. b is free to read the list elsewhere.
    refused(await join(b, team.id), 4908, '你已被队长移出该战队，可以加入其他战队');
    const seen = ok(await schedule(b, team.id));
    assert.deepEqual([seen.viewer, seen.canJoin, seen.joinBlocked], ['visitor', false, '你已被队长移出该战队，可以加入其他战队']);
    ok(await create(b, { bookListId: otherList, name: '重新出发', size: 3 }));

    // Leaving: the captain may not; a member may, twice, and come back.
    refused(await api.post('/api/teamreading/team/leave', { teamId: team.id }, { token: a.token }), 4911, '队长不能退出战队，如需结束共读请解散战队');
    ok(await api.post('/api/teamreading/team/leave', { teamId: team.id }, { token: c.token }));
    ok(await api.post('/api/teamreading/team/leave', { teamId: team.id }, { token: c.token }));
    assert.equal(await activeRows(team.id), 1);
    refused(await remove(a, c.id), 4907, '该用户不是战队成员，请刷新后重试');
    ok(await join(c, team.id));

    // Dissolving: only the captain; then the team is gone and its members are free.
    refused(await api.post('/api/teamreading/team/dissolve', { teamId: team.id }, { token: c.token }), 4905, '只有队长可以移除队员或解散战队');
    ok(await api.post('/api/teamreading/team/dissolve', { teamId: team.id }, { token: a.token }));
    ok(await api.post('/api/teamreading/team/dissolve', { teamId: team.id }, { token: a.token }));
    refused(await schedule(a, team.id), 4901, '战队不存在或已解散，去看看其他战队吧');
    refused(await join(stranger, team.id), 4901, '战队不存在或已解散，去看看其他战队吧');
    assert.equal(await activeRows(team.id), 0);
    const freed = ok(await api.get('/api/teamreading/teams/mine', { token: c.token }));
    assert.ok(!freed.joined.some((x: { id: number }) => x.id === team.id));
    ok(await create(a, { bookListId: otherList, name: '解散后再组', size: 3 }));
  });

  await t.test('rankings: teams by their members’ listening on their list since the start; book lists by readers', async () => {
    const a = await reader();
    const b = await reader();
    const loud = ok(await create(a, { bookListId: list, name: '冲榜队', size: 5 }));
    const quiet = ok(await create(b, { bookListId: otherList, name: '慢读队', size: 5 }));
    const now = env.clock.now() - (env.clock.now() % 10_000);
    // 5 hours on the list: above every other team of this suite and the demo teams.
    await listen(db, a.id, first, now + 10_000, 5 * 3600);
    await listen(db, b.id, second, now + 10_000, 600);
    const ranking = ok(await api.get('/api/teamreading/ranking/teams', { token: a.token }));
    const seconds = ranking.list.map((r: { team: { totalSeconds: number } }) => r.team.totalSeconds);
    assert.deepEqual(seconds, [...seconds].sort((x: number, y: number) => y - x), 'ordered by listening');
    assert.deepEqual([ranking.list[0].rank, ranking.list[0].team.id, ranking.list[0].team.totalSeconds], [1, loud.id, 5 * 3600]);
    assert.deepEqual(ranking.mine.map((r: { team: { id: number } }) => r.team.id), [loud.id]);
    const quietRank = ranking.list.find((r: { team: { id: number } }) => r.team.id === quiet.id);
    assert.equal(quietRank.team.totalSeconds, await slotSeconds(db, b.id, [second.subjectId], quiet.startDay));
    // Visitors see the ranking too, without "mine".
    assert.deepEqual(ok(await api.get('/api/teamreading/ranking/teams')).mine, []);

    const lists = ok(await api.get('/api/teamreading/ranking/bookLists'));
    const readers = lists.map((l: { readers: number }) => l.readers);
    assert.deepEqual(readers, [...readers].sort((x: number, y: number) => y - x));
    const ours = lists.find((l: { bookList: { id: number } }) => l.bookList.id === list);
    const counted = await db
      .selectFrom('reading_team_members as m')
      .innerJoin('reading_teams as t', 't.id', 'm.team_id')
      .select([sql<number>`count(distinct m.user_id)`.as('readers'), sql<number>`count(distinct t.id)`.as('teams')])
      .where('t.book_list_id', '=', list)
      .where('t.status', '=', 'active')
      .where('m.status', '=', 'active')
      .executeTakeFirstOrThrow();
    assert.deepEqual([ours.readers, ours.teams], [Number(counted.readers), Number(counted.teams)]);
    assert.ok(!lists.some((l: { bookList: { id: number } }) => l.bookList.id === closedList), 'inactive lists are not ranked');
    const chooser = ok(await api.get('/api/teamreading/bookLists'));
    assert.equal(chooser.length, lists.length);
  });

  await t.test('share symbols: operators create, list and deactivate; the public pages open by symbol or list, else a Chinese state', async () => {
    // Demo symbols.
    const demo = ok(await api.get('/api/teamreading/share/symbol', { query: { symbol: 'newyear2026', theme: 'newyear' } }));
    assert.ok(demo.bookList.items.length > 0);
    assert.equal(demo.theme, 'newyear');
    ok(await api.get('/api/teamreading/share/symbol', { query: { symbol: 'goddess2026', theme: 'goddess' } }));

    assert.equal((await api.post('/api/admin/teamreading/shares', { symbol: 'spring', theme: 'newyear', bookListId: list })).body.state, 4031);
    const created = ok(await api.post('/api/admin/teamreading/shares', { symbol: 'Spring2027', theme: 'newyear', bookListId: list, title: '春节共读' }, admin));
    assert.deepEqual([created.symbol, created.theme, created.bookListId, created.title, created.active], ['spring2027', 'newyear', list, '春节共读', true]);
    refused(await api.post('/api/admin/teamreading/shares', { symbol: 'spring2027', theme: 'goddess', bookListId: list }, admin), 4916, '分享标识已被使用，请换一个');
    refused(await api.post('/api/admin/teamreading/shares', { symbol: 'x', theme: 'easter', bookListId: list }, admin), 4001, '分享页须为 newyear 或 goddess');
    refused(await api.post('/api/admin/teamreading/shares', { symbol: 'bad symbol', theme: 'newyear', bookListId: list }, admin), 4001, '分享标识只能包含字母、数字、-和_');
    refused(await api.post('/api/admin/teamreading/shares', { symbol: 'nolist', theme: 'newyear', bookListId: 999999 }, admin), 4706, '书单不存在或已下架');
    assert.ok(ok(await api.get('/api/admin/teamreading/shares', admin)).some((s: { id: number }) => s.id === created.id));

    // Public, no login.
    const shared = ok(await api.get('/api/teamreading/share/symbol', { query: { symbol: 'SPRING2027', theme: 'newyear' } }));
    assert.deepEqual([shared.headline, shared.bookList.id, shared.bookList.items.map((i: { subject: { id: number } }) => i.subject.id)], ['春节共读', list, listSubjects]);
    const gone = '这份书单不存在或已下线，去看看其他书单吧';
    refused(await api.get('/api/teamreading/share/symbol', { query: { symbol: 'spring2027', theme: 'goddess' } }), 4915, gone);
    refused(await api.get('/api/teamreading/share/symbol', { query: { symbol: 'nosuchsymbol', theme: 'newyear' } }), 4915, gone);
    assert.equal(ok(await api.post(`/api/admin/teamreading/shares/${created.id}/deactivate`, undefined, admin)).active, false);
    refused(await api.get('/api/teamreading/share/symbol', { query: { symbol: 'spring2027', theme: 'newyear' } }), 4915, gone);
    refused(await api.post('/api/admin/teamreading/shares/999999/deactivate', undefined, admin), 4915, gone);

    const byId = ok(await api.get('/api/teamreading/share/bookList', { query: { bookListId: list } }));
    assert.deepEqual([byId.headline, byId.theme, byId.bookList.count], ['共读测试书单', null, 2]);
    refused(await api.get('/api/teamreading/share/bookList', { query: { bookListId: closedList } }), 4706, '书单不存在或已下架');
  });

  await t.test('discovery: public teams with a free seat whose plan still runs; a finished plan takes no one', async () => {
    const a = await reader();
    const open = ok(await create(a, { bookListId: otherList, name: '招募中', size: 3, chaptersPerDay: 3 }));
    const page = ok(await api.get('/api/teamreading/teams/discover', { query: { pageSize: 50 } }));
    const ids = page.list.map((x: { id: number }) => x.id);
    assert.ok(ids.includes(open.id));
    assert.equal(page.total, ids.length);
    for (const card of page.list) assert.ok(card.public && card.memberCount < card.size && !card.finished, JSON.stringify(card));
    const filtered = ok(await api.get('/api/teamreading/teams/discover', { query: { bookListId: list, pageSize: 50 } }));
    assert.ok(filtered.list.every((x: { bookList: { id: number } }) => x.bookList.id === list));
    // Demo teams are seeded (SEED_DEMO) on demo lists.
    const demo = await db.selectFrom('reading_teams').select('name').where('invite_code', 'in', ['DEMOREAD', 'DEMOSLEEP']).execute();
    assert.equal(demo.length, 2);

    // otherList has 3 chapters: at 3 a day the plan is one day. Tomorrow it is over.
    env.clock.advance(DAY_MS);
    const b = await reader();
    refused(await join(b, open.id), 4912, '该战队的共读已结束，去看看其他战队吧');
    const later = ok(await api.get('/api/teamreading/teams/discover', { query: { pageSize: 50 } }));
    assert.ok(!later.list.some((x: { id: number }) => x.id === open.id));
    const seen = ok(await schedule(b, open.id));
    assert.deepEqual([seen.team.finished, seen.canJoin, seen.joinBlocked], [true, false, '该战队的共读已结束，去看看其他战队吧']);
  });
});
