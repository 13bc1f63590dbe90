import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { suite } from './helpers/harness.js';

suite('static client and fallback', ['sqlite'], async (t, env) => {
  const dir = path.join(env.tmp, 'h5');
  fs.mkdirSync(path.join(dir, 'js'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><head><title>心栈</title></head><div id="app"></div>');
  // What config/route-preload.ts writes after the H5 build: each page's paths and chunks.
  fs.writeFileSync(
    path.join(dir, 'route-preload.json'),
    JSON.stringify({
      pages: [
        { page: '/packages/course/courseDetail/index', pattern: '^(?:\\/course\\/courseDetail|\\/course\\/courseDetail\\/[^\\/]+(?:\\/[^\\/]+)?)\\/?$', files: ['/css/42.c.css', '/js/42.a.js'] },
        { page: '/pages/index/index', pattern: '^(?:\\/)\\/?$', files: ['/js/1.home.js'] },
      ],
    }),
  );
  fs.writeFileSync(path.join(dir, 'js', 'app.1234.js'), 'console.log("app")');
  // What scripts/compress-h5.mjs writes beside each asset after the H5 build.
  fs.writeFileSync(path.join(dir, 'js', 'app.1234.js.br'), zlib.brotliCompressSync('console.log("app")'));
  fs.writeFileSync(path.join(dir, 'js', 'app.1234.js.gz'), zlib.gzipSync('console.log("app")'));
  const api = await env.build({ config: (c) => void (c.staticDir = dir) });
  const bare = await env.build();

  await t.test('browser-history routes get index.html', async () => {
    for (const url of ['/', '/course/courseDetail/42', '/423/7', '/event/abc?inviteCode=X2Y3Z4', '/reading/index']) {
      const r = await api.app.inject({ method: 'GET', url });
      assert.equal(r.statusCode, 200, url);
      assert.match(String(r.headers['content-type']), /text\/html/);
      assert.match(r.body, /<title>心栈<\/title>/);
      assert.equal(r.headers['cache-control'], 'no-cache');
    }
  });

  await t.test("a page's chunks are preloaded by its index.html, compressed as the client accepts", async () => {
    const detail = await api.app.inject({ method: 'GET', url: '/course/courseDetail/42/X2Y3Z4?from=poster' });
    assert.match(
      detail.body,
      /<link rel="preload" href="\/css\/42\.c\.css" as="style" fetchpriority="low"><link rel="preload" href="\/js\/42\.a\.js" as="script" fetchpriority="low"><\/head>/,
    );
    const home = await api.app.inject({ method: 'GET', url: '/' });
    assert.match(home.body, /<link rel="preload" href="\/js\/1\.home\.js" as="script" fetchpriority="low"><\/head>/);
    assert.doesNotMatch(home.body, /42\.a\.js/);
    const other = await api.app.inject({ method: 'GET', url: '/reading/index' });
    assert.doesNotMatch(other.body, /rel="preload"/, 'a page without known chunks gets the plain index.html');
    const br = await api.app.inject({ method: 'GET', url: '/course/courseDetail/42', headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers.vary, 'Accept-Encoding');
    assert.match(zlib.brotliDecompressSync(br.rawPayload).toString(), /42\.a\.js/);
    const gz = await api.app.inject({ method: 'GET', url: '/course/courseDetail/42', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.match(zlib.gunzipSync(gz.rawPayload).toString(), /42\.a\.js/);
  });

  await t.test('built assets are served with a long cache', async () => {
    const r = await api.app.inject({ method: 'GET', url: '/js/app.1234.js' });
    assert.equal(r.statusCode, 200);
    assert.equal(r.body, 'console.log("app")');
    assert.equal(r.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  await t.test('precompressed assets are sent to clients that accept them', async () => {
    const br = await api.app.inject({ method: 'GET', url: '/js/app.1234.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(zlib.brotliDecompressSync(br.rawPayload).toString(), 'console.log("app")');
    const gz = await api.app.inject({ method: 'GET', url: '/js/app.1234.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(gz.rawPayload).toString(), 'console.log("app")');
  });

  await t.test('unknown /api paths stay 404 envelopes', async () => {
    for (const url of ['/api/nope', '/api', '/api/user/nope?x=1']) {
      const r = await api.get(url);
      assert.equal(r.status, 404, url);
      assert.deepEqual(r.body, { state: 4040, msg: '接口不存在', data: null });
    }
    assert.equal((await api.post('/course/courseDetail/42', {})).body.state, 4040, 'a POST outside /api is no page');
  });

  await t.test('API routes still answer beside the client', async () => {
    assert.equal((await api.get('/api/sceneInfo', { query: { sceneId: 536 } })).body.state, 1);
  });

  await t.test('without a built client every unknown path is the 404 envelope', async () => {
    const r = await bare.get('/course/courseDetail/42');
    assert.equal(r.status, 404);
    assert.equal(r.body.state, 4040);
  });
});
