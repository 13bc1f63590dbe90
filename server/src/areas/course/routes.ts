import { Type } from '@sinclair/typebox';
import { OkSchema, ok } from '../../core/envelope.js';
import { PageQuery, PageSchema, pageOf } from '../../core/paging.js';
import type { App } from '../../core/types.js';
import {
  BookListCardSchema,
  BookListDetailQuerySchema,
  BookListDetailSchema,
  CategorySchema,
  ChapterPlayQuerySchema,
  CourseIndexQuerySchema,
  CourseIndexSchema,
  CourseListQuerySchema,
  CourseSearchQuerySchema,
  PlayInfoSchema,
  ScheduleSchema,
  SubjectCardSchema,
  SubjectDetailQuerySchema,
  SubjectDetailSchema,
} from './schemas.js';
import type { CourseServices } from './index.js';

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
    { schema: { querystring: CourseIndexQuerySchema, response: OkSchema(CourseIndexSchema) } },
    async (request) => ok(await catalogue.index(request.query.kind)),
  );

  app.get('/course/categories', { schema: { response: OkSchema(Type.Array(CategorySchema)) } }, async () =>
    ok(await catalogue.categories()),
  );

  app.get(
    '/course/list',
    { schema: { querystring: CourseListQuerySchema, response: OkSchema(PageSchema(SubjectCardSchema)) } },
    async (request) => ok(await catalogue.list(request.query, pageOf(request.query))),
  );

  app.get(
    '/course/search',
    { schema: { querystring: CourseSearchQuerySchema, response: OkSchema(PageSchema(SubjectCardSchema)) } },
    async (request) => ok(await courseSearch.search(request.query.q ?? '', pageOf(request.query))),
  );

  app.get('/course/search/hot', { schema: { response: OkSchema(Type.Array(Type.String())) } }, async () =>
    ok(await courseSearch.hot()),
  );

  app.get(
    '/course/detail',
    { config: viewer, schema: { querystring: SubjectDetailQuerySchema, response: OkSchema(SubjectDetailSchema) } },
    async (request) => ok(await catalogue.detail(request.query.subjectId, request.user?.userId ?? null)),
  );

  app.get(
    '/course/chapter/play',
    { config: viewer, schema: { querystring: ChapterPlayQuerySchema, response: OkSchema(PlayInfoSchema) } },
    async (request) => ok(await catalogue.play(request.query.chapterId, request.user?.userId ?? null)),
  );

  app.get(
    '/course/bookList',
    { schema: { querystring: Type.Object(PageQuery), response: OkSchema(PageSchema(BookListCardSchema)) } },
    async (request) => ok(await catalogue.bookLists(pageOf(request.query))),
  );

  app.get(
    '/course/bookList/detail',
    { schema: { querystring: BookListDetailQuerySchema, response: OkSchema(BookListDetailSchema) } },
    async (request) => ok(await catalogue.bookListDetail(request.query.id)),
  );

  app.get('/course/schedule', { schema: { response: OkSchema(ScheduleSchema) } }, async () => ok(await catalogue.schedule()));
}
