/**
 * Team reading's part of the API contract (docs/TEAMREADING.md; the client's route group
 * /teamreading, scene 529): teams (战队) reading one book list on a daily plan, members'
 * progress counted from real listening, rankings, and book lists shared under a symbol.
 * The client imports the types only (`@contract/teamreading`).
 */
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from '../../core/paging.js';
import { Nullable, StringEnum } from '../../core/schemas.js';
import { BookListCardSchema, BookListDetailSchema, SubjectCardSchema } from '../course/schemas.js';

// ---- limits ----

export const TEAM_NAME_MAX = 20;
export const TEAM_SIZE_MIN = 2;
export const TEAM_SIZE_MAX = 20;
export const CHAPTERS_PER_DAY_MIN = 1;
export const CHAPTERS_PER_DAY_MAX = 5;
export const DEFAULT_CHAPTERS_PER_DAY = 2;
/** Teams shown by the team ranking. */
export const RANKING_SIZE = 50;

export const TEAM_ROLES = ['captain', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const SHARE_THEMES = ['newyear', 'goddess'] as const;
/** newyear: bookListNewYear/:symbol; goddess: goddessFestivals/:symbol. */
export type ShareTheme = (typeof SHARE_THEMES)[number];

const TeamId = Type.Integer({ title: '战队编号', minimum: 1, 'x-msg': '战队编号不正确' });
const UserId = Type.Integer({ title: '队员编号', minimum: 1, 'x-msg': '队员编号不正确' });
const BookListId = Type.Integer({ title: '书单编号', minimum: 1, 'x-msg': '书单编号不正确' });
/** Letters and digits; compared without case. */
const InviteCode = Type.String({ title: '邀请码', maxLength: 16, pattern: '^[A-Za-z0-9]*$', 'x-msg': '邀请码不正确，请向队长重新获取邀请链接' });
const SymbolField = Type.String({ title: '分享标识', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$', 'x-msg': '分享标识只能包含字母、数字、-和_' });

// ---- shapes ----

export const TeamUserSchema = Type.Object({ id: Type.Integer(), nickname: Type.String(), avatar: Type.String() });
export type TeamUser = Static<typeof TeamUserSchema>;

export const TeamBookListSchema = Type.Object({ id: Type.Integer(), title: Type.String(), cover: Type.String() });
export type TeamBookList = Static<typeof TeamBookListSchema>;

/** A team as lists show it. Days are Beijing calendar days 'YYYY-MM-DD'. */
export const TeamCardSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  bookList: TeamBookListSchema,
  captain: TeamUserSchema,
  size: Type.Integer(),
  /** Active members, the captain included. */
  memberCount: Type.Integer(),
  public: Type.Boolean(),
  chaptersPerDay: Type.Integer(),
  /** Chapters of the plan (the active courses of the book list, in order). */
  planChapters: Type.Integer(),
  planDays: Type.Integer(),
  startDay: Type.String(),
  /** The plan's last day. */
  endDay: Type.String(),
  /** The plan's last day has passed. */
  finished: Type.Boolean(),
  /** Seconds the active members listened to the list's courses since the start day (10-second slots). */
  totalSeconds: Type.Integer(),
  /** The caller's role; null when not a member (or not logged in). */
  role: Nullable(StringEnum(TEAM_ROLES)),
  createdAt: Type.Integer(),
});
export type TeamCard = Static<typeof TeamCardSchema>;

/** One member's progress, counted from listen_slots and chapter_progress. */
export const MemberProgressSchema = Type.Object({
  /** Seconds listened to the list's courses since the team's start day. */
  listenedSeconds: Type.Integer(),
  /** Of which today (Beijing). */
  todaySeconds: Type.Integer(),
  /** Chapters of the plan completed (whenever). */
  completedChapters: Type.Integer(),
  planChapters: Type.Integer(),
  /** Chapters the plan holds up to and including today. */
  plannedToDate: Type.Integer(),
});
export type MemberProgress = Static<typeof MemberProgressSchema>;

export const TeamMemberSchema = Type.Object({
  user: TeamUserSchema,
  role: StringEnum(TEAM_ROLES),
  joinedAt: Type.Integer(),
  progress: MemberProgressSchema,
});
export type TeamMember = Static<typeof TeamMemberSchema>;

export const PlanChapterSchema = Type.Object({
  subjectId: Type.Integer(),
  subjectTitle: Type.String(),
  chapterId: Type.Integer(),
  title: Type.String(),
  durationSec: Type.Integer(),
  /** Completed by the caller. */
  completed: Type.Boolean(),
});
export type PlanChapter = Static<typeof PlanChapterSchema>;

export const PlanDaySchema = Type.Object({
  /** 0 for the start day. */
  index: Type.Integer(),
  day: Type.String(),
  chapters: Type.Array(PlanChapterSchema),
  /** The caller completed every chapter of the day. */
  doneByMe: Type.Boolean(),
  /** Active members who completed every chapter of the day. */
  doneBy: Type.Integer(),
});
export type PlanDay = Static<typeof PlanDaySchema>;

/** GET /teamreading/team/schedule: the team, its plan and each member's progress. */
export const TeamScheduleSchema = Type.Object({
  team: TeamCardSchema,
  /** Today (Beijing) and its index in the plan (negative before the start, ≥ planDays after the end). */
  today: Type.String(),
  todayIndex: Type.Integer(),
  viewer: StringEnum(['captain', 'member', 'visitor'] as const),
  /** The caller may join now. */
  canJoin: Type.Boolean(),
  /** Why a visitor cannot join (已满员, 共读已结束, …); null when they can or are a member. */
  joinBlocked: Nullable(Type.String()),
  /** The team's invite code, for members (the invitation link); null for visitors. */
  inviteCode: Nullable(Type.String()),
  members: Type.Array(TeamMemberSchema),
  days: Type.Array(PlanDaySchema),
  /** The caller's progress; null for a visitor. */
  mine: Nullable(MemberProgressSchema),
});
export type TeamSchedule = Static<typeof TeamScheduleSchema>;

/** GET /teamreading/teams/mine. */
export const MyTeamSchema = Type.Composite([TeamCardSchema, Type.Object({ progress: MemberProgressSchema })]);
export type MyTeam = Static<typeof MyTeamSchema>;
export const MyTeamsSchema = Type.Object({ captain: Type.Array(MyTeamSchema), joined: Type.Array(MyTeamSchema) });
export type MyTeams = Static<typeof MyTeamsSchema>;

/** GET /teamreading/team/bookList: the team's list with each course's progress for the caller. */
export const TeamBookListItemSchema = Type.Object({
  note: Type.String(),
  subject: SubjectCardSchema,
  /** Chapters of this course in the plan, and the caller's completed ones. */
  chapters: Type.Integer(),
  completedChapters: Type.Integer(),
  /** Seconds the caller listened to this course since the team's start day. */
  listenedSeconds: Type.Integer(),
  /** Plan days (indexes) that hold this course's chapters. */
  firstDay: Type.Integer(),
  lastDay: Type.Integer(),
});
export type TeamBookListItem = Static<typeof TeamBookListItemSchema>;
export const TeamBookListDetailSchema = Type.Object({
  team: TeamCardSchema,
  summary: Type.String(),
  items: Type.Array(TeamBookListItemSchema),
});
export type TeamBookListDetail = Static<typeof TeamBookListDetailSchema>;

// ---- rankings ----

export const TeamRankSchema = Type.Object({ rank: Type.Integer(), team: TeamCardSchema });
export type TeamRank = Static<typeof TeamRankSchema>;
/** GET /teamreading/ranking/teams: the top teams, and where the caller's teams stand. */
export const TeamRankingSchema = Type.Object({ list: Type.Array(TeamRankSchema), mine: Type.Array(TeamRankSchema) });
export type TeamRanking = Static<typeof TeamRankingSchema>;

export const MemberRankSchema = Type.Object({
  rank: Type.Integer(),
  user: TeamUserSchema,
  role: StringEnum(TEAM_ROLES),
  listenedSeconds: Type.Integer(),
  completedChapters: Type.Integer(),
});
export type MemberRank = Static<typeof MemberRankSchema>;
/** GET /teamreading/ranking/members: the members of one of my teams by listening. */
export const MemberRankingSchema = Type.Object({ team: TeamCardSchema, list: Type.Array(MemberRankSchema), myRank: Nullable(Type.Integer()) });
export type MemberRanking = Static<typeof MemberRankingSchema>;

/** A book list with how many read it together: readers are active members of teams not dissolved. */
export const BookListStatSchema = Type.Object({
  rank: Type.Integer(),
  bookList: BookListCardSchema,
  readers: Type.Integer(),
  teams: Type.Integer(),
});
export type BookListStat = Static<typeof BookListStatSchema>;

// ---- sharing ----

export const ShareSymbolSchema = Type.Object({
  id: Type.Integer(),
  symbol: Type.String(),
  theme: StringEnum(SHARE_THEMES),
  bookListId: Type.Integer(),
  bookListTitle: Type.String(),
  title: Type.String(),
  active: Type.Boolean(),
  createdAt: Type.Integer(),
});
export type ShareSymbol = Static<typeof ShareSymbolSchema>;

/** A shared book list (public): the list with its courses, how many read it, the symbol's headline. */
export const SharedBookListSchema = Type.Object({
  bookList: BookListDetailSchema,
  readers: Type.Integer(),
  teams: Type.Integer(),
  /** The share page's headline: the symbol's title, else the list's. */
  headline: Type.String(),
  theme: Nullable(StringEnum(SHARE_THEMES)),
});
export type SharedBookList = Static<typeof SharedBookListSchema>;

// ---- inputs ----

export const TeamRefSchema = Type.Object({ teamId: TeamId });
export type TeamRef = Static<typeof TeamRefSchema>;

export const ScheduleQuerySchema = Type.Object({ teamId: TeamId, invite: Type.Optional(InviteCode) });
export type ScheduleQuery = Static<typeof ScheduleQuerySchema>;

export const DiscoverQuerySchema = Type.Object({ bookListId: Type.Optional(BookListId), ...PageQuery });
export type DiscoverQuery = Static<typeof DiscoverQuerySchema>;

/** Body of POST /teamreading/team/create. */
export const CreateTeamBodySchema = Type.Object({
  bookListId: BookListId,
  name: Type.String({ title: '战队名称', maxLength: TEAM_NAME_MAX + 20, 'x-msg': `战队名称须为1到${TEAM_NAME_MAX}个字` }),
  size: Type.Integer({ title: '战队人数', minimum: TEAM_SIZE_MIN, maximum: TEAM_SIZE_MAX, 'x-msg': `战队人数须为${TEAM_SIZE_MIN}到${TEAM_SIZE_MAX}人` }),
  chaptersPerDay: Type.Optional(
    Type.Integer({ title: '每日章节', minimum: CHAPTERS_PER_DAY_MIN, maximum: CHAPTERS_PER_DAY_MAX, 'x-msg': `每天须读${CHAPTERS_PER_DAY_MIN}到${CHAPTERS_PER_DAY_MAX}章` }),
  ),
  public: Type.Optional(Type.Boolean({ title: '公开招募' })),
});
export type CreateTeamBody = Static<typeof CreateTeamBodySchema>;

export const JoinBodySchema = Type.Object({ teamId: TeamId, inviteCode: Type.Optional(InviteCode) });
export type JoinBody = Static<typeof JoinBodySchema>;

export const RemoveBodySchema = Type.Object({ teamId: TeamId, userId: UserId });
export type RemoveBody = Static<typeof RemoveBodySchema>;
/** `removed`: this call removed them (false when they were removed already). */
export const RemoveResultSchema = Type.Object({ removed: Type.Boolean(), memberCount: Type.Integer() });
export type RemoveResult = Static<typeof RemoveResultSchema>;

export const MemberRankingQuerySchema = Type.Object({ teamId: TeamId });

export const SharedBookListQuerySchema = Type.Object({ bookListId: BookListId });
export const SymbolQuerySchema = Type.Object({
  symbol: SymbolField,
  theme: StringEnum(SHARE_THEMES, { title: '分享页', 'x-msg': '分享页不正确' }),
});
export type SymbolQuery = Static<typeof SymbolQuerySchema>;

/** Body of POST /admin/teamreading/shares. */
export const ShareSymbolBodySchema = Type.Object({
  symbol: SymbolField,
  theme: StringEnum(SHARE_THEMES, { title: '分享页', 'x-msg': '分享页须为 newyear 或 goddess' }),
  bookListId: BookListId,
  title: Type.Optional(Type.String({ title: '标题', maxLength: 40, 'x-msg': '标题最多40个字' })),
});
export type ShareSymbolBody = Static<typeof ShareSymbolBodySchema>;
export const IdParamsSchema = Type.Object({ id: Type.Integer({ title: '编号', minimum: 1, 'x-msg': '编号不正确' }) });
