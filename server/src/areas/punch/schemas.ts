/**
 * The punch-in area's part of the API contract (docs/PUNCH.md; the client's route group /punch,
 * scene 508, and the listen-to-book challenge /activity/learnPunchIndex, scene 513): challenges,
 * joining, today's punch and make-up cards, the calendar and streak, the timeline with likes and
 * comments, the ranking, messages and the mini-program reminder. Days are Beijing calendar days
 * 'YYYY-MM-DD'. The client imports the types only (`@contract/punch`).
 */
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from '../../core/paging.js';
import { Nullable, StringEnum } from '../../core/schemas.js';
import { UploadedImageUrl } from '../upload/schemas.js';

// ---- fields ----

export const PUNCH_TEXT_MAX = 1000;
export const PUNCH_COMMENT_MAX = 200;
export const PUNCH_IMAGES_MAX = 9;
export const MAKEUP_LIMIT_MAX = 30;
export const CHALLENGE_DAYS_MAX = 366;

export const CHALLENGE_KINDS = ['daily', 'listen'] as const;
/** daily: a punch is text and/or photos; listen: a punch needs enough real listening that Beijing day. */
export type ChallengeKind = (typeof CHALLENGE_KINDS)[number];
export const PUNCH_KINDS = ['normal', 'makeup'] as const;
/** normal: punched on its own day; makeup: a past missed day, punched with a make-up card. */
export type PunchKind = (typeof PUNCH_KINDS)[number];
export const CHALLENGE_STATUSES = ['upcoming', 'ongoing', 'ended'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

const ChallengeId = Type.Integer({ title: '挑战编号', minimum: 1, 'x-msg': '挑战编号不正确' });
const PunchId = Type.Integer({ title: '打卡编号', minimum: 1, 'x-msg': '打卡编号不正确' });
/** A Beijing calendar day. */
export const Day = Type.String({ title: '日期', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', 'x-msg': '日期须为YYYY-MM-DD格式' });
/** Whether a 'YYYY-MM-DD' (of Day's form) is a real calendar day, not 2025-02-30. */
export function isCalendarDay(day: string): boolean {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === day;
}
const Cursor = Type.String({ title: '游标', maxLength: 64, pattern: '^[A-Za-z0-9_-]*$', 'x-msg': '游标不正确，请刷新后重试' });
const FeedSize = Type.Integer({ title: '每页条数', minimum: 1, maximum: 50, 'x-msg': '每页条数须为1到50' });
const PunchText = Type.String({ title: '打卡内容', maxLength: PUNCH_TEXT_MAX + 200, 'x-msg': `打卡内容最多${PUNCH_TEXT_MAX}个字` });
const PunchImages = Type.Array(UploadedImageUrl, { title: '图片', maxItems: PUNCH_IMAGES_MAX, 'x-msg': `最多上传${PUNCH_IMAGES_MAX}张图片` });

export const PunchUserSchema = Type.Object({ id: Type.Integer(), nickname: Type.String(), avatar: Type.String() });
export type PunchUser = Static<typeof PunchUserSchema>;

// ---- challenges ----

export const ChallengeSchema = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(CHALLENGE_KINDS),
  title: Type.String(),
  intro: Type.String(),
  cover: Type.String(),
  /** First and last Beijing day of the challenge (inclusive). */
  startDay: Type.String(),
  endDay: Type.String(),
  /** Days from start to end. */
  days: Type.Integer(),
  /** Make-up cards each participant may use in this challenge. */
  makeupLimit: Type.Integer(),
  /** Minutes of real listening a day needs (listen challenges; 0 for daily ones). */
  minMinutes: Type.Integer(),
  /** The courses and book lists whose listening counts (empty: any). */
  subjectIds: Type.Array(Type.Integer()),
  /** Beijing time after which the mini-program reminder goes to those not punched yet. */
  reminderTime: Type.String(),
  status: StringEnum(CHALLENGE_STATUSES),
  participants: Type.Integer(),
  /** Punches made today (Beijing). */
  todayPunches: Type.Integer(),
  joined: Type.Boolean(),
});
export type Challenge = Static<typeof ChallengeSchema>;

export const ChallengeRefSchema = Type.Object({ challengeId: ChallengeId });
export type ChallengeRef = Static<typeof ChallengeRefSchema>;

/** GET /punch/challenge/list: the caller's challenges and the ones open to join. */
export const ChallengeListSchema = Type.Object({
  today: Type.String(),
  joined: Type.Array(ChallengeSchema),
  open: Type.Array(ChallengeSchema),
});
export type ChallengeList = Static<typeof ChallengeListSchema>;

/** Body of POST /punch/join: `inviteCode` is the sharer's invitation code when joined from a shared link. */
export const JoinBodySchema = Type.Object({
  challengeId: ChallengeId,
  inviteCode: Type.Optional(Type.String({ title: '邀请码', maxLength: 64 })),
});
export type JoinBody = Static<typeof JoinBodySchema>;

// ---- my status ----

export const ReminderStateSchema = Type.Object({
  /** The mini-program template of the reminder; null when reminders are not configured. */
  templateId: Nullable(Type.String()),
  /** One-time grants not used yet: each lets one reminder be sent. */
  pending: Type.Integer(),
  /** Beijing time of the reminder. */
  time: Type.String(),
});
export type ReminderState = Static<typeof ReminderStateSchema>;

export const PunchStatusSchema = Type.Object({
  /** The server's Beijing day (clients never use their own clock for "today"). */
  today: Type.String(),
  joined: Type.Boolean(),
  /** Beijing day of joining; null when not joined. */
  joinedDay: Nullable(Type.String()),
  punchedToday: Type.Boolean(),
  todayPunchId: Nullable(Type.Integer()),
  /** Consecutive punched days (normal or make-up) up to today; today not punched yet does not break it. */
  streak: Type.Integer(),
  longestStreak: Type.Integer(),
  totalDays: Type.Integer(),
  makeupUsed: Type.Integer(),
  makeupLeft: Type.Integer(),
  /** Minutes really listened today, counted over the challenge's courses. */
  listenedMinutesToday: Type.Integer(),
  unreadMessages: Type.Integer(),
  reminder: ReminderStateSchema,
});
export type PunchStatus = Static<typeof PunchStatusSchema>;

/** GET /punch/challenge/detail. */
export const ChallengeDetailSchema = Type.Object({ challenge: ChallengeSchema, me: PunchStatusSchema });
export type ChallengeDetail = Static<typeof ChallengeDetailSchema>;

// ---- punches ----

export const CONTENT_STATUSES = ['visible', 'held', 'rejected'] as const;
/** A punch's or comment's moderation: 'held' waits for an operator, 'rejected' was refused; both are shown to their author only. */
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
/** A punch's: also 'removed', its text and photos taken down by an operator (answered empty; the day still counts). */
export const PUNCH_STATUSES = [...CONTENT_STATUSES, 'removed'] as const;
export type PunchStatusValue = (typeof PUNCH_STATUSES)[number];

export const PunchCommentSchema = Type.Object({
  id: Type.Integer(),
  punchId: Type.Integer(),
  user: PunchUserSchema,
  text: Type.String(),
  /** Others see 'visible' comments only; the author also their 'held' and 'rejected' ones. */
  status: StringEnum(CONTENT_STATUSES),
  mine: Type.Boolean(),
  createdAt: Type.Integer(),
});
export type PunchComment = Static<typeof PunchCommentSchema>;

export const PunchSchema = Type.Object({
  id: Type.Integer(),
  challengeId: Type.Integer(),
  /** The Beijing day the punch counts for. */
  day: Type.String(),
  kind: StringEnum(PUNCH_KINDS),
  text: Type.String(),
  images: Type.Array(Type.String()),
  /** Minutes really listened that day (over the challenge's courses), as counted when punching. */
  minutes: Type.Integer(),
  user: PunchUserSchema,
  /**
   * Others see 'visible' punches only; the author also sees theirs 'held' (审核中: the text waits
   * for an operator), 'rejected', or 'removed' (text and photos answered empty). Every punch
   * counts for its day and the streak, whatever its status.
   */
  status: StringEnum(PUNCH_STATUSES),
  likeCount: Type.Integer(),
  /** Comments the caller sees. */
  commentCount: Type.Integer(),
  liked: Type.Boolean(),
  mine: Type.Boolean(),
  /** The latest comments (at most 3), oldest first; the rest through /punch/comment/list. */
  comments: Type.Array(PunchCommentSchema),
  createdAt: Type.Integer(),
});
export type Punch = Static<typeof PunchSchema>;

/** Body of POST /punch/punch: today's punch. A daily challenge needs text or a photo; a listen challenge enough listening. */
export const PunchBodySchema = Type.Object({
  challengeId: ChallengeId,
  text: Type.Optional(PunchText),
  images: Type.Optional(PunchImages),
});
export type PunchBody = Static<typeof PunchBodySchema>;

/** Body of POST /punch/makeup: a missed past day of the challenge, with a make-up card. */
export const MakeupBodySchema = Type.Object({
  challengeId: ChallengeId,
  day: Day,
  text: Type.Optional(PunchText),
  images: Type.Optional(PunchImages),
});
export type MakeupBody = Static<typeof MakeupBodySchema>;

/** The answer of a punch or make-up (the same on every retry): the punch and the caller's status after it. */
export const PunchResultSchema = Type.Object({ punch: PunchSchema, me: PunchStatusSchema });
export type PunchResult = Static<typeof PunchResultSchema>;

export const PunchRefSchema = Type.Object({ punchId: PunchId });
export type PunchRef = Static<typeof PunchRefSchema>;

// ---- calendar ----

export const CalendarSchema = Type.Object({
  today: Type.String(),
  kind: StringEnum(CHALLENGE_KINDS),
  startDay: Type.String(),
  endDay: Type.String(),
  joinedDay: Nullable(Type.String()),
  /** Every punched day, ascending. */
  punches: Type.Array(Type.Object({ id: Type.Integer(), day: Type.String(), kind: StringEnum(PUNCH_KINDS), minutes: Type.Integer() })),
  streak: Type.Integer(),
  longestStreak: Type.Integer(),
  totalDays: Type.Integer(),
  makeupLimit: Type.Integer(),
  makeupUsed: Type.Integer(),
  makeupLeft: Type.Integer(),
  minMinutes: Type.Integer(),
});
export type Calendar = Static<typeof CalendarSchema>;

// ---- timeline, likes, comments ----

export const TimelineQuerySchema = Type.Object({
  challengeId: ChallengeId,
  /** Only this user's punches. */
  userId: Type.Optional(Type.Integer({ title: '用户编号', minimum: 1, 'x-msg': '用户编号不正确' })),
  cursor: Type.Optional(Cursor),
  pageSize: Type.Optional(FeedSize),
});
export type TimelineQuery = Static<typeof TimelineQuerySchema>;

export const TimelinePageSchema = Type.Object({ list: Type.Array(PunchSchema), nextCursor: Nullable(Type.String()), hasMore: Type.Boolean() });
export type TimelinePage = Static<typeof TimelinePageSchema>;

export const PunchLikeStateSchema = Type.Object({ liked: Type.Boolean(), likeCount: Type.Integer() });
export type PunchLikeState = Static<typeof PunchLikeStateSchema>;

export const CommentBodySchema = Type.Object({
  punchId: PunchId,
  text: Type.String({ title: '评论', maxLength: PUNCH_COMMENT_MAX + 100, 'x-msg': `评论须为1到${PUNCH_COMMENT_MAX}个字` }),
});
export type CommentBody = Static<typeof CommentBodySchema>;

export const REPORT_TARGETS = ['punch', 'comment'] as const;

/** Body of POST /punch/report: a punch or comment the caller sees; one open report per reporter and target. */
export const ReportBodySchema = Type.Object({
  targetType: StringEnum(REPORT_TARGETS, { title: '举报对象', 'x-msg': '举报对象须为 punch 或 comment' }),
  targetId: Type.Integer({ title: '举报对象编号', minimum: 1, 'x-msg': '举报对象编号不正确' }),
  reason: Type.String({ title: '举报理由', minLength: 1, maxLength: 200, 'x-msg': '举报理由须为1到200个字' }),
});
export type ReportBody = Static<typeof ReportBodySchema>;

export const PunchReportSchema = Type.Object({
  id: Type.Integer(),
  reporterId: Type.Integer(),
  targetType: StringEnum(REPORT_TARGETS),
  targetId: Type.Integer(),
  reason: Type.String(),
  status: StringEnum(['open', 'closed'] as const),
  createdAt: Type.Integer(),
  closedAt: Nullable(Type.Integer()),
});
export type PunchReport = Static<typeof PunchReportSchema>;

export const CommentListQuerySchema = Type.Object({ punchId: PunchId, ...PageQuery });
export type CommentListQuery = Static<typeof CommentListQuerySchema>;

// ---- ranking ----

export const RankItemSchema = Type.Object({
  rank: Type.Integer(),
  user: PunchUserSchema,
  /** Punched days (normal and make-up). */
  days: Type.Integer(),
  streak: Type.Integer(),
  /** Minutes listened over the punched days. */
  minutes: Type.Integer(),
});
export type RankItem = Static<typeof RankItemSchema>;

export const RankingSchema = Type.Object({
  today: Type.String(),
  /** People with at least one punch. */
  ranked: Type.Integer(),
  list: Type.Array(RankItemSchema),
  /** The caller's line; null before their first punch. */
  me: Nullable(RankItemSchema),
});
export type Ranking = Static<typeof RankingSchema>;

// ---- messages ----

export const MESSAGE_TYPES = ['like', 'comment'] as const;

export const PunchMessageSchema = Type.Object({
  type: StringEnum(MESSAGE_TYPES),
  /** 'like:<punchId>:<userId>' or 'comment:<commentId>': stable across pages. */
  key: Type.String(),
  from: PunchUserSchema,
  punch: Type.Object({ id: Type.Integer(), day: Type.String(), text: Type.String() }),
  /** The comment; '' for a like. */
  text: Type.String(),
  unread: Type.Boolean(),
  createdAt: Type.Integer(),
});
export type PunchMessage = Static<typeof PunchMessageSchema>;

export const MessagesQuerySchema = Type.Object({ challengeId: ChallengeId, ...PageQuery });
export type MessagesQuery = Static<typeof MessagesQuerySchema>;

/** Body of POST /punch/message/read: everything up to `upTo` (the newest message shown, epoch ms) is read. */
export const MessagesReadBodySchema = Type.Object({
  challengeId: ChallengeId,
  upTo: Type.Integer({ title: '已读时间', minimum: 0, 'x-msg': '已读时间不正确' }),
});
export type MessagesReadBody = Static<typeof MessagesReadBodySchema>;

export const UnreadSchema = Type.Object({ unread: Type.Integer() });
export type Unread = Static<typeof UnreadSchema>;

// ---- reminders ----

/** Body of POST /punch/reminder/subscribe: after `wx.requestSubscribeMessage` accepted `templateId`; `code` from `wx.login` names the WeChat user. */
export const ReminderBodySchema = Type.Object({
  challengeId: ChallengeId,
  templateId: Type.String({ title: '订阅模板', minLength: 1, maxLength: 128, 'x-msg': '订阅模板不正确' }),
  code: Type.String({ title: '微信登录凭证', minLength: 1, maxLength: 256, 'x-msg': '缺少微信登录凭证' }),
});
export type ReminderBody = Static<typeof ReminderBodySchema>;

// ---- operators ----

export const ChallengeBodySchema = Type.Object({
  kind: StringEnum(CHALLENGE_KINDS, { title: '挑战类型', 'x-msg': '挑战类型须为 daily 或 listen' }),
  title: Type.String({ title: '挑战名称', minLength: 1, maxLength: 30, 'x-msg': '挑战名称须为1到30个字' }),
  intro: Type.Optional(Type.String({ title: '挑战介绍', maxLength: 2000, 'x-msg': '挑战介绍最多2000个字' })),
  cover: Type.Optional(Type.String({ title: '封面', maxLength: 300 })),
  startDay: Day,
  endDay: Day,
  makeupLimit: Type.Integer({ title: '补卡次数', minimum: 0, maximum: MAKEUP_LIMIT_MAX, 'x-msg': `补卡次数须为0到${MAKEUP_LIMIT_MAX}` }),
  minMinutes: Type.Optional(Type.Integer({ title: '每日收听分钟', minimum: 0, maximum: 600, 'x-msg': '每日收听分钟须为0到600' })),
  subjectIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { title: '指定课程', maxItems: 100, 'x-msg': '最多指定100门课程' })),
  reminderTime: Type.Optional(Type.String({ title: '提醒时间', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', 'x-msg': '提醒时间须为HH:mm' })),
  active: Type.Optional(Type.Boolean({ title: '上线' })),
  sort: Type.Optional(Type.Integer({ title: '排序', minimum: 0, maximum: 100000 })),
});
export type ChallengeBody = Static<typeof ChallengeBodySchema>;

export const ChallengeIdParamsSchema = Type.Object({ id: ChallengeId });

export const ReminderRunSchema = Type.Object({
  /** The Beijing day the run worked for. */
  day: Type.String(),
  /** Participants due a reminder (not punched, after the reminder time, with an unused grant). */
  due: Type.Integer(),
  sent: Type.Integer(),
  failed: Type.Integer(),
});
export type ReminderRun = Static<typeof ReminderRunSchema>;

// ---- operators: moderation ----

export const HeldItemSchema = Type.Object({
  type: StringEnum(REPORT_TARGETS),
  /** The punch's or the comment's id. */
  id: Type.Integer(),
  punchId: Type.Integer(),
  challengeId: Type.Integer(),
  authorId: Type.Integer(),
  text: Type.String(),
  images: Type.Array(Type.String()),
  /** 'keyword' | 'wechat_review' | 'check_failed' */
  holdReason: Type.String(),
  createdAt: Type.Integer(),
});
export type HeldItem = Static<typeof HeldItemSchema>;

/** Body of POST /admin/punch/review: release (visible to everyone) or reject a held punch or comment, once. */
export const ReviewBodySchema = Type.Object({
  type: StringEnum(REPORT_TARGETS, { title: '类型', 'x-msg': '类型须为 punch 或 comment' }),
  id: Type.Integer({ title: '编号', minimum: 1, 'x-msg': '编号不正确' }),
  verdict: StringEnum(['release', 'reject'] as const, { title: '审核结果', 'x-msg': '审核结果须为 release 或 reject' }),
});
export type ReviewBody = Static<typeof ReviewBodySchema>;

export const ReviewResultSchema = Type.Object({ type: StringEnum(REPORT_TARGETS), id: Type.Integer(), status: StringEnum(CONTENT_STATUSES) });
export type ReviewResult = Static<typeof ReviewResultSchema>;

export const PunchCommentRefSchema = Type.Object({ commentId: Type.Integer({ title: '评论编号', minimum: 1, 'x-msg': '评论编号不正确' }) });
export type PunchCommentRef = Static<typeof PunchCommentRefSchema>;

export const ReportRefSchema = Type.Object({ reportId: Type.Integer({ title: '举报编号', minimum: 1, 'x-msg': '举报编号不正确' }) });
export type ReportRef = Static<typeof ReportRefSchema>;
