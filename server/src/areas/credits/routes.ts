import { Type } from '@sinclair/typebox';
import { currentUser } from '../../core/auth.js';
import { OkSchema, ok } from '../../core/envelope.js';
import { PageQuery, PageSchema, pageOf } from '../../core/paging.js';
import type { App } from '../../core/types.js';
import { CommoditySchema } from '../../shared/commerce/commodities.js';
import { CreditRuleSchema, LedgerEntrySchema } from '../../shared/commerce/credits.js';
import { CommodityId } from '../../shared/commerce/fields.js';
import { CREDITS_FEN_PER_POINT, CREDITS_MAX_SHARE_PERCENT } from '../../shared/commerce/pricing.js';
import { OrderSchema } from '../../shared/commerce/views.js';

/** Credits (spec 2.6): balance, records, rules, exchange goods and exchanging, daily sign-in. */
export default async function creditsModule(app: App) {
  const { credits, commodities, orders } = app.ctx.services;
  const auth = { auth: true };

  app.get(
    '/credits/balance',
    {
      config: auth,
      schema: {
        response: OkSchema(Type.Object({ balance: Type.Integer(), signedToday: Type.Boolean(), signInPoints: Type.Integer() })),
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
    { config: auth, schema: { querystring: Type.Object(PageQuery), response: OkSchema(PageSchema(LedgerEntrySchema)) } },
    async (request) => ok(await credits.ledger(currentUser(request).userId, pageOf(request.query))),
  );

  app.get(
    '/credits/rules',
    {
      schema: {
        response: OkSchema(
          Type.Object({ rules: Type.Array(CreditRuleSchema), fenPerPoint: Type.Integer(), maxSharePercent: Type.Integer(), notes: Type.Array(Type.String()) }),
        ),
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
        body: Type.Object({
          commodityId: CommodityId,
          quantity: Type.Integer({ title: '兑换数量', minimum: 1, maximum: 10, default: 1, 'x-msg': '兑换数量须为1到10' }),
          addressId: Type.Optional(Type.Integer({ title: '收货地址', minimum: 1 })),
        }),
        response: OkSchema(
          Type.Object({
            order: OrderSchema,
            balance: Type.Integer(),
            couponIds: Type.Array(Type.Integer()),
            vipExpireAt: Type.Union([Type.Integer(), Type.Null()]),
          }),
        ),
      },
    },
    async (request) => ok(await orders.exchange(currentUser(request).userId, request.body)),
  );

  app.get(
    '/credits/exchange/records',
    { config: auth, schema: { querystring: Type.Object(PageQuery), response: OkSchema(PageSchema(OrderSchema)) } },
    async (request) => ok(await orders.list(currentUser(request).userId, pageOf(request.query), { kind: 'exchange' })),
  );

  app.post(
    '/credits/signin',
    {
      config: auth,
      schema: { response: OkSchema(Type.Object({ points: Type.Integer(), balance: Type.Integer(), signedToday: Type.Boolean() })) },
    },
    async (request) => ok({ ...(await credits.signIn(currentUser(request).userId)), signedToday: true }),
  );
}
