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
  PostBodySchema,
  PostRefSchema,
  PostSchema,
  ReportBodySchema,
  ReportSchema,
  UserFeedQuerySchema,
  UserPageQuerySchema,
  UserRefSchema,
} from './schemas.js';

/**
 * The community (client route group /upgc, scene 542; docs/COMMUNITY.md): circles, posts,
 * cursor-paged feeds, comments, likes, follows, blocks and reports. Reading is open to
 * visitors (what they may see); writing needs a login.
 */
export default async function upgcRoutes(app: App, { people, circles, moderation, posts, comments, likes }: CommunityServices) {
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
}
