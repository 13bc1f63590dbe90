import { AppError, OkSchema, ok } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { App } from '../../core/types.js';
import { lastDevCode } from '../../providers/sms/console.js';
import { DevSmsCodeSchema, DevSmsParamsSchema } from './schemas.js';

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
}
