import { Type } from '@sinclair/typebox';
import { OkSchema, ok } from '../../core/envelope.js';
import { PageQuery, PageSchema, pageOf } from '../../core/paging.js';
import type { App } from '../../core/types.js';
import { ArticleCardSchema, ArticleDetailQuerySchema, ArticleDetailSchema } from './schemas.js';
import type { CourseServices } from './index.js';

/** Articles (spec 2.18 `article/index`): the list, newest first, and one article (counts a read). */
export async function articleRoutes(app: App, { catalogue }: CourseServices) {

  app.get(
    '/article/list',
    { schema: { querystring: Type.Object(PageQuery), response: OkSchema(PageSchema(ArticleCardSchema)) } },
    async (request) => ok(await catalogue.articles(pageOf(request.query))),
  );

  app.get(
    '/article/detail',
    { schema: { querystring: ArticleDetailQuerySchema, response: OkSchema(ArticleDetailSchema) } },
    async (request) => ok(await catalogue.article(request.query.id)),
  );
}
