import { Type } from '@sinclair/typebox';
import { OkSchema, ok } from '../../core/envelope.js';
import type { App } from '../../core/types.js';
import type { CommunityServices } from './index.js';
import {
  CircleBodySchema,
  CircleSchema,
  HeldItemSchema,
  IdParamsSchema,
  KeywordBodySchema,
  KeywordSchema,
  ReportSchema,
  ReviewBodySchema,
  ReviewResultSchema,
} from './schemas.js';

/** Operator routes of the community (behind the operator guard): circles, keywords, the review queue, reports. */
export default async function upgcAdminRoutes(app: App, { circles, moderation }: CommunityServices): Promise<void> {
  app.post('/admin/upgc/circles', { schema: { body: CircleBodySchema, response: OkSchema(CircleSchema) } }, async (request) => {
    const circle = await circles.createCircle(request.body);
    request.log.info({ circleId: circle.id }, 'community circle created by operator');
    return ok(circle);
  });

  app.get('/admin/upgc/keywords', { schema: { response: OkSchema(Type.Array(KeywordSchema)) } }, async () => ok(await moderation.keywords()));

  app.post('/admin/upgc/keywords', { schema: { body: KeywordBodySchema, response: OkSchema(KeywordSchema) } }, async (request) =>
    ok(await moderation.addKeyword(request.body.word)),
  );

  app.delete('/admin/upgc/keywords/:id', { schema: { params: IdParamsSchema, response: OkSchema(Type.Array(KeywordSchema)) } }, async (request) =>
    ok(await moderation.removeKeyword(request.params.id)),
  );

  app.get('/admin/upgc/held', { schema: { response: OkSchema(Type.Array(HeldItemSchema)) } }, async () => ok(await moderation.heldItems()));

  app.post('/admin/upgc/review', { schema: { body: ReviewBodySchema, response: OkSchema(ReviewResultSchema) } }, async (request) => {
    const result = await moderation.review(request.body);
    request.log.info({ type: result.type, id: result.id, status: result.status }, 'community item reviewed by operator');
    return ok(result);
  });

  app.get('/admin/upgc/reports', { schema: { response: OkSchema(Type.Array(ReportSchema)) } }, async () => ok(await moderation.reports()));
}
