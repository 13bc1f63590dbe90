import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ID_CARD_CHECK_CHARS, ID_CARD_WEIGHTS, idCardCheckChar, isValidIdCard, maskIdCard } from '../src/core/idcard.js';
import { DB_VARIANTS } from './helpers/backends.js';
import { ADMIN_TOKEN, admin } from './helpers/commerce.js';
import { suite } from './helpers/harness.js';

/** A valid number: area code, birth date, sequence, and the checksum computed here by hand. */
function idCard(area: string, birth: string, sequence: string): string {
  const first17 = `${area}${birth}${sequence}`;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2][i];
  return first17 + '10X98765432'[sum % 11];
}

const TODAY = new Date(Date.UTC(2025, 0, 6));

test('ID-card checksum (GB 11643)', () => {
  assert.deepEqual([...ID_CARD_WEIGHTS], [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]);
  assert.deepEqual([...ID_CARD_CHECK_CHARS], ['1', '0', 'X', '9', '8', '7', '6', '5', '4', '3', '2']);
  // The standard's own example: 11010519491231002X.
  assert.equal(idCardCheckChar('11010519491231002'), 'X');
  assert.ok(isValidIdCard('11010519491231002X', TODAY));
  assert.ok(isValidIdCard('11010519491231002x', TODAY), 'lower-case x');
  const valid = [idCard('440305', '19900307', '123'), idCard('310104', '20000229', '456'), idCard('510107', '19851120', '007')];
  for (const v of valid) assert.ok(isValidIdCard(v, TODAY), v);
  const wrongCheck = valid[0].slice(0, 17) + (valid[0][17] === '0' ? '1' : '0');
  assert.ok(!isValidIdCard(wrongCheck, TODAY), 'wrong check character');
  assert.ok(!isValidIdCard(idCard('310104', '20010229', '456'), TODAY), 'no 29 February in 2001');
  assert.ok(!isValidIdCard(idCard('310104', '19901301', '456'), TODAY), 'month 13');
  assert.ok(!isValidIdCard(idCard('310104', '20300101', '456'), TODAY), 'born in the future');
  assert.ok(!isValidIdCard(idCard('310104', '18991231', '456'), TODAY), 'before 1900');
  assert.ok(!isValidIdCard('44030519900307123', TODAY), '17 characters');
  assert.ok(!isValidIdCard('04030519900307123X', TODAY), 'leading zero');
  assert.equal(maskIdCard('11010519491231002X'), '**************002X');
});

suite('credentials: sign-up, one per programme, operator list', DB_VARIANTS, async (t, env) => {
  const api = await env.build({ config: (c) => (c.adminToken = ADMIN_TOKEN) });
  const valid = idCard('440305', '19900307', '123');
  const form = { programme: 'counsellor', name: '张三', mobile: '13812345678', idCard: valid, education: '本科' };

  await t.test('programme intro and assistant QR content, for both programmes', async () => {
    for (const programme of ['counsellor', 'familyEducation']) {
      const r = await api.get('/api/credentials/programme', { query: { programme } });
      assert.equal(r.body.state, 1, r.raw);
      assert.ok(r.body.data.intro.length > 0 && r.body.data.assistant.qr.length > 0);
      assert.ok(r.body.data.educations.includes('本科'));
    }
    assert.equal((await api.get('/api/credentials/programme', { query: { programme: 'other' } })).body.state, 4001);
  });

  await t.test('field messages in Chinese; a refused form stores nothing', async () => {
    const { token } = await api.login();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: undefined }, '请输入姓名'],
      [{ name: '张' }, '请输入2到20个字的中文或英文姓名'],
      [{ name: '张三3' }, '请输入2到20个字的中文或英文姓名'],
      [{ name: 'A'.repeat(21) }, '请输入2到20个字的中文或英文姓名'],
      [{ mobile: '' }, '请输入手机号'],
      [{ mobile: '1381234567' }, '请输入正确的手机号'],
      [{ idCard: undefined }, '请输入身份证号'],
      [{ idCard: '12345' }, '请输入正确的身份证号'],
      [{ idCard: valid.slice(0, 17) + (valid[17] === '0' ? '1' : '0') }, '请输入正确的身份证号'],
      [{ idCard: idCard('310104', '20010229', '456') }, '请输入正确的身份证号'],
      [{ education: '小学' }, '请选择学历'],
      [{ education: undefined }, '请选择学历'],
    ];
    for (const [patch, msg] of cases) {
      const body: Record<string, unknown> = { ...form, ...patch };
      for (const key of Object.keys(patch)) if (patch[key] === undefined) delete body[key];
      const r = await api.post('/api/credentials/signup', body, { token });
      assert.deepEqual(r.body, { state: 4001, msg, data: null }, JSON.stringify(patch));
    }
    assert.equal((await api.get('/api/credentials/signup', { query: { programme: 'counsellor' }, token })).body.data, null);
    assert.equal((await api.post('/api/credentials/signup', form)).body.state, -1);
  });

  await t.test('one sign-up per user and programme: a second one updates it', async () => {
    const { token } = await api.login();
    const first = await api.post('/api/credentials/signup', { ...form, name: 'Li Lei', inviteCode: 'ABCDEF', sourceName: 'poster' }, { token });
    assert.equal(first.body.state, 1, first.raw);
    assert.deepEqual([first.body.data.updated, first.body.data.name, first.body.data.idCard], [false, 'Li Lei', `**************${valid.slice(-4)}`]);
    env.clock.advance(1000);
    const lower = idCard('110105', '19491231', '002');
    const second = await api.post('/api/credentials/signup', { ...form, idCard: lower.toLowerCase(), education: '硕士' }, { token });
    assert.deepEqual([second.body.data.updated, second.body.data.id, second.body.data.education, second.body.data.inviteCode], [true, first.body.data.id, '硕士', null]);
    const family = await api.post('/api/credentials/signup', { ...form, programme: 'familyEducation' }, { token });
    assert.notEqual(family.body.data.id, first.body.data.id);
    const mine = await api.get('/api/credentials/signup', { query: { programme: 'counsellor' }, token });
    assert.equal(mine.body.data.updatedAt, env.clock.now());
    assert.ok(!mine.raw.includes(lower), 'the full number never goes back');
    const stored = await env.backend.database.db.selectFrom('credential_signups').select('id_card').where('id', '=', first.body.data.id).executeTakeFirstOrThrow();
    assert.equal(stored.id_card, lower.toUpperCase());
  });

  await t.test('operator list: paged, filtered, ID numbers masked', async () => {
    const all = await api.get('/api/admin/credentials/signups', admin);
    assert.equal(all.body.state, 1, all.raw);
    assert.equal(all.body.data.total, 2);
    assert.ok(all.body.data.list.every((s: { idCard: string }) => /^\*{14}[\dX]{4}$/.test(s.idCard)));
    assert.ok(all.body.data.list.every((s: { userId: number }) => s.userId > 0));
    const family = await api.get('/api/admin/credentials/signups', { ...admin, query: { programme: 'familyEducation', pageSize: 1 } });
    assert.deepEqual([family.body.data.total, family.body.data.list[0].programme], [1, 'familyEducation']);
    assert.equal((await api.get('/api/admin/credentials/signups')).body.state, 4031);
  });
});
