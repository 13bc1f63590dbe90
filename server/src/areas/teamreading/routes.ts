import { Type } from '@sinclair/typebox';
import { currentUser } from '../../core/auth.js';
import { OkSchema, ok } from '../../core/envelope.js';
import { PageSchema, pageOf } from '../../core/paging.js';
import type { App } from '../../core/types.js';
import type { TeamReadingServices } from './index.js';
import {
  BookListStatSchema,
  CreateTeamBodySchema,
  DiscoverQuerySchema,
  JoinBodySchema,
  MemberRankingQuerySchema,
  MemberRankingSchema,
  MyTeamsSchema,
  RemoveBodySchema,
  RemoveResultSchema,
  ScheduleQuerySchema,
  SharedBookListQuerySchema,
  SharedBookListSchema,
  SymbolQuerySchema,
  TeamBookListDetailSchema,
  TeamCardSchema,
  TeamRankingSchema,
  TeamRefSchema,
  TeamScheduleSchema,
} from './schemas.js';

/**
 * Team reading (client route group /teamreading, scene 529; docs/TEAMREADING.md): discovering,
 * creating and joining teams, the plan with each member's progress, the captain's removal,
 * rankings, and the public shared book lists.
 */
export default async function teamReadingRoutes(app: App, { teams, membership, progress, bookLists }: TeamReadingServices) {
  const auth = { auth: true };
  const optional = { auth: 'optional' as const };
  const Done = OkSchema(Type.Null());

  // ---- teams ----

  app.get(
    '/teamreading/teams/discover',
    { config: optional, schema: { querystring: DiscoverQuerySchema, response: OkSchema(PageSchema(TeamCardSchema)) } },
    async (request) => ok(await teams.discover(request.user?.userId ?? null, request.query.bookListId, pageOf(request.query))),
  );

  app.get('/teamreading/teams/mine', { config: auth, schema: { response: OkSchema(MyTeamsSchema) } }, async (request) => ok(await teams.mine(currentUser(request).userId)));

  app.post('/teamreading/team/create', { config: auth, schema: { body: CreateTeamBodySchema, response: OkSchema(TeamCardSchema) } }, async (request) => {
    const team = await membership.create(currentUser(request).userId, request.body);
    request.log.info({ teamId: team.id }, 'reading team created');
    return ok(team);
  });

  app.get('/teamreading/team/schedule', { config: auth, schema: { querystring: ScheduleQuerySchema, response: OkSchema(TeamScheduleSchema) } }, async (request) =>
    ok(await progress.schedule(currentUser(request).userId, request.query.teamId, request.query.invite)),
  );

  app.post('/teamreading/team/join', { config: auth, schema: { body: JoinBodySchema, response: OkSchema(TeamCardSchema) } }, async (request) =>
    ok(await membership.join(currentUser(request).userId, request.body.teamId, request.body.inviteCode)),
  );

  app.post('/teamreading/team/remove', { config: auth, schema: { body: RemoveBodySchema, response: OkSchema(RemoveResultSchema) } }, async (request) => {
    const result = await membership.remove(currentUser(request).userId, request.body.teamId, request.body.userId);
    if (result.removed) request.log.info({ teamId: request.body.teamId, userId: request.body.userId }, 'reading team member removed by captain');
    return ok(result);
  });

  app.post('/teamreading/team/leave', { config: auth, schema: { body: TeamRefSchema, response: Done } }, async (request) => {
    await membership.leave(currentUser(request).userId, request.body.teamId);
    return ok(null);
  });

  app.post('/teamreading/team/dissolve', { config: auth, schema: { body: TeamRefSchema, response: Done } }, async (request) => {
    await membership.dissolve(currentUser(request).userId, request.body.teamId);
    return ok(null);
  });

  app.get('/teamreading/team/bookList', { config: auth, schema: { querystring: TeamRefSchema, response: OkSchema(TeamBookListDetailSchema) } }, async (request) =>
    ok(await progress.teamBookList(currentUser(request).userId, request.query.teamId)),
  );

  // ---- rankings ----

  app.get('/teamreading/ranking/teams', { config: optional, schema: { response: OkSchema(TeamRankingSchema) } }, async (request) =>
    ok(await teams.ranking(request.user?.userId ?? null)),
  );

  app.get(
    '/teamreading/ranking/members',
    { config: auth, schema: { querystring: MemberRankingQuerySchema, response: OkSchema(MemberRankingSchema) } },
    async (request) => ok(await progress.memberRanking(currentUser(request).userId, request.query.teamId)),
  );

  app.get('/teamreading/ranking/bookLists', { schema: { response: OkSchema(Type.Array(BookListStatSchema)) } }, async () => ok(await bookLists.bookLists(true)));

  // ---- book lists ----

  app.get('/teamreading/bookLists', { schema: { response: OkSchema(Type.Array(BookListStatSchema)) } }, async () => ok(await bookLists.bookLists(false)));

  app.get('/teamreading/share/bookList', { schema: { querystring: SharedBookListQuerySchema, response: OkSchema(SharedBookListSchema) } }, async (request) =>
    ok(await bookLists.sharedById(request.query.bookListId)),
  );

  app.get('/teamreading/share/symbol', { schema: { querystring: SymbolQuerySchema, response: OkSchema(SharedBookListSchema) } }, async (request) =>
    ok(await bookLists.sharedBySymbol(request.query.symbol, request.query.theme)),
  );
}
