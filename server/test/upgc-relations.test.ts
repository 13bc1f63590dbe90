import assert from 'node:assert/strict';
import { DB_VARIANTS } from './helpers/backends.js';
import { userIdOf } from './helpers/commerce.js';
import { suite } from './helpers/harness.js';

// GET /upgc/relations: the caller's relation to the people of a follow list (docs/COMMUNITY.md).
suite('community (upgc): my relation to people for the follow buttons', DB_VARIANTS, async (t, env) => {
  const api = await env.build();
  const member = async () => {
    const { token } = await api.login();
    return { token, id: await userIdOf(api, token) };
  };

  await t.test('followed and followsMe per id, in the order asked, once each; login and a valid list needed', async () => {
    const [me, a, b, c] = [await member(), await member(), await member(), await member()];
    // I follow a and b; b and c follow me: a is 已关注, b 互相关注, c 回关.
    for (const [who, whom] of [[me, a], [me, b], [b, me], [c, me]] as const) {
      assert.equal((await api.post('/api/upgc/follow', { userId: whom.id }, { token: who.token })).body.state, 1);
    }
    const r = await api.get('/api/upgc/relations', { query: { userIds: `${c.id},${a.id},${b.id},${a.id},${me.id}` }, token: me.token });
    assert.equal(r.body.state, 1, r.raw);
    assert.deepEqual(r.body.data, [
      { userId: c.id, followed: false, followsMe: true },
      { userId: a.id, followed: true, followsMe: false },
      { userId: b.id, followed: true, followsMe: true },
      { userId: me.id, followed: false, followsMe: false },
    ]);
    // An unfollow shows at once; someone else's view is theirs.
    await api.post('/api/upgc/unfollow', { userId: b.id }, { token: me.token });
    assert.deepEqual((await api.get('/api/upgc/relations', { query: { userIds: String(b.id) }, token: me.token })).body.data, [{ userId: b.id, followed: false, followsMe: true }]);
    assert.deepEqual((await api.get('/api/upgc/relations', { query: { userIds: String(me.id) }, token: b.token })).body.data, [{ userId: me.id, followed: true, followsMe: false }]);

    assert.equal((await api.get('/api/upgc/relations', { query: { userIds: String(a.id) } })).body.state, -1);
    for (const bad of ['', 'x', '1,,2', '0', '-3', Array.from({ length: 51 }, (_, i) => i + 1).join(',')]) {
      const refused = await api.get('/api/upgc/relations', { query: { userIds: bad }, token: me.token });
      assert.equal(refused.body.state, 4001, `${bad}: ${refused.raw}`);
      assert.match(refused.body.msg, /用户编号/);
    }
    const fifty = Array.from({ length: 50 }, (_, i) => i + 1).join(',');
    assert.equal((await api.get('/api/upgc/relations', { query: { userIds: fifty }, token: me.token })).body.data.length, 50);
  });
});
