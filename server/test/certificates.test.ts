import assert from 'node:assert/strict';
import { DB_VARIANTS } from './helpers/backends.js';
import { userIdOf } from './helpers/commerce.js';
import { suite } from './helpers/harness.js';
import { addSubject, clearLearning, report } from './helpers/learning.js';
import { xmlEscape } from '../src/areas/certificate/svg.js';

suite('certificates: issue, list, detail, signed SVG image', DB_VARIANTS, async (t, env) => {
  const api = await env.build();
  const { db } = env.backend.database;
  await clearLearning(db);
  const newUser = async () => {
    const { token, mobile } = await api.login();
    return { token, mobile, userId: await userIdOf(api, token) };
  };
  const complete = async (token: string, chapterIds: number[]) => {
    let last;
    for (const chapterId of chapterIds) last = await report(api, token, { chapterId, positionSec: 0, playedSeconds: 0, ended: true });
    return last!.body.data;
  };
  const course = await addSubject(db, { title: '正念减压 <八周> & "练习"', author: '林老师', durations: [600, 900, 300] });
  const second = await addSubject(db, { title: '好好睡觉', author: '周医生', durations: [120] });

  const owner = await newUser();
  const stranger = await newUser();

  await t.test('no certificate before the last chapter; issued with the user nickname when all are done', async () => {
    await db.updateTable('users').set({ nickname: '小林<script>&"\'' }).where('id', '=', owner.userId).execute();
    const partial = await complete(owner.token, course.chapterIds.slice(0, 2));
    assert.deepEqual([partial.subjectCompleted, partial.certificate], [false, null]);
    assert.deepEqual((await api.get('/api/certificate/list', { token: owner.token })).body.data, []);
    const done = await complete(owner.token, course.chapterIds.slice(2));
    assert.equal(done.subjectCompleted, true);
    const row = await db.selectFrom('certificates').selectAll().where('user_id', '=', owner.userId).executeTakeFirstOrThrow();
    assert.deepEqual(done.certificate, { id: row.id, number: row.number });
    assert.equal(row.holder_name, '小林<script>&"\'');
    assert.equal(row.issued_at, env.clock.now());
  });

  await t.test('list newest first; detail with chapters and duration; others and unknown → 4708', async () => {
    env.clock.advance(3600_000);
    await complete(owner.token, second.chapterIds);
    const list = await api.get('/api/certificate/list', { token: owner.token });
    assert.equal(list.body.state, 1, list.raw);
    assert.deepEqual(
      list.body.data.map((c: { subject: { id: number; title: string; author: string; cover: string }; issuedAt: number }) => [c.subject.id, c.subject.title, c.subject.author, c.issuedAt]),
      [
        [second.subjectId, '好好睡觉', '周医生', env.clock.now()],
        [course.subjectId, '正念减压 <八周> & "练习"', '林老师', env.clock.now() - 3600_000],
      ],
    );
    const id = list.body.data[1].id;
    const detail = await api.get('/api/certificate/detail', { token: owner.token, query: { id } });
    assert.equal(detail.body.state, 1, detail.raw);
    const { imageUrl, ...rest } = detail.body.data;
    assert.deepEqual(rest, {
      id,
      number: list.body.data[1].number,
      holderName: '小林<script>&"\'',
      issuedAt: env.clock.now() - 3600_000,
      subject: { id: course.subjectId, title: '正念减压 <八周> & "练习"', author: '林老师', cover: '' },
      chapterCount: 3,
      totalDurationSec: 1800,
    });
    assert.match(imageUrl, new RegExp(`^/api/certificate/image\\?id=${id}&exp=${env.clock.now() + 6 * 3600_000}&sig=[0-9a-f]{64}$`));
    const notYours = { state: 4708, msg: '证书不存在', data: null };
    assert.deepEqual((await api.get('/api/certificate/detail', { token: stranger.token, query: { id } })).body, notYours);
    assert.deepEqual((await api.get('/api/certificate/detail', { token: owner.token, query: { id: 999_999 } })).body, notYours);
    assert.deepEqual((await api.get('/api/certificate/list', { token: stranger.token })).body.data, []);
    assert.equal((await api.get('/api/certificate/detail', { query: { id } })).body.state, -1);
    assert.equal((await api.get('/api/certificate/detail', { token: owner.token, query: { id: 'x' } })).body.state, 4001);
  });

  await t.test('the image: an escaped SVG document behind a signed, expiring link', async () => {
    const [cert] = (await api.get('/api/certificate/list', { token: owner.token })).body.data.slice(1);
    const { imageUrl } = (await api.get('/api/certificate/detail', { token: owner.token, query: { id: cert.id } })).body.data;
    const image = await api.get(imageUrl);
    assert.equal(image.status, 200);
    assert.equal(image.headers['content-type'], 'image/svg+xml; charset=utf-8');
    assert.match(String(image.headers['cache-control']), /^private/);
    const svg = image.raw;
    assert.ok(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"'));
    assert.ok(svg.trimEnd().endsWith('</svg>'));
    for (const text of ['结业证书', '林老师', `证书编号：${cert.number}`, '颁发日期：2025年1月6日', '心栈学习中心']) {
      assert.ok(svg.includes(text), `the image shows ${text}`);
    }
    // User text is escaped: no markup of theirs survives.
    assert.ok(svg.includes(xmlEscape('小林<script>&"\'')));
    assert.ok(svg.includes('小林&#60;script&#62;&#38;&#34;&#39;'));
    assert.ok(!svg.includes('<script'));
    assert.ok(svg.includes(`《${xmlEscape('正念减压 <八周> & "练习"')}》`));
    // Every element opened is closed (a light well-formedness check).
    const opened = (svg.match(/<[a-zA-Z][^>]*[^/]>/g) ?? []).length;
    const closed = (svg.match(/<\/[a-zA-Z]+>/g) ?? []).length;
    assert.equal(opened, closed);
    for (const tag of svg.match(/<[a-zA-Z][^>]*>/g) ?? []) {
      const names = [...tag.matchAll(/\s([a-zA-Z:-]+)=/g)].map((m) => m[1]);
      assert.equal(new Set(names).size, names.length, `no attribute twice in ${tag}`);
    }

    const denied = { state: 4708, msg: '证书不存在', data: null };
    const tampered = imageUrl.replace(/sig=([0-9a-f])/, (_: string, c: string) => `sig=${c === '0' ? '1' : '0'}`);
    for (const url of [
      tampered,
      imageUrl.replace(`id=${cert.id}`, `id=${cert.id + 1}`),
      imageUrl.replace(/exp=(\d+)/, (_: string, exp: string) => `exp=${Number(exp) + 1}`),
      `/api/certificate/image?id=${cert.id}`,
    ]) {
      const r = await api.get(url);
      assert.equal(r.status, 403, url);
      assert.deepEqual(r.body, denied);
    }
    env.clock.advance(6 * 3600_000 + 1);
    const expired = await api.get(imageUrl);
    assert.deepEqual([expired.status, expired.body], [403, denied]);
  });

  await t.test('a user without a nickname is printed as 心栈学员', async () => {
    const nameless = await newUser();
    await db.updateTable('users').set({ nickname: ' ' }).where('id', '=', nameless.userId).execute();
    const done = await complete(nameless.token, second.chapterIds);
    const detail = (await api.get('/api/certificate/detail', { token: nameless.token, query: { id: done.certificate.id } })).body.data;
    assert.equal(detail.holderName, '心栈学员');
    assert.ok((await api.get(detail.imageUrl)).raw.includes('心栈学员'));
  });
});
