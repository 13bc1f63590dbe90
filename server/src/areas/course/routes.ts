import { Type } from '@sinclair/typebox';
import { OkSchema, ok } from '../../core/envelope.js';
import { PageQuery, PageSchema, pageOf } from '../../core/paging.js';
import { StringEnum } from '../../core/schemas.js';
import type { App } from '../../core/types.js';
import {
  BookListDetailSchema,
  CategorySchema,
  CourseIndexSchema,
  PlayInfoSchema,
  ScheduleSchema,
  SubjectDetailSchema,
} from './catalogue.js';
import { BookListCardSchema, SubjectCardSchema } from './views.js';
import type { CourseServices } from './index.js';

const Kind = StringEnum(['course', 'happiness'] as const, { title: '课程类型', 'x-msg': '课程类型须为 course 或 happiness' });
const Id = (title: string) => Type.Integer({ title, minimum: 1, 'x-msg': `${title}不正确` });

/**
 * The public course catalogue (docs/API.md "Courses and learning" → Catalogue). Calls that
 * show per-user fields read an optional token: without one they answer as for a visitor.
 */
export async function courseRoutes(app: App, { catalogue, courseSearch }: CourseServices) {
  const viewer = { auth: 'optional' as const };
  // Buffered search counts are written before the app (and its database) closes.
  app.addHook('onClose', () => courseSearch.flushTerms());

  app.get(
    '/course/index',
    { schema: { querystring: Type.Object({ kind: Type.Optional(Kind) }), response: OkSchema(CourseIndexSchema) } },
    async (request) => ok(await catalogue.index(request.query.kind)),
  );

  app.get('/course/categories', { schema: { response: OkSchema(Type.Array(CategorySchema)) } }, async () =>
    ok(await catalogue.categories()),
  );

  app.get(
    '/course/list',
    {
      schema: {
        querystring: Type.Object({
          ...PageQuery,
          kind: Type.Optional(Kind),
          categoryId: Type.Optional(Id('分类编号')),
          access: Type.Optional(StringEnum(['free', 'vip', 'paid'] as const, { title: '收费类型', 'x-msg': '收费类型须为 free、vip 或 paid' })),
          sort: Type.Optional(StringEnum(['recommended', 'newest', 'popular'] as const, { title: '排序', 'x-msg': '排序须为 recommended、newest 或 popular' })),
        }),
        response: OkSchema(PageSchema(SubjectCardSchema)),
      },
    },
    async (request) => ok(await catalogue.list(request.query, pageOf(request.query))),
  );

  app.get(
    '/course/search',
    {
      schema: {
        querystring: Type.Object({
          ...PageQuery,
          q: Type.Optional(Type.String({ title: '搜索内容', maxLength: 30, 'x-msg': '搜索内容不能超过30个字' })),
        }),
        response: OkSchema(PageSchema(SubjectCardSchema)),
      },
    },
    async (request) => ok(await courseSearch.search(request.query.q ?? '', pageOf(request.query))),
  );

  app.get('/course/search/hot', { schema: { response: OkSchema(Type.Array(Type.String())) } }, async () =>
    ok(await courseSearch.hot()),
  );

  app.get(
    '/course/detail',
    {
      config: viewer,
      schema: { querystring: Type.Object({ subjectId: Id('课程编号') }), response: OkSchema(SubjectDetailSchema) },
    },
    async (request) => ok(await catalogue.detail(request.query.subjectId, request.user?.userId ?? null)),
  );

  app.get(
    '/course/chapter/play',
    {
      config: viewer,
      schema: { querystring: Type.Object({ chapterId: Id('章节编号') }), response: OkSchema(PlayInfoSchema) },
    },
    async (request) => ok(await catalogue.play(request.query.chapterId, request.user?.userId ?? null)),
  );

  app.get(
    '/course/bookList',
    { schema: { querystring: Type.Object(PageQuery), response: OkSchema(PageSchema(BookListCardSchema)) } },
    async (request) => ok(await catalogue.bookLists(pageOf(request.query))),
  );

  app.get(
    '/course/bookList/detail',
    { schema: { querystring: Type.Object({ id: Id('书单编号') }), response: OkSchema(BookListDetailSchema) } },
    async (request) => ok(await catalogue.bookListDetail(request.query.id)),
  );

  app.get('/course/schedule', { schema: { response: OkSchema(ScheduleSchema) } }, async () => ok(await catalogue.schedule()));
}
