import { Type } from '@sinclair/typebox';
import { currentUser } from '../../core/auth.js';
import { OkSchema, ok } from '../../core/envelope.js';
import { PageSchema, pageOf } from '../../core/paging.js';
import type { App } from '../../core/types.js';
import { CREDITS_FEN_PER_POINT, CREDITS_MAX_SHARE_PERCENT } from '../../shared/commerce/pricing.js';
import { CommoditySchema, ExchangeResultSchema, LedgerEntrySchema, OrderSchema } from '../../shared/commerce/schemas.js';
import { CreditRulesSchema, CreditsBalanceSchema, CreditsPageQuerySchema, ExchangeBodySchema, SignInResultSchema } from './schemas.js';

/** Credits (spec 2.6): balance, records, rules, exchange goods and exchanging, daily sign-in. */
export default async function creditsModule(app: App) {
  const { credits, commodities, orders, creditsExchange } = app.ctx.services;
  const auth = { auth: true };

  app.get(
    '/credits/balance',
    {
      config: auth,
      schema: {
        response: OkSchema(CreditsBalanceSchema),
      },
    },
    async (request) => {
      const userId = currentUser(request).userId;
      const rule = await credits.rule('daily_signin');
      return ok({
        balance: await credits.balance(userId),
        signedToday: await credits.signedToday(userId),
        signInPoints: rule?.active === 1 ? rule.points : 0,
      });
    },
  );

  app.get(
    '/credits/ledger',
    { config: auth, schema: { querystring: CreditsPageQuerySchema, response: OkSchema(PageSchema(LedgerEntrySchema)) } },
    async (request) => ok(await credits.ledger(currentUser(request).userId, pageOf(request.query))),
  );

  app.get(
    '/credits/rules',
    {
      schema: {
        response: OkSchema(CreditRulesSchema),
      },
    },
    async () =>
      ok({
        rules: await credits.rules(),
        fenPerPoint: CREDITS_FEN_PER_POINT,
        maxSharePercent: CREDITS_MAX_SHARE_PERCENT,
        notes: [
          `下单时每${Math.round(100 / CREDITS_FEN_PER_POINT)}积分可抵扣1元，最多抵扣订单金额（优惠券后）的${CREDITS_MAX_SHARE_PERCENT}%`,
          '订单超时未支付或取消后，抵扣的积分原路退回',
          '积分可在积分商城兑换优惠券、会员体验卡和周边好物',
        ],
      }),
  );

  app.get(
    '/credits/goods',
    { schema: { response: OkSchema(Type.Array(CommoditySchema)) } },
    async () => ok(await commodities.exchangeGoods()),
  );

  app.post(
    '/credits/exchange',
    {
      config: auth,
      schema: {
        body: ExchangeBodySchema,
        response: OkSchema(ExchangeResultSchema),
      },
    },
    async (request) => ok(await creditsExchange.exchange(currentUser(request).userId, request.body)),
  );

  app.get(
    '/credits/exchange/records',
    { config: auth, schema: { querystring: CreditsPageQuerySchema, response: OkSchema(PageSchema(OrderSchema)) } },
    async (request) => ok(await orders.list(currentUser(request).userId, pageOf(request.query), { kind: 'exchange' })),
  );

  app.post(
    '/credits/signin',
    {
      config: auth,
      schema: { response: OkSchema(SignInResultSchema) },
    },
    async (request) => ok({ ...(await credits.signIn(currentUser(request).userId)), signedToday: true }),
  );
}
