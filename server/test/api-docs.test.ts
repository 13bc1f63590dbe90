import assert from 'node:assert/strict';
import { suite } from './helpers/harness.js';

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;
const TOKEN = 'docs-operator-token';

suite('the generated API reference', ['sqlite'], async (t, env) => {
  const api = await env.build();

  await t.test('/api/docs/json is an OpenAPI 3 document of every route', async () => {
    const r = await api.app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(r.statusCode, 200);
    const doc = r.json();
    assert.match(doc.openapi, /^3\./);
    assert.equal(doc.info.title, '心栈 API');
    for (const path of ['/api/sceneInfo', '/api/course/index', '/api/order/placeorder', '/api/assessment/session/submit', '/api/admin/scenes']) {
      assert.ok(doc.paths[path], `${path} is in the reference`);
    }
    assert.ok(!Object.keys(doc.paths).some((p) => p.startsWith('/api/docs')), 'the reference does not list itself');
    assert.deepEqual(doc.paths['/api/course/index'].get.tags, ['course'], 'routes are grouped by area');
    assert.deepEqual(doc.paths['/api/admin/scenes'].get.tags, ['scene']);
  });

  await t.test('every route has a response schema', async () => {
    const doc = (await api.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const missing: string[] = [];
    let operations = 0;
    for (const [path, item] of Object.entries<Record<string, { responses?: Record<string, { content?: unknown }> }>>(doc.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        operations += 1;
        const described = Object.values(operation.responses ?? {}).some((response) => response.content !== undefined);
        if (!described) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    assert.ok(operations > 150, `${operations} operations documented`);
    assert.deepEqual(missing, [], 'routes without a response schema');
  });

  await t.test('the UI is served with its own assets, no CDN', async () => {
    const entry = await api.app.inject({ method: 'GET', url: '/api/docs' });
    const pageUrl = entry.statusCode === 302 ? new URL(String(entry.headers.location), 'http://localhost/api/docs/').pathname : '/api/docs';
    const page = await api.app.inject({ method: 'GET', url: pageUrl });
    assert.equal(page.statusCode, 200, pageUrl);
    assert.match(page.body, /swagger/i);
    assert.doesNotMatch(page.body, /https?:\/\/(?!localhost)/, 'no outside address in the page');
    const script = await api.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    assert.equal(script.statusCode, 200);
  });

  await t.test('in production the reference needs the operator token', async () => {
    const prod = await env.build({
      config: (c) => {
        c.isProduction = true;
        c.adminToken = TOKEN;
      },
    });
    assert.equal((await prod.get('/api/docs/json')).body.state, 4031);
    const r = await prod.app.inject({ method: 'GET', url: '/api/docs/json', headers: { authorization: `Bearer ${TOKEN}` } });
    assert.equal(r.statusCode, 200);
    assert.match(r.json().openapi, /^3\./);
  });
});
