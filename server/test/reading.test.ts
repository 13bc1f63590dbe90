import assert from 'node:assert/strict';
import { checkinCode } from '../src/areas/reading/checkin.js';
import { DB_VARIANTS } from './helpers/backends.js';
import { ADMIN_TOKEN, DAY_MS, admin, userIdOf } from './helpers/commerce.js';
import { suite } from './helpers/harness.js';
import { HOUR_MS, assertSeatsConsistent, createParty, partyBody } from './helpers/reading.js';

suite('reading parties: creating, free sign-ups, the waitlist, check-in, the organiser and operator views', DB_VARIANTS, async (t, env) => {
  const api = await env.build({ config: (c) => (c.adminToken = ADMIN_TOKEN) });
  const { db } = env.backend.database;
  const job = (name: string) => api.app.jobs.find((j) => j.name === name)!;
  const counts = async () => ({
    parties: Number((await db.selectFrom('reading_parties').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
    commodities: Number((await db.selectFrom('commodities').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
  });
  t.afterEach(async () => assertSeatsConsistent(db));

  await t.test('the demo seed: upcoming parties in 上海 and 杭州, free and paid, seats counted', async () => {
    const shanghai = (await api.get('/api/reading/index', { query: { city: '上海' } })).body.data.list;
    assert.deepEqual(
      shanghai.map((p: { title: string; feeFen: number; attendees: number; seatsLeft: number }) => [p.title, p.feeFen, p.attendees, p.seatsLeft]),
      [
        ['周末情绪读书会：和焦虑做朋友', 0, 2, 10],
        ['共读《被讨厌的勇气》第一夜', 3990, 0, 20],
      ],
    );
    const { hot } = (await api.get('/api/reading/cities')).body.data;
    assert.deepEqual(hot, [{ name: '杭州', count: 2 }, { name: '上海', count: 2 }], 'ties in pinyin order');
  });

  await t.test('bad input is refused with a clear Chinese message and writes nothing', async () => {
    const { token } = await api.login();
    const now = env.clock.now();
    const before = await counts();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ startsAt: now - HOUR_MS, endsAt: now + HOUR_MS, signupDeadline: now - 2 * HOUR_MS }, 5302, '读书会设置有误：开始时间须晚于现在'],
      [{ capacity: 0 }, 4001, '人数上限须为1到500人'],
      [{ capacity: 501 }, 4001, '人数上限须为1到500人'],
      [{ feeFen: -100 }, 4001, '报名费须为0到1000元，最小单位为分'],
      [{ feeFen: 10.5 }, 4001, '报名费须为0到1000元，最小单位为分'],
      [{ signupDeadline: now + 3 * DAY_MS }, 5302, '读书会设置有误：报名截止时间不能晚于开始时间'],
      [{ signupDeadline: now - 1 }, 5302, '读书会设置有误：报名截止时间须晚于现在'],
      [{ endsAt: now + DAY_MS }, 5302, '读书会设置有误：结束时间须晚于开始时间'],
      [{ endsAt: now + 4 * DAY_MS }, 5302, '读书会设置有误：活动时长不能超过24小时'],
      [{ startsAt: now + 200 * DAY_MS, endsAt: now + 200 * DAY_MS + HOUR_MS }, 5302, '读书会设置有误：开始时间须在180天以内'],
      [{ bookTitle: '  ', topic: '' }, 5302, '读书会设置有误：请选择书目或填写话题'],
      [{ cover: '/api/files/202501/someone-elses-file.jpg' }, 5302, '读书会设置有误：封面图片不存在，请重新上传'],
      [{ subjectId: 999999 }, 4701, '课程不存在或已下架'],
    ];
    for (const [over, state, msg] of cases) {
      const r = await api.post('/api/reading/party/create', partyBody(now, over), { token });
      assert.deepEqual(r.body, { state, msg, data: null }, JSON.stringify(over));
    }
    assert.deepEqual(await counts(), before);
  });

  await t.test('a free party: detail, the city lists, one sign-up per attendee, cancel before the deadline only', async () => {
    const organiser = await api.login();
    const now = env.clock.now();
    const created = await createParty(api, organiser.token, now, { city: ' 苏州市 ', capacity: 3, topic: '课题分离' });
    const partyId = created.party.id;
    assert.deepEqual([created.party.city, created.party.phase, created.party.seatsLeft, created.commodityId, created.me.isOrganiser], ['苏州', 'signup', 3, null, true]);

    const index = await api.get('/api/reading/index', { query: { city: '苏州' } });
    assert.deepEqual(index.body.data.list.map((p: { id: number }) => p.id), [partyId]);
    const cities = (await api.get('/api/reading/cities')).body.data;
    assert.deepEqual(cities.cities.find((c: { name: string }) => c.name === '苏州'), { name: '苏州', count: 1 });

    const a = await api.login();
    const anonymous = (await api.get('/api/reading/detail', { query: { partyId } })).body.data;
    assert.deepEqual(anonymous.me, { loggedIn: false, isOrganiser: false, signup: null, waitlist: null });
    const signed = await api.post('/api/reading/signup', { partyId }, { token: a.token });
    assert.equal(signed.body.data.status, 'confirmed', signed.raw);
    assert.equal(signed.body.data.canCancel, true);
    const again = await api.post('/api/reading/signup', { partyId }, { token: a.token });
    assert.equal(again.body.data.id, signed.body.data.id, 'signing up twice is the same sign-up');
    const detail = (await api.get('/api/reading/detail', { query: { partyId }, token: a.token })).body.data;
    assert.deepEqual([detail.party.seatsLeft, detail.party.attendees, detail.me.signup.id], [2, 1, signed.body.data.id]);
    assert.match(detail.refundRule, /^报名截止（1月7日 10:00）前可取消报名；截止后不能取消。/);

    assert.equal((await api.post('/api/reading/signup', { partyId }, { token: organiser.token })).body.state, 5309);

    const cancelled = await api.post('/api/reading/signup/cancel', { partyId }, { token: a.token });
    assert.deepEqual([cancelled.body.data.status, cancelled.body.data.canCancel], ['cancelled', false]);
    assert.equal((await api.post('/api/reading/signup/cancel', { partyId }, { token: a.token })).body.state, 5307);
    // Signing up again after cancelling is a new sign-up.
    assert.equal((await api.post('/api/reading/signup', { partyId }, { token: a.token })).body.data.status, 'confirmed');

    env.clock.advance(DAY_MS);
    const again2 = await api.login(a.mobile); // tokens of h5 live a day
    const late = await api.post('/api/reading/signup/cancel', { partyId }, { token: again2.token });
    assert.deepEqual(late.body, { state: 5308, msg: '报名截止（1月7日 10:00）后不能取消报名，费用不予退还', data: null });
    const b = await api.login();
    const closed = await api.post('/api/reading/signup', { partyId }, { token: b.token });
    assert.deepEqual(closed.body, { state: 5304, msg: '报名已于1月7日 10:00截止，去看看其他读书会吧', data: null });
    assert.equal((await api.post('/api/reading/waitlist/join', { partyId }, { token: b.token })).body.state, 5304);
  });

  await t.test('100 concurrent free sign-ups for 10 seats: 10 seats, 90 refused as full, who then wait in line', async () => {
    const organiser = await api.login();
    const partyId = (await createParty(api, organiser.token, env.clock.now(), { capacity: 10 })).party.id;
    const users = await Promise.all(Array.from({ length: 100 }, () => api.login()));
    const replies = await Promise.all(users.map((u) => api.post('/api/reading/signup', { partyId }, { token: u.token })));
    const states = replies.map((r) => r.body.state);
    assert.equal(states.filter((s) => s === 1).length, 10, replies.filter((r) => r.body.state !== 1 && r.body.state !== 5303).map((r) => r.raw).join('\n'));
    assert.equal(states.filter((s) => s === 5303).length, 90);
    const full = replies.find((r) => r.body.state === 5303)!;
    assert.equal(full.body.msg, '名额已满，可以加入候补，有空位时会为你保留名额');
    const party = await db.selectFrom('reading_parties').select(['seats_taken', 'capacity']).where('id', '=', partyId).executeTakeFirstOrThrow();
    assert.deepEqual(party, { seats_taken: 10, capacity: 10 });

    const refused = users.filter((_, i) => states[i] === 5303);
    const joined = await Promise.all(refused.map((u) => api.post('/api/reading/waitlist/join', { partyId }, { token: u.token })));
    assert.deepEqual(joined.map((r) => r.body.state), refused.map(() => 1));
    assert.deepEqual(joined.map((r) => r.body.data.waitlist.position).sort((x, y) => x - y), Array.from({ length: 90 }, (_, i) => i + 1));
    const detail = (await api.get('/api/reading/detail', { query: { partyId } })).body.data;
    assert.deepEqual([detail.party.phase, detail.party.seatsLeft, detail.waitlistCount], ['full', 0, 90]);
  });

  await t.test('waitlist: a freed seat is offered to the first in line, taken by signing up; an expired offer passes on', async () => {
    const organiser = await api.login();
    const partyId = (await createParty(api, organiser.token, env.clock.now(), { capacity: 1 })).party.id;
    const [holder, first, second, third] = await Promise.all([api.login(), api.login(), api.login(), api.login()]);
    assert.equal((await api.post('/api/reading/waitlist/join', { partyId }, { token: first.token })).body.state, 5312, 'not full yet');
    assert.equal((await api.post('/api/reading/signup', { partyId }, { token: holder.token })).body.state, 1);
    for (const u of [first, second, third]) assert.equal((await api.post('/api/reading/waitlist/join', { partyId }, { token: u.token })).body.state, 1);
    assert.equal((await api.post('/api/reading/waitlist/join', { partyId }, { token: holder.token })).body.state, 5306);
    const again = await api.post('/api/reading/waitlist/join', { partyId }, { token: second.token });
    assert.deepEqual(again.body.data.waitlist, { status: 'waiting', position: 2, offerExpiresAt: null }, 'joining twice keeps the place');

    // The holder cancels: the seat is held for the first in line for 3 hours.
    const now = env.clock.now();
    await api.post('/api/reading/signup/cancel', { partyId }, { token: holder.token });
    const offered = (await api.get('/api/reading/detail', { query: { partyId }, token: first.token })).body.data;
    assert.deepEqual(offered.me.waitlist, { status: 'offered', position: 0, offerExpiresAt: now + 3 * HOUR_MS });
    assert.equal(offered.party.seatsLeft, 0, 'the offered seat is not free for others');
    assert.equal((await api.post('/api/reading/signup', { partyId }, { token: third.token })).body.state, 5303);

    // The offer is not taken in time: the job passes it to the second.
    env.clock.advance(3 * HOUR_MS - 1);
    assert.equal(await job('reading waitlist offers').run(), 0);
    env.clock.advance(1);
    assert.equal(await job('reading waitlist offers').run(), 1);
    assert.equal(await job('reading waitlist offers').run(), 0, 'an expired offer expires once');
    assert.equal((await api.get('/api/reading/detail', { query: { partyId }, token: first.token })).body.data.me.waitlist, null);
    assert.equal((await api.post('/api/reading/signup', { partyId }, { token: first.token })).body.state, 5303, 'too late');
    const secondView = (await api.get('/api/reading/detail', { query: { partyId }, token: second.token })).body.data.me.waitlist;
    assert.equal(secondView.status, 'offered');
    // Third is now first among those waiting.
    assert.equal((await api.get('/api/reading/detail', { query: { partyId }, token: third.token })).body.data.me.waitlist.position, 1);

    // The second takes the offered seat by signing up.
    const taken = await api.post('/api/reading/signup', { partyId }, { token: second.token });
    assert.equal(taken.body.data.status, 'confirmed', taken.raw);
    const line = await db.selectFrom('reading_waitlist').select(['user_id', 'status']).where('party_id', '=', partyId).orderBy('id').execute();
    assert.deepEqual(
      line.map((l) => l.status),
      ['expired', 'accepted', 'waiting'],
    );

    // An offer that is left passes to the next at once; the last offer never outlives the deadline.
    await api.post('/api/reading/signup/cancel', { partyId }, { token: second.token });
    assert.equal((await api.get('/api/reading/detail', { query: { partyId }, token: third.token })).body.data.me.waitlist.status, 'offered');
    assert.equal((await api.post('/api/reading/waitlist/leave', { partyId }, { token: third.token })).body.data.waitlist, null);
    assert.equal((await api.post('/api/reading/waitlist/leave', { partyId }, { token: third.token })).body.state, 5314);
    const party = await db.selectFrom('reading_parties').select('seats_taken').where('id', '=', partyId).executeTakeFirstOrThrow();
    assert.equal(party.seats_taken, 0, 'nobody left in line: the seat is free again');
  });

  await t.test('an offer is held for the hold time but never past the sign-up deadline', async () => {
    const organiser = await api.login();
    const now = env.clock.now();
    const partyId = (await createParty(api, organiser.token, now, { capacity: 1, signupDeadline: now + HOUR_MS })).party.id;
    const [holder, next] = await Promise.all([api.login(), api.login()]);
    await api.post('/api/reading/signup', { partyId }, { token: holder.token });
    await api.post('/api/reading/waitlist/join', { partyId }, { token: next.token });
    await api.post('/api/reading/signup/cancel', { partyId }, { token: holder.token });
    const mine = (await api.get('/api/reading/detail', { query: { partyId }, token: next.token })).body.data.me.waitlist;
    assert.deepEqual(mine, { status: 'offered', position: 0, offerExpiresAt: now + HOUR_MS });
  });

  await t.test('check-in: the current and the previous 30-second code are accepted, older ones refused; the organiser by hand', async () => {
    const organiser = await api.login();
    const now = env.clock.now();
    const partyId = (await createParty(api, organiser.token, now, { startsAt: now + 2 * HOUR_MS, endsAt: now + 4 * HOUR_MS, signupDeadline: now + HOUR_MS })).party.id;
    const [a, b, c, stranger] = await Promise.all([api.login(), api.login(), api.login(), api.login()]);
    for (const u of [a, b, c]) await api.post('/api/reading/signup', { partyId }, { token: u.token });
    const secret = (await db.selectFrom('reading_parties').select('checkin_secret').where('id', '=', partyId).executeTakeFirstOrThrow()).checkin_secret;
    const codeAt = (ms: number) => checkinCode(secret, Math.floor(ms / 30_000));

    const shown = (await api.get('/api/reading/manage/checkinCode', { query: { partyId }, token: organiser.token })).body.data;
    assert.equal(shown.code, codeAt(env.clock.now()));
    assert.deepEqual([shown.windowSeconds, shown.qrText], [30, `/reading/detail?partyId=${partyId}&checkinCode=${shown.code}`]);
    assert.equal((await api.get('/api/reading/manage/checkinCode', { query: { partyId }, token: a.token })).body.state, 5311);
    assert.equal((await api.post('/api/reading/checkin', { partyId, code: shown.code }, { token: a.token })).body.state, 5315, 'more than an hour before the start');

    env.clock.advance(HOUR_MS + 5_000);
    const t0 = env.clock.now();
    const current = await api.post('/api/reading/checkin', { partyId, code: codeAt(t0) }, { token: a.token });
    assert.equal(current.body.data.checkedInAt, t0, current.raw);
    env.clock.advance(30_000);
    const previous = await api.post('/api/reading/checkin', { partyId, code: codeAt(t0) }, { token: b.token });
    assert.equal(previous.body.data.checkedInAt, env.clock.now(), 'the previous window is accepted');
    env.clock.advance(30_000);
    const old = await api.post('/api/reading/checkin', { partyId, code: codeAt(t0) }, { token: c.token });
    assert.deepEqual(old.body, { state: 5316, msg: '签到码不正确或已过期，请向发起人获取最新签到码', data: null });
    assert.equal((await api.post('/api/reading/checkin', { partyId, code: codeAt(env.clock.now()) }, { token: stranger.token })).body.state, 5307);
    const again = await api.post('/api/reading/checkin', { partyId, code: codeAt(env.clock.now()) }, { token: a.token });
    assert.equal(again.body.data.checkedInAt, t0, 'checking in twice keeps the first time');
    assert.equal((await api.post('/api/reading/signup/cancel', { partyId }, { token: a.token })).body.state, 5322);

    // Ten wrong codes, then even the right one waits.
    for (let i = 0; i < 10; i += 1) await api.post('/api/reading/checkin', { partyId, code: '000000' === codeAt(env.clock.now()) ? '000001' : '000000' }, { token: c.token });
    const blocked = await api.post('/api/reading/checkin', { partyId, code: codeAt(env.clock.now()) }, { token: c.token });
    assert.equal(blocked.body.state, 5317);

    const signupC = (await db.selectFrom('reading_signups').select('id').where('party_id', '=', partyId).orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    assert.equal((await api.post('/api/reading/manage/checkin', { partyId, signupId: signupC }, { token: a.token })).body.state, 5311);
    const byHand = await api.post('/api/reading/manage/checkin', { partyId, signupId: signupC }, { token: organiser.token });
    assert.equal(byHand.body.data.checkedInAt, env.clock.now());
    assert.equal((await api.post('/api/reading/manage/checkin', { partyId, signupId: 999999 }, { token: organiser.token })).body.state, 5323);

    const manage = (await api.get('/api/reading/manage', { query: { partyId }, token: organiser.token })).body.data;
    assert.deepEqual(manage.attendees.map((x: { checkedInBy: string }) => x.checkedInBy), ['code', 'code', 'organiser']);
    const stats = (await api.get('/api/reading/statistics', { query: { partyId }, token: organiser.token })).body.data;
    assert.deepEqual(stats, {
      partyId, capacity: 10, signups: 3, paid: 0, free: 3, pending: 0, checkedIn: 3, attendanceRate: 100,
      cancelled: 0, refunded: 0, waitlist: 0, revenueFen: 0, platformFeeFen: 0, organiserFen: 0,
    });
    env.clock.advance(3 * HOUR_MS);
    assert.equal((await api.post('/api/reading/checkin', { partyId, code: codeAt(env.clock.now()) }, { token: b.token })).body.state, 5315, 'after the end');
  });

  await t.test('searchBookTopic, the poster, my parties and sign-ups', async () => {
    const organiser = await api.login();
    const subject = await db.selectFrom('subjects').select(['id', 'title']).where('active', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const found = (await api.get('/api/reading/searchBookTopic', { query: { keyword: subject.title.slice(0, 2) }, token: organiser.token })).body.data;
    assert.ok(found.books.list.some((b: { subjectId: number }) => b.subjectId === subject.id), JSON.stringify(found.books));
    const topics = (await api.get('/api/reading/searchBookTopic', { query: { keyword: '亲' }, token: organiser.token })).body.data.topics;
    assert.deepEqual(topics.slice(0, 2), ['亲密关系', '亲子教育']);

    const created = await createParty(api, organiser.token, env.clock.now(), { subjectId: subject.id, bookTitle: '' });
    assert.deepEqual([created.party.bookTitle, created.subjectId], [subject.title, subject.id]);
    const partyId = created.party.id;
    const a = await api.login();
    await api.post('/api/reading/signup', { partyId }, { token: a.token });
    const poster = (await api.get('/api/reading/poster', { query: { partyId }, token: a.token })).body.data;
    const invitation = (await db.selectFrom('users').select('invitation_code').where('id', '=', await userIdOf(api, a.token)).executeTakeFirstOrThrow()).invitation_code;
    assert.equal(poster.path, `/reading/detail?partyId=${partyId}&invitationCode=${invitation}`);

    const summary = (await api.get('/api/reading/mine/summary', { token: organiser.token })).body.data;
    assert.deepEqual([summary.createdCount, summary.signupCount, summary.settledFen], [1, 0, 0]);
    const created2 = (await api.get('/api/reading/mine/created', { token: organiser.token })).body.data;
    assert.deepEqual(created2.list.map((p: { id: number }) => p.id), [partyId]);
    const mine = (await api.get('/api/reading/mine/signups', { token: a.token })).body.data;
    assert.deepEqual(mine.list.map((i: { party: { id: number }; signup: { status: string } }) => [i.party.id, i.signup.status]), [[partyId, 'confirmed']]);
    assert.equal((await api.get('/api/reading/manage', { query: { partyId }, token: a.token })).body.state, 5311);
    assert.equal((await api.get('/api/reading/detail', { query: { partyId: 999999 } })).body.state, 5301);
  });

  await t.test('operators list parties, change the platform fee for new parties, cancel a free party', async () => {
    const organiser = await api.login();
    const before = await createParty(api, organiser.token, env.clock.now(), { city: '宁波' });
    const saved = await api.put('/api/admin/reading/settings', { platformFeeBp: 500, offerHoldMinutes: 60 }, admin);
    assert.deepEqual(saved.body.data, { platformFeeBp: 500, offerHoldMinutes: 60 });
    const after = await createParty(api, organiser.token, env.clock.now(), { city: '宁波' });
    const list = (await api.get('/api/admin/reading/parties', { query: { city: '宁波' }, ...admin })).body.data;
    assert.deepEqual(
      list.list.map((p: { party: { id: number }; platformFeeBp: number }) => [p.party.id, p.platformFeeBp]),
      [[after.party.id, 500], [before.party.id, 1000]],
    );
    await api.put('/api/admin/reading/settings', { platformFeeBp: 1000, offerHoldMinutes: 180 }, admin);

    const [a, w] = await Promise.all([api.login(), api.login()]);
    await api.post('/api/reading/signup', { partyId: before.party.id }, { token: a.token });
    const cancelled = await api.post(`/api/admin/reading/parties/${before.party.id}/cancel`, { reason: '场地无法使用' }, admin);
    assert.deepEqual(cancelled.body.data, { partyId: before.party.id, status: 'cancelled', refunded: 0, closed: 0, cancelled: 1, unfinished: 0 });
    const detail = (await api.get('/api/reading/detail', { query: { partyId: before.party.id }, token: a.token })).body.data;
    assert.deepEqual([detail.party.phase, detail.me.signup.status], ['cancelled', 'cancelled']);
    assert.equal((await api.post('/api/reading/signup', { partyId: before.party.id }, { token: w.token })).body.state, 5305);
    const index = (await api.get('/api/reading/index', { query: { city: '宁波' } })).body.data;
    assert.deepEqual(index.list.map((p: { id: number }) => p.id), [after.party.id], 'a cancelled party leaves the lists');
    const again = await api.post(`/api/admin/reading/parties/${before.party.id}/cancel`, { reason: '场地无法使用' }, admin);
    assert.deepEqual(again.body.data, { partyId: before.party.id, status: 'cancelled', refunded: 0, closed: 0, cancelled: 0, unfinished: 0 });
  });
});
