/**
 * The community area's part of the API contract (docs/COMMUNITY.md; the client's route group
 * /upgc, scene 542): circles, posts, cursor-paged feeds, two-level comments, likes, follows,
 * blocks, reports, and the operator's moderation. The client imports the types only
 * (`@contract/upgc`). Text is plain text, stored and answered as written (trimmed), never HTML.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { PageQuery } from '../../core/paging.js';
import { Nullable, StringEnum } from '../../core/schemas.js';

// ---- fields ----

export const POST_TEXT_MAX = 2000;
export const COMMENT_TEXT_MAX = 500;
export const POST_IMAGES_MAX = 9;
/** An image as POST /upload/image answers it: /api/files/yyyymm/<random>.jpg|png|webp. */
export const IMAGE_URL_PATTERN = '^/api/files/[0-9]{6}/[A-Za-z0-9_-]{8,64}\\.(jpg|png|webp)$';

export const COMMUNITY_STATUSES = ['visible', 'held', 'rejected'] as const;
/** visible: everyone sees it; held: waits for review (only the author sees it); rejected: refused by an operator (only the author sees it). */
export type CommunityStatus = (typeof COMMUNITY_STATUSES)[number];
export const LIKE_TARGETS = ['post', 'comment'] as const;
export const REPORT_TARGETS = ['post', 'comment', 'user'] as const;

const CircleId = Type.Integer({ title: '圈子编号', minimum: 1, 'x-msg': '圈子编号不正确' });
const PostId = Type.Integer({ title: '帖子编号', minimum: 1, 'x-msg': '帖子编号不正确' });
const CommentId = Type.Integer({ title: '评论编号', minimum: 1, 'x-msg': '评论编号不正确' });
const UserId = Type.Integer({ title: '用户编号', minimum: 1, 'x-msg': '用户编号不正确' });
const Cursor = Type.String({ title: '游标', maxLength: 64, pattern: '^[A-Za-z0-9_-]*$', 'x-msg': '游标不正确，请刷新后重试' });
const FeedSize = Type.Integer({ title: '每页条数', minimum: 1, maximum: 50, 'x-msg': '每页条数须为1到50' });

// ---- cursor pages ----

/** Query of a cursor-paged feed: no cursor for the first page, then the `nextCursor` of the last answer. */
export const FeedQuery = { cursor: Type.Optional(Cursor), pageSize: Type.Optional(FeedSize) };
export const FeedQuerySchema = Type.Object(FeedQuery);
export type FeedQuery = Static<typeof FeedQuerySchema>;

/** A cursor page, newest first: `nextCursor` is null on the last page. */
export function CursorPageSchema<T extends TSchema>(item: T) {
  return Type.Object({ list: Type.Array(item), nextCursor: Nullable(Type.String()), hasMore: Type.Boolean() });
}
export interface CursorPage<T> {
  list: T[];
  nextCursor: string | null;
  hasMore: boolean;
}

// ---- people ----

export const CommunityUserSchema = Type.Object({ id: Type.Integer(), nickname: Type.String(), avatar: Type.String() });
export type CommunityUser = Static<typeof CommunityUserSchema>;

export const UserRefSchema = Type.Object({ userId: UserId });
export type UserRef = Static<typeof UserRefSchema>;

export const UserPageQuerySchema = Type.Object({ userId: UserId, ...PageQuery });
export type UserPageQuery = Static<typeof UserPageQuerySchema>;

/** GET /upgc/user/home: someone's community card. */
export const CommunityProfileSchema = Type.Object({
  user: CommunityUserSchema,
  posts: Type.Integer(),
  following: Type.Integer(),
  fans: Type.Integer(),
  /** Whether the caller follows them (false when not logged in). */
  followed: Type.Boolean(),
  /** Whether the caller blocked them. */
  blocked: Type.Boolean(),
});
export type CommunityProfile = Static<typeof CommunityProfileSchema>;

export const FollowStateSchema = Type.Object({ followed: Type.Boolean(), fans: Type.Integer() });
export type FollowState = Static<typeof FollowStateSchema>;
export const BlockStateSchema = Type.Object({ blocked: Type.Boolean() });
export type BlockState = Static<typeof BlockStateSchema>;

// ---- circles ----

export const CircleSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  intro: Type.String(),
  cover: Type.String(),
  members: Type.Integer(),
  posts: Type.Integer(),
  /** Whether the caller joined it (false when not logged in). */
  joined: Type.Boolean(),
});
export type Circle = Static<typeof CircleSchema>;

export const CircleRefSchema = Type.Object({ circleId: CircleId });
export type CircleRef = Static<typeof CircleRefSchema>;

/** Body of POST /admin/upgc/circles. */
export const CircleBodySchema = Type.Object({
  name: Type.String({ title: '圈子名称', minLength: 1, maxLength: 20, 'x-msg': '圈子名称须为1到20个字' }),
  intro: Type.Optional(Type.String({ title: '圈子简介', maxLength: 200, 'x-msg': '圈子简介最多200个字' })),
  cover: Type.Optional(Type.String({ title: '封面', maxLength: 300 })),
  sort: Type.Optional(Type.Integer({ title: '排序', minimum: 0, maximum: 100000 })),
});
export type CircleBody = Static<typeof CircleBodySchema>;

// ---- posts ----

export const PostSchema = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  images: Type.Array(Type.String()),
  status: StringEnum(COMMUNITY_STATUSES),
  author: CommunityUserSchema,
  circle: Type.Object({ id: Type.Integer(), name: Type.String() }),
  likeCount: Type.Integer(),
  commentCount: Type.Integer(),
  liked: Type.Boolean(),
  mine: Type.Boolean(),
  createdAt: Type.Integer(),
});
export type Post = Static<typeof PostSchema>;

/** Body of POST /upgc/post/create. */
export const PostBodySchema = Type.Object({
  circleId: CircleId,
  text: Type.String({ title: '内容', maxLength: POST_TEXT_MAX + 200, 'x-msg': `内容须为1到${POST_TEXT_MAX}个字` }),
  images: Type.Optional(
    Type.Array(Type.String({ title: '图片', maxLength: 200, pattern: IMAGE_URL_PATTERN, 'x-msg': '图片须为上传后返回的地址' }), {
      title: '图片',
      maxItems: POST_IMAGES_MAX,
      'x-msg': `最多上传${POST_IMAGES_MAX}张图片`,
    }),
  ),
});
export type PostBody = Static<typeof PostBodySchema>;

export const PostRefSchema = Type.Object({ postId: PostId });
export type PostRef = Static<typeof PostRefSchema>;

export const CircleFeedQuerySchema = Type.Object({ circleId: CircleId, ...FeedQuery });
export type CircleFeedQuery = Static<typeof CircleFeedQuerySchema>;
export const UserFeedQuerySchema = Type.Object({ userId: UserId, ...FeedQuery });
export type UserFeedQuery = Static<typeof UserFeedQuerySchema>;

// ---- comments ----

export const CommentSchema = Type.Object({
  id: Type.Integer(),
  postId: Type.Integer(),
  /** The first-level comment this reply is under; null for a comment on the post. */
  parentId: Nullable(Type.Integer()),
  /** The user a reply answers; null for a comment on the post. */
  replyTo: Nullable(CommunityUserSchema),
  text: Type.String(),
  status: StringEnum(COMMUNITY_STATUSES),
  author: CommunityUserSchema,
  likeCount: Type.Integer(),
  liked: Type.Boolean(),
  mine: Type.Boolean(),
  createdAt: Type.Integer(),
});
export type Comment = Static<typeof CommentSchema>;

/** Body of POST /upgc/comment/create: `parentId` to reply to a comment (a reply to a reply stays under its first-level comment). */
export const CommentBodySchema = Type.Object({
  postId: PostId,
  parentId: Type.Optional(CommentId),
  text: Type.String({ title: '评论', maxLength: COMMENT_TEXT_MAX + 100, 'x-msg': `评论须为1到${COMMENT_TEXT_MAX}个字` }),
});
export type CommentBody = Static<typeof CommentBodySchema>;

export const CommentRefSchema = Type.Object({ commentId: CommentId });
export type CommentRef = Static<typeof CommentRefSchema>;

export const CommentListQuerySchema = Type.Object({ postId: PostId, ...PageQuery });
export type CommentListQuery = Static<typeof CommentListQuerySchema>;

// ---- likes ----

export const LikeBodySchema = Type.Object({
  targetType: StringEnum(LIKE_TARGETS, { title: '点赞对象', 'x-msg': '点赞对象须为帖子或评论' }),
  targetId: Type.Integer({ title: '点赞对象编号', minimum: 1, 'x-msg': '点赞对象编号不正确' }),
});
export type LikeBody = Static<typeof LikeBodySchema>;

export const LikeStateSchema = Type.Object({ liked: Type.Boolean(), likeCount: Type.Integer() });
export type LikeState = Static<typeof LikeStateSchema>;

// ---- reports ----

export const ReportBodySchema = Type.Object({
  targetType: StringEnum(REPORT_TARGETS, { title: '举报对象', 'x-msg': '举报对象须为帖子、评论或用户' }),
  targetId: Type.Integer({ title: '举报对象编号', minimum: 1, 'x-msg': '举报对象编号不正确' }),
  reason: Type.String({ title: '举报理由', minLength: 1, maxLength: 200, 'x-msg': '请填写1到200个字的举报理由' }),
});
export type ReportBody = Static<typeof ReportBodySchema>;

export const ReportSchema = Type.Object({
  id: Type.Integer(),
  reporterId: Type.Integer(),
  targetType: StringEnum(REPORT_TARGETS),
  targetId: Type.Integer(),
  reason: Type.String(),
  status: StringEnum(['open', 'closed'] as const),
  createdAt: Type.Integer(),
  /** When an operator closed it; null while open. */
  closedAt: Nullable(Type.Integer()),
});
export type Report = Static<typeof ReportSchema>;

/** The reasons the client offers when reporting (the server takes any 1–200 characters). */
export const REPORT_REASONS = ['垃圾广告', '色情低俗', '人身攻击', '违法信息', '其他'] as const;

// ---- moderation (operators) ----

export const KeywordSchema = Type.Object({ id: Type.Integer(), word: Type.String(), createdAt: Type.Integer() });
export type Keyword = Static<typeof KeywordSchema>;
export const KeywordBodySchema = Type.Object({
  word: Type.String({ title: '敏感词', minLength: 1, maxLength: 50, 'x-msg': '敏感词须为1到50个字' }),
});
export type KeywordBody = Static<typeof KeywordBodySchema>;
export const IdParamsSchema = Type.Object({ id: Type.Integer({ title: '编号', minimum: 1, 'x-msg': '编号不正确' }) });

export const HeldItemSchema = Type.Object({
  type: StringEnum(LIKE_TARGETS),
  id: Type.Integer(),
  /** The post the comment is on (the post itself for a post). */
  postId: Type.Integer(),
  authorId: Type.Integer(),
  text: Type.String(),
  images: Type.Array(Type.String()),
  holdReason: Type.String(),
  createdAt: Type.Integer(),
});
export type HeldItem = Static<typeof HeldItemSchema>;

export const ReviewBodySchema = Type.Object({
  type: StringEnum(LIKE_TARGETS, { title: '审核对象', 'x-msg': '审核对象须为帖子或评论' }),
  id: Type.Integer({ title: '编号', minimum: 1, 'x-msg': '编号不正确' }),
  verdict: StringEnum(['release', 'reject'] as const, { title: '审核结果', 'x-msg': '审核结果须为通过或驳回' }),
});
export type ReviewBody = Static<typeof ReviewBodySchema>;
export const ReviewResultSchema = Type.Object({ type: StringEnum(LIKE_TARGETS), id: Type.Integer(), status: StringEnum(COMMUNITY_STATUSES) });
export type ReviewResult = Static<typeof ReviewResultSchema>;

// ---- my relation to people (relations.ts) ----

/** Most people one GET /upgc/relations asks about: a page of a follow list. */
export const RELATIONS_MAX = 50;

/** Query of GET /upgc/relations: user ids, comma-separated (`12,7,31`). */
export const RelationQuerySchema = Type.Object({
  userIds: Type.String({
    title: '用户编号',
    pattern: `^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,${RELATIONS_MAX - 1}}$`,
    'x-msg': `用户编号须为1到${RELATIONS_MAX}个以逗号分隔的编号`,
  }),
});
export type RelationQuery = Static<typeof RelationQuerySchema>;

/** The caller's relation to one person: whether the caller follows them, whether they follow the caller. */
export const RelationSchema = Type.Object({ userId: Type.Integer(), followed: Type.Boolean(), followsMe: Type.Boolean() });
export type Relation = Static<typeof RelationSchema>;

/** Body of POST /admin/upgc/reports/close. */
export const ReportRefSchema = Type.Object({ reportId: Type.Integer({ title: '举报编号', minimum: 1, 'x-msg': '举报编号不正确' }) });
export type ReportRef = Static<typeof ReportRefSchema>;

/** A circle as operators see it: closed ones too. */
export const AdminCircleSchema = Type.Object({ ...CircleSchema.properties, active: Type.Boolean(), sort: Type.Integer() });
export type AdminCircle = Static<typeof AdminCircleSchema>;

/** Body of POST /admin/upgc/circles/update: the fields to change; `active: false` closes the circle, `true` opens it again. */
export const CircleUpdateSchema = Type.Object({
  circleId: CircleId,
  name: Type.Optional(CircleBodySchema.properties.name),
  intro: Type.Optional(CircleBodySchema.properties.intro),
  cover: Type.Optional(CircleBodySchema.properties.cover),
  sort: Type.Optional(CircleBodySchema.properties.sort),
  active: Type.Optional(Type.Boolean({ title: '是否开放' })),
});
export type CircleUpdate = Static<typeof CircleUpdateSchema>;

// ---- notices (interactions) ----

/** What happened: a like on my post or comment, a comment on my post, a reply to me, a new follower. */
export const NOTICE_KINDS = ['post_like', 'comment_like', 'post_comment', 'comment_reply', 'follow'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
/** The groups notices are read and counted by (the tabs 赞 / 评论 / 关注). */
export const NOTICE_GROUPS = ['like', 'comment', 'follow'] as const;
export type NoticeGroup = (typeof NOTICE_GROUPS)[number];

const NoticeGroupField = StringEnum(NOTICE_GROUPS, { title: '消息类型', 'x-msg': '消息类型须为赞、评论或关注' });

export const NoticeSchema = Type.Object({
  /** Stable for one notice (kind and the rows it is about). */
  id: Type.String(),
  kind: StringEnum(NOTICE_KINDS),
  group: StringEnum(NOTICE_GROUPS),
  /** Who did it. */
  actor: CommunityUserSchema,
  /** The post to open (null for a follow). */
  postId: Nullable(Type.Integer()),
  /** The comment liked, or the comment written (null for a post like or a follow). */
  commentId: Nullable(Type.Integer()),
  /** What they wrote (a comment or reply), else ''. */
  text: Type.String(),
  /** The beginning of what of mine it is about (my post, or my comment for a comment like), else ''. */
  target: Type.String(),
  read: Type.Boolean(),
  createdAt: Type.Integer(),
});
export type Notice = Static<typeof NoticeSchema>;

export const NoticeListQuerySchema = Type.Object({ group: Type.Optional(NoticeGroupField), ...PageQuery });
export type NoticeListQuery = Static<typeof NoticeListQuerySchema>;

/** Unread notices by group, and their sum. */
export const NoticeUnreadSchema = Type.Object({ like: Type.Integer(), comment: Type.Integer(), follow: Type.Integer(), total: Type.Integer() });
export type NoticeUnread = Static<typeof NoticeUnreadSchema>;

/** Body of POST /upgc/notice/read: one group or all; notices up to `until` (the newest one seen; default now). */
export const NoticeReadBodySchema = Type.Object({
  group: Type.Optional(NoticeGroupField),
  until: Type.Optional(Type.Integer({ title: '已读到', minimum: 0, 'x-msg': '已读时间不正确' })),
});
export type NoticeReadBody = Static<typeof NoticeReadBodySchema>;

// ---- WeChat message push (content security results) ----

export const WechatPushQuerySchema = Type.Object({
  signature: Type.String({ maxLength: 64 }),
  timestamp: Type.String({ maxLength: 16 }),
  nonce: Type.String({ maxLength: 64 }),
  echostr: Type.Optional(Type.String({ maxLength: 256 })),
});
export type WechatPushQuery = Static<typeof WechatPushQuerySchema>;
