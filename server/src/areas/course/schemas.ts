/**
 * The course area's part of the API contract (docs/API.md "Courses and learning"): the public
 * catalogue, book lists, articles and the class schedule, then the operator API of the
 * catalogue. The client imports the types only (`@contract/course`).
 */
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from '../../core/paging.js';
import { Nullable, StringEnum } from '../../core/schemas.js';

// ---- fields ----

const SubjectKindSchema = Type.Union([Type.Literal('course'), Type.Literal('happiness')]);
export type SubjectKind = Static<typeof SubjectKindSchema>;
const SubjectAccessSchema = Type.Union([Type.Literal('free'), Type.Literal('vip'), Type.Literal('paid')]);
export type SubjectAccess = Static<typeof SubjectAccessSchema>;

/** A query or body field: an id, 1 or more. */
const Id = (title: string) => Type.Integer({ title, minimum: 1, 'x-msg': `${title}不正确` });
const KindParam = StringEnum(['course', 'happiness'] as const, { title: '课程类型', 'x-msg': '课程类型须为 course 或 happiness' });

// ---- cards: the shapes lists are made of ----

export const SubjectCardSchema = Type.Object({
  id: Type.Integer(),
  kind: SubjectKindSchema,
  title: Type.String(),
  subtitle: Type.String(),
  author: Type.String(),
  cover: Type.String(),
  summary: Type.String(),
  categoryId: Type.Union([Type.Integer(), Type.Null()]),
  categoryName: Type.String(),
  access: SubjectAccessSchema,
  /** The price of a paid subject in fen; 0 for free and VIP ones. */
  priceFen: Type.Integer(),
  /** The commodity that sells a paid subject; null for free and VIP ones. */
  commodityId: Type.Union([Type.Integer(), Type.Null()]),
  chapterCount: Type.Integer(),
  totalDurationSec: Type.Integer(),
  learners: Type.Integer(),
  tags: Type.Array(Type.String()),
  publishedAt: Type.Integer(),
});
export type SubjectCard = Static<typeof SubjectCardSchema>;

export const BookListCardSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  subtitle: Type.String(),
  cover: Type.String(),
  summary: Type.String(),
  curator: Type.String(),
  /** Active subjects on the list. */
  count: Type.Integer(),
});
export type BookListCard = Static<typeof BookListCardSchema>;

export const ArticleCardSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  author: Type.String(),
  cover: Type.String(),
  summary: Type.String(),
  publishedAt: Type.Integer(),
  reads: Type.Integer(),
});
export type ArticleCard = Static<typeof ArticleCardSchema>;

export const CategorySchema = Type.Object({ id: Type.Integer(), name: Type.String(), icon: Type.String(), count: Type.Integer() });
export type Category = Static<typeof CategorySchema>;

export const BannerSchema = Type.Object({ id: Type.Integer(), title: Type.String(), image: Type.String(), link: Type.String() });
export type Banner = Static<typeof BannerSchema>;

// ---- GET /course/index, /course/categories, /course/list, /course/search ----

export const CourseIndexQuerySchema = Type.Object({ kind: Type.Optional(KindParam) });
export type CourseIndexQuery = Static<typeof CourseIndexQuerySchema>;

export const CourseIndexSchema = Type.Object({
  banners: Type.Array(BannerSchema),
  categories: Type.Array(CategorySchema),
  recommended: Type.Array(SubjectCardSchema),
  newest: Type.Array(SubjectCardSchema),
  free: Type.Array(SubjectCardSchema),
  bookLists: Type.Array(BookListCardSchema),
});
export type CourseIndex = Static<typeof CourseIndexSchema>;

export const CourseListQuerySchema = Type.Object({
  ...PageQuery,
  kind: Type.Optional(KindParam),
  categoryId: Type.Optional(Id('分类编号')),
  access: Type.Optional(StringEnum(['free', 'vip', 'paid'] as const, { title: '收费类型', 'x-msg': '收费类型须为 free、vip 或 paid' })),
  sort: Type.Optional(StringEnum(['recommended', 'newest', 'popular'] as const, { title: '排序', 'x-msg': '排序须为 recommended、newest 或 popular' })),
});
export type CourseListQuery = Static<typeof CourseListQuerySchema>;
/** The filters of /course/list (its query without the page). */
export type CourseFilter = Pick<CourseListQuery, 'kind' | 'categoryId' | 'access' | 'sort'>;
export type CourseSort = NonNullable<CourseListQuery['sort']>;

export const CourseSearchQuerySchema = Type.Object({
  ...PageQuery,
  q: Type.Optional(Type.String({ title: '搜索内容', maxLength: 30, 'x-msg': '搜索内容不能超过30个字' })),
});
export type CourseSearchQuery = Static<typeof CourseSearchQuerySchema>;

// ---- GET /course/detail ----

export const SubjectDetailQuerySchema = Type.Object({ subjectId: Id('课程编号') });
export type SubjectDetailQuery = Static<typeof SubjectDetailQuerySchema>;

export const ChapterProgressSchema = Type.Object({ positionSec: Type.Integer(), completed: Type.Boolean() });
export type ChapterProgress = Static<typeof ChapterProgressSchema>;

export const ChapterSchema = Type.Object({
  id: Type.Integer(),
  sort: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  durationSec: Type.Integer(),
  freeTrial: Type.Boolean(),
  /** The caller may play it (free, a free trial, VIP with a running membership, or owned). */
  playable: Type.Boolean(),
  /** The caller's progress; null for visitors and unplayed chapters. */
  progress: Nullable(ChapterProgressSchema),
});
export type Chapter = Static<typeof ChapterSchema>;

export const SubjectDetailSchema = Type.Composite([
  SubjectCardSchema,
  Type.Object({
    intro: Type.Array(Type.String()),
    authorIntro: Type.String(),
    chapters: Type.Array(ChapterSchema),
    owned: Type.Boolean(),
    isVip: Type.Boolean(),
    canPlayAll: Type.Boolean(),
    /** Where to go on: the latest progress (position 0 when that chapter was completed). */
    resume: Nullable(Type.Object({ chapterId: Type.Integer(), positionSec: Type.Integer() })),
    completedChapters: Type.Integer(),
    certificate: Nullable(Type.Object({ id: Type.Integer(), number: Type.String() })),
    bookLists: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })),
  }),
]);
export type SubjectDetail = Static<typeof SubjectDetailSchema>;

// ---- GET /course/chapter/play ----

export const ChapterPlayQuerySchema = Type.Object({ chapterId: Id('章节编号') });
export type ChapterPlayQuery = Static<typeof ChapterPlayQuerySchema>;

/** What the player needs to play one chapter. */
export const PlayInfoSchema = Type.Object({
  chapterId: Type.Integer(),
  subjectId: Type.Integer(),
  subjectTitle: Type.String(),
  cover: Type.String(),
  title: Type.String(),
  durationSec: Type.Integer(),
  /** Signed, valid 6 hours. */
  audioUrl: Type.String(),
  positionSec: Type.Integer(),
  prevChapterId: Nullable(Type.Integer()),
  nextChapterId: Nullable(Type.Integer()),
});
export type PlayInfo = Static<typeof PlayInfoSchema>;

// ---- GET /course/bookList, /course/bookList/detail ----

export const BookListDetailQuerySchema = Type.Object({ id: Id('书单编号') });
export type BookListDetailQuery = Static<typeof BookListDetailQuerySchema>;

export const BookListDetailSchema = Type.Composite([
  BookListCardSchema,
  Type.Object({ items: Type.Array(Type.Object({ note: Type.String(), subject: SubjectCardSchema })) }),
]);
export type BookListDetail = Static<typeof BookListDetailSchema>;

// ---- GET /article/list, /article/detail ----

export const ArticleDetailQuerySchema = Type.Object({ id: Id('文章编号') });
export type ArticleDetailQuery = Static<typeof ArticleDetailQuerySchema>;

export const ArticleDetailSchema = Type.Composite([
  ArticleCardSchema,
  Type.Object({ paragraphs: Type.Array(Type.String()), subject: Nullable(SubjectCardSchema) }),
]);
export type ArticleDetail = Static<typeof ArticleDetailSchema>;

// ---- GET /course/schedule ----

export const ScheduleItemSchema = Type.Object({
  id: Type.Integer(),
  /** HH:mm, Beijing time. */
  startTime: Type.String(),
  durationMin: Type.Integer(),
  title: Type.String(),
  teacher: Type.String(),
  subject: Nullable(SubjectCardSchema),
});
export type ScheduleItem = Static<typeof ScheduleItemSchema>;

/** This Beijing week's timetable, Monday first (weekday 1..7). */
export const ScheduleSchema = Type.Object({
  weekStart: Type.String(),
  today: Type.Integer(),
  days: Type.Array(
    Type.Object({
      weekday: Type.Integer(),
      date: Type.String(),
      items: Type.Array(ScheduleItemSchema),
    }),
  ),
});
export type Schedule = Static<typeof ScheduleSchema>;

// ---- operator API (/api/admin/course/…, /api/admin/articles) ----

const Text = (title: string, maxLength: number, minLength = 0) =>
  Type.String({ title, minLength, maxLength, 'x-msg': minLength ? `请填写${title}（不超过${maxLength}字）` : `${title}不能超过${maxLength}字` });
const Sort = Type.Optional(Type.Integer({ title: '排序', minimum: -100000, maximum: 100000 }));
const Active = Type.Optional(Type.Boolean({ title: '上架' }));
const Cover = Type.Optional(Text('封面', 512));
const Paragraphs = (title: string) => Type.Array(Text(title, 5000), { title, maxItems: 100 });

/** `:id` of PUT and DELETE (and of a subject's chapters). */
export const AdminIdParamsSchema = Type.Object({ id: Id('编号') });
/** What a DELETE answers. */
export const DeletedSchema = Type.Object({ id: Type.Integer() });

export const BANNER_POSITIONS = ['course_index', 'happiness_index'] as const;

// Bodies: the same for create and update (fields left out keep their values on update).

export const CategoryBodySchema = Type.Object({ name: Text('分类名称', 20, 1), icon: Type.Optional(Text('图标', 512)), sort: Sort, active: Active });
export type CategoryBody = Static<typeof CategoryBodySchema>;

export const SubjectBodySchema = Type.Object({
  kind: Type.Optional(KindParam),
  title: Text('课程标题', 60, 1),
  subtitle: Type.Optional(Text('副标题', 100)),
  author: Type.Optional(Text('作者', 40)),
  authorIntro: Type.Optional(Text('作者介绍', 1000)),
  cover: Cover,
  summary: Type.Optional(Text('简介', 300)),
  intro: Type.Optional(Paragraphs('课程介绍')),
  categoryId: Type.Optional(Type.Union([Id('分类编号'), Type.Null()])),
  access: StringEnum(['free', 'vip', 'paid'] as const, { title: '收费类型', 'x-msg': '收费类型须为 free（免费）、vip（会员）或 paid（付费）' }),
  priceFen: Type.Optional(Type.Integer({ title: '价格（分）', minimum: 1, maximum: 100_000_000, 'x-msg': '价格须为大于0的整数（分）' })),
  tags: Type.Optional(Type.Array(Text('标签', 12, 1), { title: '标签', maxItems: 10 })),
  recommended: Type.Optional(Type.Boolean({ title: '推荐' })),
  sort: Sort,
  active: Active,
});
export type SubjectBody = Static<typeof SubjectBodySchema>;

export const ChapterBodySchema = Type.Object({
  title: Text('章节标题', 60, 1),
  summary: Type.Optional(Text('章节简介', 300)),
  audioFile: Text('音频文件', 128, 1),
  durationSec: Type.Optional(Type.Integer({ title: '时长（秒）', minimum: 1, maximum: 86400 })),
  freeTrial: Type.Optional(Type.Boolean({ title: '免费试听' })),
  sort: Sort,
});
export type ChapterBody = Static<typeof ChapterBodySchema>;

export const BookListBodySchema = Type.Object({
  title: Text('书单标题', 40, 1),
  subtitle: Type.Optional(Text('副标题', 100)),
  cover: Cover,
  summary: Type.Optional(Text('简介', 500)),
  curator: Type.Optional(Text('推荐人', 40)),
  sort: Sort,
  active: Active,
  items: Type.Array(Type.Object({ subjectId: Id('课程编号'), note: Type.Optional(Text('推荐语', 200)) }), { title: '书单课程', maxItems: 50 }),
});
export type BookListBody = Static<typeof BookListBodySchema>;

export const ArticleBodySchema = Type.Object({
  title: Text('文章标题', 60, 1),
  author: Type.Optional(Text('作者', 40)),
  cover: Cover,
  summary: Type.Optional(Text('摘要', 300)),
  paragraphs: Paragraphs('正文'),
  subjectId: Type.Optional(Type.Union([Id('关联课程编号'), Type.Null()])),
  sort: Sort,
  active: Active,
});
export type ArticleBody = Static<typeof ArticleBodySchema>;

export const BannerBodySchema = Type.Object({
  position: StringEnum(BANNER_POSITIONS, { title: '位置', 'x-msg': '位置须为 course_index 或 happiness_index' }),
  title: Text('标题', 40, 1),
  image: Type.Optional(Text('图片', 512)),
  link: Type.Optional(Text('链接', 512)),
  sort: Sort,
  active: Active,
});
export type BannerBody = Static<typeof BannerBodySchema>;

export const ScheduleBodySchema = Type.Object({
  weekday: Type.Integer({ title: '星期', minimum: 1, maximum: 7, 'x-msg': '星期须为1（周一）到7（周日）' }),
  startTime: Type.String({ title: '开始时间', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', 'x-msg': '开始时间格式须为 HH:mm，如 20:30' }),
  durationMin: Type.Optional(Type.Integer({ title: '时长（分钟）', minimum: 5, maximum: 600 })),
  title: Text('课程名称', 40, 1),
  teacher: Type.Optional(Text('老师', 20)),
  subjectId: Type.Optional(Type.Union([Id('关联课程编号'), Type.Null()])),
  active: Active,
});
export type ScheduleBody = Static<typeof ScheduleBodySchema>;

export const GrantBodySchema = Type.Object({ userId: Id('用户编号'), subjectId: Id('课程编号') });
export type GrantBody = Static<typeof GrantBodySchema>;

// Rows the operator API answers.

export const AdminCategorySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  icon: Type.String(),
  sort: Type.Integer(),
  active: Type.Boolean(),
  /** Subjects in the category, inactive ones too. */
  count: Type.Integer(),
});
export type AdminCategory = Static<typeof AdminCategorySchema>;

export const AdminSubjectSchema = Type.Composite([
  SubjectCardSchema,
  Type.Object({ intro: Type.Array(Type.String()), authorIntro: Type.String(), recommended: Type.Boolean(), sort: Type.Integer(), active: Type.Boolean() }),
]);
export type AdminSubject = Static<typeof AdminSubjectSchema>;

export const AdminChapterSchema = Type.Object({
  id: Type.Integer(),
  subjectId: Type.Integer(),
  sort: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  audioFile: Type.String(),
  durationSec: Type.Integer(),
  freeTrial: Type.Boolean(),
});
export type AdminChapter = Static<typeof AdminChapterSchema>;

export const AdminBookListSchema = Type.Composite([
  BookListCardSchema,
  Type.Object({
    sort: Type.Integer(),
    active: Type.Boolean(),
    items: Type.Array(Type.Object({ subjectId: Type.Integer(), note: Type.String() })),
  }),
]);
export type AdminBookList = Static<typeof AdminBookListSchema>;

export const AdminArticleSchema = Type.Composite([
  ArticleCardSchema,
  Type.Object({
    paragraphs: Type.Array(Type.String()),
    subjectId: Type.Union([Type.Integer(), Type.Null()]),
    sort: Type.Integer(),
    active: Type.Boolean(),
  }),
]);
export type AdminArticle = Static<typeof AdminArticleSchema>;

export const AdminBannerSchema = Type.Object({
  id: Type.Integer(),
  position: Type.String(),
  title: Type.String(),
  image: Type.String(),
  link: Type.String(),
  sort: Type.Integer(),
  active: Type.Boolean(),
});
export type AdminBanner = Static<typeof AdminBannerSchema>;

export const AdminScheduleSchema = Type.Object({
  id: Type.Integer(),
  weekday: Type.Integer(),
  startTime: Type.String(),
  durationMin: Type.Integer(),
  title: Type.String(),
  teacher: Type.String(),
  subjectId: Type.Union([Type.Integer(), Type.Null()]),
  active: Type.Boolean(),
});
export type AdminScheduleItem = Static<typeof AdminScheduleSchema>;

/** A user's right to a paid subject: bought (source 'purchase', with its order) or granted. */
export const EntitlementSchema = Type.Object({
  userId: Type.Integer(),
  subjectId: Type.Integer(),
  source: Type.String(),
  orderId: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.Integer(),
});
export type Entitlement = Static<typeof EntitlementSchema>;
