import { Type } from '@sinclair/typebox';
import { OkSchema, ok } from '../../core/envelope.js';
import type { App } from '../../core/types.js';
import { CreditRuleBodySchema, CreditRuleSchema } from '../../shared/commerce/schemas.js';
import { CreditRuleParamsSchema, CreditsAdjustBodySchema, CreditsAdjustedSchema } from './schemas.js';

/** Operator routes of credits (behind the operator guard): the earning rules and manual adjustments. */
export async function creditsAdminRoutes(app: App): Promise<void> {
  const { credits } = app.ctx.services;

  app.get('/admin/credit-rules', { schema: { response: OkSchema(Type.Array(CreditRuleSchema)) } }, async () =>
    ok(await credits.rules({ all: true })),
  );

  app.put(
    '/admin/credit-rules/:action',
    {
      schema: {
        params: CreditRuleParamsSchema,
        body: CreditRuleBodySchema,
        response: OkSchema(CreditRuleSchema),
      },
    },
    async (request) => ok(await credits.upsertRule(request.params.action, request.body)),
  );

  app.post(
    '/admin/credits/adjust',
    {
      schema: {
        body: CreditsAdjustBodySchema,
        response: OkSchema(CreditsAdjustedSchema),
      },
    },
    async (request) => {
      const { userId, delta, note } = request.body;
      const balance = await credits.adjust(userId, delta, note ?? null);
      request.log.info({ userId, delta }, 'credits adjusted by operator');
      return ok({ balance });
    },
  );
}
