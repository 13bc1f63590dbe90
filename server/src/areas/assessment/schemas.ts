/**
 * The assessment area's part of the API contract (docs/API.md "Assessments, exercises and
 * credentials"): the catalogue and favourites, taking a test, reports with their share links,
 * friends' help, then the operator API. The client imports the types only (`@contract/assessment`).
 */
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from '../../core/paging.js';
import { Nullable, StringEnum } from '../../core/schemas.js';

// ---- fields ----

export const ASSESSMENT_ACCESS = ['free', 'vip', 'paid'] as const;
/** Free: everyone logged in; vip: live membership; paid: an entitlement (bought or granted). */
export type AssessmentAccess = (typeof ASSESSMENT_ACCESS)[number];
const AssessmentAccessSchema = StringEnum(ASSESSMENT_ACCESS);

/** A query or body field: an id, 1 or more. */
const Id = (title: string) => Type.Integer({ title, minimum: 1, 'x-msg': `${title}不正确` });
const AssessmentId = Id('测评编号');
const SessionId = Id('答题记录编号');
const ReportId = Id('报告编号');
/** A share token or a help code: URL-safe, 8 to 64 characters. */
const Token = (title: string) => Type.String({ title, minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', 'x-msg': `${title}无效` });
const Flag = (title: string) => Type.Optional(Type.Boolean({ title }));

/** Query of the paged lists that take nothing but the page (favourites, mine, report history). */

// ---- catalogue and favourites ----

export const AssessmentCardSchema = Type.Object({
  id: Type.Integer(),
  scaleCode: Type.String(),
  title: Type.String(),
  subtitle: Type.String(),
  /** emotion, personality or wellbeing (the row's category). */
  category: Type.String(),
  /** 情绪健康, 性格探索, 生活状态 */
  categoryName: Type.String(),
  /** '#rrggbb' */
  coverColor: Type.String(),
  access: AssessmentAccessSchema,
  /** The price of a paid assessment in fen; else 0. */
  priceFen: Type.Integer(),
  hot: Type.Boolean(),
  /** A validated clinical screening scale (PHQ-9, GAD-7). */
  clinical: Type.Boolean(),
  itemCount: Type.Integer(),
  minutes: Type.Integer(),
  people: Type.Integer(),
  /** Friends needed to unlock a report; 0: none. */
  helpUnlock: Type.Integer(),
  /** Paid: the commodity that sells it (`/common/orderPay?productId=…&productType=assessment`); else null. */
  commodityId: Nullable(Type.Integer()),
});
export type AssessmentCard = Static<typeof AssessmentCardSchema>;

/** The caller's open session of a test. */
export const UnfinishedSessionSchema = Type.Object({ sessionId: Type.Integer(), answered: Type.Integer() });
export type UnfinishedSession = Static<typeof UnfinishedSessionSchema>;

/** The caller's latest report of a test. */
export const LastReportSchema = Type.Object({ id: Type.Integer(), headline: Type.String(), createdAt: Type.Integer() });
export type LastReport = Static<typeof LastReportSchema>;

export const AssessmentDetailSchema = Type.Intersect([
  AssessmentCardSchema,
  Type.Object({
    intro: Type.String(),
    instruction: Type.String(),
    disclaimer: Type.String(),
    source: Type.String(),
    favorite: Type.Boolean(),
    isVip: Type.Boolean(),
    /** Paid and granted or bought. */
    owned: Type.Boolean(),
    /** Free; VIP and member; paid and owned (without login: free only). */
    canTake: Type.Boolean(),
    unfinished: Nullable(UnfinishedSessionSchema),
    lastReport: Nullable(LastReportSchema),
  }),
]);
export type AssessmentDetail = Static<typeof AssessmentDetailSchema>;

/** Query of GET /assessment/detail. */
export const AssessmentDetailQuerySchema = Type.Object({ id: AssessmentId });
export type AssessmentDetailQuery = Static<typeof AssessmentDetailQuerySchema>;

export const CategoryCountSchema = Type.Object({ code: Type.String(), name: Type.String(), count: Type.Integer() });
export type CategoryCount = Static<typeof CategoryCountSchema>;

/** GET /assessment/home: the first hot and free cards and the categories. */
export const AssessmentHomeSchema = Type.Object({
  hot: Type.Array(AssessmentCardSchema),
  free: Type.Array(AssessmentCardSchema),
  categories: Type.Array(CategoryCountSchema),
});
export type AssessmentHome = Static<typeof AssessmentHomeSchema>;

const filterFields = {
  category: Type.Optional(Type.String({ title: '分类', maxLength: 20 })),
  free: Flag('免费'),
  vip: Flag('会员'),
  paid: Flag('付费'),
  hot: Flag('热门'),
  q: Type.Optional(Type.String({ title: '搜索内容', maxLength: 30, 'x-msg': '搜索内容不能超过30个字' })),
};

/** Filters of GET /assessment/list; several access flags mean any of them. */
export const AssessmentFilterSchema = Type.Object(filterFields);
export type AssessmentFilter = Static<typeof AssessmentFilterSchema>;

/** Query of GET /assessment/list: the page and the filters. */
export const AssessmentListQuerySchema = Type.Object({ ...PageQuery, ...filterFields });
export type AssessmentListQuery = Static<typeof AssessmentListQuerySchema>;

/** Body of POST /assessment/favorite. */
export const FavoriteBodySchema = Type.Object({ assessmentId: AssessmentId, favorite: Type.Boolean({ title: '是否收藏' }) });
export type FavoriteBody = Static<typeof FavoriteBodySchema>;

export const FavoriteStateSchema = Type.Object({ favorite: Type.Boolean() });
export type FavoriteState = Static<typeof FavoriteStateSchema>;

/** An item of GET /assessment/mine: a test the user started or finished. */
export const MineItemSchema = Type.Object({
  assessment: AssessmentCardSchema,
  unfinished: Nullable(UnfinishedSessionSchema),
  lastReport: Nullable(LastReportSchema),
  reports: Type.Integer(),
  updatedAt: Type.Integer(),
});
export type MineItem = Static<typeof MineItemSchema>;

// ---- taking a test ----

export const SESSION_STATUSES = ['open', 'submitted'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** Question number ("1", "2", …) → the chosen option's value. */
export const SessionAnswersSchema = Type.Record(Type.String(), Type.Integer());
export type SessionAnswers = Static<typeof SessionAnswersSchema>;

/** One test in progress (or submitted) of one user. */
export const AssessmentSessionSchema = Type.Object({
  sessionId: Type.Integer(),
  assessmentId: Type.Integer(),
  scaleCode: Type.String(),
  status: StringEnum(SESSION_STATUSES),
  answers: SessionAnswersSchema,
  answered: Type.Integer(),
  itemCount: Type.Integer(),
  /** The first question without an answer; null when all are answered. */
  nextQuestionNo: Nullable(Type.Integer()),
  reportId: Nullable(Type.Integer()),
  updatedAt: Type.Integer(),
});
export type AssessmentSession = Static<typeof AssessmentSessionSchema>;

/** Body of POST /assessment/session/start. */
export const StartSessionBodySchema = Type.Object({
  assessmentId: AssessmentId,
  consent: Type.Boolean({ title: '测评须知', 'x-msg': '请先阅读并同意测评须知' }),
});
export type StartSessionBody = Static<typeof StartSessionBodySchema>;

/** Query of GET /assessment/session/current and GET /assessment/questions. */
export const AssessmentIdQuerySchema = Type.Object({ assessmentId: AssessmentId });
export type AssessmentIdQuery = Static<typeof AssessmentIdQuerySchema>;

/** Query of GET /assessment/session. */
export const SessionQuerySchema = Type.Object({ sessionId: SessionId });
export type SessionQuery = Static<typeof SessionQuerySchema>;

export const QuestionOptionSchema = Type.Object({ value: Type.Integer(), label: Type.String() });
export type QuestionOption = Static<typeof QuestionOptionSchema>;

/** One question as the client sees it: never the dimension or the reverse key. */
export const QuestionSchema = Type.Object({ no: Type.Integer(), text: Type.String(), options: Type.Array(QuestionOptionSchema) });
export type Question = Static<typeof QuestionSchema>;

/** GET /assessment/questions: the questions of a test, without scoring keys. */
export const QuestionsSchema = Type.Object({
  assessmentId: Type.Integer(),
  scaleCode: Type.String(),
  title: Type.String(),
  instruction: Type.String(),
  itemCount: Type.Integer(),
  questions: Type.Array(QuestionSchema),
});
export type Questions = Static<typeof QuestionsSchema>;

/** Body of PUT /assessment/session/answer. */
export const AnswerBodySchema = Type.Object({
  sessionId: SessionId,
  questionNo: Type.Integer({ title: '题号', minimum: 1, maximum: 1000, 'x-msg': '题号不正确' }),
  value: Type.Integer({ title: '答案', minimum: -1000, maximum: 1000, 'x-msg': '请选择一个答案' }),
});
export type AnswerBody = Static<typeof AnswerBodySchema>;

/** Body of POST /assessment/session/submit: `answers` are laid over the saved ones. */
export const SubmitBodySchema = Type.Object({
  sessionId: SessionId,
  // Checked by the scoring engine, whose message names the question.
  answers: Type.Optional(Type.Record(Type.String({ maxLength: 4 }), Type.Unknown(), { title: '答案', maxProperties: 200 })),
});
export type SubmitBody = Static<typeof SubmitBodySchema>;

/** The report of a submission; `created` is false when the same answers had made it before. */
export const SubmittedSchema = Type.Object({ reportId: Type.Integer(), created: Type.Boolean() });
export type Submitted = Static<typeof SubmittedSchema>;

// ---- reports ----

export const BAND_TONES = ['positive', 'neutral', 'caution', 'warning'] as const;
/** How a band reads for the user, whatever the score's direction. */
export type BandTone = (typeof BAND_TONES)[number];

/** The interpretation band a score falls in. */
export const ScoreBandSchema = Type.Object({
  label: Type.String(),
  /** 1 = the band of the lowest scores. */
  level: Type.Integer(),
  tone: StringEnum(BAND_TONES),
  description: Type.String(),
  advice: Type.String(),
});
export type ScoreBand = Static<typeof ScoreBandSchema>;

const scoreFields = {
  raw: Type.Integer(),
  min: Type.Integer(),
  max: Type.Integer(),
  /** Percent of maximum, one decimal. */
  percent: Type.Number(),
  band: Nullable(ScoreBandSchema),
};

export const ReportTotalSchema = Type.Object({ label: Type.String(), ...scoreFields });
export type ReportTotal = Static<typeof ReportTotalSchema>;

export const ReportDimensionSchema = Type.Object({ code: Type.String(), name: Type.String(), description: Type.String(), ...scoreFields });
export type ReportDimension = Static<typeof ReportDimensionSchema>;

/** One axis of a type test's result. */
export const ReportTypeAxisSchema = Type.Object({
  /** e.g. 'EI' */
  dimension: Type.String(),
  /** [high pole, low pole], e.g. ['E', 'I']. */
  letters: Type.Array(Type.String()),
  pole: Type.String(),
  poleName: Type.String(),
  /** 0 at the midpoint, 100 at either end. */
  strength: Type.Integer(),
  /** The score sat on the midpoint: the preference is not clear. */
  tie: Type.Boolean(),
});
export type ReportTypeAxis = Static<typeof ReportTypeAxisSchema>;

export const ReportTypeSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  axes: Type.Array(ReportTypeAxisSchema),
});
export type ReportType = Static<typeof ReportTypeSchema>;

export const HotlineSchema = Type.Object({ name: Type.String(), number: Type.String(), note: Type.String() });
export type Hotline = Static<typeof HotlineSchema>;

/** Text a report shows prominently (the crisis notice); never held back by a lock. */
export const NoticeSchema = Type.Object({ title: Type.String(), text: Type.String(), hotlines: Type.Array(HotlineSchema) });
export type Notice = Static<typeof NoticeSchema>;

/** A course the report recommends (by the assessment's course keyword). */
export const RecommendedCourseSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  subtitle: Type.String(),
  cover: Type.String(),
  /** The course's access. */
  access: StringEnum(['free', 'vip', 'paid'] as const),
});
export type RecommendedCourse = Static<typeof RecommendedCourseSchema>;

/** Friends' help of a report that needs it. */
export const ReportHelpSchema = Type.Object({
  needed: Type.Integer(),
  helped: Type.Integer(),
  /** Owner only (else null): the code of the AssessmentHelpUnloc link. */
  code: Nullable(Type.String()),
});
export type ReportHelp = Static<typeof ReportHelpSchema>;

/** A report; locked (waiting for friends' help): only the headline and the notices. */
export const ReportSchema = Type.Object({
  id: Type.Integer(),
  assessmentId: Type.Integer(),
  scaleCode: Type.String(),
  title: Type.String(),
  clinical: Type.Boolean(),
  disclaimer: Type.String(),
  createdAt: Type.Integer(),
  isOwner: Type.Boolean(),
  /** Owner only: the live share token (null when not shared). */
  shareToken: Nullable(Type.String()),
  locked: Type.Boolean(),
  help: Nullable(ReportHelpSchema),
  headline: Type.String(),
  crisis: Type.Boolean(),
  notices: Type.Array(NoticeSchema),
  total: Nullable(ReportTotalSchema),
  dimensions: Type.Array(ReportDimensionSchema),
  type: Nullable(ReportTypeSchema),
  advice: Type.Array(Type.String()),
  recommendedCourses: Type.Array(RecommendedCourseSchema),
});
export type Report = Static<typeof ReportSchema>;

/** Query of GET /assessment/report: the owner's report by id, or anyone's by a share token (which wins). */
export const ReportLookupQuerySchema = Type.Object({ id: Type.Optional(ReportId), shareToken: Type.Optional(Token('分享链接')) });
export type ReportLookupQuery = Static<typeof ReportLookupQuerySchema>;

/** Body of POST /assessment/report/share and /assessment/report/unshare. */
export const ReportIdBodySchema = Type.Object({ reportId: ReportId });
export type ReportIdBody = Static<typeof ReportIdBodySchema>;

export const ShareLinkSchema = Type.Object({ shareToken: Type.String() });
export type ShareLink = Static<typeof ShareLinkSchema>;

/** POST /assessment/report/unshare answers an empty object. */
export const UnsharedSchema = Type.Object({});
export type Unshared = Static<typeof UnsharedSchema>;

/** An item of GET /assessment/reportHistory. */
export const ReportItemSchema = Type.Object({
  id: Type.Integer(),
  assessmentId: Type.Integer(),
  scaleCode: Type.String(),
  title: Type.String(),
  coverColor: Type.String(),
  headline: Type.String(),
  crisis: Type.Boolean(),
  locked: Type.Boolean(),
  createdAt: Type.Integer(),
});
export type ReportItem = Static<typeof ReportItemSchema>;

// ---- friends' help ----

/** Query of GET and body of POST /assessment/report/help. */
export const HelpCodeSchema = Type.Object({ code: Token('助力码') });
export type HelpCode = Static<typeof HelpCodeSchema>;

/** What a friend sees on the help page: whose report, how far it is from unlocking; never scores. */
export const HelpInfoSchema = Type.Object({
  code: Type.String(),
  scaleCode: Type.String(),
  title: Type.String(),
  owner: Type.Object({ nickname: Type.String(), avatar: Type.String() }),
  needed: Type.Integer(),
  helped: Type.Integer(),
  unlocked: Type.Boolean(),
  isOwner: Type.Boolean(),
  helpedByMe: Type.Boolean(),
});
export type HelpInfo = Static<typeof HelpInfoSchema>;

// ---- operator API ----

export const AdminAssessmentSchema = Type.Intersect([
  AssessmentCardSchema,
  Type.Object({ peopleBase: Type.Integer(), courseKeyword: Type.String(), sort: Type.Integer(), active: Type.Boolean(), updatedAt: Type.Integer() }),
]);
export type AdminAssessment = Static<typeof AdminAssessmentSchema>;

/** Params of PUT /admin/assessments/:id. */
export const AdminAssessmentParamsSchema = Type.Object({ id: AssessmentId });
export type AdminAssessmentParams = Static<typeof AdminAssessmentParamsSchema>;

/** Body of PUT /admin/assessments/:id: the fields to change. */
export const AssessmentPatchSchema = Type.Object({
  title: Type.Optional(Type.String({ title: '标题', minLength: 1, maxLength: 40 })),
  subtitle: Type.Optional(Type.String({ title: '副标题', maxLength: 60 })),
  coverColor: Type.Optional(Type.String({ title: '封面颜色', pattern: '^#[0-9a-fA-F]{6}$', 'x-msg': '封面颜色须为 #RRGGBB' })),
  access: Type.Optional(StringEnum(ASSESSMENT_ACCESS, { title: '开放方式', 'x-msg': '开放方式须为 free、vip 或 paid' })),
  priceFen: Type.Optional(Type.Integer({ title: '价格（分）', minimum: 0, maximum: 10_000_000 })),
  peopleBase: Type.Optional(Type.Integer({ title: '基础测试人数', minimum: 0, maximum: 100_000_000 })),
  hot: Type.Optional(Type.Boolean({ title: '热门' })),
  helpUnlock: Type.Optional(Type.Integer({ title: '助力解锁人数', minimum: 0, maximum: 20 })),
  courseKeyword: Type.Optional(Type.String({ title: '推荐课程关键词', maxLength: 20 })),
  sort: Type.Optional(Type.Integer({ title: '排序', minimum: -100000, maximum: 100000 })),
  active: Type.Optional(Type.Boolean({ title: '上架' })),
});
export type AssessmentPatch = Static<typeof AssessmentPatchSchema>;

/** Body of POST /admin/assessments/entitlements. */
export const GrantBodySchema = Type.Object({ userId: Id('用户编号'), assessmentId: AssessmentId });
export type GrantBody = Static<typeof GrantBodySchema>;

/** A user's right to a paid assessment (source 'order' or 'grant'). */
export const EntitlementSchema = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  assessmentId: Type.Integer(),
  source: Type.String(),
  createdAt: Type.Integer(),
});
export type Entitlement = Static<typeof EntitlementSchema>;
