import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { DB_VARIANTS } from './helpers/backends.js';
import { nextMobile, suite } from './helpers/harness.js';

const NOT_LOGGED_IN = { state: -1, msg: '请先登录', data: null };
const EXPIRED = { state: -1, msg: '登录已失效，请重新登录', data: null };

suite('tokens and login-required routes', DB_VARIANTS, async (t, env) => {
  const api = await env.build();
  const { db } = env.backend.database;

  await t.test('token life: 3600 s for mpXfs and miniXfs, 86400 s otherwise', async () => {
    for (const [ecologyName, life] of [
      ['mpXfs', 3600],
      ['miniXfs', 3600],
      ['h5', 86400],
      ['appXfs', 86400],
      ['other', 86400],
    ] as const) {
      const issued = await api.login(nextMobile(), {}, ecologyName);
      assert.equal(issued.expiresIn, life, ecologyName);
      assert.match(issued.token, /^[A-Za-z0-9_-]{43}$/, '32 random bytes, base64url');
      const ok = await api.get('/api/user/user/getUserInfo', { token: issued.token });
      assert.equal(ok.body.state, 1);
      env.clock.advanceSeconds(life - 1);
      assert.equal((await api.get('/api/user/user/getUserInfo', { token: issued.token })).body.state, 1, `${ecologyName} alive at ${life - 1} s`);
      env.clock.advanceSeconds(1);
      assert.deepEqual((await api.get('/api/user/user/getUserInfo', { token: issued.token })).body, EXPIRED, `${ecologyName} dead at ${life} s`);
    }
  });

  await t.test('only the sha256 of a token is stored', async () => {
    const { token } = await api.login();
    const hash = createHash('sha256').update(token).digest('hex');
    const rows = await db.selectFrom('tokens').select('token_hash').execute();
    assert.ok(rows.some((r) => r.token_hash === hash));
    assert.ok(!rows.some((r) => r.token_hash === token));
  });

  const protectedRoutes: Array<['GET' | 'POST', string, unknown?]> = [
    ['GET', '/api/user/user/getUserInfo'],
    ['POST', '/api/user/user/editUserInfo', { nickname: '新昵称' }],
    ['POST', '/api/user/user/logout'],
    ['POST', '/api/exercise/userRole/userInfo'],
    ['POST', '/api/basics/relation/bindRelation/dataSend/forPage', { inviteCode: 'ABCDEF', platform: 0, pagePath: '/' }],
    ['POST', '/api/basics/relation/bindRelation/dataSend', { inviteCode: 'ABCDEF' }],
    ['POST', '/api/user/user/changeAccount', { countryCode: '86', mobile: '13800000000', ecologyName: 'h5', verificationCode: '123456' }],
    ['POST', '/api/upload/image'],
  ];

  await t.test('-1 on every login-required route: missing, forged, expired, revoked', async () => {
    const expired = await api.login(nextMobile(), {}, 'mpXfs');
    const revoked = await api.login();
    assert.equal((await api.post('/api/user/user/logout', undefined, { token: revoked.token })).body.state, 1);
    env.clock.advanceSeconds(3600);
    const forged = 'x'.repeat(43);
    for (const [method, url, body] of protectedRoutes) {
      assert.deepEqual((await api.call(method, url, { body })).body, NOT_LOGGED_IN, `${url} without token`);
      for (const token of [forged, expired.token, revoked.token]) {
        const r = await api.call(method, url, { body, token });
        assert.equal(r.status, 200);
        assert.deepEqual(r.body, EXPIRED, `${url} with a bad token`);
      }
    }
  });

  await t.test('first SMS login creates the user with its origin', async () => {
    const mobile = nextMobile();
    const { token } = await api.login(mobile, { channel: 7, sceneId: 536 });
    const info = await api.userInfo(token);
    assert.match(info.invitationCode, /^[A-Z2-9]{6,8}$/);
    assert.equal(info.mobile, `${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    assert.equal(info.nickname, `心栈用户${mobile.slice(-4)}`);
    assert.deepEqual(info.vip, { isVip: false, expireAt: null });
    assert.equal(info.wxBound, false);
    assert.equal(info.profileCompleted, false);
    const row = await db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow();
    assert.equal(row.channel, '7');
    assert.equal(row.scene_id, 536);
    env.clock.advanceSeconds(61);
    const again = await api.login(mobile);
    assert.equal((await api.userInfo(again.token)).userId, info.userId, 'second login: same user');
  });

  await t.test('logout revokes only that token', async () => {
    const mobile = nextMobile();
    const a = await api.login(mobile);
    env.clock.advanceSeconds(61);
    const b = await api.login(mobile);
    assert.deepEqual((await api.post('/api/user/user/logout', undefined, { token: a.token })).body, { state: 1, msg: '成功', data: {} });
    assert.deepEqual((await api.get('/api/user/user/getUserInfo', { token: a.token })).body, EXPIRED);
    assert.equal((await api.get('/api/user/user/getUserInfo', { token: b.token })).body.state, 1);
  });

  await t.test('changeAccount switches to the other mobile and revokes the old token', async () => {
    const first = await api.login();
    const firstInfo = await api.userInfo(first.token);
    const other = nextMobile();
    const same = await api.post('/api/user/user/changeAccount', { countryCode: '86', mobile: first.mobile, ecologyName: 'h5', verificationCode: '123456' }, { token: first.token });
    assert.deepEqual(same.body, { state: 4107, msg: '新手机号与当前账号相同，无需切换', data: null });
    const code = await api.sendCode(other, 'changeAccount');
    const r = await api.post('/api/user/user/changeAccount', { countryCode: '86', mobile: other, ecologyName: 'mpXfs', verificationCode: code }, { token: first.token });
    assert.equal(r.body.state, 1);
    assert.equal(r.body.data.expiresIn, 3600);
    const info = await api.userInfo(r.body.data.token);
    assert.notEqual(info.userId, firstInfo.userId);
    assert.equal(info.mobile, `${other.slice(0, 3)}****${other.slice(-4)}`);
    assert.deepEqual((await api.get('/api/user/user/getUserInfo', { token: first.token })).body, EXPIRED);
  });

  await t.test('an empty JSON body on a body-less POST is fine', async () => {
    const { token } = await api.login();
    const r = await api.call('POST', '/api/user/user/logout', { token, headers: { 'content-type': 'application/json' }, body: '' });
    assert.equal(r.body.state, 1);
  });
});
