import assert from 'node:assert/strict';
import { DB_VARIANTS } from './helpers/backends.js';
import { suite } from './helpers/harness.js';

suite('profile, tag options, VIP offers, roles', DB_VARIANTS, async (t, env) => {
  const api = await env.build();
  const { db } = env.backend.database;
  const { token } = await api.login();
  const edit = (body: unknown) => api.post('/api/user/user/editUserInfo', body, { token });

  await t.test('tag options: genders, 7 age ranges, interest tags in groups', async () => {
    const r = await api.get('/api/user/tags/options');
    assert.equal(r.body.state, 1);
    const { genders, ageRanges, tags } = r.body.data;
    assert.deepEqual(genders, [{ id: 1, name: '男' }, { id: 2, name: '女' }]);
    assert.deepEqual(ageRanges.map((a: { name: string }) => a.name), ['00后', '95后', '90后', '85后', '80后', '70后', '其他']);
    assert.ok(tags.length >= 15);
    assert.deepEqual([...new Set(tags.map((x: { group: string }) => x.group))], ['阅读', '心理', '成长', '亲子', '职场']);
  });

  await t.test('editing the profile completes it', async () => {
    const r = await edit({ nickname: '  读书的猫 ', gender: 2, ageRange: '95后', tags: ['psy-emotion', 'read-history', 'psy-emotion'], signature: '慢慢来' });
    assert.equal(r.body.state, 1, r.raw);
    const info = r.body.data;
    assert.equal(info.nickname, '读书的猫');
    assert.equal(info.gender, 2);
    assert.equal(info.ageRange, '95后');
    assert.deepEqual(info.tags, ['psy-emotion', 'read-history']);
    assert.equal(info.signature, '慢慢来');
    assert.equal(info.profileCompleted, true);
    assert.deepEqual(await api.userInfo(token), info);
  });

  await t.test('profile validation messages', async () => {
    const cases: Array<[unknown, number, string]> = [
      [{ nickname: '' }, 4001, '昵称不能为空'],
      [{ nickname: '   ' }, 4001, '昵称不能为空'],
      [{ nickname: '一二三四五六七八九十一二三四五六七八九十一' }, 4001, '昵称最多20个字'],
      [{ gender: 3 }, 4001, '请选择性别'],
      [{ ageRange: '60后' }, 4111, '请选择有效的年龄段'],
      [{ tags: ['not-a-tag'] }, 4112, '包含无效的兴趣标签，请重新选择'],
      [{ tags: Array.from({ length: 11 }, () => 'psy-emotion') }, 4001, '兴趣标签最多选择10个'],
      [{ avatar: 'javascript:alert(1)' }, 4001, '头像地址不正确，请重新上传'],
      [{ signature: '字'.repeat(61) }, 4001, '个性签名最多60个字'],
    ];
    for (const [body, state, msg] of cases) {
      assert.deepEqual((await edit(body)).body, { state, msg, data: null }, JSON.stringify(body));
    }
  });

  await t.test('VIP offers in integer fen with benefits', async () => {
    const r = await api.get('/api/vip/offers');
    assert.equal(r.body.state, 1);
    assert.deepEqual(r.body.data.map((o: { name: string; priceFen: number }) => [o.name, o.priceFen]), [['连续包月', 2500], ['季卡', 6800], ['年卡', 19800]]);
    for (const offer of r.body.data) {
      assert.ok(Number.isInteger(offer.originalPriceFen) && offer.originalPriceFen > offer.priceFen);
      assert.ok(offer.benefits.length >= 4 && offer.benefits.length <= 6);
    }
  });

  await t.test('roles follow VIP status', async () => {
    const r = await api.post('/api/exercise/userRole/userInfo', undefined, { token });
    assert.deepEqual(r.body.data.roles, ['user']);
    const userId = r.body.data.userId;
    await db.updateTable('users').set({ vip_expire_at: env.clock.now() + 86400_000 }).where('id', '=', userId).execute();
    assert.deepEqual((await api.post('/api/exercise/userRole/userInfo', undefined, { token })).body.data, { userId, roles: ['user', 'vip'] });
    assert.deepEqual((await api.userInfo(token)).vip, { isVip: true, expireAt: env.clock.now() + 86400_000 });
  });
});
