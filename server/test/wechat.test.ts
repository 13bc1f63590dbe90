import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { jsSdkSignature } from '../src/providers/wechat.js';
import { DB_VARIANTS, ALL_VARIANTS } from './helpers/backends.js';
import { nextMobile, suite, type TestApp } from './helpers/harness.js';
import { FakeWechat, MINI, MP } from './fakes/wechat.js';

const REJECTED = { state: -4, msg: '登录凭证已失效，请重新登录', data: null };
const NOT_BOUND = { state: -4, msg: '请先绑定手机号', data: null };
const LOOKUP_FAILED = { state: -6009, msg: '微信授权失败，请重试', data: null };

const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');

suite('WeChat login flows', DB_VARIANTS, async (t, env) => {
  const wx = await new FakeWechat().start();
  t.after(() => wx.stop());
  const api = await env.build({
    config: (c) => {
      c.wechat = { mp: MP, mini: MINI, apiBase: wx.base, openBase: 'https://open.weixin.qq.com' };
    },
  });
  const getTicket = (code: string) => api.get('/api/user/login/getTicket', { query: { ecologyName: 'mpXfs', code } });
  const byTicket = (ticket: string, invitationCode?: string) =>
    api.get('/api/user/login/getTokenByTicket', { query: invitationCode ? { ticket, invitationCode } : { ticket } });

  await t.test('authorization URL: snsapi_userinfo, app id, encoded return address, state', async () => {
    const url = 'https://h5.example.com/course/courseIndex?inviteCode=AB12CD';
    const r = await api.get('/api/user/login/getAuthorizationUrl', { query: { ecologyName: 'mpXfs', url } });
    assert.equal(r.body.state, 1);
    assert.equal(
      r.body.data,
      `https://open.weixin.qq.com/connect/oauth2/authorize?appid=${MP.appId}&redirect_uri=${encodeURIComponent(url)}` +
        '&response_type=code&scope=snsapi_userinfo&state=mpXfs#wechat_redirect',
    );
    const bad = await api.get('/api/user/login/getAuthorizationUrl', { query: { ecologyName: 'mpXfs', url: 'javascript:alert(1)' } });
    assert.deepEqual(bad.body, { state: 4001, msg: '回跳地址须为 http(s) 地址', data: null });
  });

  await t.test('OAuth → ticket → unbound -4 → SMS login with ticket binds → ticket reuse -4', async () => {
    const user = { openid: 'o_mp_alice', nickname: '爱丽丝', headimgurl: 'https://wx.qlogo.cn/alice.png' };
    const first = await getTicket(wx.oauthCode(user));
    assert.equal(first.body.state, 1);
    assert.equal(first.body.data.openid, user.openid);
    assert.equal(first.body.data.expiresIn, 600);
    const { ticket } = first.body.data;

    assert.deepEqual((await byTicket(ticket)).body, NOT_BOUND, 'openid not bound yet');
    assert.deepEqual((await byTicket(ticket)).body, NOT_BOUND, 'the ticket stays valid for the SMS login');

    const mobile = nextMobile();
    const login = await api.login(mobile, { ticket }, 'mpXfs');
    assert.equal(login.expiresIn, 3600);
    const info = await api.userInfo(login.token);
    assert.equal(info.wxBound, true);
    assert.equal(info.nickname, '爱丽丝', 'a new user takes the WeChat profile');
    assert.equal(info.avatar, user.headimgurl);

    assert.deepEqual((await byTicket(ticket)).body, REJECTED, 'the SMS login consumed the ticket');

    const second = await getTicket(wx.oauthCode(user));
    const silent = await byTicket(second.body.data.ticket);
    assert.equal(silent.body.state, 1);
    assert.equal(silent.body.data.expiresIn, 3600);
    assert.equal((await api.userInfo(silent.body.data.token)).userId, info.userId);
    assert.deepEqual((await byTicket(second.body.data.ticket)).body, REJECTED, 'a ticket works once');
  });

  await t.test('a used or unknown OAuth code is -6009', async () => {
    const code = wx.oauthCode({ openid: 'o_mp_bob' });
    assert.equal((await getTicket(code)).body.state, 1);
    assert.deepEqual((await getTicket(code)).body, LOOKUP_FAILED);
    assert.deepEqual((await getTicket('never-issued')).body, LOOKUP_FAILED);
  });

  await t.test('unknown and expired tickets are -4', async () => {
    assert.deepEqual((await byTicket('no-such-ticket')).body, REJECTED);
    const { ticket } = (await getTicket(wx.oauthCode({ openid: 'o_mp_carol' }))).body.data;
    env.clock.advanceSeconds(600);
    assert.deepEqual((await byTicket(ticket)).body, REJECTED);
  });

  await t.test('an SMS login with a stale ticket still logs in, without binding', async () => {
    const { ticket } = (await getTicket(wx.oauthCode({ openid: 'o_mp_dave' }))).body.data;
    env.clock.advanceSeconds(601);
    const login = await api.login(nextMobile(), { ticket });
    assert.equal((await api.userInfo(login.token)).wxBound, false);
  });

  await t.test('mini-program: /login → ticket → -4 → SMS login binds → silent login', async () => {
    const user = { openid: 'o_mini_erin' };
    const first = await api.post('/api/login', { code: wx.miniCode(user), ecologyName: 'miniXfs' });
    assert.equal(first.body.state, 1);
    assert.equal(first.body.data.openid, user.openid);
    assert.deepEqual((await byTicket(first.body.data.ticket)).body, NOT_BOUND);
    const login = await api.login(nextMobile(), { ticket: first.body.data.ticket }, 'miniXfs');
    assert.equal(login.expiresIn, 3600);
    const again = await api.post('/api/login', { code: wx.miniCode(user) });
    const silent = await byTicket(again.body.data.ticket);
    assert.equal(silent.body.state, 1);
    assert.equal(silent.body.data.expiresIn, 3600, 'miniXfs life');
    const bad = await api.post('/api/login', { code: 'bad-code' });
    assert.deepEqual(bad.body, LOOKUP_FAILED);
  });

  await t.test('GET /wechat/mp/userinfo returns the profile; a used code is -6009', async () => {
    const code = wx.oauthCode({ openid: 'o_mp_frank', nickname: '弗兰克', headimgurl: 'https://wx.qlogo.cn/f.png' });
    const r = await api.get('/api/wechat/mp/userinfo', { query: { code } });
    assert.deepEqual(r.body.data, { openid: 'o_mp_frank', nickname: '弗兰克', avatar: 'https://wx.qlogo.cn/f.png' });
    assert.deepEqual((await api.get('/api/wechat/mp/userinfo', { query: { code } })).body, LOOKUP_FAILED);
  });

  await t.test('changeAccount moves the WeChat binding to the new account', async () => {
    const user = { openid: 'o_mp_grace' };
    const { ticket } = (await getTicket(wx.oauthCode(user))).body.data;
    const first = await api.login(nextMobile(), { ticket }, 'mpXfs');
    const other = nextMobile();
    const code = await api.sendCode(other, 'changeAccount');
    const switched = await api.post('/api/user/user/changeAccount', { countryCode: '86', mobile: other, ecologyName: 'mpXfs', verificationCode: code }, { token: first.token });
    assert.equal(switched.body.state, 1);
    const newInfo = await api.userInfo(switched.body.data.token);
    assert.equal(newInfo.wxBound, true);
    const silent = await byTicket((await getTicket(wx.oauthCode(user))).body.data.ticket);
    assert.equal((await api.userInfo(silent.body.data.token)).userId, newInfo.userId);
  });
});

suite('WeChat JS-SDK config', ALL_VARIANTS, async (t, env) => {
  const wx = await new FakeWechat().start();
  t.after(() => wx.stop());
  const api = await env.build({
    config: (c) => {
      c.wechat = { mp: MP, mini: MINI, apiBase: wx.base, openBase: 'https://open.weixin.qq.com' };
    },
  });

  await t.test('signature matches the official example vector', () => {
    // From WeChat's JS-SDK documentation (附录1-JS-SDK使用权限签名算法).
    assert.equal(
      jsSdkSignature(
        'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        'Wm3WZYTPz0wzccnW',
        1414587457,
        'http://mp.weixin.qq.com?params=value',
      ),
      '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
    );
  });

  await t.test('GET /wechat/mp/config signs the page URL without its # part', async () => {
    const page = 'https://h5.example.com/course/courseIndex?x=1';
    const r = await api.get('/api/wechat/mp/config', { query: { url: `${page}#/ignored` } });
    assert.equal(r.body.state, 1);
    const { appId, timestamp, nonceStr, signature } = r.body.data;
    assert.equal(appId, MP.appId);
    assert.equal(timestamp, Math.floor(env.clock.now() / 1000));
    assert.match(nonceStr, /^[A-Za-z0-9]{16}$/);
    assert.equal(signature, sha1(`jsapi_ticket=${wx.jsapiTicket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${page}`));
  });

  await t.test('access_token and jsapi_ticket are cached until 5 minutes before expiry', async () => {
    const tokenCalls = wx.server.count('/cgi-bin/token');
    const ticketCalls = wx.server.count('/cgi-bin/ticket/getticket');
    await api.get('/api/wechat/mp/config', { query: { url: 'https://h5.example.com/a' } });
    env.clock.advanceSeconds(7200 - 300 - 1);
    await api.get('/api/wechat/mp/config', { query: { url: 'https://h5.example.com/b' } });
    assert.equal(wx.server.count('/cgi-bin/token'), tokenCalls);
    assert.equal(wx.server.count('/cgi-bin/ticket/getticket'), ticketCalls);
    env.clock.advanceSeconds(1);
    await api.get('/api/wechat/mp/config', { query: { url: 'https://h5.example.com/c' } });
    assert.equal(wx.server.count('/cgi-bin/token'), tokenCalls + 1);
    assert.equal(wx.server.count('/cgi-bin/ticket/getticket'), ticketCalls + 1);
  });

  await t.test('a revoked access_token (errcode 40001) is fetched again once', async () => {
    await env.backend.store.del(`wx:jsapi_ticket:${MP.appId}`);
    wx.expireAppTokens();
    const tokenCalls = wx.server.count('/cgi-bin/token');
    const r = await api.get('/api/wechat/mp/config', { query: { url: 'https://h5.example.com/d' } });
    assert.equal(r.body.state, 1);
    assert.equal(wx.server.count('/cgi-bin/token'), tokenCalls + 1);
  });
});

suite('WeChat not configured or unreachable', ['sqlite'], async (t, env) => {
  const unconfigured = await env.build();
  const unreachable = await env.build({
    config: (c) => {
      c.wechat = { mp: MP, mini: MINI, apiBase: 'http://127.0.0.1:9', openBase: 'https://open.weixin.qq.com' };
    },
  });
  const NOT_CONFIGURED = { state: -6009, msg: '微信登录暂不可用，请使用手机号登录', data: null };

  const calls = (api: TestApp) => [
    api.get('/api/user/login/getAuthorizationUrl', { query: { ecologyName: 'mpXfs', url: 'https://h5.example.com/' } }),
    api.get('/api/user/login/getTicket', { query: { ecologyName: 'mpXfs', code: 'c' } }),
    api.post('/api/login', { code: 'c' }),
    api.get('/api/wechat/mp/config', { query: { url: 'https://h5.example.com/' } }),
    api.get('/api/wechat/mp/userinfo', { query: { code: 'c' } }),
  ];

  await t.test('every WeChat call is -6009 without configuration', async () => {
    for (const r of await Promise.all(calls(unconfigured))) assert.deepEqual(r.body, NOT_CONFIGURED);
  });

  await t.test('an unreachable WeChat is -6009, not a 500', async () => {
    const [, ...network] = await Promise.all(calls(unreachable));
    for (const r of network) assert.deepEqual(r.body, LOOKUP_FAILED);
  });
});
