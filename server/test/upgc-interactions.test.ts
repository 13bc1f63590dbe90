import assert from 'node:assert/strict';
import { DB_VARIANTS } from './helpers/backends.js';
import { DAY_MS, userIdOf } from './helpers/commerce.js';
import { nextMobile, suite, type TestApp } from './helpers/harness.js';
import { FakeWechat, MINI, MP } from './fakes/wechat.js';

const ADMIN_TOKEN = 'upgc-admin-token';
const admin = { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } };

interface Member {
  token: string;
  id: number;
}

interface NoticeView {
  id: string;
  kind: string;
  group: string;
  actor: { id: number };
  postId: number | null;
  commentId: number | null;
  text: string;
  target: string;
  read: boolean;
  createdAt: number;
}

/** The helpers both suites use, bound to one app and database. */
function community(api: TestApp, env: { clock: { now(): number; advance(ms: number): void }; backend: { database: { db: any } } }) {
  const db = env.backend.database.db as import('kysely').Kysely<import('../src/db/schema.js').DB>;
  let circles = 0;
  const h = {
    db,
    /** A logged-in user whose account is older than a day (no new-account hold). */
    member: async (mobile?: string, extra: Record<string, unknown> = {}, ecology = 'h5'): Promise<Member> => {
      const { token } = await api.login(mobile ?? nextMobile(), extra, ecology);
      const id = await userIdOf(api, token);
      await db.updateTable('users').set({ created_at: env.clock.now() - 2 * DAY_MS }).where('id', '=', id).execute();
      return { token, id };
    },
    circle: async (): Promise<number> => {
      const r = await api.post('/api/admin/upgc/circles', { name: `互动圈${(circles += 1)}` }, admin);
      assert.equal(r.body.state, 1, r.raw);
      return r.body.data.id;
    },
    join: async (who: Member, circleId: number) => assert.equal((await api.post('/api/upgc/circle/join', { circleId }, { token: who.token })).body.state, 1),
    post: async (who: Member, circleId: number, text: string, images?: string[]) => {
      const r = await api.post('/api/upgc/post/create', { circleId, text, ...(images ? { images } : {}) }, { token: who.token });
      assert.equal(r.body.state, 1, r.raw);
      return r.body.data as { id: number; status: string };
    },
    comment: async (who: Member, postId: number, text: string, parentId?: number) => {
      const r = await api.post('/api/upgc/comment/create', { postId, text, ...(parentId ? { parentId } : {}) }, { token: who.token });
      assert.equal(r.body.state, 1, r.raw);
      return r.body.data as { id: number; status: string };
    },
    like: async (who: Member, targetType: 'post' | 'comment', targetId: number, on = true) => {
      const r = await api.post(on ? '/api/upgc/like' : '/api/upgc/unlike', { targetType, targetId }, { token: who.token });
      assert.equal(r.body.state, 1, r.raw);
      return r.body.data;
    },
    follow: async (who: Member, userId: number, on = true) => {
      const r = await api.post(on ? '/api/upgc/follow' : '/api/upgc/unfollow', { userId }, { token: who.token });
      assert.equal(r.body.state, 1, r.raw);
      return r.body.data;
    },
    notices: async (who: Member, group?: string): Promise<NoticeView[]> => {
      const r = await api.get('/api/upgc/notice/list', { query: { pageSize: 50, ...(group ? { group } : {}) }, token: who.token });
      assert.equal(r.body.state, 1, r.raw);
      assert.equal(r.body.data.total, r.body.data.list.length);
      return r.body.data.list;
    },
    unread: async (who: Member) => {
      const r = await api.get('/api/upgc/notice/unread', { token: who.token });
      assert.equal(r.body.state, 1, r.raw);
      return r.body.data as { like: number; comment: number; follow: number; total: number };
    },
    /** Posts' ids in a feed's first 50. */
    feed: async (url: string, query: Record<string, string | number>, who?: Member): Promise<number[]> => {
      const r = await api.get(url, { query: { pageSize: 50, ...query }, token: who?.token });
      assert.equal(r.body.state, 1, r.raw);
      return r.body.data.list.map((p: { id: number }) => p.id);
    },
    /** The uploads row POST /upload/image leaves for a file of `who`. */
    uploaded: async (who: Member, url: string) =>
      db.insertInto('uploads').values({ user_id: who.id, path: url.slice('/api/files/'.length), mime: 'image/jpeg', size: 1000, created_at: env.clock.now() }).execute(),
    count: async (table: 'community_posts' | 'community_comments' | 'community_likes' | 'community_follows' | 'uploads' | 'community_reports') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
  };
  return h;
}

suite('community interactions and safety (upgc): notices, blocks, operators, rate limits, bad input', DB_VARIANTS, async (t, env) => {
  const api: TestApp = await env.build({ config: (c) => void (c.adminToken = ADMIN_TOKEN) });
  const h = community(api, env);
  const { db } = h;
  const tick = () => env.clock.advance(1000);

  await t.test('notices: likes on my post and comment, comments, replies, new followers; newest first, none for my own actions; read by group', async () => {
    const circleId = await h.circle();
    const [a, b, c] = [await h.member(), await h.member(), await h.member()];
    await h.join(a, circleId);
    const p = await h.post(a, circleId, '今天读了《被讨厌的勇气》，想和大家聊聊课题分离');
    const mine = await h.comment(a, p.id, '我先说两句'); // my own: no notice
    await h.like(a, 'post', p.id);
    tick();
    await h.like(b, 'post', p.id);
    tick();
    await h.like(b, 'comment', mine.id);
    tick();
    const bComment = await h.comment(b, p.id, '课题分离让我轻松了很多');
    tick();
    const cReply = await h.comment(c, p.id, '同意楼主', mine.id); // answers a: a reply, not a comment on the post
    tick();
    const bSelf = await h.comment(b, p.id, '补充一下', bComment.id); // b answers b under a's post: a comment on a's post
    tick();
    await h.follow(c, a.id);

    const list = await h.notices(a);
    assert.deepEqual(
      list.map((n) => [n.kind, n.actor.id, n.postId, n.commentId, n.text, n.read]),
      [
        ['follow', c.id, null, null, '', false],
        ['post_comment', b.id, p.id, bSelf.id, '补充一下', false],
        ['comment_reply', c.id, p.id, cReply.id, '同意楼主', false],
        ['post_comment', b.id, p.id, bComment.id, '课题分离让我轻松了很多', false],
        ['comment_like', b.id, p.id, mine.id, '', false],
        ['post_like', b.id, p.id, null, '', false],
      ],
    );
    assert.equal(list[5].target, '今天读了《被讨厌的勇气》，想和大家聊聊课题分离');
    assert.equal(list[4].target, '我先说两句', 'a comment like points at my comment');
    assert.deepEqual(await h.unread(a), { like: 2, comment: 3, follow: 1, total: 6 });
    assert.deepEqual((await h.notices(a, 'like')).map((n) => n.kind), ['comment_like', 'post_like']);
    assert.deepEqual((await h.notices(a, 'follow')).map((n) => n.actor.id), [c.id]);
    assert.deepEqual(await h.unread(b), { like: 0, comment: 0, follow: 0, total: 0 }, 'b answered b: no notice to b');
    // Paged newest first.
    const page2 = await api.get('/api/upgc/notice/list', { query: { pageSize: 4, pageNum: 2 }, token: a.token });
    assert.deepEqual([page2.body.data.total, page2.body.data.hasMore, page2.body.data.list.map((n: NoticeView) => n.kind)], [6, false, ['comment_like', 'post_like']]);

    // Reading one group; then a new like is unread again.
    assert.deepEqual((await api.post('/api/upgc/notice/read', { group: 'like' }, { token: a.token })).body.data, { like: 0, comment: 3, follow: 1, total: 4 });
    assert.ok((await h.notices(a, 'like')).every((n) => n.read));
    tick();
    await h.like(c, 'post', p.id);
    assert.equal((await h.unread(a)).like, 1);
    // Read up to what was seen: a notice newer than `until` stays unread; a mark never moves back.
    const seen = (await h.notices(a))[0];
    tick();
    await h.like(c, 'comment', mine.id);
    await api.post('/api/upgc/notice/read', { until: seen.createdAt }, { token: a.token });
    assert.deepEqual(await h.unread(a), { like: 1, comment: 0, follow: 0, total: 1 });
    await api.post('/api/upgc/notice/read', {}, { token: a.token });
    await api.post('/api/upgc/notice/read', { until: 0 }, { token: a.token });
    assert.equal((await h.unread(a)).total, 0);

    // Like → unlike → like is one notice (unread again); unliking, unfollowing, deleting a comment take theirs away.
    await h.like(b, 'post', p.id, false);
    assert.ok(!(await h.notices(a)).some((n) => n.kind === 'post_like' && n.actor.id === b.id));
    tick();
    await h.like(b, 'post', p.id);
    assert.equal((await h.notices(a)).filter((n) => n.kind === 'post_like' && n.actor.id === b.id).length, 1);
    assert.equal((await h.unread(a)).like, 1);
    await h.follow(c, a.id, false);
    assert.equal((await h.notices(a, 'follow')).length, 0);
    assert.equal((await api.post('/api/upgc/comment/delete', { commentId: bComment.id }, { token: b.token })).body.state, 1);
    assert.ok(!(await h.notices(a)).some((n) => n.commentId === bComment.id));
    // Visitors have no notices.
    assert.equal((await api.get('/api/upgc/notice/unread')).body.state, -1);
  });

  await t.test('concurrent like/unlike and follow/unfollow by one user: one consistent row, counts equal rows, at most one notice', async () => {
    const circleId = await h.circle();
    const [a, b] = [await h.member(), await h.member()];
    await h.join(a, circleId);
    const p = await h.post(a, circleId, '并发点赞');
    const cm = await h.comment(a, p.id, '并发点赞评论');
    const noticesBy = async (kind: string) => (await h.notices(a)).filter((n) => n.kind === kind && n.actor.id === b.id).length;
    for (const [targetType, targetId, kind] of [['post', p.id, 'post_like'], ['comment', cm.id, 'comment_like']] as const) {
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, i) => api.post(i % 2 ? '/api/upgc/unlike' : '/api/upgc/like', { targetType, targetId }, { token: b.token })),
      );
      assert.ok(replies.every((r) => r.body.state === 1), replies.map((r) => r.raw).join('\n'));
      const rows = await db.selectFrom('community_likes').selectAll().where('target_type', '=', targetType).where('target_id', '=', targetId).execute();
      assert.ok(rows.length <= 1);
      const state = await api.post('/api/upgc/like', { targetType, targetId }, { token: a.token }); // a's own like: counted, no notice
      assert.equal(state.body.data.likeCount, rows.length + 1, 'the count is the rows');
      assert.equal(await noticesBy(kind), rows.length, 'a notice exactly when the like row exists');
      await Promise.all(Array.from({ length: 20 }, () => api.post('/api/upgc/like', { targetType, targetId }, { token: b.token })));
      assert.equal(await noticesBy(kind), 1);
    }
    const follows = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api.post(i % 2 ? '/api/upgc/unfollow' : '/api/upgc/follow', { userId: a.id }, { token: b.token })),
    );
    assert.ok(follows.every((r) => r.body.state === 1));
    const rows = await db.selectFrom('community_follows').selectAll().where('followee_id', '=', a.id).execute();
    assert.ok(rows.length <= 1);
    const home = await api.get('/api/upgc/user/home', { query: { userId: a.id }, token: b.token });
    assert.deepEqual([home.body.data.fans, home.body.data.followed], [rows.length, rows.length === 1]);
    assert.equal(await noticesBy('follow'), rows.length);
    await Promise.all(Array.from({ length: 20 }, () => api.post('/api/upgc/follow', { userId: a.id }, { token: b.token })));
    assert.equal(await noticesBy('follow'), 1);
    assert.equal((await h.unread(a)).follow, 1);
  });

  await t.test('a deleted post leaves every feed, count and notice; its comments’ likes too', async () => {
    const circleId = await h.circle();
    const [a, b, c] = [await h.member(), await h.member(), await h.member()];
    await h.join(a, circleId);
    await h.follow(b, a.id);
    const p = await h.post(a, circleId, '要删除的帖子');
    const keep = await h.post(a, circleId, '留下的帖子');
    await h.like(b, 'post', p.id);
    const bc = await h.comment(b, p.id, '评论要删除的帖子');
    await h.like(c, 'comment', bc.id);
    assert.deepEqual([(await h.unread(a)).like, (await h.unread(a)).comment, (await h.unread(b)).like], [1, 1, 1]);
    const before = (await api.get('/api/upgc/circle/detail', { query: { circleId } })).body.data.posts;
    const profileBefore = (await api.get('/api/upgc/user/home', { query: { userId: a.id } })).body.data.posts;

    assert.equal((await api.post('/api/upgc/post/delete', { postId: p.id }, { token: a.token })).body.state, 1);
    for (const [url, query, who] of [
      ['/api/upgc/feed/recommend', {}, b],
      ['/api/upgc/feed/circle', { circleId }, b],
      ['/api/upgc/feed/user', { userId: a.id }, a],
      ['/api/upgc/feed/following', {}, b],
    ] as const) {
      const ids = await h.feed(url, query, who);
      assert.ok(!ids.includes(p.id), url);
      assert.ok(ids.includes(keep.id), url);
    }
    assert.equal((await api.get('/api/upgc/circle/detail', { query: { circleId } })).body.data.posts, before - 1);
    assert.equal((await api.get('/api/upgc/user/home', { query: { userId: a.id } })).body.data.posts, profileBefore - 1);
    assert.ok(!(await h.notices(a)).some((n) => n.postId === p.id));
    assert.deepEqual(await h.unread(a), { like: 0, comment: 0, follow: 1, total: 1 });
    assert.deepEqual(await h.unread(b), { like: 0, comment: 0, follow: 0, total: 0 }, 'the like on b’s comment under it is gone too');
    assert.equal((await api.get('/api/upgc/post/detail', { query: { postId: p.id }, token: b.token })).body.state, 4653);
    assert.equal((await api.post('/api/upgc/like', { targetType: 'comment', targetId: bc.id }, { token: a.token })).body.state, 4653);
    assert.equal((await api.post('/api/upgc/post/delete', { postId: p.id }, { token: a.token })).body.state, 4653, 'once');
  });

  await t.test('blocks: the blocked user never reaches the blocker’s feeds, notices or interaction list; follows end both ways', async () => {
    const circleId = await h.circle();
    const [a, b, other] = [await h.member(), await h.member(), await h.member()];
    await h.join(a, circleId);
    await h.join(b, circleId);
    await h.follow(a, b.id);
    await h.follow(b, a.id);
    const aPost = await h.post(a, circleId, 'a 的帖子');
    const bPost = await h.post(b, circleId, 'b 的帖子');
    await h.like(b, 'post', aPost.id);
    await h.comment(b, aPost.id, 'b 的评论');
    await h.like(other, 'post', aPost.id);
    assert.equal((await h.notices(a)).filter((n) => n.actor.id === b.id).length, 3);

    assert.deepEqual((await api.post('/api/upgc/block', { userId: b.id }, { token: a.token })).body.data, { blocked: true });
    const follows = await db.selectFrom('community_follows').selectAll().where((eb) => eb.or([eb('follower_id', 'in', [a.id, b.id]), eb('followee_id', 'in', [a.id, b.id])])).execute();
    assert.deepEqual(follows, [], 'no follow left between them, either way');
    const fromB = (await h.notices(a)).filter((n) => n.actor.id === b.id);
    assert.deepEqual(fromB, [], 'b’s notices are gone for a');
    assert.deepEqual((await h.notices(a)).map((n) => n.actor.id), [other.id]);
    assert.deepEqual(await h.unread(a), { like: 1, comment: 0, follow: 0, total: 1 });
    assert.ok(!(await h.feed('/api/upgc/feed/recommend', {}, a)).includes(bPost.id));
    assert.deepEqual(await h.feed('/api/upgc/feed/following', {}, a), []);
    assert.equal((await api.get('/api/upgc/comment/list', { query: { postId: aPost.id }, token: a.token })).body.data.total, 0);

    // What b tries next reaches a nowhere, and changes nothing.
    const likes = await h.count('community_likes');
    assert.equal((await api.post('/api/upgc/follow', { userId: a.id }, { token: b.token })).body.state, 4669);
    assert.deepEqual((await api.post('/api/upgc/follow', { userId: b.id }, { token: a.token })).body, { state: 4669, msg: '你们之间有拉黑关系，无法关注', data: null });
    assert.equal((await api.post('/api/upgc/like', { targetType: 'post', targetId: aPost.id }, { token: b.token })).body.state, 4653);
    assert.equal((await api.post('/api/upgc/comment/create', { postId: aPost.id, text: '还在吗' }, { token: b.token })).body.state, 4653);
    assert.equal(await h.count('community_likes'), likes);
    assert.deepEqual(await h.count('community_follows').then(() => db.selectFrom('community_follows').selectAll().where('followee_id', 'in', [a.id, b.id]).execute()), []);
    assert.ok(!(await h.notices(a)).some((n) => n.actor.id === b.id));
    assert.deepEqual(await h.unread(b), { like: 0, comment: 0, follow: 0, total: 0 }, 'and nothing of a reaches b');

    await api.post('/api/upgc/unblock', { userId: b.id }, { token: a.token });
    assert.deepEqual(await h.follow(b, a.id), { followed: true, fans: 1 });
  });

  await t.test('held content: a post with a keyword is held, not shown to others, released by an operator; a held comment notifies once released', async () => {
    const circleId = await h.circle();
    assert.equal((await api.post('/api/admin/upgc/keywords', { word: '加微信' }, admin)).body.state, 1);
    const [a, b] = [await h.member(), await h.member()];
    await h.join(a, circleId);
    await h.follow(b, a.id);
    const held = await h.post(a, circleId, '想要资料的加微信');
    assert.equal(held.status, 'held');
    assert.equal((await api.get('/api/upgc/post/detail', { query: { postId: held.id }, token: b.token })).body.state, 4653);
    for (const [url, query] of [['/api/upgc/feed/recommend', {}], ['/api/upgc/feed/circle', { circleId }], ['/api/upgc/feed/following', {}], ['/api/upgc/feed/user', { userId: a.id }]] as const) {
      assert.ok(!(await h.feed(url, query, b)).includes(held.id), url);
    }
    assert.ok((await h.feed('/api/upgc/feed/user', { userId: a.id }, a)).includes(held.id), 'the author sees it');
    assert.equal((await api.post('/api/upgc/comment/create', { postId: held.id, text: '看不到' }, { token: b.token })).body.state, 4653);
    const queue = (await api.get('/api/admin/upgc/held', admin)).body.data;
    assert.ok(queue.some((i: { type: string; id: number; holdReason: string }) => i.type === 'post' && i.id === held.id && i.holdReason === 'keyword'));
    assert.equal((await api.post('/api/admin/upgc/review', { type: 'post', id: held.id, verdict: 'release' }, admin)).body.state, 1);
    assert.ok((await h.feed('/api/upgc/feed/circle', { circleId }, b)).includes(held.id));
    assert.ok((await h.feed('/api/upgc/feed/following', {}, b)).includes(held.id));

    // b's held comment: no notice while held; once released it is a new, unread notice (even after a read everything).
    const hc = await h.comment(b, held.id, '我也想加微信');
    assert.equal(hc.status, 'held');
    assert.equal((await h.unread(a)).comment, 0);
    await api.post('/api/upgc/notice/read', {}, { token: a.token });
    tick();
    await api.post('/api/admin/upgc/review', { type: 'comment', id: hc.id, verdict: 'release' }, admin);
    assert.equal((await h.unread(a)).comment, 1);
    assert.deepEqual((await h.notices(a, 'comment')).map((n) => [n.commentId, n.read]), [[hc.id, false]]);
  });

  await t.test('bad input gets a Chinese message and changes nothing', async () => {
    const circleId = await h.circle();
    const a = await h.member();
    await h.join(a, circleId);
    const p = await h.post(a, circleId, '校验用的帖子');
    const IMAGE = '/api/files/202611/BadInputBadInputBadInput.jpg';
    await h.uploaded(a, IMAGE);
    const counts = async () => Promise.all((['community_posts', 'community_comments', 'uploads', 'community_reports'] as const).map(h.count));
    const before = await counts();
    const refuse = async (url: string, body: unknown, state: number, msg: string) =>
      assert.deepEqual((await api.post(url, body, { token: a.token })).body, { state, msg, data: null }, url);

    await refuse('/api/upgc/post/create', { circleId, text: '长'.repeat(2001) }, 4654, '内容须为1到2000个字');
    await refuse('/api/upgc/post/create', { circleId, text: '十张图', images: Array.from({ length: 10 }, () => IMAGE) }, 4001, '最多上传9张图片');
    await refuse('/api/upgc/post/create', { circleId: 987654, text: '没有这个圈子' }, 4651, '圈子不存在或已关闭');
    await refuse('/api/upgc/comment/create', { postId: p.id, text: '长'.repeat(501) }, 4656, '评论须为1到500个字');
    await refuse('/api/upgc/comment/create', { postId: 987654, text: '没有这个帖子' }, 4653, '帖子不存在或已删除');
    await refuse('/api/upgc/report', { targetType: 'post', targetId: p.id, reason: '' }, 4001, '请填写1到200个字的举报理由');
    await refuse('/api/upgc/notice/read', { group: 'everything' }, 4001, '消息类型须为赞、评论或关注');
    assert.equal((await api.get('/api/upgc/notice/list', { query: { group: 'x' }, token: a.token })).body.msg, '消息类型须为赞、评论或关注');

    // A text file renamed .jpg: the upload refuses it, so a post cannot name it either.
    const boundary = '----upgc-bad-input';
    const form = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      Buffer.from('这不是图片，只是改了扩展名的文本文件'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await api.post('/api/upload/image', form, { token: a.token, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    assert.deepEqual(upload.body, { state: 4203, msg: '仅支持 JPG、PNG、WEBP 格式的图片', data: null });
    await refuse('/api/upgc/post/create', { circleId, text: '改名的文件', images: ['/api/files/202611/RenamedTextFileRenamedTe.jpg'] }, 4664, '图片不存在，请重新上传');

    assert.deepEqual(await counts(), before);
  });

  await t.test('rate limits: 10 posts an hour and 30 comments per 10 minutes per user, with a Chinese message; concurrent posts cannot slip past', async () => {
    // Start at the beginning of a clock hour, so both windows are whole.
    env.clock.advance(3600_000 - (env.clock.now() % 3600_000));
    const circleId = await h.circle();
    const [a, b] = [await h.member(), await h.member()];
    await h.join(a, circleId);
    await h.join(b, circleId);
    const before = await h.count('community_posts');
    const replies = await Promise.all(Array.from({ length: 15 }, (_, i) => api.post('/api/upgc/post/create', { circleId, text: `第${i}条` }, { token: a.token })));
    assert.equal(replies.filter((r) => r.body.state === 1).length, 10, replies.map((r) => r.raw).join('\n'));
    assert.ok(replies.filter((r) => r.body.state !== 1).every((r) => r.body.state === 4665 && r.body.msg === '发帖太频繁了，每小时最多发10条，请稍后再试'));
    assert.equal(await h.count('community_posts'), before + 10);
    const other = await h.post(b, circleId, '别人不受影响');
    // Refused input takes no slot: b's refused posts do not count.
    for (let i = 0; i < 12; i += 1) assert.equal((await api.post('/api/upgc/post/create', { circleId, text: ' ' }, { token: b.token })).body.state, 4654);
    for (let i = 0; i < 9; i += 1) await h.post(b, circleId, `b 第${i}条`);
    assert.equal((await api.post('/api/upgc/post/create', { circleId, text: '第十一条' }, { token: b.token })).body.state, 4665);
    env.clock.advance(3600_000);
    await h.post(a, circleId, '一小时以后');

    const commentsBefore = await h.count('community_comments');
    for (let i = 0; i < 30; i += 1) await h.comment(b, other.id, `评论${i}`);
    assert.deepEqual((await api.post('/api/upgc/comment/create', { postId: other.id, text: '第31条' }, { token: b.token })).body, {
      state: 4666,
      msg: '评论太频繁了，10分钟内最多评论30条，请稍后再试',
      data: null,
    });
    assert.equal(await h.count('community_comments'), commentsBefore + 30);
    env.clock.advance(600_000);
    await h.comment(b, other.id, '十分钟以后');
  });

  await t.test('operators: close reports, edit and close circles, delete anyone’s post or comment', async () => {
    const circleId = await h.circle();
    const [a, b] = [await h.member(), await h.member()];
    await h.join(a, circleId);
    const p = await h.post(a, circleId, '被举报的帖子');
    const cm = await h.comment(a, p.id, '被举报的评论');
    const keep = await h.post(a, circleId, '没问题的帖子');
    await h.like(b, 'post', p.id);
    const report = async (targetType: string, targetId: number) => {
      const r = await api.post('/api/upgc/report', { targetType, targetId, reason: '垃圾广告' }, { token: b.token });
      assert.equal(r.body.state, 1, r.raw);
      return r.body.data as { id: number; status: string; closedAt: number | null };
    };
    const rp = await report('post', p.id);
    const rc = await report('comment', cm.id);
    const ru = await report('user', a.id);
    assert.equal(rp.closedAt, null);
    const open = async () => (await api.get('/api/admin/upgc/reports', admin)).body.data.map((r: { id: number }) => r.id);
    assert.deepEqual((await open()).filter((id: number) => [rp.id, rc.id, ru.id].includes(id)), [rp.id, rc.id, ru.id]);

    // Deleting someone's comment and post (operators only) settles their reports.
    assert.equal((await api.post('/api/admin/upgc/comments/delete', { commentId: cm.id })).body.state, 4031);
    assert.equal((await api.post('/api/admin/upgc/comments/delete', { commentId: cm.id }, admin)).body.state, 1);
    assert.equal((await api.get('/api/upgc/comment/list', { query: { postId: p.id } })).body.data.total, 0);
    assert.equal((await api.post('/api/admin/upgc/comments/delete', { commentId: cm.id }, admin)).body.state, 4655);
    assert.equal((await api.post('/api/admin/upgc/posts/delete', { postId: p.id }, admin)).body.state, 1);
    assert.equal((await api.get('/api/upgc/post/detail', { query: { postId: p.id }, token: a.token })).body.state, 4653);
    assert.ok(!(await h.notices(a)).some((n) => n.postId === p.id));
    assert.deepEqual((await api.post('/api/admin/upgc/posts/delete', { postId: p.id }, admin)).body, { state: 4653, msg: '帖子不存在或已删除', data: null });
    assert.deepEqual((await open()).filter((id: number) => [rp.id, rc.id, ru.id].includes(id)), [ru.id]);
    const closed = await api.post('/api/admin/upgc/reports/close', { reportId: ru.id }, admin);
    assert.deepEqual([closed.body.data.status, closed.body.data.closedAt], ['closed', env.clock.now()]);
    assert.deepEqual((await api.post('/api/admin/upgc/reports/close', { reportId: ru.id }, admin)).body, { state: 4668, msg: '该举报不存在或已处理', data: null });
    assert.equal((await api.post('/api/admin/upgc/reports/close', { reportId: 987654 }, admin)).body.state, 4668);
    assert.equal((await api.post('/api/admin/upgc/reports/close', { reportId: ru.id })).body.state, 4031);
    // A closed report does not stop a new one.
    assert.equal((await api.post('/api/upgc/report', { targetType: 'user', targetId: a.id, reason: '又来了' }, { token: b.token })).body.state, 1);

    // Circles: edit, close (it leaves lists and feeds, joining and posting stop), open again.
    const edited = await api.post('/api/admin/upgc/circles/update', { circleId, name: '改名后的圈子', intro: '新的简介' }, admin);
    assert.deepEqual([edited.body.data.name, edited.body.data.intro, edited.body.data.active], ['改名后的圈子', '新的简介', true]);
    const taken = (await api.get('/api/upgc/circle/list')).body.data.find((c: { id: number }) => c.id !== circleId).name;
    assert.deepEqual((await api.post('/api/admin/upgc/circles/update', { circleId, name: taken }, admin)).body.state, 4663);
    assert.equal((await api.post('/api/admin/upgc/circles/update', { circleId: 987654, active: false }, admin)).body.state, 4651);
    await h.like(b, 'post', keep.id);
    assert.equal((await api.post('/api/admin/upgc/circles/update', { circleId, active: false }, admin)).body.data.active, false);
    assert.ok(!(await api.get('/api/upgc/circle/list')).body.data.some((c: { id: number }) => c.id === circleId));
    assert.ok((await api.get('/api/admin/upgc/circles', admin)).body.data.some((c: { id: number; active: boolean }) => c.id === circleId && !c.active));
    assert.ok(!(await h.feed('/api/upgc/feed/recommend', {}, b)).includes(keep.id));
    assert.ok(!(await h.notices(a)).some((n) => n.postId === keep.id), 'notices about its posts leave with them');
    assert.equal((await api.post('/api/upgc/circle/join', { circleId }, { token: b.token })).body.state, 4651);
    assert.equal((await api.post('/api/upgc/post/create', { circleId, text: '关闭后发帖' }, { token: a.token })).body.state, 4651);
    await api.post('/api/admin/upgc/circles/update', { circleId, active: true }, admin);
    assert.ok((await h.feed('/api/upgc/feed/recommend', {}, b)).includes(keep.id));
    assert.ok((await h.notices(a)).some((n) => n.postId === keep.id));
  });
});

suite('community WeChat content security (msgSecCheck and mediaCheckAsync v2, message push)', DB_VARIANTS, async (t, env) => {
  const wx = await new FakeWechat().start();
  t.after(() => wx.stop());
  const PUSH_TOKEN = 'xinzhan-push-token';
  const MEDIA_BASE = 'https://xinzhan.example.com';
  const api = await env.build({
    config: (c) => {
      c.adminToken = ADMIN_TOKEN;
      c.wechat = { mp: MP, mini: MINI, apiBase: wx.base, openBase: 'https://open.weixin.qq.com', pushToken: PUSH_TOKEN, mediaBase: MEDIA_BASE };
    },
  });
  const h = community(api, env);
  const { db } = h;
  wx.riskyWords.add('赌博网站');
  wx.reviewWords.add('私下交易');

  /** A user who logged in through the mini-program (a mini openid bound to the account). */
  const miniUser = async (openid: string): Promise<Member> => {
    const first = await api.post('/api/login', { code: wx.miniCode({ openid }), ecologyName: 'miniXfs' });
    assert.equal(first.body.state, 1, first.raw);
    return h.member(nextMobile(), { ticket: first.body.data.ticket }, 'miniXfs');
  };
  const push = async (traceId: string, suggest: 'pass' | 'review' | 'risky', options: { timestamp?: number; signature?: string } = {}) => {
    const { query, body } = wx.mediaResultPush(PUSH_TOKEN, traceId, suggest, options.timestamp ?? Math.floor(env.clock.now() / 1000));
    const r = await api.app.inject({
      method: 'POST',
      url: '/api/upgc/wechat/push',
      query: { ...query, ...(options.signature ? { signature: options.signature } : {}) },
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    return { status: r.statusCode, body: r.body };
  };
  const status = async (postId: number) => (await db.selectFrom('community_posts').select(['status', 'hold_reason']).where('id', '=', postId).executeTakeFirstOrThrow());

  const circleId = await h.circle();
  const w = await miniUser('o_mini_writer');
  await h.join(w, circleId);

  await t.test('text: pass goes out, review is held, risky is refused with nothing stored; scenes 3 (posts) and 2 (comments)', async () => {
    const ok = await h.post(w, circleId, '今天的冥想很平静');
    assert.equal(ok.status, 'visible');
    assert.deepEqual(wx.textChecks.at(-1), { content: '今天的冥想很平静', openid: 'o_mini_writer', scene: 3 });
    const review = await h.post(w, circleId, '有人想私下交易书吗');
    assert.deepEqual(await status(review.id), { status: 'held', hold_reason: 'wechat_review' });
    const posts = await h.count('community_posts');
    assert.deepEqual((await api.post('/api/upgc/post/create', { circleId, text: '推荐一个赌博网站' }, { token: w.token })).body, {
      state: 4667,
      msg: '内容可能含有违规信息，请修改后再发布',
      data: null,
    });
    assert.equal(await h.count('community_posts'), posts);

    const comments = await h.count('community_comments');
    assert.equal((await api.post('/api/upgc/comment/create', { postId: ok.id, text: '赌博网站了解一下' }, { token: w.token })).body.state, 4667);
    assert.equal(await h.count('community_comments'), comments);
    assert.equal(wx.textChecks.at(-1)?.scene, 2);
    assert.equal((await h.comment(w, ok.id, '私下交易吗')).status, 'held');
    assert.equal((await h.comment(w, ok.id, '说得好')).status, 'visible');
    // A keyword hold still asks WeChat: risky is refused, not held.
    await api.post('/api/admin/upgc/keywords', { word: '关键词' }, admin);
    assert.equal((await api.post('/api/upgc/post/create', { circleId, text: '关键词加赌博网站' }, { token: w.token })).body.state, 4667);
  });

  await t.test('WeChat refusing the call holds the text for an operator; a user without a mini-program openid gets the keyword rules only', async () => {
    wx.secErrcode = 40003;
    try {
      const p = await h.post(w, circleId, '微信出错时的帖子');
      assert.deepEqual(await status(p.id), { status: 'held', hold_reason: 'check_failed' });
    } finally {
      wx.secErrcode = 0;
    }
    const plain = await h.member();
    await h.join(plain, circleId);
    const asked = wx.textChecks.length;
    const p = await h.post(plain, circleId, '短信登录的用户，赌博网站');
    assert.equal(p.status, 'visible', 'no openid: only the keywords apply');
    assert.equal(wx.textChecks.length, asked);
  });

  await t.test('images: held until WeChat pushes pass for every image; risky rejects; bad or stale signatures change nothing', async () => {
    // Another mini-program user (w has used most of this hour's ten posts).
    const w = await miniUser('o_mini_photographer');
    await h.join(w, circleId);
    const images = ['/api/files/202611/MediaCheckImageNumber1A.jpg', '/api/files/202611/MediaCheckImageNumber2B.png'];
    for (const i of images) await h.uploaded(w, i);
    const p = await h.post(w, circleId, '两张照片', images);
    assert.deepEqual(await status(p.id), { status: 'held', hold_reason: 'media_check' });
    const checks = wx.mediaChecks.slice(-2);
    assert.deepEqual(checks.map((c) => [c.mediaUrl, c.openid, c.scene]), images.map((i) => [`${MEDIA_BASE}${i}`, 'o_mini_photographer', 3]));
    const reader = await h.member();
    assert.ok(!(await h.feed('/api/upgc/feed/circle', { circleId }, reader)).includes(p.id));

    assert.deepEqual(await push(checks[0].traceId, 'pass'), { status: 200, body: 'success' });
    assert.equal((await status(p.id)).status, 'held', 'one image of two');
    assert.equal((await push(checks[1].traceId, 'pass', { signature: 'f'.repeat(40) })).status, 401);
    const stale = Math.floor(env.clock.now() / 1000) - 600;
    assert.equal((await push(checks[1].traceId, 'pass', { timestamp: stale })).status, 401);
    assert.equal((await status(p.id)).status, 'held');
    assert.deepEqual(await push(checks[1].traceId, 'pass'), { status: 200, body: 'success' });
    assert.deepEqual(await status(p.id), { status: 'visible', hold_reason: 'media_check' });
    assert.ok((await h.feed('/api/upgc/feed/circle', { circleId }, reader)).includes(p.id));

    const risky = await h.post(w, circleId, '一张有问题的照片', [images[0]]);
    await push(wx.mediaChecks.at(-1)!.traceId, 'risky');
    assert.equal((await status(risky.id)).status, 'rejected');
    assert.equal((await api.get('/api/upgc/post/detail', { query: { postId: risky.id }, token: w.token })).body.data.status, 'rejected');

    const review = await h.post(w, circleId, '需要人工看的照片', [images[1]]);
    await push(wx.mediaChecks.at(-1)!.traceId, 'review');
    assert.deepEqual(await status(review.id), { status: 'held', hold_reason: 'media_check' }, 'review leaves it to an operator');

    // Held for another reason: passing images do not release it.
    const keyword = await h.post(w, circleId, '带关键词的照片', [images[0]]);
    await push(wx.mediaChecks.at(-1)!.traceId, 'pass');
    assert.deepEqual(await status(keyword.id), { status: 'held', hold_reason: 'keyword' });

    // WeChat's answer may come before the post stored its request.
    wx.nextTraceIds.push('trace_answered_first');
    assert.deepEqual(await push('trace_answered_first', 'pass'), { status: 200, body: 'success' });
    const early = await h.post(w, circleId, '微信先回答了', [images[1]]);
    assert.deepEqual(await status(early.id), { status: 'visible', hold_reason: 'media_check' });

    // Other events are acknowledged and ignored.
    const other = wx.mediaResultPush(PUSH_TOKEN, 'x', 'pass', Math.floor(env.clock.now() / 1000));
    const ignored = await api.app.inject({ method: 'POST', url: '/api/upgc/wechat/push', query: other.query, payload: JSON.stringify({ ...other.body, Event: 'user_enter_tempsession' }), headers: { 'content-type': 'application/json' } });
    assert.deepEqual([ignored.statusCode, ignored.body], [200, 'success']);
  });

  await t.test('the push address check echoes echostr only with WeChat’s signature', async () => {
    const { query } = wx.mediaResultPush(PUSH_TOKEN, 'x', 'pass', Math.floor(env.clock.now() / 1000));
    const good = await api.app.inject({ method: 'GET', url: '/api/upgc/wechat/push', query: { ...query, echostr: '4375120948345356249' } });
    assert.deepEqual([good.statusCode, good.body], [200, '4375120948345356249']);
    const bad = await api.app.inject({ method: 'GET', url: '/api/upgc/wechat/push', query: { ...query, nonce: '1', echostr: '4375120948345356249' } });
    assert.equal(bad.statusCode, 401);
  });
});
