import assert from 'node:assert/strict';
import { DB_VARIANTS } from './helpers/backends.js';
import { ADMIN_TOKEN, admin, userIdOf } from './helpers/commerce.js';
import { ANXIETY, subjectIdByTitle } from './helpers/courses.js';
import { suite } from './helpers/harness.js';

suite('catalogue operator API', DB_VARIANTS, async (t, env) => {
  const api = await env.build({ config: (c) => (c.adminToken = ADMIN_TOKEN) });
  const { db } = env.backend.database;
  const search = async (q: string) => (await api.get('/api/course/search', { query: { q } })).body.data.list.map((c: { title: string }) => c.title);

  await t.test('guarded like the other operator calls', async () => {
    assert.equal((await api.get('/api/admin/course/categories')).body.state, 4031);
    assert.equal((await api.get('/api/admin/course/categories', { headers: { authorization: 'Bearer wrong' } })).body.state, 4031);
    assert.equal((await api.get('/api/admin/course/categories', admin)).body.data.length, 6);
  });

  await t.test('categories: create, rename clash → 4711, delete refused while used', async () => {
    const created = await api.post('/api/admin/course/categories', { name: '正念生活', sort: 9 }, admin);
    assert.deepEqual(created.body.data, { id: created.body.data.id, name: '正念生活', icon: '', sort: 9, active: true, count: 0 });
    const clash = await api.put(`/api/admin/course/categories/${created.body.data.id}`, { name: '情绪管理' }, admin);
    assert.deepEqual(clash.body, { state: 4711, msg: '课程内容设置有误：分类名称“情绪管理”已存在', data: null });
    const used = (await api.get('/api/admin/course/categories', admin)).body.data.find((c: { name: string }) => c.name === '情绪管理');
    const refused = await api.call('DELETE', `/api/admin/course/categories/${used.id}`, admin);
    assert.equal(refused.body.state, 4711);
    assert.match(refused.body.msg, /还有\d+门课程使用该分类/);
    assert.equal((await api.call('DELETE', `/api/admin/course/categories/${created.body.data.id}`, admin)).body.state, 1);
  });

  await t.test('a paid subject with chapters: commodity created, duration from the WAV header, search follows', async () => {
    const category = (await api.get('/api/admin/course/categories', admin)).body.data[2];
    const bad = await api.post('/api/admin/course/subjects', { title: 'MBTI 性格入门', access: 'paid' }, admin);
    assert.deepEqual(bad.body, { state: 4711, msg: '课程内容设置有误：付费课程须填写大于0的价格（priceFen）', data: null });
    assert.equal((await api.post('/api/admin/course/subjects', { title: 'x', access: 'paid', priceFen: 100, categoryId: 9999 }, admin)).body.state, 4711);
    const r = await api.post(
      '/api/admin/course/subjects',
      { title: 'MBTI 性格入门', author: '韩知行', summary: '认识十六种人格类型', access: 'paid', priceFen: 1990, categoryId: category.id, intro: ['第一段'], tags: ['性格'] },
      admin,
    );
    assert.equal(r.body.state, 1, r.raw);
    const s = r.body.data;
    assert.deepEqual([s.access, s.priceFen, s.categoryName, s.chapterCount, s.active, s.intro], ['paid', 1990, category.name, 0, true, ['第一段']]);
    const commodity = await db.selectFrom('commodities').selectAll().where('id', '=', s.commodityId).executeTakeFirstOrThrow();
    assert.deepEqual([commodity.type, commodity.subject_id, commodity.price_fen, commodity.active, commodity.name], ['course', s.id, 1990, 1, 'MBTI 性格入门']);
    assert.deepEqual(await search('mbti'), ['MBTI 性格入门']);
    assert.deepEqual(await search('韩知行'), ['MBTI 性格入门']);

    const chapter = await api.post(`/api/admin/course/subjects/${s.id}/chapters`, { title: '四个维度', audioFile: 'demo-evening.wav', freeTrial: true }, admin);
    assert.deepEqual(chapter.body.data, { id: chapter.body.data.id, subjectId: s.id, sort: 1, title: '四个维度', summary: '', audioFile: 'demo-evening.wav', durationSec: 30, freeTrial: true });
    const second = await api.post(`/api/admin/course/subjects/${s.id}/chapters`, { title: '十六型人格', audioFile: 'demo-breath.wav' }, admin);
    assert.deepEqual([second.body.data.sort, second.body.data.durationSec, second.body.data.freeTrial], [2, 36, false]);
    for (const audioFile of ['../package.json', 'nope.wav']) {
      const refused = await api.post(`/api/admin/course/subjects/${s.id}/chapters`, { title: '坏文件', audioFile }, admin);
      assert.equal(refused.body.state, 4711, audioFile);
    }
    assert.equal((await api.post('/api/admin/course/subjects/99999/chapters', { title: 'a', audioFile: 'demo-breath.wav' }, admin)).body.state, 4701);
    const edited = await api.put(`/api/admin/course/chapters/${second.body.data.id}`, { title: '十六型人格详解', audioFile: 'demo-breath.wav', durationSec: 35 }, admin);
    assert.deepEqual([edited.body.data.title, edited.body.data.durationSec], ['十六型人格详解', 35]);
    assert.equal((await api.get('/api/course/detail', { query: { subjectId: s.id } })).body.data.totalDurationSec, 65);

    // Retitle and reprice: the index and the commodity follow.
    const renamed = await api.put(`/api/admin/course/subjects/${s.id}`, { title: '性格色彩课', access: 'paid', priceFen: 2990 }, admin);
    assert.deepEqual([renamed.body.data.title, renamed.body.data.priceFen, renamed.body.data.author], ['性格色彩课', 2990, '韩知行']);
    assert.deepEqual(await search('mbti'), []);
    assert.deepEqual(await search('性格色彩'), ['性格色彩课']);
    // Made free: the commodity goes off sale.
    await api.put(`/api/admin/course/subjects/${s.id}`, { title: '性格色彩课', access: 'free' }, admin);
    assert.equal((await db.selectFrom('commodities').select('active').where('id', '=', s.commodityId).executeTakeFirstOrThrow()).active, 0);
    // DELETE deactivates: gone from lists and search, the row stays.
    const gone = await api.call('DELETE', `/api/admin/course/subjects/${s.id}`, admin);
    assert.equal(gone.body.data.active, false);
    assert.deepEqual(await search('性格色彩'), []);
    assert.equal((await api.get('/api/course/detail', { query: { subjectId: s.id } })).body.state, 4701);
    assert.equal((await api.call('DELETE', `/api/admin/course/chapters/${chapter.body.data.id}`, admin)).body.state, 1);
    assert.equal((await api.call('DELETE', `/api/admin/course/chapters/${chapter.body.data.id}`, admin)).body.state, 4702);
  });

  await t.test('book lists, articles, banners and the schedule', async () => {
    const anxiety = await subjectIdByTitle(db, ANXIETY);
    const list = await api.post('/api/admin/course/bookLists', { title: '新书单', curator: '编辑', items: [{ subjectId: anxiety, note: '先听这门' }] }, admin);
    assert.deepEqual([list.body.data.count, list.body.data.items], [1, [{ subjectId: anxiety, note: '先听这门' }]]);
    const dup = await api.put(`/api/admin/course/bookLists/${list.body.data.id}`, { title: '新书单', items: [{ subjectId: anxiety }, { subjectId: anxiety }] }, admin);
    assert.equal(dup.body.state, 4711);
    assert.equal((await api.post('/api/admin/course/bookLists', { title: '坏', items: [{ subjectId: 99999 }] }, admin)).body.state, 4711);
    assert.equal((await api.get('/api/course/bookList')).body.data.total, 7);
    assert.equal((await api.call('DELETE', `/api/admin/course/bookLists/${list.body.data.id}`, admin)).body.state, 1);

    const article = await api.post('/api/admin/articles', { title: '新文章', paragraphs: ['第一段', ' ', '第二段'], subjectId: anxiety }, admin);
    assert.deepEqual([article.body.data.paragraphs, article.body.data.subjectId, article.body.data.publishedAt], [['第一段', '第二段'], anxiety, env.clock.now()]);
    assert.equal((await api.post('/api/admin/articles', { title: '空', paragraphs: [' '] }, admin)).body.state, 4711);
    assert.equal((await api.get('/api/article/list')).body.data.list[0].title, '新文章');
    assert.equal((await api.get('/api/admin/articles', admin)).body.data.total, 7);

    const banner = await api.post('/api/admin/course/banners', { position: 'course_index', title: '新横幅', link: `/course/courseDetail/${anxiety}`, sort: -1 }, admin);
    assert.equal(banner.body.state, 1, banner.raw);
    assert.equal((await api.get('/api/course/index')).body.data.banners[0].title, '新横幅');
    assert.equal((await api.post('/api/admin/course/banners', { position: 'course_index', title: 'x', link: 'javascript:alert(1)' }, admin)).body.state, 4711);
    assert.equal((await api.post('/api/admin/course/banners', { position: 'nowhere', title: 'x' }, admin)).body.state, 4001);

    const slot = await api.post('/api/admin/course/schedule', { weekday: 1, startTime: '07:00', title: '早起冥想', subjectId: anxiety }, admin);
    assert.deepEqual([slot.body.data.durationMin, slot.body.data.active], [30, true]);
    assert.equal((await api.get('/api/course/schedule')).body.data.days[0].items[0].title, '早起冥想');
    assert.equal((await api.post('/api/admin/course/schedule', { weekday: 8, startTime: '07:00', title: 'x' }, admin)).body.state, 4001);
    assert.equal((await api.post('/api/admin/course/schedule', { weekday: 1, startTime: '25:00', title: 'x' }, admin)).body.state, 4001);
  });

  await t.test('grants: only paid courses, unknown user → 4043, twice is once', async () => {
    const { token } = await api.login();
    const userId = await userIdOf(api, token);
    const anxiety = await subjectIdByTitle(db, ANXIETY);
    assert.equal((await api.post('/api/admin/course/entitlements', { userId, subjectId: anxiety }, admin)).body.state, 4711);
    const paid = await subjectIdByTitle(db, '职场倦怠自救手册');
    assert.equal((await api.post('/api/admin/course/entitlements', { userId: 999999, subjectId: paid }, admin)).body.state, 4043);
    assert.equal((await api.post('/api/admin/course/entitlements', { userId, subjectId: paid }, admin)).body.state, 1);
    assert.equal((await api.post('/api/admin/course/entitlements', { userId, subjectId: paid }, admin)).body.state, 1);
    const rows = await db.selectFrom('course_entitlements').select('id').where('user_id', '=', userId).execute();
    assert.equal(rows.length, 1);
  });
});
