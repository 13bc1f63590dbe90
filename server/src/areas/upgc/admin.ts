import { Type } from '@sinclair/typebox';
import { OkSchema, ok } from '../../core/envelope.js';
import type { App } from '../../core/types.js';
import type { CommunityServices } from './index.js';
import {
  AdminCircleSchema,
  CircleBodySchema,
  CircleUpdateSchema,
  CommentRefSchema,
  CircleSchema,
  HeldItemSchema,
  IdParamsSchema,
  KeywordBodySchema,
  KeywordSchema,
  PostRefSchema,
  ReportRefSchema,
  ReportSchema,
  ReviewBodySchema,
  ReviewResultSchema,
} from './schemas.js';

/** Operator routes of the community (behind the operator guard): circles, keywords, the review queue, reports, deleting content. */
export default async function upgcAdminRoutes(app: App, { circles, moderation, posts, comments }: CommunityServices): Promise<void> {
  const Done = OkSchema(Type.Null());

  app.get('/admin/upgc/circles', { schema: { response: OkSchema(Type.Array(AdminCircleSchema)) } }, async () => ok(await circles.adminCircles()));

  app.post('/admin/upgc/circles/update', { schema: { body: CircleUpdateSchema, response: OkSchema(AdminCircleSchema) } }, async (request) => {
    const circle = await circles.updateCircle(request.body);
    request.log.info({ circleId: circle.id, active: circle.active }, 'community circle edited by operator');
    return ok(circle);
  });

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

  app.post('/admin/upgc/reports/close', { schema: { body: ReportRefSchema, response: OkSchema(ReportSchema) } }, async (request) => {
    const report = await moderation.closeReport(request.body.reportId);
    request.log.info({ reportId: report.id }, 'community report closed by operator');
    return ok(report);
  });

  app.post('/admin/upgc/posts/delete', { schema: { body: PostRefSchema, response: Done } }, async (request) => {
    await posts.deletePost(null, request.body.postId);
    request.log.info({ postId: request.body.postId }, 'community post deleted by operator');
    return ok(null);
  });

  app.post('/admin/upgc/comments/delete', { schema: { body: CommentRefSchema, response: Done } }, async (request) => {
    await comments.deleteComment(null, request.body.commentId);
    request.log.info({ commentId: request.body.commentId }, 'community comment deleted by operator');
    return ok(null);
  });
}
