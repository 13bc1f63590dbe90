import assert from 'node:assert/strict';
import { DB_VARIANTS } from './helpers/backends.js';
import { suite } from './helpers/harness.js';

const HOME = {
  name: '王小明',
  mobile: '13800138000',
  provinceCode: '440000',
  provinceName: '广东省',
  cityCode: '440300',
  cityName: '深圳市',
  districtCode: '440305',
  districtName: '南山区',
  detail: '科技园南区8栋1201',
};

suite('shipping addresses', DB_VARIANTS, async (t, env) => {
  const api = await env.build();
  const { db } = env.backend.database;

  await t.test('the first address is the default; one default at a time', async () => {
    const { token } = await api.login();
    assert.equal((await api.get('/api/address/default', { token })).body.data, null);
    const home = await api.post('/api/address/add', HOME, { token });
    assert.equal(home.body.state, 1, home.raw);
    assert.equal(home.body.data.isDefault, true);
    assert.equal(home.body.data.fullAddress, '广东省深圳市南山区科技园南区8栋1201');
    const office = await api.post('/api/address/add', { ...HOME, name: '王小明（公司）', mobile: '0755-86013388', detail: '深南大道10000号' }, { token });
    assert.equal(office.body.state, 1, office.raw);
    assert.equal(office.body.data.isDefault, false);
    const third = await api.post('/api/address/add', { ...HOME, detail: '学府路1号', isDefault: true }, { token });
    assert.equal(third.body.data.isDefault, true);

    const list = (await api.get('/api/address/list', { token })).body.data;
    assert.deepEqual(list.map((a: { id: number; isDefault: boolean }) => [a.id, a.isDefault]), [
      [third.body.data.id, true],
      [office.body.data.id, false],
      [home.body.data.id, false],
    ]);
    const setHome = await api.post('/api/address/setDefault', { id: home.body.data.id }, { token });
    assert.equal(setHome.body.data.isDefault, true);
    assert.equal((await api.get('/api/address/default', { token })).body.data.id, home.body.data.id);

    // Racing defaults: still exactly one.
    await Promise.all([office, third].map((a) => api.post('/api/address/setDefault', { id: a.body.data.id }, { token })));
    const defaults = (await api.get('/api/address/list', { token })).body.data.filter((a: { isDefault: boolean }) => a.isDefault);
    assert.equal(defaults.length, 1);

    // Deleting the default makes another one the default.
    assert.deepEqual((await api.post('/api/address/delete', { id: defaults[0].id }, { token })).body, { state: 1, msg: '成功', data: {} });
    const after = (await api.get('/api/address/list', { token })).body.data;
    assert.equal(after.length, 2);
    assert.equal(after.filter((a: { isDefault: boolean }) => a.isDefault).length, 1);
  });

  await t.test('edit, detail, ownership', async () => {
    const { token } = await api.login();
    const other = await api.login();
    const created = (await api.post('/api/address/add', HOME, { token })).body.data;
    const edited = await api.post('/api/address/update', { ...HOME, id: created.id, detail: '  粤海街道100号 ', districtCode: '', districtName: '' }, { token });
    assert.equal(edited.body.state, 1, edited.raw);
    assert.equal(edited.body.data.detail, '粤海街道100号');
    assert.equal(edited.body.data.fullAddress, '广东省深圳市粤海街道100号');
    assert.equal(edited.body.data.isDefault, true, 'stays the default when isDefault is not sent');
    assert.deepEqual((await api.get('/api/address/detail', { token, query: { id: created.id } })).body.data, edited.body.data);
    const notMine = { state: 4601, msg: '收货地址不存在', data: null };
    assert.deepEqual((await api.get('/api/address/detail', { token: other.token, query: { id: created.id } })).body, notMine);
    assert.deepEqual((await api.post('/api/address/update', { ...HOME, id: created.id }, { token: other.token })).body, notMine);
    assert.deepEqual((await api.post('/api/address/delete', { id: created.id }, { token: other.token })).body, notMine);
    assert.deepEqual((await api.post('/api/address/setDefault', { id: created.id }, { token: other.token })).body, notMine);
    assert.equal((await api.get('/api/address/list')).body.state, -1);
  });

  await t.test('validation messages in Chinese; China mobile or landline', async () => {
    const { token } = await api.login();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, '请填写收货人姓名'],
      [{ name: '   ' }, '请填写收货人姓名'],
      [{ name: '名'.repeat(21) }, '收货人姓名最多20个字'],
      [{ mobile: '' }, '请填写联系电话'],
      [{ mobile: '12800138000' }, '请输入正确的手机号或固定电话'],
      [{ mobile: '1380013800' }, '请输入正确的手机号或固定电话'],
      [{ mobile: '755-86013388' }, '请输入正确的手机号或固定电话'],
      [{ provinceCode: 'gd' }, '请选择所在地区'],
      [{ cityName: '' }, '请选择所在地区'],
      [{ detail: '' }, '请填写详细地址'],
      [{ detail: '路'.repeat(121) }, '详细地址最多120个字'],
    ];
    for (const [patch, msg] of cases) {
      const r = await api.post('/api/address/add', { ...HOME, ...patch }, { token });
      assert.deepEqual(r.body, { state: 4001, msg, data: null }, JSON.stringify(patch));
    }
    const missing = { ...HOME } as Record<string, unknown>;
    delete missing.mobile;
    assert.equal((await api.post('/api/address/add', missing, { token })).body.msg, '请填写联系电话');
    for (const mobile of ['13800138000', '010-12345678', '02112345678', '0755-8601338', '0571-88888888-123']) {
      const r = await api.post('/api/address/add', { ...HOME, mobile }, { token });
      assert.equal(r.body.state, 1, `${mobile}: ${r.raw}`);
    }
  });

  await t.test('at most 20 addresses', async () => {
    const { token } = await api.login();
    for (let i = 0; i < 20; i += 1) assert.equal((await api.post('/api/address/add', { ...HOME, detail: `${i}号` }, { token })).body.state, 1);
    assert.deepEqual((await api.post('/api/address/add', HOME, { token })).body, { state: 4602, msg: '最多保存20个收货地址', data: null });
    const rows = await db.selectFrom('addresses').select('is_default').execute();
    assert.ok(rows.length >= 20);
  });
});
