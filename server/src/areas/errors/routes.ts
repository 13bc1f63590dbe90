import { AppError, OkSchema, ok } from '../../core/envelope.js';
import { safeEqual } from '../../core/crypto.js';
import { States } from '../../core/states.js';
import type { App } from '../../core/types.js';
import { ErrorReportAcceptedSchema, ErrorReportBodySchema, ErrorReportQuerySchema } from './schemas.js';

const PER_IP_PER_MINUTE = 60;

/**
 * POST /cgi-bin/webhook/send?key=…: the client's uncaught-error reports (spec 8). Speaks the
 * WeCom robot's wire format so the client needs no special case; each report is stored and,
 * when WECOM_ROBOT_KEY is set, relayed to the real robot after the answer has gone out.
 */
export default async function errorsModule(app: App) {
  const { db, clock, config, store, robot, background } = app.ctx;

  app.post(
    '/cgi-bin/webhook/send',
    {
      schema: {
        querystring: ErrorReportQuerySchema,
        body: ErrorReportBodySchema,
        response: OkSchema(ErrorReportAcceptedSchema),
      },
    },
    async (request) => {
      const key = request.query.key ?? '';
      if (!safeEqual(key, config.errorReportKey)) throw new AppError(States.WRONG_KEY);
      const minute = Math.floor(clock.now() / 60_000);
      if ((await store.incr(`relay:ip:${request.ip}:${minute}`, 60_000)) > PER_IP_PER_MINUTE) {
        throw new AppError(States.IP_RATE_LIMIT);
      }
      const content = request.body.markdown.content;
      const { id } = await db
        .insertInto('error_reports')
        .values({
          content,
          ip: request.ip,
          relay_status: robot ? 'pending' : 'skipped',
          relay_error: null,
          created_at: clock.now(),
          relayed_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      if (robot) {
        background.run('relay error report', async () => {
          try {
            await robot.sendMarkdown(content);
            await db
              .updateTable('error_reports')
              .set({ relay_status: 'sent', relayed_at: clock.now() })
              .where('id', '=', id)
              .execute();
          } catch (err) {
            request.log.warn({ err, reportId: id }, 'relaying an error report to the WeCom robot failed');
            await db
              .updateTable('error_reports')
              .set({ relay_status: 'failed', relay_error: String((err as Error).message).slice(0, 500) })
              .where('id', '=', id)
              .execute();
          }
        });
      }
      return ok({ id });
    },
  );
}
