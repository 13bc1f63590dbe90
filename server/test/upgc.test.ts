import assert from 'node:assert/strict';
import { DB_VARIANTS } from './helpers/backends.js';
import { DAY_MS, userIdOf } from './helpers/commerce.js';
import { suite, type Reply, type TestApp } from './helpers/harness.js';

const ADMIN_TOKEN = 'upgc-admin-token';
const admin = { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } };
const IMAGE = '/api/files/202611/AbCdEfGhIjKlMnOpQrStUvWx.jpg';

interface Member {
  token: string;
  id: number;
}

suite('community (upgc): circles, posts, feeds, comments, likes, follows, blocks, reports, moderation', DB_VARIANTS, async (t, env) => {
  const api: TestApp = await env.build({ config: (c) => void (c.adminToken = ADMIN_TOKEN) });
  const { db } = env.backend.database;

  /** A logged-in user whose account is older than a day (so the new-account hold does not apply). */
  const member = async (young = false): Promise<Member> => {
    const { token } = await api.login();
    const id = await userIdOf(api, token);
    if (!young) await db.updateTable('users').set({ created_at: env.clock.now() - 2 * DAY_MS }).where('id', '=', id).execute();
    return { token, id };
  };
  const newCircle = async (name: string): Promise<number> => {
    const r = await api.post('/api/admin/upgc/circles', { name, intro: `${name}的简介` }, admin);
    assert.equal(r.body.state, 1, r.raw);
    return r.body.data.id;
  };
  const join = async (who: Member, circleId: number) => {
    const r = await api.post('/api/upgc/circle/join', { circleId }, { token: who.token });
    assert.equal(r.body.state, 1, r.raw);
  };
  const post = async (who: Member, circleId: number, text: string, images?: string[]) => {
    const r = await api.post('/api/upgc/post/create', { circleId, text, ...(images ? { images } : {}) }, { token: who.token });
    assert.equal(r.body.state, 1, r.raw);
    return r.body.data;
  };
  /** The uploads row POST /upload/image leaves for a file of `who`. */
  const uploaded = async (who: Member, url: string) =>
    db.insertInto('uploads').values({ user_id: who.id, path: url.slice('/api/files/'.length), mime: 'image/jpeg', size: 1000, created_at: env.clock.now() }).execute();
  const postCount = async () => Number((await db.selectFrom('community_posts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  /** Walks a feed to its end, with `between` run after each page. */
  const walk = async (url: string, query: Record<string, string | number>, token?: string, between?: () => Promise<void>) => {
    const ids: number[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 100; i += 1) {
      const r: Reply = await api.get(url, { query: { ...query, ...(cursor ? { cursor } : {}) }, token });
      assert.equal(r.body.state, 1, r.raw);
      ids.push(...r.body.data.list.map((p: { id: number }) => p.id));
      cursor = r.body.data.nextCursor;
      assert.equal(r.body.data.hasMore, cursor !== null);
      if (!cursor) return ids;
      await between?.();
    }
    throw new Error('feed did not end');
  };

  await t.test('circles: seeded demo circles with posts, operator creates, join/leave idempotent, my circles', async () => {
    const list = await api.get('/api/upgc/circle/list');
    assert.equal(list.body.state, 1, list.raw);
    assert.ok(list.body.data.length >= 4 && list.body.data.length <= 6);
    assert.ok(list.body.data.reduce((n: number, c: { posts: number }) => n + c.posts, 0) >= 3, 'demo posts seeded');
    assert.ok((await api.get('/api/upgc/feed/recommend')).body.data.list.length >= 3);

    assert.equal((await api.post('/api/admin/upgc/circles', { name: '无权' })).body.state, 4031);
    const id = await newCircle('心理学入门');
    assert.deepEqual((await api.post('/api/admin/upgc/circles', { name: '心理学入门' }, admin)).body, { state: 4663, msg: '圈子名称已被使用', data: null });

    const a = await member();
    for (let i = 0; i < 3; i += 1) await join(a, id);
    const detail = await api.get('/api/upgc/circle/detail', { query: { circleId: id }, token: a.token });
    assert.deepEqual([detail.body.data.members, detail.body.data.posts, detail.body.data.joined], [1, 0, true]);
    assert.equal((await api.get('/api/upgc/circle/detail', { query: { circleId: id } })).body.data.joined, false, 'public detail');
    assert.deepEqual((await api.get('/api/upgc/circle/mine', { token: a.token })).body.data.map((c: { id: number }) => c.id), [id]);
    await api.post('/api/upgc/circle/leave', { circleId: id }, { token: a.token });
    const left = await api.post('/api/upgc/circle/leave', { circleId: id }, { token: a.token });
    assert.deepEqual([left.body.data.members, left.body.data.joined], [0, false]);
    assert.deepEqual((await api.get('/api/upgc/circle/mine', { token: a.token })).body.data, []);
    assert.deepEqual((await api.post('/api/upgc/circle/join', { circleId: 999999 }, { token: a.token })).body, { state: 4651, msg: '圈子不存在或已关闭', data: null });
    assert.equal((await api.post('/api/upgc/circle/join', { circleId: id })).body.state, -1);
  });

  await t.test('posts: text and images, detail with counts, plain text, soft delete', async () => {
    const circleId = await newCircle('写作');
    const a = await member();
    const b = await member();
    await join(a, circleId);
    await uploaded(a, IMAGE);
    const html = '  <b>你好</b><script>alert(1)</script>  ';
    const created = await post(a, circleId, html, [IMAGE]);
    assert.deepEqual([created.text, created.images, created.status, created.author.id, created.circle.id], ['<b>你好</b><script>alert(1)</script>', [IMAGE], 'visible', a.id, circleId]);
    const seen = await api.get('/api/upgc/post/detail', { query: { postId: created.id }, token: b.token });
    assert.deepEqual([seen.body.data.likeCount, seen.body.data.commentCount, seen.body.data.liked, seen.body.data.mine], [0, 0, false, false]);
    // Exactly 2000 characters after trimming is accepted.
    await post(a, circleId, ` ${'字'.repeat(2000)} `);
    assert.equal((await api.get('/api/upgc/circle/detail', { query: { circleId } })).body.data.posts, 2);

    assert.deepEqual((await api.post('/api/upgc/post/delete', { postId: created.id }, { token: b.token })).body, { state: 4653, msg: '帖子不存在或已删除', data: null });
    assert.equal((await api.post('/api/upgc/post/delete', { postId: created.id }, { token: a.token })).body.state, 1);
    assert.equal((await api.get('/api/upgc/post/detail', { query: { postId: created.id }, token: a.token })).body.state, 4653);
    assert.equal((await api.get('/api/upgc/circle/detail', { query: { circleId } })).body.data.posts, 1);
    assert.ok(!(await walk('/api/upgc/feed/circle', { circleId })).includes(created.id));
    assert.ok(await db.selectFrom('community_posts').select('id').where('id', '=', created.id).executeTakeFirst(), 'soft delete keeps the row');
  });

  await t.test('bad posts are answered in Chinese and change nothing', async () => {
    const circleId = await newCircle('校验');
    const a = await member();
    await join(a, circleId);
    const before = await postCount();
    const refuse = async (body: Record<string, unknown>, state: number, msg: string, token = a.token) =>
      assert.deepEqual((await api.post('/api/upgc/post/create', body, { token })).body, { state, msg, data: null });
    await refuse({ circleId, text: '好'.repeat(2001) }, 4654, '内容须为1到2000个字');
    await refuse({ circleId, text: '好'.repeat(2300) }, 4001, '内容须为1到2000个字');
    await refuse({ circleId, text: '   ' }, 4654, '内容须为1到2000个字');
    await refuse({ circleId, text: '十张图', images: Array.from({ length: 10 }, () => IMAGE) }, 4001, '最多上传9张图片');
    await refuse({ circleId, text: '外链', images: ['https://evil.example.com/a.jpg'] }, 4001, '第1条：图片须为上传后返回的地址');
    await refuse({ circleId, text: '外链', images: [IMAGE, '/api/files/../../etc/passwd'] }, 4001, '第2条：图片须为上传后返回的地址');
    await refuse({ circleId: 999999, text: '没有这个圈子' }, 4651, '圈子不存在或已关闭');
    // The right form, but not a file this author uploaded (someone else's, or none).
    const other = await member();
    const theirs = '/api/files/202611/TheirsTheirsTheirsTheirs.png';
    await uploaded(other, theirs);
    await refuse({ circleId, text: '别人的图', images: [theirs] }, 4664, '图片不存在，请重新上传');
    await refuse({ circleId, text: '没上传', images: ['/api/files/202611/NeverUploadedNeverUpload.webp'] }, 4664, '图片不存在，请重新上传');
    const outsider = await member();
    await refuse({ circleId, text: '没加入' }, 4652, '请先加入该圈子再发帖', outsider.token);
    assert.equal(await postCount(), before);
    assert.equal((await api.post('/api/upgc/post/create', { circleId, text: '未登录' })).body.state, -1);
  });

  await t.test('feeds: cursor pages newest first, no duplicates or gaps while posts arrive (ties on time included)', async () => {
    const circleId = await newCircle('分页');
    const a = await member();
    // Posts arriving while the feed is read come from others (one author may post 10 an hour).
    const arrivals = await member();
    await join(a, circleId);
    await join(arrivals, circleId);
    const initial: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      initial.push((await post(a, circleId, `第${i}条`)).id);
      if (i % 2 === 0) env.clock.advance(1000); // some posts share a created_at
    }
    let n = 0;
    const ids = await walk('/api/upgc/feed/circle', { circleId, pageSize: 3 }, undefined, async () => {
      env.clock.advance(1000);
      await post(arrivals, circleId, `新帖${(n += 1)}`);
      await post(arrivals, circleId, `新帖${(n += 1)}`);
    });
    assert.deepEqual(ids, [...initial].reverse(), 'every earlier post once, newest first');
    // The recommended feed: the same under arrivals, over everything visible.
    const late = await member();
    await join(late, circleId);
    const all = await walk('/api/upgc/feed/recommend', { pageSize: 50 });
    const walked = await walk('/api/upgc/feed/recommend', { pageSize: 4 }, undefined, async () => {
      // Seven minutes apart: at most nine of these fall in one clock hour (the posting limit).
      env.clock.advance(7 * 60_000);
      await post(late, circleId, '推荐流新帖');
    });
    assert.deepEqual(walked, all);
    assert.equal(new Set(walked).size, walked.length);
    assert.equal((await api.get('/api/upgc/feed/recommend', { query: { cursor: '###' } })).body.state, 4001);

    // Someone's home and the following feed.
    const b = await member();
    await join(b, circleId);
    const bPost = await post(b, circleId, 'b 的帖子');
    const c = await member();
    assert.deepEqual((await api.get('/api/upgc/feed/following', { token: c.token })).body.data.list, []);
    await api.post('/api/upgc/follow', { userId: b.id }, { token: c.token });
    assert.deepEqual((await walk('/api/upgc/feed/following', {}, c.token)), [bPost.id]);
    assert.deepEqual(await walk('/api/upgc/feed/user', { userId: b.id }), [bPost.id]);
    assert.equal((await api.get('/api/upgc/feed/user', { query: { userId: 999999 } })).body.state, 4659);
    assert.equal((await api.get('/api/upgc/feed/circle', { query: { circleId: 999999 } })).body.state, 4651);
  });

  await t.test('following feed: every visible post of the followed once, newest first, past runs of hidden posts and arrivals', async () => {
    const circleId = await newCircle('关注流');
    const [a, b, c, reader] = [await member(), await member(), await member(), await member()];
    for (const who of [a, b, c]) await join(who, circleId);
    for (const who of [a, b]) await api.post('/api/upgc/follow', { userId: who.id }, { token: reader.token });
    const expected: number[] = [];
    // Posts of the followed with a run of six hidden ones (deleted) between them, longer than
    // a candidate batch at page size 1, and posts of someone not followed in between.
    for (let i = 0; i < 5; i += 1) {
      expected.push((await post(i % 2 ? a : b, circleId, `关注的人${i}`)).id);
      await post(c, circleId, `没关注的人${i}`);
      if (i % 2 === 0) env.clock.advance(1000);
    }
    for (let i = 0; i < 6; i += 1) {
      const author = i % 2 ? a : b; // within the hourly posting limit of each
      const hidden = await post(author, circleId, `删掉的${i}`);
      assert.equal((await api.post('/api/upgc/post/delete', { postId: hidden.id }, { token: author.token })).body.state, 1);
    }
    for (let i = 0; i < 3; i += 1) {
      expected.push((await post(b, circleId, `后来的${i}`)).id);
      env.clock.advance(1000);
    }
    const newestFirst = [...expected].reverse();
    for (const pageSize of [1, 2, 15]) assert.deepEqual(await walk('/api/upgc/feed/following', { pageSize }, reader.token), newestFirst, `page size ${pageSize}`);
    let n = 0;
    const walked = await walk('/api/upgc/feed/following', { pageSize: 2 }, reader.token, async () => {
      env.clock.advance(1000);
      await post(a, circleId, `翻页时新发的${(n += 1)}`);
    });
    assert.deepEqual(walked, newestFirst, 'posts arriving while paging neither repeat nor shift the pages after');
  });

  await t.test('comments: two levels with replyTo, paged, delete own, counts consistent', async () => {
    const circleId = await newCircle('评论');
    const a = await member();
    const b = await member();
    const c = await member();
    await join(a, circleId);
    const p = await post(a, circleId, '欢迎留言');
    const top = (await api.post('/api/upgc/comment/create', { postId: p.id, text: ' 第一条评论 ' }, { token: b.token })).body.data;
    assert.deepEqual([top.text, top.parentId, top.replyTo, top.author.id], ['第一条评论', null, null, b.id]);
    const reply = (await api.post('/api/upgc/comment/create', { postId: p.id, parentId: top.id, text: '回复b' }, { token: c.token })).body.data;
    assert.deepEqual([reply.parentId, reply.replyTo.id], [top.id, b.id]);
    const replyToReply = (await api.post('/api/upgc/comment/create', { postId: p.id, parentId: reply.id, text: '回复c' }, { token: a.token })).body.data;
    assert.deepEqual([replyToReply.parentId, replyToReply.replyTo.id], [top.id, c.id], 'stays under the first-level comment');
    for (let i = 0; i < 3; i += 1) await api.post('/api/upgc/comment/create', { postId: p.id, text: `评论${i}` }, { token: c.token });

    const page1 = await api.get('/api/upgc/comment/list', { query: { postId: p.id, pageSize: 4 } });
    assert.deepEqual([page1.body.data.total, page1.body.data.list.length, page1.body.data.hasMore], [6, 4, true]);
    const page2 = await api.get('/api/upgc/comment/list', { query: { postId: p.id, pageSize: 4, pageNum: 2 } });
    assert.equal(page2.body.data.list.length, 2);
    assert.equal((await api.get('/api/upgc/post/detail', { query: { postId: p.id } })).body.data.commentCount, 6);

    assert.deepEqual((await api.post('/api/upgc/comment/delete', { commentId: top.id }, { token: c.token })).body, { state: 4655, msg: '评论不存在或已删除', data: null });
    assert.equal((await api.post('/api/upgc/comment/delete', { commentId: reply.id }, { token: c.token })).body.state, 1);
    assert.equal((await api.get('/api/upgc/post/detail', { query: { postId: p.id } })).body.data.commentCount, 5);
    assert.equal((await api.get('/api/upgc/comment/list', { query: { postId: p.id } })).body.data.total, 5);

    const before = Number((await db.selectFrom('community_comments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    assert.deepEqual((await api.post('/api/upgc/comment/create', { postId: p.id, text: '长'.repeat(501) }, { token: b.token })).body, { state: 4656, msg: '评论须为1到500个字', data: null });
    assert.equal((await api.post('/api/upgc/comment/create', { postId: 999999, text: '没有帖子' }, { token: b.token })).body.state, 4653);
    assert.equal((await api.post('/api/upgc/comment/create', { postId: p.id, parentId: 999999, text: '没有评论' }, { token: b.token })).body.state, 4655);
    assert.equal(Number((await db.selectFrom('community_comments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n), before);
  });

  await t.test('likes: idempotent; 20 concurrent likes/unlikes by one user leave one consistent row and count', async () => {
    const circleId = await newCircle('点赞');
    const a = await member();
    const b = await member();
    await join(a, circleId);
    const p = await post(a, circleId, '点个赞吧');
    const comment = (await api.post('/api/upgc/comment/create', { postId: p.id, text: '评论' }, { token: a.token })).body.data;
    for (const [targetType, targetId] of [['post', p.id], ['comment', comment.id]] as const) {
      const body = { targetType, targetId };
      assert.deepEqual((await api.post('/api/upgc/like', body, { token: b.token })).body.data, { liked: true, likeCount: 1 });
      assert.deepEqual((await api.post('/api/upgc/like', body, { token: b.token })).body.data, { liked: true, likeCount: 1 });
      assert.deepEqual((await api.post('/api/upgc/like', body, { token: a.token })).body.data, { liked: true, likeCount: 2 });
      assert.deepEqual((await api.post('/api/upgc/unlike', body, { token: b.token })).body.data, { liked: false, likeCount: 1 });
      assert.deepEqual((await api.post('/api/upgc/unlike', body, { token: b.token })).body.data, { liked: false, likeCount: 1 });

      const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => api.post(i % 2 ? '/api/upgc/unlike' : '/api/upgc/like', body, { token: b.token })));
      assert.ok(replies.every((r) => r.body.state === 1), replies.map((r) => r.raw).join('\n'));
      const rows = await db.selectFrom('community_likes').selectAll().where('target_type', '=', targetType).where('target_id', '=', targetId).execute();
      assert.ok(rows.filter((r) => r.user_id === b.id).length <= 1, 'at most one row per user');
      const reported = targetType === 'post'
        ? (await api.get('/api/upgc/post/detail', { query: { postId: p.id }, token: b.token })).body.data
        : (await api.get('/api/upgc/comment/list', { query: { postId: p.id }, token: b.token })).body.data.list[0];
      assert.equal(reported.likeCount, rows.length, 'count equals rows');
      assert.equal(reported.liked, rows.some((r) => r.user_id === b.id));
      // Twenty concurrent likes: one row.
      await Promise.all(Array.from({ length: 20 }, () => api.post('/api/upgc/like', body, { token: b.token })));
      assert.deepEqual((await api.post('/api/upgc/like', body, { token: b.token })).body.data, { liked: true, likeCount: 2 });
    }
    assert.equal((await api.post('/api/upgc/like', { targetType: 'post', targetId: 999999 }, { token: b.token })).body.state, 4653);
    assert.equal((await api.post('/api/upgc/like', { targetType: 'user', targetId: 1 }, { token: b.token })).body.msg, '点赞对象须为帖子或评论');
  });

  await t.test('follows: idempotent, never oneself, lists and counts', async () => {
    const a = await member();
    const b = await member();
    const c = await member();
    assert.deepEqual((await api.post('/api/upgc/follow', { userId: a.id }, { token: a.token })).body, { state: 4657, msg: '不能关注自己', data: null });
    assert.equal((await api.post('/api/upgc/follow', { userId: 999999 }, { token: a.token })).body.state, 4659);
    const twice = await Promise.all([b, b, c].map((who) => api.post('/api/upgc/follow', { userId: a.id }, { token: who.token })));
    assert.ok(twice.every((r) => r.body.state === 1));
    assert.deepEqual((await api.post('/api/upgc/follow', { userId: a.id }, { token: b.token })).body.data, { followed: true, fans: 2 });
    await api.post('/api/upgc/follow', { userId: c.id }, { token: b.token });
    const fans = await api.get('/api/upgc/fans', { query: { userId: a.id } });
    assert.deepEqual([fans.body.data.total, fans.body.data.list.map((u: { id: number }) => u.id).sort()], [2, [b.id, c.id].sort()]);
    const follows = await api.get('/api/upgc/follows', { query: { userId: b.id, pageSize: 1 } });
    assert.deepEqual([follows.body.data.total, follows.body.data.list.length, follows.body.data.hasMore], [2, 1, true]);
    const home = await api.get('/api/upgc/user/home', { query: { userId: a.id }, token: b.token });
    assert.deepEqual([home.body.data.fans, home.body.data.following, home.body.data.followed], [2, 0, true]);
    assert.deepEqual((await api.post('/api/upgc/unfollow', { userId: a.id }, { token: b.token })).body.data, { followed: false, fans: 1 });
    assert.deepEqual((await api.post('/api/upgc/unfollow', { userId: a.id }, { token: b.token })).body.data, { followed: false, fans: 1 });
  });

  await t.test('blocks: the blocked user’s posts and comments disappear for the blocker (and the other way), until unblocked', async () => {
    const circleId = await newCircle('拉黑');
    const a = await member();
    const b = await member();
    await join(a, circleId);
    await join(b, circleId);
    const aPost = await post(a, circleId, 'a 的帖子');
    const bPost = await post(b, circleId, 'b 的帖子');
    await api.post('/api/upgc/comment/create', { postId: aPost.id, text: 'b 的评论' }, { token: b.token });
    assert.deepEqual((await api.post('/api/upgc/block', { userId: a.id }, { token: a.token })).body, { state: 4658, msg: '不能拉黑自己', data: null });
    assert.deepEqual((await api.post('/api/upgc/block', { userId: b.id }, { token: a.token })).body.data, { blocked: true });
    assert.deepEqual((await api.post('/api/upgc/block', { userId: b.id }, { token: a.token })).body.data, { blocked: true });

    assert.deepEqual(await walk('/api/upgc/feed/circle', { circleId }, a.token), [aPost.id]);
    assert.ok(!(await walk('/api/upgc/feed/recommend', { pageSize: 50 }, a.token)).includes(bPost.id));
    assert.equal((await api.get('/api/upgc/post/detail', { query: { postId: bPost.id }, token: a.token })).body.state, 4653);
    assert.equal((await api.get('/api/upgc/comment/list', { query: { postId: aPost.id }, token: a.token })).body.data.total, 0);
    assert.deepEqual(await walk('/api/upgc/feed/circle', { circleId }, b.token), [bPost.id], 'the blocked user no longer sees the blocker either');
    assert.deepEqual(await walk('/api/upgc/feed/circle', { circleId }), [bPost.id, aPost.id], 'others see both');
    // Liking, commenting and reporting stop at the block too, in both directions, and change nothing.
    const likes = await db.selectFrom('community_likes').selectAll().execute();
    assert.equal((await api.post('/api/upgc/like', { targetType: 'post', targetId: bPost.id }, { token: a.token })).body.state, 4653);
    assert.equal((await api.post('/api/upgc/comment/create', { postId: aPost.id, text: '还能评论吗' }, { token: b.token })).body.state, 4653);
    assert.equal((await api.post('/api/upgc/report', { targetType: 'post', targetId: bPost.id, reason: '看不到' }, { token: a.token })).body.state, 4653);
    assert.deepEqual(await db.selectFrom('community_likes').selectAll().execute(), likes);

    await api.post('/api/upgc/unblock', { userId: b.id }, { token: a.token });
    assert.deepEqual(await walk('/api/upgc/feed/circle', { circleId }, a.token), [bPost.id, aPost.id]);
    assert.equal((await api.get('/api/upgc/comment/list', { query: { postId: aPost.id }, token: a.token })).body.data.total, 1);
  });

  await t.test('reports: post, comment or user with a reason; one open report per reporter and target', async () => {
    const circleId = await newCircle('举报');
    const a = await member();
    const b = await member();
    await join(a, circleId);
    const p = await post(a, circleId, '被举报的帖子');
    const comment = (await api.post('/api/upgc/comment/create', { postId: p.id, text: '被举报的评论' }, { token: a.token })).body.data;
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => api.post('/api/upgc/report', { targetType: 'post', targetId: p.id, reason: '广告' }, { token: b.token })));
    assert.equal(concurrent.filter((r) => r.body.state === 1).length, 1, concurrent.map((r) => r.raw).join('\n'));
    assert.ok(concurrent.filter((r) => r.body.state !== 1).every((r) => r.body.state === 4660 && r.body.msg === '你已举报过，我们会尽快处理'));
    assert.equal((await api.post('/api/upgc/report', { targetType: 'comment', targetId: comment.id, reason: '辱骂' }, { token: b.token })).body.state, 1);
    assert.equal((await api.post('/api/upgc/report', { targetType: 'user', targetId: a.id, reason: '骚扰' }, { token: b.token })).body.state, 1);
    assert.equal((await api.post('/api/upgc/report', { targetType: 'user', targetId: 999999, reason: '骚扰' }, { token: b.token })).body.state, 4659);
    assert.equal((await api.post('/api/upgc/report', { targetType: 'post', targetId: p.id, reason: '' }, { token: b.token })).body.msg, '请填写1到200个字的举报理由');
    const reports = await api.get('/api/admin/upgc/reports', admin);
    const mine = reports.body.data.filter((r: { reporterId: number }) => r.reporterId === b.id);
    assert.deepEqual(mine.map((r: { targetType: string; reason: string }) => [r.targetType, r.reason]), [['post', '广告'], ['comment', '辱骂'], ['user', '骚扰']]);
  });

  await t.test('moderation: keywords hold posts and comments, new accounts’ first 3 posts are held, release and reject', async () => {
    const circleId = await newCircle('审核');
    const added = await api.post('/api/admin/upgc/keywords', { word: ' 违禁词 ' }, admin);
    assert.equal(added.body.data.word, '违禁词');
    assert.equal((await api.post('/api/admin/upgc/keywords', { word: '   ' }, admin)).body.state, 4662);
    const extra = (await api.post('/api/admin/upgc/keywords', { word: 'spam' }, admin)).body.data;
    assert.deepEqual((await api.call('DELETE', `/api/admin/upgc/keywords/${extra.id}`, admin)).body.data.map((k: { word: string }) => k.word), ['违禁词']);

    const a = await member();
    const b = await member();
    await join(a, circleId);
    const held = await post(a, circleId, '这里有违禁词');
    assert.equal(held.status, 'held');
    assert.equal((await api.get('/api/upgc/post/detail', { query: { postId: held.id }, token: a.token })).body.data.status, 'held', 'the author sees it with its state');
    assert.deepEqual(await walk('/api/upgc/feed/user', { userId: a.id }, a.token), [held.id]);
    assert.equal((await api.get('/api/upgc/post/detail', { query: { postId: held.id }, token: b.token })).body.state, 4653);
    assert.deepEqual(await walk('/api/upgc/feed/circle', { circleId }, b.token), []);
    assert.equal((await api.get('/api/upgc/circle/detail', { query: { circleId } })).body.data.posts, 0);

    const queue = await api.get('/api/admin/upgc/held', admin);
    assert.ok(queue.body.data.some((i: { type: string; id: number; holdReason: string }) => i.type === 'post' && i.id === held.id && i.holdReason === 'keyword'));
    assert.deepEqual((await api.post('/api/admin/upgc/review', { type: 'post', id: held.id, verdict: 'release' }, admin)).body.data, { type: 'post', id: held.id, status: 'visible' });
    assert.deepEqual((await api.post('/api/admin/upgc/review', { type: 'post', id: held.id, verdict: 'reject' }, admin)).body, { state: 4661, msg: '该内容不在待审核状态', data: null });
    assert.deepEqual(await walk('/api/upgc/feed/circle', { circleId }, b.token), [held.id]);

    const rejected = await post(a, circleId, '又一个违禁词');
    await api.post('/api/admin/upgc/review', { type: 'post', id: rejected.id, verdict: 'reject' }, admin);
    assert.equal((await api.get('/api/upgc/post/detail', { query: { postId: rejected.id }, token: a.token })).body.data.status, 'rejected');
    assert.equal((await api.get('/api/upgc/post/detail', { query: { postId: rejected.id }, token: b.token })).body.state, 4653);

    // A comment with a keyword: held, out of others' lists and the count.
    const heldComment = (await api.post('/api/upgc/comment/create', { postId: held.id, text: '评论里的违禁词' }, { token: b.token })).body.data;
    assert.equal(heldComment.status, 'held');
    assert.equal((await api.get('/api/upgc/comment/list', { query: { postId: held.id }, token: a.token })).body.data.total, 0);
    assert.equal((await api.get('/api/upgc/comment/list', { query: { postId: held.id }, token: b.token })).body.data.list[0].status, 'held');
    assert.equal((await api.get('/api/upgc/post/detail', { query: { postId: held.id } })).body.data.commentCount, 0);
    await api.post('/api/admin/upgc/review', { type: 'comment', id: heldComment.id, verdict: 'release' }, admin);
    assert.equal((await api.get('/api/upgc/post/detail', { query: { postId: held.id } })).body.data.commentCount, 1);

    // A young account: its first three posts wait for review, the fourth goes out; a day later all go out.
    const young = await member(true);
    await join(young, circleId);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await post(young, circleId, `新人第${i + 1}帖`)).status);
    assert.deepEqual(statuses, ['held', 'held', 'held', 'visible']);
    assert.ok((await api.get('/api/admin/upgc/held', admin)).body.data.filter((i: { authorId: number; holdReason: string }) => i.authorId === young.id && i.holdReason === 'new_account').length === 3);
    const young2 = await member(true);
    await join(young2, circleId);
    assert.equal((await post(young2, circleId, '不到一天')).status, 'held');
    // Exactly 24 h old: no longer new.
    await db.updateTable('users').set({ created_at: env.clock.now() - DAY_MS }).where('id', '=', young2.id).execute();
    assert.equal((await post(young2, circleId, '一天以后')).status, 'visible');
  });
});
