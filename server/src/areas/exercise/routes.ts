import { Type } from '@sinclair/typebox';
import { currentUser } from '../../core/auth.js';
import { OkSchema, ok } from '../../core/envelope.js';
import { PageQuerySchema, PageSchema, pageOf } from '../../core/paging.js';
import type { App } from '../../core/types.js';
import {
  ExerciseCardSchema,
  ExerciseDetailQuerySchema,
  ExerciseDetailSchema,
  ExerciseListQuerySchema,
  ExerciseQuestionSchema,
  FeelBodySchema,
  PracticeRefSchema,
  PracticeSchema,
  PracticeSummarySchema,
  StartPracticeBodySchema,
} from './schemas.js';
import { EXERCISE_FAQ, type ExerciseService } from './service.js';

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
    { schema: { querystring: ExerciseListQuerySchema, response: OkSchema(PageSchema(ExerciseCardSchema)) } },
    async (request) => ok(await exercises.list({ category: request.query.category, access: request.query.access }, pageOf(request.query))),
  );

  app.get(
    '/exercise/detail',
    { config: optional, schema: { querystring: ExerciseDetailQuerySchema, response: OkSchema(ExerciseDetailSchema) } },
    async (request) => ok(await exercises.detail(request.query.id, request.user?.userId ?? null)),
  );

  app.get('/exercise/questions', { schema: { response: OkSchema(Type.Array(ExerciseQuestionSchema)) } }, async () =>
    ok(EXERCISE_FAQ.map((f) => ({ ...f }))),
  );

  app.post(
    '/exercise/practice/start',
    { config: auth, schema: { body: StartPracticeBodySchema, response: OkSchema(PracticeSchema) } },
    async (request) => ok(await exercises.start(currentUser(request).userId, request.body.exerciseId, request.body.clientId)),
  );

  app.post(
    '/exercise/practice/complete',
    { config: auth, schema: { body: PracticeRefSchema, response: OkSchema(PracticeSchema) } },
    async (request) => ok(await exercises.complete(currentUser(request).userId, request.body.clientId)),
  );

  app.post(
    '/exercise/feel',
    { config: auth, schema: { body: FeelBodySchema, response: OkSchema(PracticeSchema) } },
    async (request) => ok(await exercises.feel(currentUser(request).userId, request.body.clientId, request.body.mood, request.body.note)),
  );

  app.get(
    '/exercise/practice',
    { config: auth, schema: { querystring: PracticeRefSchema, response: OkSchema(PracticeSchema) } },
    async (request) => ok(await exercises.practice(currentUser(request).userId, request.query.clientId)),
  );

  app.get(
    '/exercise/mine',
    { config: auth, schema: { querystring: PageQuerySchema, response: OkSchema(PageSchema(PracticeSchema)) } },
    async (request) => ok(await exercises.mine(currentUser(request).userId, pageOf(request.query))),
  );

  app.get('/exercise/mine/summary', { config: auth, schema: { response: OkSchema(PracticeSummarySchema) } }, async (request) =>
    ok(await exercises.summary(currentUser(request).userId)),
  );
}
