import assert from 'node:assert/strict';
import { DB_VARIANTS } from './helpers/backends.js';
import { ADMIN_TOKEN, admin, commodityId } from './helpers/commerce.js';
import { suite, type TestApp } from './helpers/harness.js';
import { FakeWechat, MINI } from './fakes/wechat.js';

suite('distribution posters: the H5 link, and the mini-program code from WeChat’s getUnlimited, made once', DB_VARIANTS, async (t, env) => {
  const wx = await new FakeWechat().start();
  t.after(() => wx.stop());
  const api: TestApp = await env.build({
    config: (c) => {
      c.adminToken = ADMIN_TOKEN;
      c.wechat = { ...c.wechat, mini: MINI, apiBase: wx.base };
    },
  });
  const { db } = env.backend.database;

  /** An approved promoter's token and code. */
  const promoter = async (app: TestApp = api) => {
    const { token, mobile } = await app.login();
    const info = await app.userInfo(token);
    const version = (await app.get('/api/distribution/agreement')).body.data.version;
    const applied = await app.post('/api/distribution/apply', { realName: '王芳', mobile, reason: '分享好课', agreementVersion: version }, { token });
    assert.equal(applied.body.state, 1, applied.raw);
    assert.equal((await app.post(`/api/admin/distribution/promoters/${info.userId}/approve`, {}, admin)).body.state, 1);
    return { token, code: info.invitationCode as string, userId: info.userId as number };
  };
  const poster = async (token: string, query?: Record<string, number>, app: TestApp = api) => {
    const r = await app.get('/api/distribution/poster', { token, query });
    assert.equal(r.body.state, 1, r.raw);
    return r.body.data;
  };

  await t.test('the general poster: the H5 link and a mini-program code of the home page, asked of WeChat once', async () => {
    const p = await promoter();
    const first = await poster(p.token);
    const scene = `i=${p.code}`;
    assert.deepEqual([first.code, first.h5Path, first.product, first.promoter.userId], [p.code, `/?inviteCode=${p.code}`, null, p.userId]);
    assert.equal(first.wxacodeUrl, `/api/distribution/wxacode/${encodeURIComponent(scene)}`);
    assert.deepEqual(wx.wxaCodes, [{ scene, page: 'pages/index/index', checkPath: false }]);
    assert.deepEqual((await poster(p.token)).wxacodeUrl, first.wxacodeUrl);
    assert.equal(wx.wxaCodes.length, 1, 'kept: WeChat is not asked again');

    const image = await api.app.inject({ method: 'GET', url: first.wxacodeUrl });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/jpeg');
    assert.deepEqual([...image.rawPayload.subarray(0, 3)], [0xff, 0xd8, 0xff]);
    assert.equal(image.rawPayload.subarray(4, -2).toString(), `pages/index/index?scene=${scene}`);
    const missing = await api.get('/api/distribution/wxacode/i%3DNOSUCH');
    assert.deepEqual([missing.status, missing.body.state, missing.body.msg], [404, 5215, '小程序码不存在，请重新生成海报']);
  });

  await t.test('a product poster opens the product page with the promoter’s code', async () => {
    const p = await promoter();
    const yearly = await commodityId(db, 'yearly');
    const made = await poster(p.token, { commodityId: yearly });
    assert.equal(made.h5Path, `/distribution/purchaseGoods?commodityId=${yearly}&inviteCode=${p.code}`);
    assert.deepEqual([made.product.commodityId, made.product.earnFen], [yearly, 3000]);
    assert.deepEqual(wx.wxaCodes.at(-1), { scene: `i=${p.code}&g=${yearly}`, page: 'packages/distribution/purchaseGoods/index', checkPath: false });
    const notInProgramme = await api.get('/api/distribution/poster', { token: p.token, query: { commodityId: await commodityId(db, 'x-coupon-5') } });
    assert.equal(notInProgramme.body.state, 5209);
  });

  await t.test('a stale access_token is fetched again once; a refusal of WeChat leaves the poster to the H5 QR code', async () => {
    const p = await promoter();
    wx.expireAppTokens();
    assert.notEqual((await poster(p.token)).wxacodeUrl, null);
    const q = await promoter();
    wx.wxaCodeErrcode = 45009;
    try {
      const refused = await poster(q.token);
      assert.deepEqual([refused.wxacodeUrl, refused.h5Path], [null, `/?inviteCode=${q.code}`]);
      assert.equal(await db.selectFrom('distribution_wxacodes').select('scene').where('scene', '=', `i=${q.code}`).executeTakeFirst(), undefined);
    } finally {
      wx.wxaCodeErrcode = 0;
    }
    assert.notEqual((await poster(q.token)).wxacodeUrl, null, 'asked again next time');
  });

  await t.test('without the mini-program configured no code is asked for', async () => {
    const plain = await env.build({ config: (c) => (c.adminToken = ADMIN_TOKEN) });
    const before = wx.server.count('/wxa/getwxacodeunlimit');
    const p = await promoter(plain);
    const made = await poster(p.token, undefined, plain);
    assert.deepEqual([made.wxacodeUrl, made.h5Path], [null, `/?inviteCode=${p.code}`]);
    assert.equal(wx.server.count('/wxa/getwxacodeunlimit'), before);
  });
});
