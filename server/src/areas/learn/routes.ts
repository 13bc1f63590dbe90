import { currentUser } from '../../core/auth.js';
import { OkSchema, ok } from '../../core/envelope.js';
import { PageQuerySchema, PageSchema, pageOf } from '../../core/paging.js';
import { Nullable } from '../../core/schemas.js';
import type { App } from '../../core/types.js';
import {
  LastPlaySchema,
  LearnRecordSchema,
  LearnStatisticsSchema,
  ProgressAnswerSchema,
  ProgressReportBodySchema,
  RankingQuerySchema,
  RankingSchema,
  ShareQuerySchema,
  ShareSummarySchema,
  StatisticsQuerySchema,
} from './schemas.js';
import type { LearnServices } from './index.js';

/** Learning (spec 2.16 growth plan): progress reports, last play, statistics, records, ranking, share. */
export default async function learnRoutes(app: App, { progress: learnProgress, stats: learnStats }: LearnServices) {
  const { users } = app.ctx.services;
  const auth = { auth: true };

  app.post(
    '/learn/progress',
    { config: auth, schema: { body: ProgressReportBodySchema, response: OkSchema(ProgressAnswerSchema) } },
    async (request) => ok(await learnProgress.report(currentUser(request).userId, request.body)),
  );

  app.get(
    '/learn/lastPlay',
    { config: auth, schema: { response: OkSchema(Nullable(LastPlaySchema)) } },
    async (request) => ok(await learnProgress.lastPlay(currentUser(request).userId)),
  );

  app.get(
    '/learn/statistics',
    { config: auth, schema: { querystring: StatisticsQuerySchema, response: OkSchema(LearnStatisticsSchema) } },
    async (request) => ok(await learnStats.statistics(currentUser(request).userId, request.query.range)),
  );

  app.get(
    '/learn/records',
    { config: auth, schema: { querystring: PageQuerySchema, response: OkSchema(PageSchema(LearnRecordSchema)) } },
    async (request) => ok(await learnStats.records(currentUser(request).userId, pageOf(request.query))),
  );

  app.get(
    '/learn/ranking',
    { config: auth, schema: { querystring: RankingQuerySchema, response: OkSchema(RankingSchema) } },
    async (request) => ok(await learnStats.ranking(currentUser(request).userId, request.query.week)),
  );

  // Public with an invitation code (a shared poster); the caller's own totals without one.
  // An unknown code answers data null.
  app.get(
    '/learn/share',
    { config: { auth: 'optional' }, schema: { querystring: ShareQuerySchema, response: OkSchema(Nullable(ShareSummarySchema)) } },
    async (request) => {
      const code = request.query.code?.trim();
      if (code) {
        const owner = await users.findByInvitationCode(code);
        return ok(owner ? await learnStats.share(owner.id) : null);
      }
      return ok(await learnStats.share(currentUser(request).userId));
    },
  );
}
