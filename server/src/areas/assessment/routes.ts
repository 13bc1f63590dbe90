import { Type } from '@sinclair/typebox';
import { currentUser } from '../../core/auth.js';
import { OkSchema, ok } from '../../core/envelope.js';
import { PageQuerySchema, PageSchema, pageOf } from '../../core/paging.js';
import { Nullable } from '../../core/schemas.js';
import type { App } from '../../core/types.js';
import type { AssessmentServices } from './index.js';
import {
  AnswerBodySchema,
  AssessmentCardSchema,
  AssessmentDetailQuerySchema,
  AssessmentDetailSchema,
  AssessmentHomeSchema,
  AssessmentIdQuerySchema,
  AssessmentListQuerySchema,
  AssessmentSessionSchema,
  CategoryCountSchema,
  FavoriteBodySchema,
  FavoriteStateSchema,
  HelpCodeSchema,
  HelpInfoSchema,
  MineItemSchema,
  QuestionsSchema,
  ReportIdBodySchema,
  ReportItemSchema,
  ReportLookupQuerySchema,
  ReportSchema,
  SessionQuerySchema,
  ShareLinkSchema,
  StartSessionBodySchema,
  SubmitBodySchema,
  SubmittedSchema,
  UnsharedSchema,
} from './schemas.js';

/**
 * Assessments (spec 2.15, the old report of 2.7): catalogue, favourites, taking a test
 * (consent, questions without keys, answers saved one at a time, submission), reports with
 * share links and friends' help. The operator routes are in ./admin.ts.
 */
export default async function assessmentRoutes(app: App, { catalogue, taking, reports, help }: AssessmentServices) {
  const auth = { auth: true };
  const optional = { auth: 'optional' as const };
  const viewer = (request: { user: { userId: number } | null }) => request.user?.userId ?? null;

  app.get('/assessment/home', { schema: { response: OkSchema(AssessmentHomeSchema) } }, async () => ok(await catalogue.home()));

  app.get('/assessment/categories', { schema: { response: OkSchema(Type.Array(CategoryCountSchema)) } }, async () => ok(await catalogue.categories()));

  app.get(
    '/assessment/list',
    { schema: { querystring: AssessmentListQuerySchema, response: OkSchema(PageSchema(AssessmentCardSchema)) } },
    async (request) => {
      const { category, free, vip, paid, hot, q } = request.query;
      return ok(await catalogue.list({ category, free, vip, paid, hot, q: q?.trim() || undefined }, pageOf(request.query)));
    },
  );

  app.get(
    '/assessment/detail',
    { config: optional, schema: { querystring: AssessmentDetailQuerySchema, response: OkSchema(AssessmentDetailSchema) } },
    async (request) => ok(await catalogue.detail(request.query.id, viewer(request))),
  );

  app.post(
    '/assessment/favorite',
    { config: auth, schema: { body: FavoriteBodySchema, response: OkSchema(FavoriteStateSchema) } },
    async (request) => ok(await catalogue.setFavorite(currentUser(request).userId, request.body.assessmentId, request.body.favorite)),
  );

  app.get(
    '/assessment/favorites',
    { config: auth, schema: { querystring: PageQuerySchema, response: OkSchema(PageSchema(AssessmentCardSchema)) } },
    async (request) => ok(await catalogue.favorites(currentUser(request).userId, pageOf(request.query))),
  );

  app.get(
    '/assessment/mine',
    { config: auth, schema: { querystring: PageQuerySchema, response: OkSchema(PageSchema(MineItemSchema)) } },
    async (request) => ok(await reports.mine(currentUser(request).userId, pageOf(request.query))),
  );

  app.get(
    '/assessment/reportHistory',
    { config: auth, schema: { querystring: PageQuerySchema, response: OkSchema(PageSchema(ReportItemSchema)) } },
    async (request) => ok(await reports.history(currentUser(request).userId, pageOf(request.query))),
  );

  // Taking a test.

  app.post(
    '/assessment/session/start',
    { config: auth, schema: { body: StartSessionBodySchema, response: OkSchema(AssessmentSessionSchema) } },
    async (request) => ok(await taking.start(currentUser(request).userId, request.body.assessmentId, request.body.consent)),
  );

  app.get(
    '/assessment/session/current',
    { config: auth, schema: { querystring: AssessmentIdQuerySchema, response: OkSchema(Nullable(AssessmentSessionSchema)) } },
    async (request) => ok(await taking.current(currentUser(request).userId, request.query.assessmentId)),
  );

  app.get(
    '/assessment/session',
    { config: auth, schema: { querystring: SessionQuerySchema, response: OkSchema(AssessmentSessionSchema) } },
    async (request) => ok(await taking.session(currentUser(request).userId, request.query.sessionId)),
  );

  app.get(
    '/assessment/questions',
    { config: auth, schema: { querystring: AssessmentIdQuerySchema, response: OkSchema(QuestionsSchema) } },
    async (request) => ok(await taking.questions(currentUser(request).userId, request.query.assessmentId)),
  );

  app.put(
    '/assessment/session/answer',
    { config: auth, schema: { body: AnswerBodySchema, response: OkSchema(AssessmentSessionSchema) } },
    async (request) => {
      const { sessionId, questionNo, value } = request.body;
      return ok(await taking.answer(currentUser(request).userId, sessionId, questionNo, value));
    },
  );

  app.post(
    '/assessment/session/submit',
    { config: auth, schema: { body: SubmitBodySchema, response: OkSchema(SubmittedSchema) } },
    async (request) => ok(await taking.submit(currentUser(request).userId, request.body.sessionId, request.body.answers)),
  );

  // Reports.

  app.get(
    '/assessment/report',
    { config: optional, schema: { querystring: ReportLookupQuerySchema, response: OkSchema(ReportSchema) } },
    async (request) => ok(await reports.report(viewer(request), request.query)),
  );

  app.post(
    '/assessment/report/share',
    { config: auth, schema: { body: ReportIdBodySchema, response: OkSchema(ShareLinkSchema) } },
    async (request) => ok(await reports.share(currentUser(request).userId, request.body.reportId)),
  );

  app.post(
    '/assessment/report/unshare',
    { config: auth, schema: { body: ReportIdBodySchema, response: OkSchema(UnsharedSchema) } },
    async (request) => {
      await reports.unshare(currentUser(request).userId, request.body.reportId);
      return ok({});
    },
  );

  // Friends' help.

  app.get(
    '/assessment/report/help',
    { config: auth, schema: { querystring: HelpCodeSchema, response: OkSchema(HelpInfoSchema) } },
    async (request) => ok(await help.helpInfo(currentUser(request).userId, request.query.code)),
  );

  app.post(
    '/assessment/report/help',
    { config: auth, schema: { body: HelpCodeSchema, response: OkSchema(HelpInfoSchema) } },
    async (request) => ok(await help.help(currentUser(request).userId, request.body.code)),
  );
}
