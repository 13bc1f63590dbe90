/**
 * The exercise area's part of the API contract (docs/API.md "Exercises", spec 2.13): the
 * catalogue, practices and how they felt, my practices and totals, the FAQ. The client imports
 * the types only (`@contract/exercise`).
 */
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from '../../core/paging.js';
import { Nullable, StringEnum } from '../../core/schemas.js';

// ---- fields ----

export const EXERCISE_ACCESS = ['free', 'vip'] as const;
/** Free: everyone; vip: members only. */
export type ExerciseAccess = (typeof EXERCISE_ACCESS)[number];

const ExerciseId = Type.Integer({ title: '练习编号', minimum: 1, 'x-msg': '练习编号不正确' });
/** The practice's id, made by the client: a repeated call with it is the same practice. */
const ClientId = Type.String({ title: '练习记录编号', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', 'x-msg': '练习记录编号须为8到64位字母、数字、下划线或短横线' });

/** Query of the paged lists that take nothing but the page (my practices). */

// ---- the catalogue ----

export const ExerciseCardSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  title: Type.String(),
  subtitle: Type.String(),
  category: Type.String(),
  coverColor: Type.String(),
  summary: Type.String(),
  access: StringEnum(EXERCISE_ACCESS),
  stepCount: Type.Integer(),
  totalSeconds: Type.Integer(),
  hasAudio: Type.Boolean(),
  people: Type.Integer(),
});
export type ExerciseCard = Static<typeof ExerciseCardSchema>;

/** A step as the detail shows it: numbered from 1, with its timer. */
export const ExerciseDetailStepSchema = Type.Object({ no: Type.Integer(), title: Type.String(), text: Type.String(), seconds: Type.Integer() });
export type ExerciseDetailStep = Static<typeof ExerciseDetailStepSchema>;

export const ExerciseDetailSchema = Type.Intersect([
  ExerciseCardSchema,
  Type.Object({
    steps: Type.Array(ExerciseDetailStepSchema),
    /** Signed media URL (`/api/media/audio/…`, 6 h) when the caller may practise it and it has audio; else null. */
    audioUrl: Nullable(Type.String()),
    playable: Type.Boolean(),
    isVip: Type.Boolean(),
    myPractices: Type.Integer(),
  }),
]);
export type ExerciseDetail = Static<typeof ExerciseDetailSchema>;

const filterFields = {
  category: Type.Optional(Type.String({ title: '分类', maxLength: 20 })),
  access: Type.Optional(StringEnum(EXERCISE_ACCESS, { title: '开放方式' })),
};

/** Filters of GET /exercise/list. */
export const ExerciseFilterSchema = Type.Object(filterFields);
export type ExerciseFilter = Static<typeof ExerciseFilterSchema>;

/** Query of GET /exercise/list: the page and the filters. */
export const ExerciseListQuerySchema = Type.Object({ ...PageQuery, ...filterFields });
export type ExerciseListQuery = Static<typeof ExerciseListQuerySchema>;

/** Query of GET /exercise/detail. */
export const ExerciseDetailQuerySchema = Type.Object({ id: ExerciseId });
export type ExerciseDetailQuery = Static<typeof ExerciseDetailQuerySchema>;

/** An item of GET /exercise/questions (common questions about practising). */
export const ExerciseQuestionSchema = Type.Object({ question: Type.String(), answer: Type.String() });
export type ExerciseQuestion = Static<typeof ExerciseQuestionSchema>;

// ---- practices ----

export const PracticeSchema = Type.Object({
  id: Type.Integer(),
  clientId: Type.String(),
  exercise: ExerciseCardSchema,
  startedAt: Type.Integer(),
  completedAt: Nullable(Type.Integer()),
  /** 1–5, null until recorded. */
  mood: Nullable(Type.Integer()),
  note: Nullable(Type.String()),
  feltAt: Nullable(Type.Integer()),
});
export type Practice = Static<typeof PracticeSchema>;

/** Body of POST /exercise/practice/start. */
export const StartPracticeBodySchema = Type.Object({ exerciseId: ExerciseId, clientId: ClientId });
export type StartPracticeBody = Static<typeof StartPracticeBodySchema>;

/** Body of POST /exercise/practice/complete and query of GET /exercise/practice. */
export const PracticeRefSchema = Type.Object({ clientId: ClientId });
export type PracticeRef = Static<typeof PracticeRefSchema>;

/** Body of POST /exercise/feel. */
export const FeelBodySchema = Type.Object({
  clientId: ClientId,
  mood: Type.Integer({ title: '心情', minimum: 1, maximum: 5, 'x-msg': '请选择1到5之间的心情' }),
  note: Type.Optional(Type.String({ title: '感受', maxLength: 200, 'x-msg': '感受最多200个字' })),
});
export type FeelBody = Static<typeof FeelBodySchema>;

/** GET /exercise/mine/summary: membership and practice totals. */
export const PracticeSummarySchema = Type.Object({
  isVip: Type.Boolean(),
  vipExpireAt: Nullable(Type.Integer()),
  practices: Type.Integer(),
  completed: Type.Integer(),
  /** Sum of the step timers of completed practices. */
  practisedSeconds: Type.Integer(),
  lastPracticeAt: Nullable(Type.Integer()),
});
export type PracticeSummary = Static<typeof PracticeSummarySchema>;
