/**
 * The areas' periodic jobs (core/jobs.ts): main.ts schedules `app.jobs`; POST /api/dev/jobs/run
 * runs each once, now (development and tests only).
 */
import assert from 'node:assert/strict';
import { suite } from './helpers/harness.js';
import { commodityId } from './helpers/commerce.js';

suite('periodic jobs', ['sqlite'], async (t, env) => {
  const api = await env.build();

  await t.test('the app collects every area job; the dev route runs them all once and says what each did', async () => {
    const names = api.app.jobs.map((j) => j.name);
    assert.ok(names.includes('close overdue unpaid orders'), names.join(', '));
    assert.equal(new Set(names).size, names.length, 'job names are unique (they name the job in logs)');
    const { token } = await api.login();
    const placed = await api.post('/api/order/placeorder', { commodityId: await commodityId(env.backend.database.db, 'monthly-auto'), purchaseQuantity: 1 }, { token });
    assert.equal(placed.body.state, 1, placed.raw);
    const order = placed.body.data;
    env.clock.advance(16 * 60_000);
    const r = await api.post('/api/dev/jobs/run');
    assert.equal(r.body.state, 1, r.raw);
    assert.deepEqual(r.body.data.map((run: { name: string }) => run.name), names);
    assert.deepEqual(r.body.data.find((run: { name: string }) => run.name === 'close overdue unpaid orders'), { name: 'close overdue unpaid orders', done: 1, error: null });
    const status = await api.get('/api/order/status', { query: { orderNumber: order.orderNumber }, token });
    assert.equal(status.body.data.status, 'closed');
  });

  await t.test('not in production', async () => {
    const production = await env.build({
      config: (c) => {
        c.nodeEnv = 'production';
        c.isProduction = true;
      },
    });
    assert.equal((await production.post('/api/dev/jobs/run')).status, 404);
  });
});
