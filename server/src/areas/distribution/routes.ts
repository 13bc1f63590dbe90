import { Type } from '@sinclair/typebox';
import { currentUser } from '../../core/auth.js';
import { AppError, OkSchema, ok } from '../../core/envelope.js';
import { PageQuerySchema, PageSchema, pageOf } from '../../core/paging.js';
import { FileResponse } from '../../core/schemas.js';
import { States } from '../../core/states.js';
import type { App } from '../../core/types.js';
import type { DistributionServices } from './index.js';
import { standing } from './levels.js';
import {
  AgreementSchema,
  ApplyBodySchema,
  BindBodySchema,
  BindResultSchema,
  CategorySchema,
  CenterSchema,
  ClearingSchema,
  CommissionItemSchema,
  CommissionListQuerySchema,
  CustomerSchema,
  EquitySchema,
  GuideSchema,
  LinkTodaySchema,
  MyPromoterSchema,
  PosterQuerySchema,
  PosterSchema,
  ProductCardSchema,
  ProductDetailSchema,
  ProductListQuerySchema,
  ProductQuerySchema,
  SubPromoterSchema,
  VisitBodySchema,
  VisitResultSchema,
  WxacodeParamsSchema,
} from './schemas.js';

/**
 * Distribution (client route group /distribution, scene 530; docs/DISTRIBUTION.md). Reading one's
 * own figures needs a login only (a suspended promoter still sees their commissions); sharing
 * (poster, today's link figures) needs an active promoter. The guide, the product page of a
 * shared link, link visits and the code images are public.
 */
export default async function distributionRoutes(
  app: App,
  { settings, levels, binding, promoters, catalogue, commissions, figures, posters }: DistributionServices,
) {
  const auth = { auth: true };
  const optional = { auth: 'optional' as const };
  const userOf = (request: { user: { userId: number } | null }) => request.user?.userId ?? null;

  // ---- becoming a promoter ----

  app.get('/distribution/agreement', { config: optional, schema: { response: OkSchema(AgreementSchema) } }, async (request) => {
    const userId = userOf(request);
    const mine = userId === null ? undefined : await promoters.find(userId);
    return ok(await settings.agreement(mine?.agreed_version ?? null));
  });

  app.post('/distribution/apply', { config: auth, schema: { body: ApplyBodySchema, response: OkSchema(MyPromoterSchema) } }, async (request) => {
    const mine = await promoters.apply(currentUser(request).userId, request.body);
    request.log.info({ status: mine.status }, 'distribution application');
    return ok(mine);
  });

  app.get('/distribution/center', { config: auth, schema: { response: OkSchema(CenterSchema) } }, async (request) =>
    ok(await figures.center(currentUser(request).userId)),
  );

  app.get('/distribution/levels', { config: optional, schema: { response: OkSchema(EquitySchema) } }, async (request) => {
    const userId = userOf(request);
    const [all, mine] = await Promise.all([levels.list(), userId === null ? undefined : promoters.find(userId)]);
    if (!mine) return ok({ levels: all, settledSalesFen: null, level: null, nextLevel: null });
    return ok({ levels: all, settledSalesFen: mine.settled_sales_fen, ...standing(all, mine.settled_sales_fen) });
  });

  app.get('/distribution/guide', { schema: { response: OkSchema(GuideSchema) } }, async () => ok(await figures.guide()));

  // ---- links ----

  app.post('/distribution/visit', { config: optional, schema: { body: VisitBodySchema, response: OkSchema(VisitResultSchema) } }, async (request) =>
    ok(await binding.visit({ ...request.body, userId: userOf(request), ip: request.ip })),
  );

  app.post('/distribution/bind', { config: auth, schema: { body: BindBodySchema, response: OkSchema(BindResultSchema) } }, async (request) => {
    const result = await binding.bind(currentUser(request).userId, request.body.code);
    if (result.bound) request.log.info({ outcome: result.outcome, promoterId: result.promoter?.userId }, 'distribution binding');
    return ok(result);
  });

  app.get('/distribution/links/today', { config: auth, schema: { response: OkSchema(LinkTodaySchema) } }, async (request) => {
    const promoter = await promoters.requireActive(currentUser(request).userId);
    return ok(await figures.today(promoter.user_id));
  });

  app.get('/distribution/poster', { config: auth, schema: { querystring: PosterQuerySchema, response: OkSchema(PosterSchema) } }, async (request) => {
    const promoter = await promoters.requireActive(currentUser(request).userId);
    return ok(await posters.poster(promoter.user_id, request.query.commodityId));
  });

  app.get(
    '/distribution/wxacode/:scene',
    { schema: { params: WxacodeParamsSchema, response: { 200: FileResponse('a poster’s mini-program code (never changes for its scene)', ['image/jpeg', 'image/png']) } } },
    async (request, reply) => {
      const found = await posters.image(request.params.scene);
      if (!found) throw new AppError(States.WXACODE_NOT_FOUND, undefined, 404);
      return reply
        .header('Content-Type', found.contentType)
        .header('Cache-Control', 'public, max-age=2592000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(found.image);
    },
  );

  // ---- products ----

  app.get('/distribution/categories', { config: optional, schema: { response: OkSchema(Type.Array(CategorySchema)) } }, async () =>
    ok(await catalogue.categories()),
  );

  app.get(
    '/distribution/products',
    { config: optional, schema: { querystring: ProductListQuerySchema, response: OkSchema(PageSchema(ProductCardSchema)) } },
    async (request) => ok(await catalogue.products(userOf(request), request.query.categoryId, pageOf(request.query))),
  );

  app.get('/distribution/product', { config: optional, schema: { querystring: ProductQuerySchema, response: OkSchema(ProductDetailSchema) } }, async (request) =>
    ok(await catalogue.product(request.query.commodityId, request.query.code, userOf(request))),
  );

  // ---- my commissions, money, customers ----

  app.get(
    '/distribution/commissions',
    { config: auth, schema: { querystring: CommissionListQuerySchema, response: OkSchema(PageSchema(CommissionItemSchema)) } },
    async (request) => ok(await commissions.list(currentUser(request).userId, request.query, pageOf(request.query))),
  );

  app.get('/distribution/clearing', { config: auth, schema: { response: OkSchema(ClearingSchema) } }, async (request) =>
    ok(await commissions.clearing(currentUser(request).userId)),
  );

  app.get(
    '/distribution/customers',
    { config: auth, schema: { querystring: PageQuerySchema, response: OkSchema(PageSchema(CustomerSchema)) } },
    async (request) => ok(await figures.customers(currentUser(request).userId, pageOf(request.query))),
  );

  app.get(
    '/distribution/team',
    { config: auth, schema: { querystring: PageQuerySchema, response: OkSchema(PageSchema(SubPromoterSchema)) } },
    async (request) => ok(await figures.team(currentUser(request).userId, pageOf(request.query))),
  );
}
