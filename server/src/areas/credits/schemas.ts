/**
 * The credits area's part of the API contract (`@contract/credits`): what the credits routes take,
 * and what they compose (the balance, the rules page, a sign-in, an operator adjustment). The
 * ledger, the rules, the exchange goods and an exchange's result are answered by the shared
 * commerce services: `shared/commerce/schemas.ts` (`@contract/commerce`).
 */
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from '../../core/paging.js';
import { StringEnum } from '../../core/schemas.js';
import { CREDIT_ACTIONS, CommodityId, CreditRuleSchema } from '../../shared/commerce/schemas.js';

/** GET /credits/balance. */
export const CreditsBalanceSchema = Type.Object({
  balance: Type.Integer(),
  signedToday: Type.Boolean(),
  /** Points of today's sign-in (the rule's; 0 while the rule is off), for the button. */
  signInPoints: Type.Integer(),
});
export type CreditsBalance = Static<typeof CreditsBalanceSchema>;

/** Query of the paged GET /credits/ledger and GET /credits/exchange/records. */
export const CreditsPageQuerySchema = Type.Object(PageQuery);
export type CreditsPageQuery = Static<typeof CreditsPageQuerySchema>;

/** GET /credits/rules: the active earning rules, what a point is worth and the notes of the rules page. */
export const CreditRulesSchema = Type.Object({
  rules: Type.Array(CreditRuleSchema),
  /** 1: a point is worth 1 fen. */
  fenPerPoint: Type.Integer(),
  /** Credits pay at most this share of an order (after its coupon). */
  maxSharePercent: Type.Integer(),
  notes: Type.Array(Type.String()),
});
export type CreditRules = Static<typeof CreditRulesSchema>;

/** POST /credits/signin: the points earned and the balance after. */
export const SignInResultSchema = Type.Object({ points: Type.Integer(), balance: Type.Integer(), signedToday: Type.Boolean() });
export type SignInResult = Static<typeof SignInResultSchema>;

/** Body of POST /credits/exchange. */
export const ExchangeBodySchema = Type.Object({
  commodityId: CommodityId,
  quantity: Type.Integer({ title: '兑换数量', minimum: 1, maximum: 10, default: 1, 'x-msg': '兑换数量须为1到10' }),
  /** Required for goods that ship. */
  addressId: Type.Optional(Type.Integer({ title: '收货地址', minimum: 1 })),
});
export type ExchangeBody = Static<typeof ExchangeBodySchema>;

// ---- operator ----

export const CreditRuleParamsSchema = Type.Object({ action: StringEnum(CREDIT_ACTIONS, { title: '积分动作' }) });
export type CreditRuleParams = Static<typeof CreditRuleParamsSchema>;

/** Body of POST /admin/credits/adjust: one ledger row (never below a balance of 0). */
export const CreditsAdjustBodySchema = Type.Object({
  userId: Type.Integer({ title: '用户编号', minimum: 1 }),
  delta: Type.Integer({ title: '积分变动', minimum: -1_000_000, maximum: 1_000_000, not: { const: 0 } }),
  note: Type.Optional(Type.String({ title: '备注', maxLength: 60 })),
});
export type CreditsAdjustBody = Static<typeof CreditsAdjustBodySchema>;

export const CreditsAdjustedSchema = Type.Object({ balance: Type.Integer() });
export type CreditsAdjusted = Static<typeof CreditsAdjustedSchema>;
