import { Type, type TSchema } from '@sinclair/typebox';
import { OkSchema, ok } from '../../core/envelope.js';
import { PageQuery, PageSchema, pageOf } from '../../core/paging.js';
import { StringEnum } from '../../core/schemas.js';
import type { App } from '../../core/types.js';
import {
  AdminArticleSchema,
  AdminBannerSchema,
  AdminBookListSchema,
  AdminCategorySchema,
  AdminChapterSchema,
  AdminScheduleSchema,
  AdminSubjectSchema,
  BANNER_POSITIONS,
  EntitlementSchema,
} from './catalogue-admin.js';
import type { CourseServices } from './index.js';

const Text = (title: string, maxLength: number, minLength = 0) =>
  Type.String({ title, minLength, maxLength, 'x-msg': minLength ? `请填写${title}（不超过${maxLength}字）` : `${title}不能超过${maxLength}字` });
const Id = (title: string) => Type.Integer({ title, minimum: 1, 'x-msg': `${title}不正确` });
const Sort = Type.Optional(Type.Integer({ title: '排序', minimum: -100000, maximum: 100000 }));
const Active = Type.Optional(Type.Boolean({ title: '上架' }));
const Cover = Type.Optional(Text('封面', 512));
const Paragraphs = (title: string) => Type.Array(Text(title, 5000), { title, maxItems: 100 });
const IdParam = Type.Object({ id: Id('编号') });
const Deleted = OkSchema(Type.Object({ id: Type.Integer() }));

const CategoryBody = Type.Object({ name: Text('分类名称', 20, 1), icon: Type.Optional(Text('图标', 512)), sort: Sort, active: Active });

const SubjectBody = Type.Object({
  kind: Type.Optional(StringEnum(['course', 'happiness'] as const, { title: '课程类型', 'x-msg': '课程类型须为 course 或 happiness' })),
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

const ChapterBody = Type.Object({
  title: Text('章节标题', 60, 1),
  summary: Type.Optional(Text('章节简介', 300)),
  audioFile: Text('音频文件', 128, 1),
  durationSec: Type.Optional(Type.Integer({ title: '时长（秒）', minimum: 1, maximum: 86400 })),
  freeTrial: Type.Optional(Type.Boolean({ title: '免费试听' })),
  sort: Sort,
});

const BookListBody = Type.Object({
  title: Text('书单标题', 40, 1),
  subtitle: Type.Optional(Text('副标题', 100)),
  cover: Cover,
  summary: Type.Optional(Text('简介', 500)),
  curator: Type.Optional(Text('推荐人', 40)),
  sort: Sort,
  active: Active,
  items: Type.Array(Type.Object({ subjectId: Id('课程编号'), note: Type.Optional(Text('推荐语', 200)) }), { title: '书单课程', maxItems: 50 }),
});

const ArticleBody = Type.Object({
  title: Text('文章标题', 60, 1),
  author: Type.Optional(Text('作者', 40)),
  cover: Cover,
  summary: Type.Optional(Text('摘要', 300)),
  paragraphs: Paragraphs('正文'),
  subjectId: Type.Optional(Type.Union([Id('关联课程编号'), Type.Null()])),
  sort: Sort,
  active: Active,
});

const BannerBody = Type.Object({
  position: StringEnum(BANNER_POSITIONS, { title: '位置', 'x-msg': '位置须为 course_index 或 happiness_index' }),
  title: Text('标题', 40, 1),
  image: Type.Optional(Text('图片', 512)),
  link: Type.Optional(Text('链接', 512)),
  sort: Sort,
  active: Active,
});

const ScheduleBody = Type.Object({
  weekday: Type.Integer({ title: '星期', minimum: 1, maximum: 7, 'x-msg': '星期须为1（周一）到7（周日）' }),
  startTime: Type.String({ title: '开始时间', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', 'x-msg': '开始时间格式须为 HH:mm，如 20:30' }),
  durationMin: Type.Optional(Type.Integer({ title: '时长（分钟）', minimum: 5, maximum: 600 })),
  title: Text('课程名称', 40, 1),
  teacher: Type.Optional(Text('老师', 20)),
  subjectId: Type.Optional(Type.Union([Id('关联课程编号'), Type.Null()])),
  active: Active,
});

/**
 * GET list, POST create, PUT /:id update and DELETE /:id of one catalogue table; the body
 * schema is the same for create and update (fields left out keep their values on update).
 */
function crud(
  app: App,
  base: string,
  shapes: { body: TSchema; row: TSchema; list: TSchema },
  handlers: {
    list: (query: { pageNum?: number; pageNo?: number; pageSize?: number }) => Promise<unknown>;
    save: (id: number | null, body: never) => Promise<unknown>;
    remove: (id: number) => Promise<unknown>;
  },
): void {
  const row = OkSchema(shapes.row);
  app.get(base, { schema: { querystring: Type.Object(PageQuery), response: OkSchema(shapes.list) } }, async (request) =>
    ok((await handlers.list(request.query)) as never),
  );
  app.post(base, { schema: { body: shapes.body, response: row } }, async (request) => {
    const saved = await handlers.save(null, request.body as never);
    request.log.info({ base, id: (saved as { id: number }).id }, 'catalogue row created by operator');
    return ok(saved as never);
  });
  app.put(`${base}/:id`, { schema: { params: IdParam, body: shapes.body, response: row } }, async (request) => {
    const saved = await handlers.save(request.params.id, request.body as never);
    request.log.info({ base, id: request.params.id }, 'catalogue row changed by operator');
    return ok(saved as never);
  });
  app.delete(`${base}/:id`, { schema: { params: IdParam, response: OkSchema(Type.Unknown()) } }, async (request) => {
    const answer = await handlers.remove(request.params.id);
    request.log.info({ base, id: request.params.id }, 'catalogue row deleted by operator');
    return ok((answer ?? { id: request.params.id }) as never);
  });
}

/** Operator API of the catalogue (docs/API.md "Operator (catalogue)"), inside the admin guard. */
export async function catalogueAdminRoutes(app: App, { catalogueAdmin: admin }: CourseServices): Promise<void> {

  crud(app, '/admin/course/categories', { body: CategoryBody, row: AdminCategorySchema, list: Type.Array(AdminCategorySchema) }, {
    list: () => admin.categories(),
    save: (id, body) => admin.saveCategory(id, body),
    remove: (id) => admin.deleteCategory(id),
  });

  // DELETE deactivates: learning records and certificates keep pointing at the subject.
  crud(app, '/admin/course/subjects', { body: SubjectBody, row: AdminSubjectSchema, list: PageSchema(AdminSubjectSchema) }, {
    list: (query) => admin.subjects(pageOf(query)),
    save: (id, body) => admin.saveSubject(id, body),
    remove: (id) => admin.deactivateSubject(id),
  });

  app.get(
    '/admin/course/subjects/:id/chapters',
    { schema: { params: IdParam, response: OkSchema(Type.Array(AdminChapterSchema)) } },
    async (request) => ok(await admin.chapters(request.params.id)),
  );
  app.post(
    '/admin/course/subjects/:id/chapters',
    { schema: { params: IdParam, body: ChapterBody, response: OkSchema(AdminChapterSchema) } },
    async (request) => ok(await admin.saveChapter({ subjectId: request.params.id }, request.body)),
  );
  app.put(
    '/admin/course/chapters/:id',
    { schema: { params: IdParam, body: ChapterBody, response: OkSchema(AdminChapterSchema) } },
    async (request) => ok(await admin.saveChapter({ chapterId: request.params.id }, request.body)),
  );
  app.delete('/admin/course/chapters/:id', { schema: { params: IdParam, response: Deleted } }, async (request) => {
    await admin.deleteChapter(request.params.id);
    return ok({ id: request.params.id });
  });

  crud(app, '/admin/course/bookLists', { body: BookListBody, row: AdminBookListSchema, list: Type.Array(AdminBookListSchema) }, {
    list: () => admin.bookLists(),
    save: (id, body) => admin.saveBookList(id, body),
    remove: (id) => admin.deleteBookList(id),
  });

  crud(app, '/admin/articles', { body: ArticleBody, row: AdminArticleSchema, list: PageSchema(AdminArticleSchema) }, {
    list: (query) => admin.articles(pageOf(query)),
    save: (id, body) => admin.saveArticle(id, body),
    remove: (id) => admin.deleteArticle(id),
  });

  crud(app, '/admin/course/banners', { body: BannerBody, row: AdminBannerSchema, list: Type.Array(AdminBannerSchema) }, {
    list: () => admin.banners(),
    save: (id, body) => admin.saveBanner(id, body),
    remove: (id) => admin.deleteBanner(id),
  });

  crud(app, '/admin/course/schedule', { body: ScheduleBody, row: AdminScheduleSchema, list: Type.Array(AdminScheduleSchema) }, {
    list: () => admin.schedule(),
    save: (id, body) => admin.saveScheduleItem(id, body),
    remove: (id) => admin.deleteScheduleItem(id),
  });

  app.post(
    '/admin/course/entitlements',
    {
      schema: {
        body: Type.Object({ userId: Id('用户编号'), subjectId: Id('课程编号') }),
        response: OkSchema(EntitlementSchema),
      },
    },
    async (request) => {
      const granted = await admin.grant(request.body.userId, request.body.subjectId);
      request.log.info({ userId: granted.userId, subjectId: granted.subjectId }, 'course granted by operator');
      return ok(granted);
    },
  );
}
