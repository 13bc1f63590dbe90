import assert from 'node:assert/strict';
import { DB_VARIANTS } from './helpers/backends.js';
import { DAY_MS } from './helpers/commerce.js';
import { ANXIETY, FAMILY, SLEEP } from './helpers/courses.js';
import { suite } from './helpers/harness.js';
import { DEFAULT_HOT_TERMS } from '../src/areas/course/search.js';
import { indexTokens, queryTokens } from '../src/areas/course/search-tokens.js';

interface Card {
  title: string;
  author: string;
  summary: string;
}

suite('course search: Chinese bigrams, ranking, paging, hot terms', DB_VARIANTS, async (t, env) => {
  const api = await env.build();
  const search = async (q: string, query: Record<string, string | number> = {}) => {
    const r = await api.get('/api/course/search', { query: { q, ...query } });
    assert.equal(r.body.state, 1, r.raw);
    return r.body.data as { list: Card[]; total: number; hasMore: boolean };
  };

  await t.test('one tokenizer for indexing and querying', () => {
    assert.deepEqual(indexTokens('焦虑自救 CBT-I'), ['焦', '虑', '自', '救', '焦虑', '虑自', '自救', 'cbt', 'i']);
    assert.deepEqual(queryTokens(' 焦虑自救 '), ['焦虑', '虑自', '自救']);
    assert.deepEqual(queryTokens('睡'), ['睡']);
    assert.deepEqual(queryTokens('ＭＢＴＩ'), ['mbti'], 'full-width latin is folded');
  });

  await t.test('焦虑: the anxiety course (title) first, then summary-only matches', async () => {
    const r = await search('焦虑');
    assert.equal(r.list[0]!.title, ANXIETY);
    assert.ok(r.total >= 4, `total ${r.total}`);
    for (const card of r.list.slice(1)) {
      assert.ok(!card.title.includes('焦虑') && card.summary.includes('焦虑'), card.title);
    }
  });

  await t.test("an author's name finds exactly their courses", async () => {
    const r = await search('林静怡');
    assert.deepEqual(r.list.map((c) => c.title).sort(), [ANXIETY, FAMILY].sort());
    assert.ok(r.list.every((c) => c.author === '林静怡'));
  });

  await t.test('a 1-character query works; every token must be present', async () => {
    const r = await search('睡');
    assert.equal(r.list[0]!.title, SLEEP);
    assert.ok(r.list.every((c) => `${c.title}${c.author}${c.summary}`.includes('睡')));
    const both = await search('焦虑 睡眠');
    assert.deepEqual(both.list.map((c) => c.title), [SLEEP]);
    assert.equal((await search('焦虑症')).total, 0, '虑症 appears nowhere');
  });

  await t.test('nothing found is an empty page, not an error; blank → 4709; too long → 4001', async () => {
    assert.deepEqual(await search('XYZ'), { list: [], total: 0, pageNum: 1, pageSize: 15, hasMore: false });
    assert.equal((await search('！？')).total, 0);
    for (const q of ['', '   ']) {
      assert.deepEqual((await api.get('/api/course/search', { query: { q } })).body, { state: 4709, msg: '请输入搜索内容', data: null });
    }
    assert.equal((await api.get('/api/course/search')).body.state, 4709);
    assert.equal((await api.get('/api/course/search', { query: { q: '长'.repeat(31) } })).body.state, 4001);
  });

  await t.test('paged: pages do not overlap and add up to the total', async () => {
    const first = await search('的', { pageSize: 4 });
    assert.ok(first.total > 8, `total ${first.total}`);
    const titles: string[] = [];
    for (let pageNum = 1; pageNum <= Math.ceil(first.total / 4); pageNum += 1) {
      titles.push(...(await search('的', { pageSize: 4, pageNum })).list.map((c) => c.title));
    }
    assert.equal(titles.length, first.total);
    assert.equal(new Set(titles).size, first.total);
    // Past the end: no rows, the same total.
    const beyond = await search('的', { pageSize: 4, pageNum: Math.ceil(first.total / 4) + 2 });
    assert.deepEqual([beyond.list.length, beyond.total, beyond.hasMore], [0, first.total, false]);
  });

  await t.test('hot terms: searches that found something, most searched first, last 30 days', async () => {
    // Earlier: 焦虑, 林静怡, 睡, 焦虑 睡眠 once each, 的 twice on page 1; later pages do not count.
    for (let i = 0; i < 4; i += 1) await search('正念');
    for (let i = 0; i < 2; i += 1) await search('焦虑');
    await search('焦虑', { pageNum: 2, pageSize: 1 });
    const hot = (await api.get('/api/course/search/hot')).body.data as string[];
    assert.deepEqual(hot.slice(0, 2), ['正念', '焦虑']);
    assert.ok(!hot.includes('XYZ') && !hot.includes('焦虑症'));
    assert.ok(hot.length <= 10);
    env.clock.advance(31 * DAY_MS);
    assert.deepEqual((await api.get('/api/course/search/hot')).body.data, DEFAULT_HOT_TERMS);
  });
});
