import { currentUser } from '../../core/auth.js';
import { OkSchema, ok } from '../../core/envelope.js';
import { PageQuerySchema, PageSchema, pageOf } from '../../core/paging.js';
import type { App } from '../../core/types.js';
import type { ReadingServices } from './index.js';
import {
  BookTopicResultSchema,
  CancelPartyBodySchema,
  CancelResultSchema,
  CheckinBodySchema,
  CheckinCodeSchema,
  CitiesSchema,
  CreatePartyBodySchema,
  ManageSchema,
  ManualCheckinBodySchema,
  MineSummarySchema,
  MySignupSchema,
  PartyCardSchema,
  PartyDetailSchema,
  PartyListQuerySchema,
  PartyRefSchema,
  PosterSchema,
  SearchBookTopicQuerySchema,
  SettlementSchema,
  SignupItemSchema,
  StatisticsSchema,
  WaitlistStateSchema,
} from './schemas.js';

/**
 * Reading parties (client route group /reading, scene 538; docs/READING.md). The lists and the
 * detail are public (the detail shows the caller's sign-up when logged in); everything else
 * needs a login, and the organiser's routes answer READING_NOT_ORGANISER to anyone else. A paid
 * party is signed up for by paying its `commodityId` through pay/addorder.
 */
export default async function readingRoutes(app: App, { parties, signups, waitlist, checkin, organiser, settlement }: ReadingServices) {
  const auth = { auth: true };
  const optional = { auth: 'optional' as const };
  const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).userId;

  // ---- parties ----

  app.get('/reading/index', { schema: { querystring: PartyListQuerySchema, response: OkSchema(PageSchema(PartyCardSchema)) } }, async (request) =>
    ok(await parties.upcoming(request.query.city, pageOf(request.query))),
  );

  app.get('/reading/cities', { schema: { response: OkSchema(CitiesSchema) } }, async () => ok(await parties.cities()));

  app.get('/reading/detail', { config: optional, schema: { querystring: PartyRefSchema, response: OkSchema(PartyDetailSchema) } }, async (request) =>
    ok(await parties.detail(request.user?.userId ?? null, request.query.partyId)),
  );

  app.get('/reading/poster', { config: auth, schema: { querystring: PartyRefSchema, response: OkSchema(PosterSchema) } }, async (request) =>
    ok(await parties.poster(me(request), request.query.partyId)),
  );

  app.post('/reading/party/create', { config: auth, schema: { body: CreatePartyBodySchema, response: OkSchema(PartyDetailSchema) } }, async (request) => {
    const detail = await parties.create(me(request), request.body);
    request.log.info({ partyId: detail.party.id, feeFen: detail.party.feeFen }, 'reading party created');
    return ok(detail);
  });

  app.get(
    '/reading/searchBookTopic',
    { config: auth, schema: { querystring: SearchBookTopicQuerySchema, response: OkSchema(BookTopicResultSchema) } },
    async (request) => ok(await parties.searchBookTopic(request.query.keyword, pageOf(request.query))),
  );

  // ---- mine ----

  app.get('/reading/mine/summary', { config: auth, schema: { response: OkSchema(MineSummarySchema) } }, async (request) => {
    const userId = me(request);
    const [created, joined, earnings, settledFen] = await Promise.all([
      parties.createdBy(userId, pageOf({ pageSize: 1 })),
      signups.mine(userId, pageOf({ pageSize: 1 })),
      request.server.ctx.services.earnings.balances(userId),
      settlement.settledFen(userId),
    ]);
    return ok({ createdCount: created.total, signupCount: joined.total, earnings, settledFen });
  });

  app.get('/reading/mine/created', { config: auth, schema: { querystring: PageQuerySchema, response: OkSchema(PageSchema(PartyCardSchema)) } }, async (request) =>
    ok(await parties.createdBy(me(request), pageOf(request.query))),
  );

  app.get('/reading/mine/signups', { config: auth, schema: { querystring: PageQuerySchema, response: OkSchema(PageSchema(SignupItemSchema)) } }, async (request) =>
    ok(await signups.mine(me(request), pageOf(request.query))),
  );

  // ---- sign-up, waitlist, check-in ----

  app.post('/reading/signup', { config: auth, schema: { body: PartyRefSchema, response: OkSchema(MySignupSchema) } }, async (request) =>
    ok(await signups.signUpFree(me(request), request.body.partyId)),
  );

  app.post('/reading/signup/cancel', { config: auth, schema: { body: PartyRefSchema, response: OkSchema(MySignupSchema) } }, async (request) => {
    const signup = await signups.cancel(me(request), request.body.partyId);
    request.log.info({ partyId: signup.partyId, signupId: signup.id, status: signup.status }, 'reading sign-up cancelled by attendee');
    return ok(signup);
  });

  app.post('/reading/waitlist/join', { config: auth, schema: { body: PartyRefSchema, response: OkSchema(WaitlistStateSchema) } }, async (request) =>
    ok(await waitlist.join(me(request), request.body.partyId)),
  );

  app.post('/reading/waitlist/leave', { config: auth, schema: { body: PartyRefSchema, response: OkSchema(WaitlistStateSchema) } }, async (request) =>
    ok(await waitlist.leave(me(request), request.body.partyId)),
  );

  app.post('/reading/checkin', { config: auth, schema: { body: CheckinBodySchema, response: OkSchema(MySignupSchema) } }, async (request) =>
    ok(await checkin.checkIn(me(request), request.body.partyId, request.body.code)),
  );

  // ---- the organiser ----

  app.get('/reading/manage', { config: auth, schema: { querystring: PartyRefSchema, response: OkSchema(ManageSchema) } }, async (request) =>
    ok(await organiser.manage(me(request), request.query.partyId)),
  );

  app.get('/reading/manage/checkinCode', { config: auth, schema: { querystring: PartyRefSchema, response: OkSchema(CheckinCodeSchema) } }, async (request) =>
    ok(await checkin.code(me(request), request.query.partyId)),
  );

  app.post('/reading/manage/checkin', { config: auth, schema: { body: ManualCheckinBodySchema, response: OkSchema(MySignupSchema) } }, async (request) =>
    ok(await checkin.checkInByOrganiser(me(request), request.body.partyId, request.body.signupId)),
  );

  app.post('/reading/manage/cancel', { config: auth, schema: { body: CancelPartyBodySchema, response: OkSchema(CancelResultSchema) } }, async (request) => {
    const result = await organiser.cancelByOrganiser(me(request), request.body.partyId, request.body.reason?.trim() ?? '');
    request.log.info(result, 'reading party cancelled by organiser');
    return ok(result);
  });

  app.get('/reading/statistics', { config: auth, schema: { querystring: PartyRefSchema, response: OkSchema(StatisticsSchema) } }, async (request) =>
    ok(await organiser.statistics(me(request), request.query.partyId)),
  );

  app.get('/reading/settlement', { config: auth, schema: { querystring: PartyRefSchema, response: OkSchema(SettlementSchema) } }, async (request) =>
    ok(await settlement.view(me(request), request.query.partyId)),
  );

  app.post('/reading/settlement', { config: auth, schema: { body: PartyRefSchema, response: OkSchema(SettlementSchema) } }, async (request) => {
    const settled = await settlement.settle(me(request), request.body.partyId);
    request.log.info({ partyId: settled.partyId, shareFen: settled.shareFen, platformFen: settled.platformFen }, 'reading party settled');
    return ok(settled);
  });
}
