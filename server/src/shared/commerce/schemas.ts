/**
 * The commerce part of the API contract: what the shared commerce services answer (commodities,
 * addresses, coupons and their templates, the credits ledger and rules, orders, the confirm
 * page's quote, the payment answers) and the request fields and bodies they take (order numbers,
 * quantities, `extInfo`, the operator's commodity, template and rule bodies). Imported by the
 * routes of the order, coupons, credits, address and vip areas, and as types by the client
 * (`@contract/commerce`). Amounts are integer fen; times are epoch ms.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../../core/schemas.js';

// ---- names and limits ----

/** Most units of one commodity in one order. */
export const MAX_QUANTITY = 99;

export const ORDER_NUMBER_PATTERN = '^[0-9A-Za-z_-]{6,32}$';

/** The statuses of the order state machine (./state.ts says which may follow which). */
export const ORDER_STATUSES = ['created', 'paying', 'paid', 'closed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** purchase: paid with money; exchange: paid with credits. */
export const ORDER_KINDS = ['purchase', 'exchange'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** The commodity types commerce itself sells (courses and assessments are sold by their areas). */
export const COMMODITY_TYPES = ['vip', 'goods', 'coupon'] as const;

export const COUPON_STATES = ['usable', 'locked', 'used', 'expired'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/** amount: so much off (满减, 无门槛); percent: a share paid (85 = 8.5折). */
export const COUPON_KINDS = ['amount', 'percent'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Actions the server awards credits for (a rule row gives the points and caps). */
export const CREDIT_ACTIONS = ['daily_signin', 'first_purchase'] as const;
export type CreditAction = (typeof CREDIT_ACTIONS)[number];

// ---- request fields ----

export const CommodityId = Type.Integer({
  title: '商品编号',
  minimum: 1,
  'x-msg': { required: '请填写商品编号', default: '商品编号格式不正确' },
});

export const PurchaseQuantity = Type.Integer({
  title: '购买数量',
  minimum: 1,
  maximum: MAX_QUANTITY,
  default: 1,
  'x-msg': `购买数量须为1到${MAX_QUANTITY}`,
});

export const OrderNumber = Type.String({
  title: '订单号',
  pattern: ORDER_NUMBER_PATTERN,
  'x-msg': { required: '请填写订单号', default: '订单号格式不正确' },
});

const STATUS = `(${ORDER_STATUSES.join('|')})`;

/** One order status or several joined by commas (`created,paying`: every unpaid order). */
export const OrderStatusList = Type.String({
  title: '订单状态',
  pattern: `^${STATUS}(,${STATUS})*$`,
  'x-msg': `订单状态须为${ORDER_STATUSES.join('、')}之一，多个用英文逗号分隔`,
});

/**
 * The buyer's choices in `extInfo` of placeorder / addorder. Only these fields are read; anything
 * else (a price, a discount…) is ignored, because the server computes every amount itself.
 */
export const OrderExtSchema = Type.Object({
  /** A coupon of the user (0 or null: none). */
  couponId: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
  /** true: as many credits as allowed; a number: that many points; false/0: none. */
  useCredits: Type.Optional(Type.Union([Type.Boolean(), Type.Integer({ minimum: 0 })])),
  addressId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  /** addorder only: pay this existing order instead of placing a new one. */
  orderNumber: Type.Optional(Type.String({ pattern: ORDER_NUMBER_PATTERN })),
});
export type OrderExt = Static<typeof OrderExtSchema>;

/** The `extInfo` field itself: OrderExt as a JSON string, or as an object (./ext-info.ts reads it). */
export const ExtInfoField = Type.Union(
  [Type.String({ maxLength: 2000 }), Type.Object({}, { additionalProperties: true }), Type.Null()],
  // The message of States.EXT_INFO_INVALID (core/states.ts), which parseExtInfo throws.
  { title: '订单附加信息（extInfo）', 'x-msg': '订单附加信息（extInfo）格式不正确' },
);

/** An operator route's numeric id (`/admin/…/:id`). */
export const IdParamsSchema = Type.Object({ id: Type.Integer({ title: '编号', minimum: 1 }) });
export type IdParams = Static<typeof IdParamsSchema>;

const Fen = (title: string) => Type.Integer({ title, minimum: 0, maximum: 100_000_000 });

// ---- commodities ----

export const CommoditySchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  /** vip, goods, coupon, or the type of an area's one-time item (course, assessment). */
  type: Type.String(),
  name: Type.String(),
  priceFen: Type.Integer(),
  originalPriceFen: Type.Integer(),
  durationDays: Type.Integer(),
  creditsPrice: Type.Integer(),
  /** null: unlimited. */
  stock: Type.Union([Type.Integer(), Type.Null()]),
  needsAddress: Type.Boolean(),
  description: Type.String(),
  image: Type.String(),
  benefits: Type.Array(Type.String()),
  badge: Type.String(),
  couponTemplateId: Type.Union([Type.Integer(), Type.Null()]),
  active: Type.Boolean(),
});
export type Commodity = Static<typeof CommoditySchema>;

/** An operator's commodity (POST /admin/commodities, PUT /admin/commodities/:id): absent fields keep their value. */
export const CommodityBodySchema = Type.Object({
  code: Type.String({ title: '编码', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' }),
  type: StringEnum(COMMODITY_TYPES, { title: '商品类型' }),
  name: Type.String({ title: '名称', minLength: 1, maxLength: 40 }),
  priceFen: Type.Optional(Fen('售价（分）')),
  originalPriceFen: Type.Optional(Fen('原价（分）')),
  durationDays: Type.Optional(Type.Integer({ title: '会员天数', minimum: 0, maximum: 3660 })),
  creditsPrice: Type.Optional(Type.Integer({ title: '兑换积分', minimum: 0, maximum: 100_000_000 })),
  stock: Type.Optional(Nullable(Type.Integer({ title: '库存', minimum: 0 }))),
  needsAddress: Type.Optional(Type.Boolean({ title: '需要收货地址' })),
  description: Type.Optional(Type.String({ title: '描述', maxLength: 500 })),
  image: Type.Optional(Type.String({ title: '图片', maxLength: 512 })),
  benefits: Type.Optional(Type.Array(Type.String({ maxLength: 60 }), { title: '权益', maxItems: 20 })),
  badge: Type.Optional(Type.String({ title: '角标', maxLength: 20 })),
  couponTemplateId: Type.Optional(Nullable(Type.Integer({ title: '优惠券模板', minimum: 1 }))),
  sort: Type.Optional(Type.Integer({ title: '排序' })),
  active: Type.Optional(Type.Boolean({ title: '上架' })),
});
export type CommodityBody = Static<typeof CommodityBodySchema>;

// ---- addresses ----

/** What an order keeps of the address it ships to (later edits of the address do not change it). */
export const AddressSnapshotSchema = Type.Object({
  name: Type.String(),
  /** As entered: a mainland mobile or a landline. */
  mobile: Type.String(),
  provinceCode: Type.String(),
  provinceName: Type.String(),
  cityCode: Type.String(),
  cityName: Type.String(),
  /** '' when the city has no districts. */
  districtCode: Type.String(),
  districtName: Type.String(),
  detail: Type.String(),
  /** 省市区 + 详细地址, for display. */
  fullAddress: Type.String(),
});
export type AddressSnapshot = Static<typeof AddressSnapshotSchema>;

export const AddressSchema = Type.Composite([
  Type.Object({ id: Type.Integer() }),
  AddressSnapshotSchema,
  Type.Object({ isDefault: Type.Boolean(), updatedAt: Type.Integer() }),
]);
export type Address = Static<typeof AddressSchema>;

// ---- coupons ----

/** What a coupon takes off, shared by a template and the coupons granted from it. */
const discountFields = {
  name: Type.String(),
  /** 满20减10, 5元无门槛, 8.5折: made by the server from fen. */
  label: Type.String(),
  kind: StringEnum(COUPON_KINDS),
  amountFen: Type.Integer(),
  /** Share paid: 85 = 8.5折. */
  percent: Type.Integer(),
  maxDiscountFen: Nullable(Type.Integer()),
  thresholdFen: Type.Integer(),
};

/** A coupon a user holds. */
export const CouponSchema = Type.Object({
  id: Type.Integer(),
  templateId: Type.Integer(),
  ...discountFields,
  /** Commodity types it applies to; empty: all. */
  applicableTypes: Type.Array(Type.String()),
  description: Type.String(),
  /** A usable coupon past its end is answered expired even before the sweep marks it. */
  state: StringEnum(COUPON_STATES),
  stateText: Type.String(),
  source: Type.String(),
  validFrom: Type.Integer(),
  validUntil: Type.Integer(),
  usedAt: Nullable(Type.Integer()),
  createdAt: Type.Integer(),
});
export type Coupon = Static<typeof CouponSchema>;

/** A coupon usable for an order, with what it takes off that order. */
export const CouponForOrderSchema = Type.Composite([CouponSchema, Type.Object({ discountFen: Type.Integer() })]);
export type CouponForOrder = Static<typeof CouponForOrderSchema>;

/** A usable coupon that does not apply to an order, with why (不适用于该商品, 满50元可用…). */
export const UnusableCouponSchema = Type.Composite([CouponSchema, Type.Object({ reason: Type.String() })]);
export type UnusableCoupon = Static<typeof UnusableCouponSchema>;

/** The user's coupons for an order: usable best first, the others with why. */
export const UsableCouponsSchema = Type.Object({
  usable: Type.Array(CouponForOrderSchema),
  unusable: Type.Array(UnusableCouponSchema),
});
export type UsableCoupons = Static<typeof UsableCouponsSchema>;

/** How many coupons the user holds in each state. */
export const CouponCountsSchema = Type.Object({
  usable: Type.Integer(),
  locked: Type.Integer(),
  used: Type.Integer(),
  expired: Type.Integer(),
});
export type CouponCounts = Static<typeof CouponCountsSchema>;

/** The new-user gift (新人礼包): claimed or not, and its coupons. */
export const BeginnerGiftSchema = Type.Object({
  claimed: Type.Boolean(),
  claimedAt: Type.Union([Type.Integer(), Type.Null()]),
  /** The coupons received, or a preview of the gift while unclaimed. */
  coupons: Type.Array(CouponSchema),
});
export type BeginnerGift = Static<typeof BeginnerGiftSchema>;

/** A claim of the new-user gift: granted by this call (false: claimed before), and the coupons. */
export const BeginnerClaimSchema = Type.Object({ granted: Type.Boolean(), coupons: Type.Array(CouponSchema) });
export type BeginnerClaim = Static<typeof BeginnerClaimSchema>;

export const CouponTemplateSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  ...discountFields,
  validityDays: Nullable(Type.Integer()),
  validFrom: Nullable(Type.Integer()),
  validUntil: Nullable(Type.Integer()),
  stock: Nullable(Type.Integer()),
  issued: Type.Integer(),
  perUserLimit: Type.Integer(),
  applicableTypes: Type.Array(Type.String()),
  description: Type.String(),
  beginner: Type.Boolean(),
  active: Type.Boolean(),
});
export type CouponTemplate = Static<typeof CouponTemplateSchema>;

/** An operator's coupon template (POST /admin/coupon-templates, PUT …/:id): absent fields keep their value. */
export const CouponTemplateBodySchema = Type.Object({
  code: Type.String({ title: '编码', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' }),
  name: Type.String({ title: '名称', minLength: 1, maxLength: 40 }),
  kind: StringEnum(COUPON_KINDS, { title: '类型', 'x-msg': '类型须为 amount（满减）或 percent（折扣）' }),
  amountFen: Type.Optional(Fen('优惠金额（分）')),
  percent: Type.Optional(Type.Integer({ title: '折扣', minimum: 1, maximum: 99, 'x-msg': '折扣须在1到99之间（85即8.5折）' })),
  maxDiscountFen: Type.Optional(Nullable(Fen('最高优惠（分）'))),
  thresholdFen: Type.Optional(Fen('使用门槛（分）')),
  validityDays: Type.Optional(Nullable(Type.Integer({ title: '有效天数', minimum: 1, maximum: 3660 }))),
  validFrom: Type.Optional(Nullable(Type.Integer({ title: '生效时间', minimum: 0 }))),
  validUntil: Type.Optional(Nullable(Type.Integer({ title: '截止时间', minimum: 0 }))),
  stock: Type.Optional(Nullable(Type.Integer({ title: '库存', minimum: 0 }))),
  perUserLimit: Type.Optional(Type.Integer({ title: '每人限领', minimum: 1, maximum: 1000 })),
  applicableTypes: Type.Optional(Type.Array(StringEnum(COMMODITY_TYPES), { title: '适用商品类型', maxItems: 3 })),
  description: Type.Optional(Type.String({ title: '说明', maxLength: 200 })),
  beginner: Type.Optional(Type.Boolean({ title: '新人礼包' })),
  active: Type.Optional(Type.Boolean({ title: '启用' })),
});
export type CouponTemplateBody = Static<typeof CouponTemplateBodySchema>;

/** The coupons an operator grant gave one user. */
export const GrantedCouponsSchema = Type.Object({ userId: Type.Integer(), couponIds: Type.Array(Type.Integer()) });
export type GrantedCoupons = Static<typeof GrantedCouponsSchema>;

// ---- credits ----

/** One row of the credits ledger (the balance always equals the sum of its rows). */
export const LedgerEntrySchema = Type.Object({
  id: Type.Integer(),
  delta: Type.Integer(),
  reason: Type.String(),
  /** The reason in Chinese (每日签到, 下单抵扣…). */
  reasonText: Type.String(),
  /** The order number, when an order caused it. */
  ref: Type.Union([Type.String(), Type.Null()]),
  balanceAfter: Type.Integer(),
  createdAt: Type.Integer(),
});
export type LedgerEntry = Static<typeof LedgerEntrySchema>;

export const CreditRuleSchema = Type.Object({
  action: Type.String(),
  name: Type.String(),
  points: Type.Integer(),
  dailyCap: Type.Union([Type.Integer(), Type.Null()]),
  totalCap: Type.Union([Type.Integer(), Type.Null()]),
  description: Type.String(),
  active: Type.Boolean(),
});
export type CreditRule = Static<typeof CreditRuleSchema>;

/** An operator's earning rule (PUT /admin/credit-rules/:action): absent fields keep their value. */
export const CreditRuleBodySchema = Type.Object({
  name: Type.Optional(Type.String({ title: '名称', minLength: 1, maxLength: 20 })),
  points: Type.Integer({ title: '积分', minimum: 0, maximum: 1_000_000 }),
  dailyCap: Type.Optional(Nullable(Type.Integer({ title: '每日上限', minimum: 1, maximum: 100 }))),
  totalCap: Type.Optional(Nullable(Type.Integer({ title: '累计上限', minimum: 1, maximum: 10000 }))),
  description: Type.Optional(Type.String({ title: '说明', maxLength: 200 })),
  active: Type.Optional(Type.Boolean({ title: '启用' })),
});
export type CreditRuleBody = Static<typeof CreditRuleBodySchema>;

// ---- orders ----

export const OrderSchema = Type.Object({
  orderNumber: Type.String(),
  kind: StringEnum(ORDER_KINDS),
  status: Type.String(),
  statusText: Type.String(),
  commodityId: Type.Integer(),
  commodityType: Type.String(),
  commodityName: Type.String(),
  quantity: Type.Integer(),
  unitPriceFen: Type.Integer(),
  originalFen: Type.Integer(),
  couponDiscountFen: Type.Integer(),
  /** Points spent: the credits discount of a purchase, the price of an exchange. */
  creditsUsed: Type.Integer(),
  creditsDiscountFen: Type.Integer(),
  payableFen: Type.Integer(),
  couponId: Nullable(Type.Integer()),
  payScene: Nullable(Type.String()),
  /** Where goods ship (the address as it was when ordered). */
  address: Nullable(AddressSnapshotSchema),
  createdAt: Type.Integer(),
  payDeadline: Type.Integer(),
  paidAt: Nullable(Type.Integer()),
  closedAt: Nullable(Type.Integer()),
  /** timeout or cancelled. */
  closeReason: Nullable(Type.String()),
  refundedAt: Nullable(Type.Integer()),
  /** The membership period a paid VIP order added. */
  vipFrom: Nullable(Type.Integer()),
  vipUntil: Nullable(Type.Integer()),
  earnedCredits: Type.Integer(),
});
export type Order = Static<typeof OrderSchema>;

/** What the paying page polls (GET /order/status). */
export const OrderStatusViewSchema = Type.Object({
  orderNumber: Type.String(),
  status: Type.String(),
  statusText: Type.String(),
  paid: Type.Boolean(),
  originalFen: Type.Integer(),
  couponDiscountFen: Type.Integer(),
  creditsUsed: Type.Integer(),
  creditsDiscountFen: Type.Integer(),
  payableFen: Type.Integer(),
  createdAt: Type.Integer(),
  payDeadline: Type.Integer(),
  paidAt: Nullable(Type.Integer()),
  closedAt: Nullable(Type.Integer()),
  /** timeout or cancelled. */
  closeReason: Nullable(Type.String()),
  /** The user's membership after this order, for a paid VIP order; else null. */
  vip: Nullable(Type.Object({ isVip: Type.Boolean(), expireAt: Nullable(Type.Integer()) })),
});
export type OrderStatusView = Static<typeof OrderStatusViewSchema>;

/** The confirm page (GET /whole/order/confirm): the server's price for the buyer's choices. */
export const OrderConfirmSchema = Type.Object({
  commodity: CommoditySchema,
  quantity: Type.Integer(),
  /** The most this order may take: 1 for one-time purchases (courses, assessments), else stock and the cap. */
  maxQuantity: Type.Integer(),
  /** Usable for this order, best first. */
  coupons: Type.Array(CouponForOrderSchema),
  selectedCouponId: Type.Union([Type.Integer(), Type.Null()]),
  credits: Type.Object({
    balance: Type.Integer(),
    maxUsable: Type.Integer(),
    used: Type.Integer(),
    fenPerPoint: Type.Integer(),
    maxSharePercent: Type.Integer(),
  }),
  price: Type.Object({
    unitPriceFen: Type.Integer(),
    originalFen: Type.Integer(),
    couponDiscountFen: Type.Integer(),
    creditsDiscountFen: Type.Integer(),
    payableFen: Type.Integer(),
  }),
  needsAddress: Type.Boolean(),
  address: Type.Union([AddressSchema, Type.Null()]),
  payTimeoutMinutes: Type.Integer(),
});
export type OrderConfirm = Static<typeof OrderConfirmSchema>;

/** A credits exchange (POST /credits/exchange): the paid order, the balance after, what it gave. */
export const ExchangeResultSchema = Type.Object({
  order: OrderSchema,
  balance: Type.Integer(),
  /** The coupons a coupon commodity issued. */
  couponIds: Type.Array(Type.Integer()),
  /** The membership's new end, for a VIP commodity; else null. */
  vipExpireAt: Type.Union([Type.Integer(), Type.Null()]),
});
export type ExchangeResult = Static<typeof ExchangeResultSchema>;

// ---- payment ----

/** pay/addorder's answer (spec 3.5). */
export const AddOrderAnswerSchema = Type.Object({
  orderNumber: Type.String(),
  /** JSON string: the platform's pay parameters (spec 3.5); `{"paid":true}` when nothing is due. */
  signInfo: Type.String(),
  status: Type.String(),
  payableFen: Type.Integer(),
});
export type AddOrderAnswer = Static<typeof AddOrderAnswerSchema>;

/** The sandbox cashier's answer: the order's status after it, and the callback's verdict (applied, duplicate, cancelled…). */
export const SandboxResultSchema = Type.Composite([OrderStatusViewSchema, Type.Object({ verdict: Type.String() })]);
export type SandboxResult = Static<typeof SandboxResultSchema>;
