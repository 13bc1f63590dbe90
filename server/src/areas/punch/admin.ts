import { Type } from '@sinclair/typebox';
import { OkSchema, ok } from '../../core/envelope.js';
import type { App } from '../../core/types.js';
import type { PunchServices } from './index.js';
import {
  ChallengeBodySchema,
  ChallengeIdParamsSchema,
  ChallengeSchema,
  HeldItemSchema,
  PunchCommentRefSchema,
  PunchRefSchema,
  PunchReportSchema,
  ReminderRunSchema,
  ReportRefSchema,
  ReviewBodySchema,
  ReviewResultSchema,
} from './schemas.js';

/** Operator routes of punch-in challenges (behind the operator guard): challenges, running the reminder now, moderation. */
export default async function punchAdminRoutes(app: App, { challenges, reminders, moderation }: PunchServices): Promise<void> {
  const Done = OkSchema(Type.Null());

  app.get('/admin/punch/challenges', { schema: { response: OkSchema(Type.Array(ChallengeSchema)) } }, async () => ok(await challenges.adminList()));

  app.post('/admin/punch/challenges', { schema: { body: ChallengeBodySchema, response: OkSchema(ChallengeSchema) } }, async (request) => {
    const challenge = await challenges.create(request.body);
    request.log.info({ challengeId: challenge.id }, 'punch challenge created by operator');
    return ok(challenge);
  });

  app.put(
    '/admin/punch/challenges/:id',
    { schema: { params: ChallengeIdParamsSchema, body: ChallengeBodySchema, response: OkSchema(ChallengeSchema) } },
    async (request) => {
      const challenge = await challenges.update(request.params.id, request.body);
      request.log.info({ challengeId: challenge.id }, 'punch challenge edited by operator');
      return ok(challenge);
    },
  );

  // The reminder job now (main.ts runs it every few minutes); sends only what is due.
  app.post('/admin/punch/reminders/run', { schema: { response: OkSchema(ReminderRunSchema) } }, async (request) => {
    const run = await reminders.run();
    request.log.info(run, 'punch reminders run by operator');
    return ok(run);
  });

  // ---- moderation (docs/PUNCH.md "Moderation") ----

  app.get('/admin/punch/held', { schema: { response: OkSchema(Type.Array(HeldItemSchema)) } }, async () => ok(await moderation.held()));

  app.post('/admin/punch/review', { schema: { body: ReviewBodySchema, response: OkSchema(ReviewResultSchema) } }, async (request) => {
    const result = await moderation.review(request.body);
    request.log.info({ type: result.type, id: result.id, status: result.status }, 'punch content reviewed by operator');
    return ok(result);
  });

  app.post('/admin/punch/punches/remove', { schema: { body: PunchRefSchema, response: Done } }, async (request) => {
    await moderation.removePunch(request.body.punchId);
    request.log.info({ punchId: request.body.punchId }, 'punch content removed by operator');
    return ok(null);
  });

  app.post('/admin/punch/comments/delete', { schema: { body: PunchCommentRefSchema, response: Done } }, async (request) => {
    await moderation.deleteComment(request.body.commentId);
    request.log.info({ commentId: request.body.commentId }, 'punch comment deleted by operator');
    return ok(null);
  });

  app.get('/admin/punch/reports', { schema: { response: OkSchema(Type.Array(PunchReportSchema)) } }, async () => ok(await moderation.reports()));

  app.post('/admin/punch/reports/close', { schema: { body: ReportRefSchema, response: OkSchema(PunchReportSchema) } }, async (request) => {
    const report = await moderation.closeReport(request.body.reportId);
    request.log.info({ reportId: report.id }, 'punch report closed by operator');
    return ok(report);
  });
}
