import assert from 'node:assert/strict';
import { DB_VARIANTS } from './helpers/backends.js';
import { nextMobile, suite } from './helpers/harness.js';

const FOR_PAGE = '/api/basics/relation/bindRelation/dataSend/forPage';
const DATA_SEND = '/api/basics/relation/bindRelation/dataSend';

suite('invitation relations', DB_VARIANTS, async (t, env) => {
  const api = await env.build();
  const { db } = env.backend.database;
  const newUser = async () => {
    const { token } = await api.login();
    return { token, info: await api.userInfo(token) };
  };

  await t.test('binding by page: relation row and inviter_id set', async () => {
    const inviter = await newUser();
    const invitee = await newUser();
    const r = await api.post(FOR_PAGE, { inviteCode: inviter.info.invitationCode, platform: 0, pagePath: '/course/courseIndex' }, { token: invitee.token });
    assert.deepEqual(r.body, { state: 1, msg: '成功', data: { inviterId: inviter.info.userId } });
    const row = await db.selectFrom('relations').selectAll().where('invitee_id', '=', invitee.info.userId).executeTakeFirstOrThrow();
    assert.equal(row.inviter_id, inviter.info.userId);
    assert.equal(row.source, 'page');
    assert.equal(row.page_path, '/course/courseIndex');
    const user = await db.selectFrom('users').select('inviter_id').where('id', '=', invitee.info.userId).executeTakeFirstOrThrow();
    assert.equal(user.inviter_id, inviter.info.userId);
  });

  await t.test('codes are matched case-insensitively', async () => {
    const inviter = await newUser();
    const invitee = await newUser();
    const r = await api.post(DATA_SEND, { inviteCode: inviter.info.invitationCode.toLowerCase(), sceneId: 536, channel: '3' }, { token: invitee.token });
    assert.equal(r.body.state, 1);
  });

  await t.test('refusals are -103: own code, unknown code, already bound, two-way', async () => {
    const a = await newUser();
    const b = await newUser();
    const c = await newUser();
    assert.deepEqual((await api.post(FOR_PAGE, { inviteCode: a.info.invitationCode, platform: 0, pagePath: '/' }, { token: a.token })).body,
      { state: -103, msg: '不能绑定自己的邀请码', data: null });
    assert.deepEqual((await api.post(FOR_PAGE, { inviteCode: 'ZZZZZZZZ', platform: 0, pagePath: '/' }, { token: a.token })).body,
      { state: -103, msg: '邀请码不存在', data: null });
    assert.deepEqual((await api.post(DATA_SEND, { inviteCode: '' }, { token: a.token })).body.state, -103, 'empty code');
    assert.equal((await api.post(DATA_SEND, { inviteCode: a.info.invitationCode }, { token: b.token })).body.state, 1);
    assert.deepEqual((await api.post(DATA_SEND, { inviteCode: c.info.invitationCode }, { token: b.token })).body,
      { state: -103, msg: '已绑定过邀请关系', data: null });
    assert.deepEqual((await api.post(DATA_SEND, { inviteCode: b.info.invitationCode }, { token: a.token })).body,
      { state: -103, msg: '不能与邀请人互相绑定', data: null });
  });

  await t.test('registration with an invitation code records the inviter; a bad code does not block login', async () => {
    const inviter = await newUser();
    const { token } = await api.login(nextMobile(), { invitationCode: inviter.info.invitationCode, channel: '5', sceneId: 536 });
    const info = await api.userInfo(token);
    const row = await db.selectFrom('relations').selectAll().where('invitee_id', '=', info.userId).executeTakeFirstOrThrow();
    assert.equal(row.inviter_id, inviter.info.userId);
    assert.equal(row.source, 'register');
    const other = await api.login(nextMobile(), { invitationCode: 'NOPE99' });
    assert.ok(other.token);
  });

  await t.test('an existing user logging in with a code is not re-bound', async () => {
    const inviter = await newUser();
    const mobile = nextMobile();
    const first = await api.login(mobile);
    const userId = (await api.userInfo(first.token)).userId;
    env.clock.advanceSeconds(61);
    await api.login(mobile, { invitationCode: inviter.info.invitationCode });
    const row = await db.selectFrom('relations').selectAll().where('invitee_id', '=', userId).executeTakeFirst();
    assert.equal(row, undefined);
  });
});
