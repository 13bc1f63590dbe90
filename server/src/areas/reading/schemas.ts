/**
 * The reading-party area's part of the API contract (docs/READING.md; the client's route group
 * /reading, scene 538): parties, cities, sign-ups (free here, paid through commerce), the
 * waitlist, check-in, the organiser's management, statistics and settlement. Times are epoch
 * milliseconds, money integer fen. The client imports the types only (`@contract/reading`).
 */
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from '../../core/paging.js';
import { Nullable, StringEnum } from '../../core/schemas.js';
import { UploadedImageUrl } from '../upload/schemas.js';

export const CAPACITY_MAX = 500;
/** ¥1,000: a party's fee stays below the per-withdrawal maximum of cash-out. */
export const FEE_MAX_FEN = 100_000;

const PartyId = Type.Integer({ title: '读书会编号', minimum: 1, 'x-msg': '读书会编号不正确' });
const Time = (title: string) => Type.Integer({ title, minimum: 0, 'x-msg': `${title}不正确` });
const Text = (title: string, min: number, max: number) =>
  Type.String({ title, minLength: min, maxLength: max, 'x-msg': min > 0 ? `${title}须为${min}到${max}个字` : `${title}最多${max}个字` });

export const PartyRefSchema = Type.Object({ partyId: PartyId });
export type PartyRef = Static<typeof PartyRefSchema>;

export const ReadingUserSchema = Type.Object({ id: Type.Integer(), nickname: Type.String(), avatar: Type.String() });
export type ReadingUser = Static<typeof ReadingUserSchema>;

export const PARTY_PHASES = ['signup', 'full', 'closed', 'ongoing', 'ended', 'cancelled'] as const;
/**
 * signup: taking sign-ups; full: no seat left before the deadline (the waitlist is open);
 * closed: the sign-up deadline passed; ongoing: started, not ended; ended; cancelled.
 */
export type PartyPhase = (typeof PARTY_PHASES)[number];

// ---- parties ----

export const PartyCardSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** The book read ('' for a topic party). */
  bookTitle: Type.String(),
  topic: Type.String(),
  cover: Type.String(),
  city: Type.String(),
  venue: Type.String(),
  startsAt: Type.Integer(),
  endsAt: Type.Integer(),
  /** Last moment to sign up, and to cancel with a full refund. */
  signupDeadline: Type.Integer(),
  capacity: Type.Integer(),
  seatsLeft: Type.Integer(),
  /** Confirmed sign-ups. */
  attendees: Type.Integer(),
  feeFen: Type.Integer(),
  phase: StringEnum(PARTY_PHASES),
  organiser: ReadingUserSchema,
});
export type PartyCard = Static<typeof PartyCardSchema>;

export const SIGNUP_STATUSES = ['pending', 'confirmed', 'closed', 'cancelled', 'refunded'] as const;
export const WAITLIST_STATUSES = ['waiting', 'offered', 'accepted', 'expired', 'left', 'cleared'] as const;

/** The caller's sign-up of a party. */
export const MySignupSchema = Type.Object({
  id: Type.Integer(),
  partyId: Type.Integer(),
  /** pending: the order waits for payment (holds the seat until it closes); confirmed: a seat. */
  status: StringEnum(SIGNUP_STATUSES),
  paidFen: Type.Integer(),
  /** The order of a paid sign-up (pay it, or see it in 我的订单). */
  orderNumber: Nullable(Type.String()),
  checkedInAt: Nullable(Type.Integer()),
  /** Cancelling now refunds in full (before the deadline, not checked in). */
  canCancel: Type.Boolean(),
  createdAt: Type.Integer(),
});
export type MySignup = Static<typeof MySignupSchema>;

/** The caller's place in the waitlist. */
export const MyWaitlistSchema = Type.Object({
  status: StringEnum(['waiting', 'offered'] as const),
  /** 1 = next in line (waiting only). */
  position: Type.Integer(),
  /** offered: sign up (and pay) before this, or the seat passes to the next. */
  offerExpiresAt: Nullable(Type.Integer()),
});
export type MyWaitlist = Static<typeof MyWaitlistSchema>;

export const PartyDetailSchema = Type.Object({
  party: PartyCardSchema,
  address: Type.String(),
  description: Type.String(),
  /** The course subject the book links to (open /course/detail), or null. */
  subjectId: Nullable(Type.Integer()),
  /** The commodity to pay a paid party's sign-up with (pay/addorder), null for a free party. */
  commodityId: Nullable(Type.Integer()),
  waitlistCount: Type.Integer(),
  /** The stated rule, shown beside the sign-up button. */
  refundRule: Type.String(),
  me: Type.Object({
    loggedIn: Type.Boolean(),
    isOrganiser: Type.Boolean(),
    signup: Nullable(MySignupSchema),
    waitlist: Nullable(MyWaitlistSchema),
  }),
});
export type PartyDetail = Static<typeof PartyDetailSchema>;

/** Body of POST /reading/party/create (the creat page). A book (title, maybe a course) or a topic. */
export const CreatePartyBodySchema = Type.Object({
  title: Text('活动名称', 2, 40),
  bookTitle: Type.Optional(Text('书名', 0, 60)),
  /** A course subject picked in searchBookTopic; its title is the book's when bookTitle is empty. */
  subjectId: Type.Optional(Type.Integer({ title: '书目', minimum: 1, 'x-msg': '请重新选择书目' })),
  topic: Type.Optional(Text('话题', 0, 40)),
  city: Text('城市', 1, 20),
  venue: Text('场地名称', 1, 60),
  address: Text('详细地址', 1, 120),
  startsAt: Time('开始时间'),
  endsAt: Time('结束时间'),
  /** Defaults to the start. */
  signupDeadline: Type.Optional(Time('报名截止时间')),
  capacity: Type.Integer({ title: '人数上限', minimum: 1, maximum: CAPACITY_MAX, 'x-msg': `人数上限须为1到${CAPACITY_MAX}人` }),
  feeFen: Type.Integer({ title: '报名费', minimum: 0, maximum: FEE_MAX_FEN, 'x-msg': `报名费须为0到${FEE_MAX_FEN / 100}元，最小单位为分` }),
  description: Type.Optional(Text('活动介绍', 0, 2000)),
  cover: Type.Optional(UploadedImageUrl),
});
export type CreatePartyBody = Static<typeof CreatePartyBodySchema>;

export const PartyListQuerySchema = Type.Object({
  city: Type.Optional(Type.String({ title: '城市', maxLength: 20 })),
  ...PageQuery,
});
export type PartyListQuery = Static<typeof PartyListQuerySchema>;

export const CityCountSchema = Type.Object({ name: Type.String(), count: Type.Integer() });
/** GET /reading/cities: cities with upcoming parties (by name), the hot ones first by count. */
export const CitiesSchema = Type.Object({ cities: Type.Array(CityCountSchema), hot: Type.Array(CityCountSchema) });
export type Cities = Static<typeof CitiesSchema>;

export const SearchBookTopicQuerySchema = Type.Object({
  keyword: Type.String({ title: '搜索内容', maxLength: 40, 'x-msg': '搜索内容最多40个字' }),
  ...PageQuery,
});
export const BookOptionSchema = Type.Object({ subjectId: Type.Integer(), title: Type.String(), author: Type.String(), cover: Type.String() });
export const BookTopicResultSchema = Type.Object({
  /** Courses whose title or author holds the keyword (paged). */
  books: Type.Object({
    list: Type.Array(BookOptionSchema),
    total: Type.Integer(),
    pageNum: Type.Integer(),
    pageSize: Type.Integer(),
    hasMore: Type.Boolean(),
  }),
  /** Topics of earlier parties and the suggested ones holding the keyword (all of them for an empty keyword). */
  topics: Type.Array(Type.String()),
});
export type BookTopicResult = Static<typeof BookTopicResultSchema>;

/** GET /reading/poster: what the share poster draws (the client makes the QR of `path`). */
export const PosterSchema = Type.Object({
  party: PartyCardSchema,
  /** The client path of the party, with the sharer's invitation code. */
  path: Type.String(),
  invitationCode: Type.String(),
});
export type Poster = Static<typeof PosterSchema>;

// ---- mine ----

export const MineSummarySchema = Type.Object({
  createdCount: Type.Integer(),
  signupCount: Type.Integer(),
  /** The caller's earnings account (shared with distribution); withdraw through /earnings. */
  earnings: Type.Object({ pendingFen: Type.Integer(), availableFen: Type.Integer(), frozenFen: Type.Integer(), withdrawnFen: Type.Integer() }),
  /** Reading-party income settled so far (after refunds taken back). */
  settledFen: Type.Integer(),
});
export type MineSummary = Static<typeof MineSummarySchema>;

export const SignupItemSchema = Type.Object({ party: PartyCardSchema, signup: MySignupSchema });
export type SignupItem = Static<typeof SignupItemSchema>;

// ---- sign-up, waitlist, check-in ----

export const WaitlistStateSchema = Type.Object({ partyId: Type.Integer(), waitlist: Nullable(MyWaitlistSchema) });
export type WaitlistState = Static<typeof WaitlistStateSchema>;

export const CheckinBodySchema = Type.Object({
  partyId: PartyId,
  code: Type.String({ title: '签到码', pattern: '^\\d{6}$', 'x-msg': '请输入6位数字签到码' }),
});
export type CheckinBody = Static<typeof CheckinBodySchema>;

export const CheckinCodeSchema = Type.Object({
  code: Type.String(),
  /** What the manage page draws as the QR (the attendee's scan opens the detail page with it). */
  qrText: Type.String(),
  /** The code changes every this many seconds; the previous one is still accepted. */
  windowSeconds: Type.Integer(),
  /** When the next code comes (fetch again then). */
  refreshAt: Type.Integer(),
  /** Milliseconds until refreshAt by the server's clock: the page counts down from this, as the phone's clock may differ. */
  expiresInMs: Type.Integer(),
});
export type CheckinCode = Static<typeof CheckinCodeSchema>;

export const ManualCheckinBodySchema = Type.Object({ partyId: PartyId, signupId: Type.Integer({ title: '报名编号', minimum: 1, 'x-msg': '报名编号不正确' }) });
export type ManualCheckinBody = Static<typeof ManualCheckinBodySchema>;

// ---- organiser ----

export const AttendeeSchema = Type.Object({
  signupId: Type.Integer(),
  user: ReadingUserSchema,
  status: StringEnum(SIGNUP_STATUSES),
  paidFen: Type.Integer(),
  checkedInAt: Nullable(Type.Integer()),
  checkedInBy: Nullable(StringEnum(['code', 'organiser'] as const)),
  createdAt: Type.Integer(),
});
export type Attendee = Static<typeof AttendeeSchema>;

export const WaitlistEntrySchema = Type.Object({
  id: Type.Integer(),
  user: ReadingUserSchema,
  status: StringEnum(['waiting', 'offered'] as const),
  offerExpiresAt: Nullable(Type.Integer()),
  createdAt: Type.Integer(),
});

/** GET /reading/manage: pending and confirmed sign-ups (confirmed first), then the open waitlist in line order. */
export const ManageSchema = Type.Object({
  party: PartyCardSchema,
  settledAt: Nullable(Type.Integer()),
  attendees: Type.Array(AttendeeSchema),
  waitlist: Type.Array(WaitlistEntrySchema),
});
export type Manage = Static<typeof ManageSchema>;

export const CancelPartyBodySchema = Type.Object({ partyId: PartyId, reason: Type.Optional(Text('取消原因', 0, 100)) });
export type CancelPartyBody = Static<typeof CancelPartyBodySchema>;

/** The outcome of cancelling a party (repeat the call, or wait for the job, while `unfinished` > 0). */
export const CancelResultSchema = Type.Object({
  partyId: Type.Integer(),
  status: Type.Literal('cancelled'),
  refunded: Type.Integer(),
  /** Unpaid orders closed. */
  closed: Type.Integer(),
  /** Free sign-ups cancelled. */
  cancelled: Type.Integer(),
  /** Sign-ups whose refund failed this time (the provider was unreachable); retried by the job. */
  unfinished: Type.Integer(),
});
export type CancelResult = Static<typeof CancelResultSchema>;

export const StatisticsSchema = Type.Object({
  partyId: Type.Integer(),
  capacity: Type.Integer(),
  /** Confirmed sign-ups (paid and free). */
  signups: Type.Integer(),
  paid: Type.Integer(),
  free: Type.Integer(),
  /** Orders placed and not paid yet. */
  pending: Type.Integer(),
  checkedIn: Type.Integer(),
  /** checkedIn / signups in percent with one decimal (0 without sign-ups). */
  attendanceRate: Type.Number(),
  cancelled: Type.Integer(),
  refunded: Type.Integer(),
  waitlist: Type.Integer(),
  /** What confirmed paid sign-ups paid. */
  revenueFen: Type.Integer(),
  platformFeeFen: Type.Integer(),
  /** The organiser's share of revenueFen (settled, or as it would settle now). */
  organiserFen: Type.Integer(),
});
export type Statistics = Static<typeof StatisticsSchema>;

export const SettlementSchema = Type.Object({
  partyId: Type.Integer(),
  title: Type.String(),
  endsAt: Type.Integer(),
  platformFeeBp: Type.Integer(),
  /** Settling is possible now. */
  canSettle: Type.Boolean(),
  /** Why not, in Chinese ('' when it can). */
  blockedReason: Type.String(),
  settledAt: Nullable(Type.Integer()),
  /** Paid, not refunded sign-ups (settled ones after settlement). */
  paidSignups: Type.Integer(),
  grossFen: Type.Integer(),
  platformFen: Type.Integer(),
  /** The organiser's income: grossFen − platformFen (after settlement: what stays after refunds). */
  shareFen: Type.Integer(),
  /** Shares taken back by refunds after settlement. */
  reversedFen: Type.Integer(),
});
export type Settlement = Static<typeof SettlementSchema>;

// ---- operator ----

export const AdminPartyQuerySchema = Type.Object({
  status: Type.Optional(StringEnum(['open', 'cancelled'] as const, { title: '状态' })),
  city: Type.Optional(Type.String({ title: '城市', maxLength: 20 })),
  ...PageQuery,
});
export type AdminPartyQuery = Static<typeof AdminPartyQuerySchema>;

export const AdminPartySchema = Type.Object({
  party: PartyCardSchema,
  status: StringEnum(['open', 'cancelled'] as const),
  platformFeeBp: Type.Integer(),
  cancelReason: Nullable(Type.String()),
  cancelledBy: Nullable(Type.String()),
  settledAt: Nullable(Type.Integer()),
  settledFen: Nullable(Type.Integer()),
  platformFen: Nullable(Type.Integer()),
  createdAt: Type.Integer(),
});
export type AdminParty = Static<typeof AdminPartySchema>;

export const PartyIdParamsSchema = Type.Object({ id: PartyId });
export const AdminCancelBodySchema = Type.Object({ reason: Text('取消原因', 1, 100) });

export const ReadingSettingsSchema = Type.Object({
  /** The platform's share of paid sign-ups, basis points (1000 = 10%); applies to parties created afterwards. */
  platformFeeBp: Type.Integer({ title: '平台服务费', minimum: 0, maximum: 5000, 'x-msg': '平台服务费须为0到5000（万分比）' }),
  /** How long a seat offered from the waitlist is held. */
  offerHoldMinutes: Type.Integer({ title: '候补保留时长', minimum: 10, maximum: 1440, 'x-msg': '候补保留时长须为10到1440分钟' }),
});
export type ReadingSettings = Static<typeof ReadingSettingsSchema>;
