import { beijingDay, beijingTime } from '../../core/beijing-time.js';
import { OffsetClock } from '../../core/clock.js';
import { AppError, OkSchema, ok } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { App } from '../../core/types.js';
import { lastDevCode } from '../../providers/sms/console.js';
import { DevClockBodySchema, DevClockSchema, DevJobRunSchema, DevSmsCodeSchema, DevSmsParamsSchema, type DevClock, type DevJobRun } from './schemas.js';

/**
 * Development helpers. app.ts registers this module only when NODE_ENV !== 'production',
 * so in production these paths do not exist (404 envelope).
 */
export default async function devModule(app: App) {
  const { store } = app.ctx;
  app.get(
    '/__dev/sms/:mobile',
    {
      schema: {
        params: DevSmsParamsSchema,
        response: OkSchema(DevSmsCodeSchema),
      },
    },
    async (request) => {
      const record = await lastDevCode(store, request.params.mobile);
      if (!record) throw new AppError(States.DEV_NO_SMS);
      return ok(record);
    },
  );

  // Every area job once, now (they run on minutes-long intervals otherwise): end-to-end tests
  // that move the clock past a deadline, and the crash test after a restart, need them at once.
  app.post('/dev/jobs/run', { schema: { response: OkSchema(DevJobRunSchema) } }, async () => {
    const runs: DevJobRun = [];
    for (const job of app.jobs) {
      try {
        runs.push({ name: job.name, done: await job.run(), error: null });
      } catch (err) {
        runs.push({ name: job.name, done: 0, error: (err as Error).message });
      }
    }
    return ok(runs);
  });

  // The movable clock (docs/PUNCH.md): only when main.ts built an OffsetClock (DEV_CLOCK=1);
  // otherwise these paths do not exist. Operators and tests move the whole server in time.
  const { clock } = app.ctx;
  if (clock instanceof OffsetClock) {
    const answer = (): DevClock => {
      const now = clock.now();
      return { offsetMs: clock.offsetMs, now, beijingDay: beijingDay(now), beijingTime: beijingTime(now) };
    };
    app.get('/dev/clock', { schema: { response: OkSchema(DevClockSchema) } }, async () => ok(answer()));
    app.post('/dev/clock', { schema: { body: DevClockBodySchema, response: OkSchema(DevClockSchema) } }, async (request) => {
      clock.setOffset(request.body.offsetMs);
      request.log.warn({ offsetMs: request.body.offsetMs }, 'dev clock moved');
      return ok(answer());
    });
  }
}
