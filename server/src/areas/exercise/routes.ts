import { Type } from '@sinclair/typebox';
import { currentUser } from '../../core/auth.js';
import { OkSchema, ok } from '../../core/envelope.js';
import { PageQuery, PageSchema, pageOf } from '../../core/paging.js';
import { StringEnum } from '../../core/schemas.js';
import type { App } from '../../core/types.js';
import { EXERCISE_FAQ, ExerciseCardSchema, ExerciseDetailSchema, PracticeSchema, PracticeSummarySchema, type ExerciseService } from './service.js';

const ExerciseId = Type.Integer({ title: '练习编号', minimum: 1, 'x-msg': '练习编号不正确' });
const ClientId = Type.String({ title: '练习记录编号', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', 'x-msg': '练习记录编号须为8到64位字母、数字、下划线或短横线' });

/**
 * Self-help exercises (spec 2.13): the catalogue, practices (idempotent by the client's id), how
 * a practice felt, my practices and totals, and the FAQ. `/exercise/userRole/userInfo` (spec 7)
 * is the user module's.
 */
export default async function exerciseRoutes(app: App, exercises: ExerciseService) {
  const auth = { auth: true };
  const optional = { auth: 'optional' as const };

  app.get(
    '/exercise/list',
    {
      schema: {
        querystring: Type.Object({
          ...PageQuery,
          category: Type.Optional(Type.String({ title: '分类', maxLength: 20 })),
          access: Type.Optional(StringEnum(['free', 'vip'] as const, { title: '开放方式' })),
        }),
        response: OkSchema(PageSchema(ExerciseCardSchema)),
      },
    },
    async (request) => ok(await exercises.list({ category: request.query.category, access: request.query.access }, pageOf(request.query))),
  );

  app.get(
    '/exercise/detail',
    { config: optional, schema: { querystring: Type.Object({ id: ExerciseId }), response: OkSchema(ExerciseDetailSchema) } },
    async (request) => ok(await exercises.detail(request.query.id, request.user?.userId ?? null)),
  );

  app.get('/exercise/questions', { schema: { response: OkSchema(Type.Array(Type.Object({ question: Type.String(), answer: Type.String() }))) } }, async () =>
    ok(EXERCISE_FAQ.map((f) => ({ ...f }))),
  );

  app.post(
    '/exercise/practice/start',
    { config: auth, schema: { body: Type.Object({ exerciseId: ExerciseId, clientId: ClientId }), response: OkSchema(PracticeSchema) } },
    async (request) => ok(await exercises.start(currentUser(request).userId, request.body.exerciseId, request.body.clientId)),
  );

  app.post(
    '/exercise/practice/complete',
    { config: auth, schema: { body: Type.Object({ clientId: ClientId }), response: OkSchema(PracticeSchema) } },
    async (request) => ok(await exercises.complete(currentUser(request).userId, request.body.clientId)),
  );

  app.post(
    '/exercise/feel',
    {
      config: auth,
      schema: {
        body: Type.Object({
          clientId: ClientId,
          mood: Type.Integer({ title: '心情', minimum: 1, maximum: 5, 'x-msg': '请选择1到5之间的心情' }),
          note: Type.Optional(Type.String({ title: '感受', maxLength: 200, 'x-msg': '感受最多200个字' })),
        }),
        response: OkSchema(PracticeSchema),
      },
    },
    async (request) => ok(await exercises.feel(currentUser(request).userId, request.body.clientId, request.body.mood, request.body.note)),
  );

  app.get(
    '/exercise/practice',
    { config: auth, schema: { querystring: Type.Object({ clientId: ClientId }), response: OkSchema(PracticeSchema) } },
    async (request) => ok(await exercises.practice(currentUser(request).userId, request.query.clientId)),
  );

  app.get(
    '/exercise/mine',
    { config: auth, schema: { querystring: Type.Object(PageQuery), response: OkSchema(PageSchema(PracticeSchema)) } },
    async (request) => ok(await exercises.mine(currentUser(request).userId, pageOf(request.query))),
  );

  app.get('/exercise/mine/summary', { config: auth, schema: { response: OkSchema(PracticeSummarySchema) } }, async (request) =>
    ok(await exercises.summary(currentUser(request).userId)),
  );
}
