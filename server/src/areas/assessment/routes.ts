import { Type } from '@sinclair/typebox';
import { currentUser } from '../../core/auth.js';
import { OkSchema, ok } from '../../core/envelope.js';
import { PageQuery, PageSchema, pageOf } from '../../core/paging.js';
import type { App } from '../../core/types.js';
import {
  AssessmentCardSchema,
  AssessmentDetailSchema,
  HelpInfoSchema,
  MineItemSchema,
  QuestionsSchema,
  ReportItemSchema,
  ReportSchema,
  SessionSchema,
  type AssessmentService,
} from './service.js';

const Id = (title: string) => Type.Integer({ title, minimum: 1, 'x-msg': `${title}不正确` });
const AssessmentId = Id('测评编号');
const SessionId = Id('答题记录编号');
const ReportId = Id('报告编号');
const Token = (title: string) => Type.String({ title, minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', 'x-msg': `${title}无效` });
const Flag = (title: string) => Type.Optional(Type.Boolean({ title }));
const CategoryCount = Type.Object({ code: Type.String(), name: Type.String(), count: Type.Integer() });

/**
 * Assessments (spec 2.15, the old report of 2.7): catalogue, favourites, taking a test
 * (consent, questions without keys, answers saved one at a time, submission), reports with
 * share links and friends' help. The operator routes are in ./admin.ts.
 */
export default async function assessmentRoutes(app: App, assessments: AssessmentService) {
  const auth = { auth: true };
  const optional = { auth: 'optional' as const };
  const viewer = (request: { user: { userId: number } | null }) => request.user?.userId ?? null;

  app.get('/assessment/home', { schema: { response: OkSchema(Type.Object({ hot: Type.Array(AssessmentCardSchema), free: Type.Array(AssessmentCardSchema), categories: Type.Array(CategoryCount) })) } }, async () =>
    ok(await assessments.home()),
  );

  app.get('/assessment/categories', { schema: { response: OkSchema(Type.Array(CategoryCount)) } }, async () => ok(await assessments.categories()));

  app.get(
    '/assessment/list',
    {
      schema: {
        querystring: Type.Object({
          ...PageQuery,
          category: Type.Optional(Type.String({ title: '分类', maxLength: 20 })),
          free: Flag('免费'),
          vip: Flag('会员'),
          paid: Flag('付费'),
          hot: Flag('热门'),
          q: Type.Optional(Type.String({ title: '搜索内容', maxLength: 30, 'x-msg': '搜索内容不能超过30个字' })),
        }),
        response: OkSchema(PageSchema(AssessmentCardSchema)),
      },
    },
    async (request) => {
      const { category, free, vip, paid, hot, q } = request.query;
      return ok(await assessments.list({ category, free, vip, paid, hot, q: q?.trim() || undefined }, pageOf(request.query)));
    },
  );

  app.get(
    '/assessment/detail',
    { config: optional, schema: { querystring: Type.Object({ id: AssessmentId }), response: OkSchema(AssessmentDetailSchema) } },
    async (request) => ok(await assessments.detail(request.query.id, viewer(request))),
  );

  app.post(
    '/assessment/favorite',
    {
      config: auth,
      schema: {
        body: Type.Object({ assessmentId: AssessmentId, favorite: Type.Boolean({ title: '是否收藏' }) }),
        response: OkSchema(Type.Object({ favorite: Type.Boolean() })),
      },
    },
    async (request) => ok(await assessments.setFavorite(currentUser(request).userId, request.body.assessmentId, request.body.favorite)),
  );

  app.get(
    '/assessment/favorites',
    { config: auth, schema: { querystring: Type.Object(PageQuery), response: OkSchema(PageSchema(AssessmentCardSchema)) } },
    async (request) => ok(await assessments.favorites(currentUser(request).userId, pageOf(request.query))),
  );

  app.get(
    '/assessment/mine',
    { config: auth, schema: { querystring: Type.Object(PageQuery), response: OkSchema(PageSchema(MineItemSchema)) } },
    async (request) => ok(await assessments.mine(currentUser(request).userId, pageOf(request.query))),
  );

  app.get(
    '/assessment/reportHistory',
    { config: auth, schema: { querystring: Type.Object(PageQuery), response: OkSchema(PageSchema(ReportItemSchema)) } },
    async (request) => ok(await assessments.history(currentUser(request).userId, pageOf(request.query))),
  );

  // Taking a test.

  app.post(
    '/assessment/session/start',
    {
      config: auth,
      schema: {
        body: Type.Object({
          assessmentId: AssessmentId,
          consent: Type.Boolean({ title: '测评须知', 'x-msg': '请先阅读并同意测评须知' }),
        }),
        response: OkSchema(SessionSchema),
      },
    },
    async (request) => ok(await assessments.start(currentUser(request).userId, request.body.assessmentId, request.body.consent)),
  );

  app.get(
    '/assessment/session/current',
    { config: auth, schema: { querystring: Type.Object({ assessmentId: AssessmentId }), response: OkSchema(Type.Union([SessionSchema, Type.Null()])) } },
    async (request) => ok(await assessments.current(currentUser(request).userId, request.query.assessmentId)),
  );

  app.get(
    '/assessment/session',
    { config: auth, schema: { querystring: Type.Object({ sessionId: SessionId }), response: OkSchema(SessionSchema) } },
    async (request) => ok(await assessments.session(currentUser(request).userId, request.query.sessionId)),
  );

  app.get(
    '/assessment/questions',
    { config: auth, schema: { querystring: Type.Object({ assessmentId: AssessmentId }), response: OkSchema(QuestionsSchema) } },
    async (request) => ok(await assessments.questions(currentUser(request).userId, request.query.assessmentId)),
  );

  app.put(
    '/assessment/session/answer',
    {
      config: auth,
      schema: {
        body: Type.Object({
          sessionId: SessionId,
          questionNo: Type.Integer({ title: '题号', minimum: 1, maximum: 1000, 'x-msg': '题号不正确' }),
          value: Type.Integer({ title: '答案', minimum: -1000, maximum: 1000, 'x-msg': '请选择一个答案' }),
        }),
        response: OkSchema(SessionSchema),
      },
    },
    async (request) => {
      const { sessionId, questionNo, value } = request.body;
      return ok(await assessments.answer(currentUser(request).userId, sessionId, questionNo, value));
    },
  );

  app.post(
    '/assessment/session/submit',
    {
      config: auth,
      schema: {
        body: Type.Object({
          sessionId: SessionId,
          // Checked by the scoring engine, whose message names the question.
          answers: Type.Optional(Type.Record(Type.String({ maxLength: 4 }), Type.Unknown(), { title: '答案', maxProperties: 200 })),
        }),
        response: OkSchema(Type.Object({ reportId: Type.Integer(), created: Type.Boolean() })),
      },
    },
    async (request) => ok(await assessments.submit(currentUser(request).userId, request.body.sessionId, request.body.answers)),
  );

  // Reports.

  app.get(
    '/assessment/report',
    {
      config: optional,
      schema: {
        querystring: Type.Object({ id: Type.Optional(ReportId), shareToken: Type.Optional(Token('分享链接')) }),
        response: OkSchema(ReportSchema),
      },
    },
    async (request) => ok(await assessments.report(viewer(request), request.query)),
  );

  app.post(
    '/assessment/report/share',
    { config: auth, schema: { body: Type.Object({ reportId: ReportId }), response: OkSchema(Type.Object({ shareToken: Type.String() })) } },
    async (request) => ok(await assessments.share(currentUser(request).userId, request.body.reportId)),
  );

  app.post(
    '/assessment/report/unshare',
    { config: auth, schema: { body: Type.Object({ reportId: ReportId }), response: OkSchema(Type.Object({})) } },
    async (request) => {
      await assessments.unshare(currentUser(request).userId, request.body.reportId);
      return ok({});
    },
  );

  app.get(
    '/assessment/report/help',
    { config: auth, schema: { querystring: Type.Object({ code: Token('助力码') }), response: OkSchema(HelpInfoSchema) } },
    async (request) => ok(await assessments.helpInfo(currentUser(request).userId, request.query.code)),
  );

  app.post(
    '/assessment/report/help',
    { config: auth, schema: { body: Type.Object({ code: Token('助力码') }), response: OkSchema(HelpInfoSchema) } },
    async (request) => ok(await assessments.help(currentUser(request).userId, request.body.code)),
  );
}
