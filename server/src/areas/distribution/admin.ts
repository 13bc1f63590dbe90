import { Type } from '@sinclair/typebox';
import { OkSchema, ok } from '../../core/envelope.js';
import { PageSchema, pageOf } from '../../core/paging.js';
import type { App } from '../../core/types.js';
import type { DistributionServices } from './index.js';
import {
  AdminCategorySchema,
  AdminCommissionQuerySchema,
  AdminCommissionSchema,
  AdminProductSchema,
  AdminPromoterQuerySchema,
  AdminPromoterSchema,
  CategoryBodySchema,
  CategoryParamsSchema,
  LevelBodySchema,
  LevelParamsSchema,
  LevelSchema,
  ProductBodySchema,
  ProductParamsSchema,
  PromoterActionParamsSchema,
  ReviewBodySchema,
  SettingsBodySchema,
  SettingsSchema,
  SettleRunSchema,
} from './schemas.js';

/** Operator routes of distribution (behind the operator guard): settings, promoters, products, categories, levels, commissions. */
export default async function distributionAdminRoutes(app: App, { settings, promoters, catalogue, levels, commissions }: DistributionServices): Promise<void> {
  app.get('/admin/distribution/settings', { schema: { response: OkSchema(SettingsSchema) } }, async () => ok(await settings.view()));

  app.put('/admin/distribution/settings', { schema: { body: SettingsBodySchema, response: OkSchema(SettingsSchema) } }, async (request) => {
    const saved = await settings.update(request.body);
    request.log.info({ agreementVersion: saved.agreementVersion, enabled: saved.enabled }, 'distribution settings changed by operator');
    return ok(saved);
  });

  // ---- promoters ----

  app.get(
    '/admin/distribution/promoters',
    { schema: { querystring: AdminPromoterQuerySchema, response: OkSchema(PageSchema(AdminPromoterSchema)) } },
    async (request) => ok(await promoters.adminList(request.query.status, pageOf(request.query))),
  );

  // approve (pending), reject (pending), suspend (active), reinstate (suspended).
  app.post(
    '/admin/distribution/promoters/:userId/:action',
    { schema: { params: PromoterActionParamsSchema, body: Type.Optional(ReviewBodySchema), response: OkSchema(AdminPromoterSchema) } },
    async (request) => {
      const { userId, action } = request.params;
      const promoter = await promoters.act(userId, action, request.body?.note ?? '');
      request.log.info({ userId, action }, 'promoter reviewed by operator');
      return ok(promoter);
    },
  );

  // ---- products and categories ----

  app.get('/admin/distribution/categories', { schema: { response: OkSchema(Type.Array(AdminCategorySchema)) } }, async () => ok(await catalogue.adminCategories()));

  app.post('/admin/distribution/categories', { schema: { body: CategoryBodySchema, response: OkSchema(AdminCategorySchema) } }, async (request) =>
    ok(await catalogue.saveCategory(null, request.body)),
  );

  app.put(
    '/admin/distribution/categories/:id',
    { schema: { params: CategoryParamsSchema, body: CategoryBodySchema, response: OkSchema(AdminCategorySchema) } },
    async (request) => ok(await catalogue.saveCategory(request.params.id, request.body)),
  );

  app.get('/admin/distribution/products', { schema: { response: OkSchema(Type.Array(AdminProductSchema)) } }, async () => ok(await catalogue.adminProducts()));

  app.put(
    '/admin/distribution/products/:commodityId',
    { schema: { params: ProductParamsSchema, body: ProductBodySchema, response: OkSchema(AdminProductSchema) } },
    async (request) => {
      const product = await catalogue.saveProduct(request.params.commodityId, request.body);
      request.log.info({ commodityId: product.commodityId, mode: product.mode, active: product.active }, 'distribution product rule changed by operator');
      return ok(product);
    },
  );

  // ---- levels ----

  app.get('/admin/distribution/levels', { schema: { response: OkSchema(Type.Array(LevelSchema)) } }, async () => ok(await levels.list()));

  app.post('/admin/distribution/levels', { schema: { body: LevelBodySchema, response: OkSchema(LevelSchema) } }, async (request) => ok(await levels.create(request.body)));

  app.put('/admin/distribution/levels/:id', { schema: { params: LevelParamsSchema, body: LevelBodySchema, response: OkSchema(LevelSchema) } }, async (request) =>
    ok(await levels.update(request.params.id, request.body)),
  );

  // ---- commissions ----

  app.get(
    '/admin/distribution/commissions',
    { schema: { querystring: AdminCommissionQuerySchema, response: OkSchema(PageSchema(AdminCommissionSchema)) } },
    async (request) => ok(await commissions.adminList(request.query, pageOf(request.query))),
  );

  // The settlement job now (main.ts runs it every 10 minutes); settles only what is due.
  app.post('/admin/distribution/settle', { schema: { response: OkSchema(SettleRunSchema) } }, async (request) => {
    const settled = await commissions.settleDue();
    request.log.info({ settled }, 'commissions settled by operator');
    return ok({ settled });
  });
}
