import { Type, type TSchema } from '@sinclair/typebox';
import { OkSchema, ok } from '../../core/envelope.js';
import { PageQuery, PageSchema, pageOf } from '../../core/paging.js';
import type { App } from '../../core/types.js';
import {
  AdminArticleSchema,
  AdminBannerSchema,
  AdminBookListSchema,
  AdminCategorySchema,
  AdminChapterSchema,
  AdminIdParamsSchema,
  AdminScheduleSchema,
  AdminSubjectSchema,
  ArticleBodySchema,
  BannerBodySchema,
  BookListBodySchema,
  CategoryBodySchema,
  ChapterBodySchema,
  DeletedSchema,
  EntitlementSchema,
  GrantBodySchema,
  ScheduleBodySchema,
  SubjectBodySchema,
} from './schemas.js';
import type { CourseServices } from './index.js';

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
  app.put(`${base}/:id`, { schema: { params: AdminIdParamsSchema, body: shapes.body, response: row } }, async (request) => {
    const saved = await handlers.save(request.params.id, request.body as never);
    request.log.info({ base, id: request.params.id }, 'catalogue row changed by operator');
    return ok(saved as never);
  });
  app.delete(`${base}/:id`, { schema: { params: AdminIdParamsSchema, response: OkSchema(Type.Unknown()) } }, async (request) => {
    const answer = await handlers.remove(request.params.id);
    request.log.info({ base, id: request.params.id }, 'catalogue row deleted by operator');
    return ok((answer ?? { id: request.params.id }) as never);
  });
}

/** Operator API of the catalogue (docs/API.md "Operator (catalogue)"), inside the admin guard. */
export async function catalogueAdminRoutes(app: App, { catalogueAdmin: admin }: CourseServices): Promise<void> {

  crud(app, '/admin/course/categories', { body: CategoryBodySchema, row: AdminCategorySchema, list: Type.Array(AdminCategorySchema) }, {
    list: () => admin.categories.list(),
    save: (id, body) => admin.categories.save(id, body),
    remove: (id) => admin.categories.remove(id),
  });

  // DELETE deactivates: learning records and certificates keep pointing at the subject.
  crud(app, '/admin/course/subjects', { body: SubjectBodySchema, row: AdminSubjectSchema, list: PageSchema(AdminSubjectSchema) }, {
    list: (query) => admin.subjects.list(pageOf(query)),
    save: (id, body) => admin.subjects.save(id, body),
    remove: (id) => admin.subjects.deactivate(id),
  });

  app.get(
    '/admin/course/subjects/:id/chapters',
    { schema: { params: AdminIdParamsSchema, response: OkSchema(Type.Array(AdminChapterSchema)) } },
    async (request) => ok(await admin.subjects.chapters(request.params.id)),
  );
  app.post(
    '/admin/course/subjects/:id/chapters',
    { schema: { params: AdminIdParamsSchema, body: ChapterBodySchema, response: OkSchema(AdminChapterSchema) } },
    async (request) => ok(await admin.subjects.saveChapter({ subjectId: request.params.id }, request.body)),
  );
  app.put(
    '/admin/course/chapters/:id',
    { schema: { params: AdminIdParamsSchema, body: ChapterBodySchema, response: OkSchema(AdminChapterSchema) } },
    async (request) => ok(await admin.subjects.saveChapter({ chapterId: request.params.id }, request.body)),
  );
  app.delete('/admin/course/chapters/:id', { schema: { params: AdminIdParamsSchema, response: OkSchema(DeletedSchema) } }, async (request) => {
    await admin.subjects.deleteChapter(request.params.id);
    return ok({ id: request.params.id });
  });

  crud(app, '/admin/course/bookLists', { body: BookListBodySchema, row: AdminBookListSchema, list: Type.Array(AdminBookListSchema) }, {
    list: () => admin.bookLists.list(),
    save: (id, body) => admin.bookLists.save(id, body),
    remove: (id) => admin.bookLists.remove(id),
  });

  crud(app, '/admin/articles', { body: ArticleBodySchema, row: AdminArticleSchema, list: PageSchema(AdminArticleSchema) }, {
    list: (query) => admin.articles.list(pageOf(query)),
    save: (id, body) => admin.articles.save(id, body),
    remove: (id) => admin.articles.remove(id),
  });

  crud(app, '/admin/course/banners', { body: BannerBodySchema, row: AdminBannerSchema, list: Type.Array(AdminBannerSchema) }, {
    list: () => admin.banners.list(),
    save: (id, body) => admin.banners.save(id, body),
    remove: (id) => admin.banners.remove(id),
  });

  crud(app, '/admin/course/schedule', { body: ScheduleBodySchema, row: AdminScheduleSchema, list: Type.Array(AdminScheduleSchema) }, {
    list: () => admin.schedule.list(),
    save: (id, body) => admin.schedule.save(id, body),
    remove: (id) => admin.schedule.remove(id),
  });

  app.post(
    '/admin/course/entitlements',
    {
      schema: {
        body: GrantBodySchema,
        response: OkSchema(EntitlementSchema),
      },
    },
    async (request) => {
      const granted = await admin.entitlements.grant(request.body.userId, request.body.subjectId);
      request.log.info({ userId: granted.userId, subjectId: granted.subjectId }, 'course granted by operator');
      return ok(granted);
    },
  );
}
