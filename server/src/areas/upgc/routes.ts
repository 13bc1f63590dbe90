import { Type } from '@sinclair/typebox';
import { currentUser } from '../../core/auth.js';
import { OkSchema, ok } from '../../core/envelope.js';
import { PageSchema, pageOf } from '../../core/paging.js';
import type { App } from '../../core/types.js';
import type { CommunityServices } from './index.js';
import {
  BlockStateSchema,
  CircleFeedQuerySchema,
  CircleRefSchema,
  CircleSchema,
  CommentBodySchema,
  CommentListQuerySchema,
  CommentRefSchema,
  CommentSchema,
  CommunityProfileSchema,
  CommunityUserSchema,
  CursorPageSchema,
  FeedQuerySchema,
  FollowStateSchema,
  LikeBodySchema,
  LikeStateSchema,
  NoticeListQuerySchema,
  NoticeReadBodySchema,
  NoticeSchema,
  NoticeUnreadSchema,
  PostBodySchema,
  PostRefSchema,
  PostSchema,
  ReportBodySchema,
  ReportSchema,
  UserFeedQuerySchema,
  UserPageQuerySchema,
  UserRefSchema,
  WechatPushQuerySchema,
} from './schemas.js';
import type { MediaCheckEvent } from '../../providers/wechat.js';

/**
 * The community (client route group /upgc, scene 542; docs/COMMUNITY.md): circles, posts,
 * cursor-paged feeds, comments, likes, follows, blocks, reports and notices (互动消息), and the
 * WeChat message push that brings the results of image checks. Reading is open to visitors
 * (what they may see); writing needs a login.
 */
export default async function upgcRoutes(app: App, { people, circles, moderation, posts, comments, likes, notices, checks }: CommunityServices) {
  const auth = { auth: true };
  const optional = { auth: 'optional' as const };
  const Done = OkSchema(Type.Null());
  const FeedSchema = OkSchema(CursorPageSchema(PostSchema));

  // ---- circles ----

  app.get('/upgc/circle/list', { config: optional, schema: { response: OkSchema(Type.Array(CircleSchema)) } }, async (request) =>
    ok(await circles.circles(request.user?.userId ?? null)),
  );

  app.get(
    '/upgc/circle/detail',
    { config: optional, schema: { querystring: CircleRefSchema, response: OkSchema(CircleSchema) } },
    async (request) => ok(await circles.circle(request.user?.userId ?? null, request.query.circleId)),
  );

  app.post('/upgc/circle/join', { config: auth, schema: { body: CircleRefSchema, response: OkSchema(CircleSchema) } }, async (request) =>
    ok(await circles.membership(currentUser(request).userId, request.body.circleId, true)),
  );

  app.post('/upgc/circle/leave', { config: auth, schema: { body: CircleRefSchema, response: OkSchema(CircleSchema) } }, async (request) =>
    ok(await circles.membership(currentUser(request).userId, request.body.circleId, false)),
  );

  app.get('/upgc/circle/mine', { config: auth, schema: { response: OkSchema(Type.Array(CircleSchema)) } }, async (request) =>
    ok(await circles.myCircles(currentUser(request).userId)),
  );

  // ---- posts and feeds ----

  app.post('/upgc/post/create', { config: auth, schema: { body: PostBodySchema, response: OkSchema(PostSchema) } }, async (request) =>
    ok(await posts.createPost(currentUser(request).userId, request.body)),
  );

  app.post('/upgc/post/delete', { config: auth, schema: { body: PostRefSchema, response: Done } }, async (request) => {
    await posts.deletePost(currentUser(request).userId, request.body.postId);
    return ok(null);
  });

  app.get('/upgc/post/detail', { config: optional, schema: { querystring: PostRefSchema, response: OkSchema(PostSchema) } }, async (request) =>
    ok(await posts.post(request.user?.userId ?? null, request.query.postId)),
  );

  app.get('/upgc/feed/recommend', { config: optional, schema: { querystring: FeedQuerySchema, response: FeedSchema } }, async (request) =>
    ok(await posts.recommended(request.user?.userId ?? null, request.query.cursor, request.query.pageSize)),
  );

  app.get('/upgc/feed/following', { config: auth, schema: { querystring: FeedQuerySchema, response: FeedSchema } }, async (request) =>
    ok(await posts.following(currentUser(request).userId, request.query.cursor, request.query.pageSize)),
  );

  app.get('/upgc/feed/circle', { config: optional, schema: { querystring: CircleFeedQuerySchema, response: FeedSchema } }, async (request) =>
    ok(await posts.circleFeed(request.user?.userId ?? null, request.query.circleId, request.query.cursor, request.query.pageSize)),
  );

  app.get('/upgc/feed/user', { config: optional, schema: { querystring: UserFeedQuerySchema, response: FeedSchema } }, async (request) =>
    ok(await posts.userFeed(request.user?.userId ?? null, request.query.userId, request.query.cursor, request.query.pageSize)),
  );

  // ---- comments ----

  app.post('/upgc/comment/create', { config: auth, schema: { body: CommentBodySchema, response: OkSchema(CommentSchema) } }, async (request) =>
    ok(await comments.createComment(currentUser(request).userId, request.body)),
  );

  app.post('/upgc/comment/delete', { config: auth, schema: { body: CommentRefSchema, response: Done } }, async (request) => {
    await comments.deleteComment(currentUser(request).userId, request.body.commentId);
    return ok(null);
  });

  app.get(
    '/upgc/comment/list',
    { config: optional, schema: { querystring: CommentListQuerySchema, response: OkSchema(PageSchema(CommentSchema)) } },
    async (request) => ok(await comments.comments(request.user?.userId ?? null, request.query.postId, pageOf(request.query))),
  );

  // ---- likes ----

  app.post('/upgc/like', { config: auth, schema: { body: LikeBodySchema, response: OkSchema(LikeStateSchema) } }, async (request) =>
    ok(await likes.like(currentUser(request).userId, request.body.targetType, request.body.targetId, true)),
  );

  app.post('/upgc/unlike', { config: auth, schema: { body: LikeBodySchema, response: OkSchema(LikeStateSchema) } }, async (request) =>
    ok(await likes.like(currentUser(request).userId, request.body.targetType, request.body.targetId, false)),
  );

  // ---- people ----

  app.get('/upgc/user/home', { config: optional, schema: { querystring: UserRefSchema, response: OkSchema(CommunityProfileSchema) } }, async (request) =>
    ok(await people.home(request.user?.userId ?? null, request.query.userId)),
  );

  app.post('/upgc/follow', { config: auth, schema: { body: UserRefSchema, response: OkSchema(FollowStateSchema) } }, async (request) =>
    ok(await people.follow(currentUser(request).userId, request.body.userId, true)),
  );

  app.post('/upgc/unfollow', { config: auth, schema: { body: UserRefSchema, response: OkSchema(FollowStateSchema) } }, async (request) =>
    ok(await people.follow(currentUser(request).userId, request.body.userId, false)),
  );

  app.get(
    '/upgc/follows',
    { schema: { querystring: UserPageQuerySchema, response: OkSchema(PageSchema(CommunityUserSchema)) } },
    async (request) => ok(await people.followList(request.query.userId, false, pageOf(request.query))),
  );

  app.get(
    '/upgc/fans',
    { schema: { querystring: UserPageQuerySchema, response: OkSchema(PageSchema(CommunityUserSchema)) } },
    async (request) => ok(await people.followList(request.query.userId, true, pageOf(request.query))),
  );

  app.post('/upgc/block', { config: auth, schema: { body: UserRefSchema, response: OkSchema(BlockStateSchema) } }, async (request) =>
    ok(await people.block(currentUser(request).userId, request.body.userId, true)),
  );

  app.post('/upgc/unblock', { config: auth, schema: { body: UserRefSchema, response: OkSchema(BlockStateSchema) } }, async (request) =>
    ok(await people.block(currentUser(request).userId, request.body.userId, false)),
  );

  // ---- reports ----

  app.post('/upgc/report', { config: auth, schema: { body: ReportBodySchema, response: OkSchema(ReportSchema) } }, async (request) =>
    ok(await moderation.report(currentUser(request).userId, request.body)),
  );

  // ---- notices (互动消息) ----

  app.get(
    '/upgc/notice/list',
    { config: auth, schema: { querystring: NoticeListQuerySchema, response: OkSchema(PageSchema(NoticeSchema)) } },
    async (request) => ok(await notices.list(currentUser(request).userId, request.query.group, pageOf(request.query))),
  );

  app.get('/upgc/notice/unread', { config: auth, schema: { response: OkSchema(NoticeUnreadSchema) } }, async (request) =>
    ok(await notices.unread(currentUser(request).userId)),
  );

  app.post('/upgc/notice/read', { config: auth, schema: { body: NoticeReadBodySchema, response: OkSchema(NoticeUnreadSchema) } }, async (request) =>
    ok(await notices.markRead(currentUser(request).userId, request.body?.group, request.body?.until)),
  );

  // ---- WeChat message push: results of the image checks (JSON format, plaintext mode) ----

  await app.register(async (push: App) => {
    // WeChat's body is read as text whatever its Content-Type says, then parsed here.
    push.removeAllContentTypeParsers();
    push.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    const Text = { 200: Type.String(), 401: Type.String() };

    // The address check when the push is configured: echo `echostr` when the signature is WeChat's.
    push.get('/upgc/wechat/push', { schema: { querystring: WechatPushQuerySchema, response: Text } }, async (request, reply) => {
      const { signature, timestamp, nonce, echostr } = request.query;
      if (!checks.verifyPush(signature, timestamp, nonce)) return reply.code(401).type('text/plain').send('invalid signature');
      return reply.type('text/plain').send(echostr ?? '');
    });

    push.post('/upgc/wechat/push', { schema: { querystring: WechatPushQuerySchema, response: Text } }, async (request, reply) => {
      const { signature, timestamp, nonce } = request.query;
      if (!checks.verifyPush(signature, timestamp, nonce)) {
        request.log.warn({ ip: request.ip }, 'WeChat push with a bad signature refused');
        return reply.code(401).type('text/plain').send('invalid signature');
      }
      let event: MediaCheckEvent;
      try {
        event = JSON.parse(String(request.body ?? '')) as MediaCheckEvent;
      } catch {
        // Not JSON (the push must be set to the JSON format): acknowledged, so WeChat does not retry.
        request.log.warn('WeChat push that is not JSON ignored');
        return reply.type('text/plain').send('success');
      }
      await checks.pushed(event);
      return reply.type('text/plain').send('success');
    });
  });
}
