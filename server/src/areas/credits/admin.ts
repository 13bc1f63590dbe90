import { Type } from '@sinclair/typebox';
import { OkSchema, ok } from '../../core/envelope.js';
import { Nullable, StringEnum } from '../../core/schemas.js';
import type { App } from '../../core/types.js';
import { CREDIT_ACTIONS, CreditRuleSchema } from '../../shared/commerce/credits.js';

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
        params: Type.Object({ action: StringEnum(CREDIT_ACTIONS, { title: '积分动作' }) }),
        body: Type.Object({
          name: Type.Optional(Type.String({ title: '名称', minLength: 1, maxLength: 20 })),
          points: Type.Integer({ title: '积分', minimum: 0, maximum: 1_000_000 }),
          dailyCap: Type.Optional(Nullable(Type.Integer({ title: '每日上限', minimum: 1, maximum: 100 }))),
          totalCap: Type.Optional(Nullable(Type.Integer({ title: '累计上限', minimum: 1, maximum: 10000 }))),
          description: Type.Optional(Type.String({ title: '说明', maxLength: 200 })),
          active: Type.Optional(Type.Boolean({ title: '启用' })),
        }),
        response: OkSchema(CreditRuleSchema),
      },
    },
    async (request) => ok(await credits.upsertRule(request.params.action, request.body)),
  );

  app.post(
    '/admin/credits/adjust',
    {
      schema: {
        body: Type.Object({
          userId: Type.Integer({ title: '用户编号', minimum: 1 }),
          delta: Type.Integer({ title: '积分变动', minimum: -1_000_000, maximum: 1_000_000, not: { const: 0 } }),
          note: Type.Optional(Type.String({ title: '备注', maxLength: 60 })),
        }),
        response: OkSchema(Type.Object({ balance: Type.Integer() })),
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
