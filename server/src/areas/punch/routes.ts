import { Type } from '@sinclair/typebox';
import { currentUser } from '../../core/auth.js';
import { OkSchema, ok } from '../../core/envelope.js';
import { PageSchema, pageOf } from '../../core/paging.js';
import type { App } from '../../core/types.js';
import type { PunchServices } from './index.js';
import {
  CalendarSchema,
  ChallengeDetailSchema,
  ChallengeListSchema,
  ChallengeRefSchema,
  CommentBodySchema,
  CommentListQuerySchema,
  JoinBodySchema,
  MakeupBodySchema,
  MessagesQuerySchema,
  MessagesReadBodySchema,
  PunchBodySchema,
  PunchCommentRefSchema,
  PunchCommentSchema,
  PunchLikeStateSchema,
  PunchMessageSchema,
  PunchRefSchema,
  PunchResultSchema,
  PunchSchema,
  PunchReportSchema,
  RankingSchema,
  ReminderBodySchema,
  ReportBodySchema,
  ReminderStateSchema,
  TimelinePageSchema,
  TimelineQuerySchema,
  UnreadSchema,
} from './schemas.js';

/**
 * Punch-in challenges (client route group /punch, scene 508, and /activity/learnPunchIndex,
 * scene 513; docs/PUNCH.md). Every route needs a login, as every page of the group does.
 */
export default async function punchRoutes(app: App, { challenges, progress, punching, timeline, messages, ranking, reminders, moderation }: PunchServices) {
  const auth = { auth: true };

  // ---- challenges ----

  app.get('/punch/challenge/list', { config: auth, schema: { response: OkSchema(ChallengeListSchema) } }, async (request) =>
    ok(await challenges.list(currentUser(request).userId)),
  );

  app.get(
    '/punch/challenge/detail',
    { config: auth, schema: { querystring: ChallengeRefSchema, response: OkSchema(ChallengeDetailSchema) } },
    async (request) => {
      const me = currentUser(request).userId;
      const row = await challenges.require(request.query.challengeId);
      const [challenge, status] = await Promise.all([challenges.view(me, row), progress.status(row, me)]);
      return ok({ challenge, me: status });
    },
  );

  app.post('/punch/join', { config: auth, schema: { body: JoinBodySchema, response: OkSchema(ChallengeDetailSchema) } }, async (request) => {
    const me = currentUser(request).userId;
    const row = await challenges.join(me, request.body.challengeId, request.body.inviteCode);
    const [challenge, status] = await Promise.all([challenges.view(me, row), progress.status(row, me)]);
    return ok({ challenge, me: status });
  });

  // ---- punching ----

  app.post('/punch/punch', { config: auth, schema: { body: PunchBodySchema, response: OkSchema(PunchResultSchema) } }, async (request) =>
    ok(await punching.punchToday(currentUser(request).userId, request.body)),
  );

  app.post('/punch/makeup', { config: auth, schema: { body: MakeupBodySchema, response: OkSchema(PunchResultSchema) } }, async (request) =>
    ok(await punching.makeUp(currentUser(request).userId, request.body)),
  );

  app.get('/punch/calendar', { config: auth, schema: { querystring: ChallengeRefSchema, response: OkSchema(CalendarSchema) } }, async (request) =>
    ok(await progress.calendar(await challenges.require(request.query.challengeId), currentUser(request).userId)),
  );

  // ---- timeline, likes, comments ----

  app.get('/punch/timeline', { config: auth, schema: { querystring: TimelineQuerySchema, response: OkSchema(TimelinePageSchema) } }, async (request) => {
    const { challengeId, userId, cursor, pageSize } = request.query;
    return ok(await timeline.timeline(currentUser(request).userId, challengeId, userId, cursor, pageSize));
  });

  app.get('/punch/detail', { config: auth, schema: { querystring: PunchRefSchema, response: OkSchema(PunchSchema) } }, async (request) =>
    ok(await timeline.punch(currentUser(request).userId, request.query.punchId)),
  );

  app.post('/punch/like', { config: auth, schema: { body: PunchRefSchema, response: OkSchema(PunchLikeStateSchema) } }, async (request) =>
    ok(await timeline.like(currentUser(request).userId, request.body.punchId, true)),
  );

  app.post('/punch/unlike', { config: auth, schema: { body: PunchRefSchema, response: OkSchema(PunchLikeStateSchema) } }, async (request) =>
    ok(await timeline.like(currentUser(request).userId, request.body.punchId, false)),
  );

  app.post('/punch/comment', { config: auth, schema: { body: CommentBodySchema, response: OkSchema(PunchCommentSchema) } }, async (request) =>
    ok(await timeline.comment(currentUser(request).userId, request.body.punchId, request.body.text)),
  );

  app.post('/punch/comment/delete', { config: auth, schema: { body: PunchCommentRefSchema, response: OkSchema(Type.Null()) } }, async (request) => {
    await moderation.deleteComment(request.body.commentId, currentUser(request).userId);
    request.log.info({ commentId: request.body.commentId }, 'punch comment deleted by its author');
    return ok(null);
  });

  app.get(
    '/punch/comment/list',
    { config: auth, schema: { querystring: CommentListQuerySchema, response: OkSchema(PageSchema(PunchCommentSchema)) } },
    async (request) => ok(await timeline.comments(currentUser(request).userId, request.query.punchId, pageOf(request.query))),
  );

  app.post('/punch/report', { config: auth, schema: { body: ReportBodySchema, response: OkSchema(PunchReportSchema) } }, async (request) => {
    const report = await moderation.report(currentUser(request).userId, request.body);
    request.log.info({ reportId: report.id, targetType: report.targetType, targetId: report.targetId }, 'punch content reported');
    return ok(report);
  });

  // ---- ranking, messages ----

  app.get('/punch/ranking', { config: auth, schema: { querystring: ChallengeRefSchema, response: OkSchema(RankingSchema) } }, async (request) =>
    ok(await ranking.ranking(currentUser(request).userId, request.query.challengeId)),
  );

  app.get(
    '/punch/message/list',
    { config: auth, schema: { querystring: MessagesQuerySchema, response: OkSchema(PageSchema(PunchMessageSchema)) } },
    async (request) => ok(await messages.list(currentUser(request).userId, request.query.challengeId, pageOf(request.query))),
  );

  app.post('/punch/message/read', { config: auth, schema: { body: MessagesReadBodySchema, response: OkSchema(UnreadSchema) } }, async (request) =>
    ok({ unread: await messages.read(currentUser(request).userId, request.body.challengeId, request.body.upTo) }),
  );

  // ---- reminders (the mini-program) ----

  app.post('/punch/reminder/subscribe', { config: auth, schema: { body: ReminderBodySchema, response: OkSchema(ReminderStateSchema) } }, async (request) =>
    ok(await reminders.subscribe(currentUser(request).userId, request.body)),
  );
}
