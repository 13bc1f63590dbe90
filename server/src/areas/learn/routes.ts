import { Type } from '@sinclair/typebox';
import { currentUser } from '../../core/auth.js';
import { OkSchema, ok } from '../../core/envelope.js';
import { PageQuery, PageSchema, pageOf } from '../../core/paging.js';
import { InvitationCode, StringEnum } from '../../core/schemas.js';
import type { App } from '../../core/types.js';
import { LastPlaySchema, MAX_PLAYED_SECONDS, ProgressAnswerSchema } from './progress.js';
import { RankingSchema, RecordSchema, ShareSummarySchema, StatisticsSchema } from './stats.js';
import type { LearnServices } from './index.js';

/** Learning (spec 2.16 growth plan): progress reports, last play, statistics, records, ranking, share. */
export default async function learnRoutes(app: App, { progress: learnProgress, stats: learnStats }: LearnServices) {
  const { users } = app.ctx.services;
  const auth = { auth: true };

  app.post(
    '/learn/progress',
    {
      config: auth,
      schema: {
        body: Type.Object({
          reportId: Type.String({ title: '上报编号', minLength: 8, maxLength: 64, 'x-msg': '上报编号须为8到64个字符' }),
          chapterId: Type.Integer({ title: '章节', minimum: 1, 'x-msg': '章节编号不正确' }),
          // Past the chapter's end counts as the end (players round up); see the service.
          positionSec: Type.Number({ title: '播放位置', minimum: 0, maximum: 86400, 'x-msg': '播放位置须为0到章节时长之间的秒数' }),
          playedSeconds: Type.Number({
            title: '收听时长',
            minimum: 0,
            maximum: MAX_PLAYED_SECONDS,
            'x-msg': `收听时长须为0到${MAX_PLAYED_SECONDS}秒`,
          }),
          ended: Type.Optional(Type.Boolean({ title: '是否播放完毕' })),
        }),
        response: OkSchema(ProgressAnswerSchema),
      },
    },
    async (request) => ok(await learnProgress.report(currentUser(request).userId, request.body)),
  );

  app.get(
    '/learn/lastPlay',
    { config: auth, schema: { response: OkSchema(LastPlaySchema) } },
    async (request) => ok(await learnProgress.lastPlay(currentUser(request).userId)),
  );

  app.get(
    '/learn/statistics',
    {
      config: auth,
      schema: {
        querystring: Type.Object({ range: Type.Optional(StringEnum(['week', 'month'] as const, { title: '统计范围', 'x-msg': '统计范围须为 week 或 month' })) }),
        response: OkSchema(StatisticsSchema),
      },
    },
    async (request) => ok(await learnStats.statistics(currentUser(request).userId, request.query.range)),
  );

  app.get(
    '/learn/records',
    { config: auth, schema: { querystring: Type.Object(PageQuery), response: OkSchema(PageSchema(RecordSchema)) } },
    async (request) => ok(await learnStats.records(currentUser(request).userId, pageOf(request.query))),
  );

  app.get(
    '/learn/ranking',
    {
      config: auth,
      schema: {
        querystring: Type.Object({ week: Type.Optional(StringEnum(['current', 'last'] as const, { title: '榜单周次', 'x-msg': '榜单周次须为 current 或 last' })) }),
        response: OkSchema(RankingSchema),
      },
    },
    async (request) => ok(await learnStats.ranking(currentUser(request).userId, request.query.week)),
  );

  // Public with an invitation code (a shared poster); the caller's own totals without one.
  // An unknown code answers data null.
  app.get(
    '/learn/share',
    {
      config: { auth: 'optional' },
      schema: {
        querystring: Type.Object({ code: Type.Optional(InvitationCode) }),
        response: OkSchema(Type.Union([ShareSummarySchema, Type.Null()])),
      },
    },
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
