/**
 * The learn area's part of the API contract (docs/API.md "Courses and learning" → Learning):
 * progress reports of the player, the last play, statistics, records, the weekly ranking and
 * the share summary. The client imports the types only (`@contract/learn`).
 */
import { Type, type Static } from '@sinclair/typebox';
import { InvitationCode, StringEnum } from '../../core/schemas.js';
import { CertificateRefSchema } from '../certificate/schemas.js';
import { SubjectCardSchema } from '../course/schemas.js';

/** The most listening time one report may add (the player reports about every 10 s). */
export const MAX_PLAYED_SECONDS = 120;

// ---- POST /learn/progress ----

export const ProgressReportBodySchema = Type.Object({
  /** Unique per report: a retried report counts once. */
  reportId: Type.String({ title: '上报编号', minLength: 8, maxLength: 64, 'x-msg': '上报编号须为8到64个字符' }),
  chapterId: Type.Integer({ title: '章节', minimum: 1, 'x-msg': '章节编号不正确' }),
  // Past the chapter's end counts as the end (players round up); see the service.
  positionSec: Type.Number({ title: '播放位置', minimum: 0, maximum: 86400, 'x-msg': '播放位置须为0到章节时长之间的秒数' }),
  /** Seconds listened since the previous report (0..MAX_PLAYED_SECONDS). */
  playedSeconds: Type.Number({
    title: '收听时长',
    minimum: 0,
    maximum: MAX_PLAYED_SECONDS,
    'x-msg': `收听时长须为0到${MAX_PLAYED_SECONDS}秒`,
  }),
  ended: Type.Optional(Type.Boolean({ title: '是否播放完毕' })),
});
export type ProgressReportBody = Static<typeof ProgressReportBodySchema>;

export const ProgressAnswerSchema = Type.Object({
  positionSec: Type.Integer(),
  completed: Type.Boolean(),
  subjectCompleted: Type.Boolean(),
  /** The certificate this report issued (the subject's last chapter completed), else null. */
  certificate: Type.Union([CertificateRefSchema, Type.Null()]),
  todaySeconds: Type.Integer(),
});
export type ProgressAnswer = Static<typeof ProgressAnswerSchema>;

// ---- GET /learn/lastPlay (data null without any progress) ----

export const LastPlaySchema = Type.Object({
  subject: SubjectCardSchema,
  chapter: Type.Object({ id: Type.Integer(), title: Type.String(), durationSec: Type.Integer() }),
  positionSec: Type.Integer(),
  updatedAt: Type.Integer(),
});
export type LastPlay = Static<typeof LastPlaySchema>;

// ---- GET /learn/statistics ----

export const StatisticsQuerySchema = Type.Object({
  range: Type.Optional(StringEnum(['week', 'month'] as const, { title: '统计范围', 'x-msg': '统计范围须为 week 或 month' })),
});
export type StatisticsQuery = Static<typeof StatisticsQuerySchema>;
export type StatisticsRange = NonNullable<StatisticsQuery['range']>;

export const LearnStatisticsSchema = Type.Object({
  todayMinutes: Type.Integer(),
  /** This Beijing week (Monday first). */
  weekMinutes: Type.Integer(),
  totalMinutes: Type.Integer(),
  /** Days with listening. */
  totalDays: Type.Integer(),
  currentStreak: Type.Integer(),
  longestStreak: Type.Integer(),
  /** Oldest first, one per day of the range, the last one today. */
  days: Type.Array(Type.Object({ date: Type.String(), minutes: Type.Integer() })),
  coursesStarted: Type.Integer(),
  coursesCompleted: Type.Integer(),
  certificates: Type.Integer(),
});
export type LearnStatistics = Static<typeof LearnStatisticsSchema>;

// ---- GET /learn/records ----

export const LearnRecordSchema = Type.Object({
  subject: SubjectCardSchema,
  lastChapter: Type.Object({ id: Type.Integer(), title: Type.String() }),
  positionSec: Type.Integer(),
  completedChapters: Type.Integer(),
  chapterCount: Type.Integer(),
  /** 0..100 */
  percent: Type.Integer(),
  updatedAt: Type.Integer(),
});
export type LearnRecord = Static<typeof LearnRecordSchema>;

// ---- GET /learn/ranking ----

export const RankingQuerySchema = Type.Object({
  week: Type.Optional(StringEnum(['current', 'last'] as const, { title: '榜单周次', 'x-msg': '榜单周次须为 current 或 last' })),
});
export type RankingQuery = Static<typeof RankingQuerySchema>;
export type RankingWeek = NonNullable<RankingQuery['week']>;

export const RankingEntrySchema = Type.Object({
  rank: Type.Integer(),
  userId: Type.Integer(),
  nickname: Type.String(),
  avatar: Type.String(),
  minutes: Type.Integer(),
  isMe: Type.Boolean(),
});
export type RankingEntry = Static<typeof RankingEntrySchema>;

export const RankingSchema = Type.Object({
  weekStart: Type.String(),
  weekEnd: Type.String(),
  list: Type.Array(RankingEntrySchema),
  /** The caller's place (null without listening that week). */
  me: Type.Object({ rank: Type.Union([Type.Integer(), Type.Null()]), minutes: Type.Integer() }),
});
export type Ranking = Static<typeof RankingSchema>;

// ---- GET /learn/share (data null for an unknown invitation code) ----

export const ShareQuerySchema = Type.Object({ code: Type.Optional(InvitationCode) });
export type ShareQuery = Static<typeof ShareQuerySchema>;

/** Only totals: what someone listened to is never shared. */
export const ShareSummarySchema = Type.Object({
  nickname: Type.String(),
  avatar: Type.String(),
  invitationCode: Type.String(),
  totalMinutes: Type.Integer(),
  totalDays: Type.Integer(),
  currentStreak: Type.Integer(),
  coursesCompleted: Type.Integer(),
  certificates: Type.Integer(),
  weekRank: Type.Union([Type.Integer(), Type.Null()]),
});
export type ShareSummary = Static<typeof ShareSummarySchema>;
