/**
 * The distribution area's part of the API contract (docs/DISTRIBUTION.md; the client's route
 * group /distribution, scene 530): becoming a promoter, binding buyers through links, the
 * products that earn commission, commissions by tier and state, settlement, figures and
 * posters. Money is integer fen, rates basis points (1000 bp = 10%). Cash-out is the earnings
 * area's (`@contract/earnings`). The client imports the types only (`@contract/distribution`).
 */
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from '../../core/paging.js';
import { Mobile, Nullable, StringEnum } from '../../core/schemas.js';

// ---- limits and enums ----

export const PROMOTER_STATUSES = ['pending', 'active', 'rejected', 'suspended'] as const;
export const COMMISSION_MODES = ['rate', 'amount'] as const;
export const COMMISSION_STATUSES = ['unpaid', 'pending', 'settled', 'reversed', 'void'] as const;
export const BIND_OUTCOMES = ['bound', 'renewed', 'already_bound', 'self', 'cycle', 'not_promoter', 'closed'] as const;
export type BindOutcome = (typeof BIND_OUTCOMES)[number];

/** What each commission state is called on the promoter's pages. */
export const COMMISSION_STATUS_TEXT = {
  unpaid: '待付款',
  pending: '待结算',
  settled: '已结算',
  reversed: '已退款扣回',
  void: '已失效',
} as const;
export const PROMOTER_STATUS_TEXT = { pending: '审核中', active: '推广中', rejected: '未通过', suspended: '已暂停' } as const;

export const RATE_MAX_BP = 10_000;
export const BIND_DAYS_MAX = 365;
export const REFUND_WINDOW_DAYS_MAX = 90;

const Code = Type.String({ title: '推广码', minLength: 1, maxLength: 16, 'x-msg': '推广码不正确' });
const CommodityId = Type.Integer({ title: '商品编号', minimum: 1, 'x-msg': '商品编号不正确' });
const CategoryId = Type.Integer({ title: '分类编号', minimum: 1, 'x-msg': '分类编号不正确' });
const UserId = Type.Integer({ title: '用户编号', minimum: 1, 'x-msg': '用户编号不正确' });
const Fen = (title: string) => Type.Integer({ title, minimum: 0, maximum: 100_000_000, 'x-msg': `${title}须为0或正整数（单位：分）` });

export const PersonSchema = Type.Object({ userId: Type.Integer(), nickname: Type.String(), avatar: Type.String() });
export type Person = Static<typeof PersonSchema>;

// ---- agreement and application ----

/** GET /distribution/agreement (distributionAgreement). */
export const AgreementSchema = Type.Object({
  version: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  updatedAt: Type.Integer(),
  /** The version the caller agreed to when applying; null when not logged in or never applied. */
  agreedVersion: Nullable(Type.Integer()),
});
export type Agreement = Static<typeof AgreementSchema>;

/** POST /distribution/apply (partnerAgreementAdd). */
export const ApplyBodySchema = Type.Object({
  realName: Type.String({ title: '真实姓名', minLength: 2, maxLength: 20, pattern: '^[\\u4e00-\\u9fa5A-Za-z·. ]+$', 'x-msg': { required: '请填写真实姓名', default: '请填写2到20个字的真实姓名' } }),
  mobile: Mobile,
  reason: Type.String({ title: '申请理由', minLength: 1, maxLength: 200, 'x-msg': { required: '请填写申请理由', default: '申请理由须为1到200个字' } }),
  /** The agreement version the applicant read and agreed to. */
  agreementVersion: Type.Integer({ title: '协议版本', minimum: 1, 'x-msg': '请阅读并同意推广服务协议' }),
});
export type ApplyBody = Static<typeof ApplyBodySchema>;

export const LevelSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Settled sales from which the level applies. */
  thresholdFen: Type.Integer(),
  /** Added to the tier-1 rate of rate-based products. */
  rateBonusBp: Type.Integer(),
  benefits: Type.Array(Type.String()),
});
export type Level = Static<typeof LevelSchema>;

/** The caller as a promoter (any status). */
export const MyPromoterSchema = Type.Object({
  status: StringEnum(PROMOTER_STATUSES),
  statusText: Type.String(),
  realName: Type.String(),
  /** Masked. */
  mobile: Type.String(),
  reason: Type.String(),
  /** The operator's reason when rejected or suspended, else ''. */
  reviewNote: Type.String(),
  appliedAt: Type.Integer(),
  activatedAt: Nullable(Type.Integer()),
  /** The promoter code: the user's invitation code, carried by links as `inviteCode`. */
  code: Type.String(),
  level: Nullable(LevelSchema),
  nextLevel: Nullable(LevelSchema),
  settledSalesFen: Type.Integer(),
  /** The promoter who brought them in (earns tier 2 on their sales). */
  upline: Nullable(PersonSchema),
});
export type MyPromoter = Static<typeof MyPromoterSchema>;

// ---- links and binding ----

/** POST /distribution/bind (login): binds the caller to the promoter of `code`. */
export const BindBodySchema = Type.Object({ code: Code });

export const BindResultSchema = Type.Object({
  /** The caller is (now) bound to the promoter of this code. */
  bound: Type.Boolean(),
  /** bound / renewed (same promoter again: expiry moved) / already_bound (another promoter holds the buyer) / self / cycle / not_promoter / closed (programme off). */
  outcome: StringEnum(BIND_OUTCOMES),
  promoter: Nullable(PersonSchema),
  /** When the binding ends (bound or renewed), else null. */
  expiresAt: Nullable(Type.Integer()),
});
export type BindResult = Static<typeof BindResultSchema>;

/** POST /distribution/visit (public; with a token the visit also binds). */
export const VisitBodySchema = Type.Object({
  code: Code,
  /** The client page opened, e.g. /distribution/purchaseGoods. */
  page: Type.Optional(Type.String({ title: '页面', maxLength: 200 })),
  /** A stable id of the device (visitors without a login are counted by it, else by address). */
  visitorId: Type.Optional(Type.String({ title: '访客标识', maxLength: 64, pattern: '^[A-Za-z0-9_-]*$', 'x-msg': '访客标识格式不正确' })),
});
export const VisitResultSchema = Type.Object({
  /** A new visit of this visitor today (false: counted already, the promoter's own, or an unknown code). */
  counted: Type.Boolean(),
  /** The binding made when a token came along; null for visitors. */
  binding: Nullable(BindResultSchema),
});
export type VisitResult = Static<typeof VisitResultSchema>;

/** Today's figures of the caller's links (linkcounttoday), Beijing day. */
export const LinkTodaySchema = Type.Object({
  day: Type.String(),
  /** Distinct visitors of my links today. */
  visits: Type.Integer(),
  /** Buyers newly bound to me today. */
  bindings: Type.Integer(),
  /** Of which accounts made just before binding (sign-ups through my link). */
  signUps: Type.Integer(),
  /** Orders my customers placed today that earn me commission (tier 1), paid or not. */
  ordersPlaced: Type.Integer(),
  /** Of which paid (not refunded since). */
  ordersPaid: Type.Integer(),
  /** Commission accrued today on those (tier 1 and 2), net of refunds. */
  commissionFen: Type.Integer(),
});
export type LinkToday = Static<typeof LinkTodaySchema>;

// ---- overview ----

export const CommissionTotalsSchema = Type.Object({
  /** Accrued, inside the refund window (待结算). */
  pendingFen: Type.Integer(),
  /** Settled into available, net of refunds after settlement (已结算). */
  settledFen: Type.Integer(),
  /** Taken back by refunds (before or after settlement). */
  reversedFen: Type.Integer(),
  /** Placed, not paid yet (待付款): what paying would accrue. */
  unpaidFen: Type.Integer(),
});
export type CommissionTotals = Static<typeof CommissionTotalsSchema>;

/** The caller's earnings account (all sources; cash-out is the earnings area's). */
export const AccountSchema = Type.Object({
  availableFen: Type.Integer(),
  /** Applied for withdrawal, not final (提现中). */
  frozenFen: Type.Integer(),
  withdrawnFen: Type.Integer(),
});

/** GET /distribution/center (talentCenter, promotionpage). */
export const CenterSchema = Type.Object({
  /** The programme is open to applications and attributes orders. */
  enabled: Type.Boolean(),
  approvalRequired: Type.Boolean(),
  /** null: never applied. */
  promoter: Nullable(MyPromoterSchema),
  commission: CommissionTotalsSchema,
  account: AccountSchema,
  /** Buyers bound to me now; promoters I brought in. */
  customers: Type.Integer(),
  subPromoters: Type.Integer(),
  today: LinkTodaySchema,
});
export type Center = Static<typeof CenterSchema>;

/** GET /distribution/clearing (clearingCenter). */
export const ClearingSchema = Type.Object({
  ...CommissionTotalsSchema.properties,
  ...AccountSchema.properties,
  /** The next commission to settle, and how much settles then; null when none is pending. */
  nextSettleAt: Nullable(Type.Integer()),
  nextSettleFen: Type.Integer(),
  refundWindowDays: Type.Integer(),
});
export type Clearing = Static<typeof ClearingSchema>;

// ---- products ----

export const CategorySchema = Type.Object({ id: Type.Integer(), name: Type.String(), productCount: Type.Integer() });
export type Category = Static<typeof CategorySchema>;

export const ProductCardSchema = Type.Object({
  commodityId: Type.Integer(),
  categoryId: Type.Integer(),
  name: Type.String(),
  /** vip, course, assessment, goods, coupon. */
  type: Type.String(),
  cover: Type.String(),
  priceFen: Type.Integer(),
  originalPriceFen: Type.Integer(),
  pitch: Type.String(),
  mode: StringEnum(COMMISSION_MODES),
  /** Basis points (rate) or fen per unit (amount). */
  tier1Value: Type.Integer(),
  tier2Value: Type.Integer(),
  /** What the caller earns on one unit at the list price (tier 1, with their level's bonus); for visitors the base rule. */
  earnFen: Type.Integer(),
  /** What the caller's upline earns on it (tier 2). */
  tier2EarnFen: Type.Integer(),
});
export type ProductCard = Static<typeof ProductCardSchema>;

export const ProductListQuerySchema = Type.Object({ categoryId: Type.Optional(CategoryId), ...PageQuery });

/** GET /distribution/product (purchaseGoods, public): the product and the promoter of `code`. */
export const ProductQuerySchema = Type.Object({ commodityId: CommodityId, code: Type.Optional(Code) });
export const ProductDetailSchema = Type.Object({
  ...ProductCardSchema.properties,
  description: Type.String(),
  benefits: Type.Array(Type.String()),
  /** The course or assessment it sells (for its detail page), else null. */
  subjectId: Nullable(Type.Integer()),
  assessmentId: Nullable(Type.Integer()),
  /** VIP days. */
  durationDays: Type.Integer(),
  /** Where the client confirms the order: /whole/order/confirm?productId=…&productType=… */
  productType: Type.String(),
  /** The active promoter of `code`, shown as 推荐人; null without a valid code. */
  promoter: Nullable(PersonSchema),
});
export type ProductDetail = Static<typeof ProductDetailSchema>;

// ---- commissions ----

export const CommissionListQuerySchema = Type.Object({
  tier: Type.Optional(Type.Integer({ title: '层级', minimum: 1, maximum: 2, 'x-msg': '层级须为1或2' })),
  /** One state; absent: every state but void. */
  status: Type.Optional(StringEnum(COMMISSION_STATUSES, { title: '状态', 'x-msg': '状态须为unpaid、pending、settled、reversed或void' })),
  ...PageQuery,
});
export type CommissionListQuery = Static<typeof CommissionListQuerySchema>;

export const CommissionItemSchema = Type.Object({
  id: Type.Integer(),
  orderNumber: Type.String(),
  commodityName: Type.String(),
  tier: Type.Integer(),
  buyer: PersonSchema,
  /** Tier 2: my sub-promoter the order came through; null for tier 1. */
  via: Nullable(PersonSchema),
  /** The order's payable (the base of a rate). */
  baseFen: Type.Integer(),
  mode: StringEnum(COMMISSION_MODES),
  rateBp: Nullable(Type.Integer()),
  amountFen: Type.Integer(),
  status: StringEnum(COMMISSION_STATUSES),
  statusText: Type.String(),
  placedAt: Type.Integer(),
  paidAt: Nullable(Type.Integer()),
  /** When it settles (pending) or settled. */
  settleAt: Nullable(Type.Integer()),
  settledAt: Nullable(Type.Integer()),
  reversedAt: Nullable(Type.Integer()),
});
export type CommissionItem = Static<typeof CommissionItemSchema>;

// ---- customers and team ----

export const CustomerSchema = Type.Object({
  ...PersonSchema.properties,
  boundAt: Type.Integer(),
  expiresAt: Type.Integer(),
  /** Signed up through my link. */
  newUser: Type.Boolean(),
  /** Their paid orders that earned me commission (tier 1), and the commission (net). */
  orders: Type.Integer(),
  commissionFen: Type.Integer(),
});
export type Customer = Static<typeof CustomerSchema>;

export const SubPromoterSchema = Type.Object({
  ...PersonSchema.properties,
  status: StringEnum(PROMOTER_STATUSES),
  activatedAt: Nullable(Type.Integer()),
  /** Buyers bound to them now. */
  customers: Type.Integer(),
  /** What I earned through them (tier 2, net). */
  commissionFen: Type.Integer(),
});
export type SubPromoter = Static<typeof SubPromoterSchema>;

// ---- guide and poster ----

/** GET /distribution/guide (distributionGuide, public): the programme's figures. */
export const GuideSchema = Type.Object({
  enabled: Type.Boolean(),
  approvalRequired: Type.Boolean(),
  bindDays: Type.Integer(),
  refundWindowDays: Type.Integer(),
  /** Always 2: the buyer's promoter and that promoter's own promoter. */
  tiers: Type.Integer(),
  levels: Type.Array(LevelSchema),
  /** Products in the programme, and the highest rates among rate-based ones. */
  products: Type.Integer(),
  maxTier1RateBp: Type.Integer(),
  maxTier2RateBp: Type.Integer(),
  agreementVersion: Type.Integer(),
});
export type Guide = Static<typeof GuideSchema>;

export const PosterQuerySchema = Type.Object({ commodityId: Type.Optional(CommodityId) });
/** GET /distribution/poster (sharePlacard). */
export const PosterSchema = Type.Object({
  code: Type.String(),
  promoter: PersonSchema,
  /** Path on the H5 origin the poster's QR code opens (the client prefixes its origin). */
  h5Path: Type.String(),
  product: Nullable(ProductCardSchema),
  /** The mini-program code image (served by GET /distribution/wxacode/:scene) when the mini-program is configured and WeChat answered; else null and the client draws a QR code of the H5 link. */
  wxacodeUrl: Nullable(Type.String()),
});
export type Poster = Static<typeof PosterSchema>;

export const WxacodeParamsSchema = Type.Object({ scene: Type.String({ title: '场景值', minLength: 1, maxLength: 32 }) });

// ---- operator ----

export const SettingsSchema = Type.Object({
  enabled: Type.Boolean(),
  approvalRequired: Type.Boolean(),
  bindDays: Type.Integer(),
  refundWindowDays: Type.Integer(),
  agreementVersion: Type.Integer(),
  agreementTitle: Type.String(),
  agreementContent: Type.String(),
  updatedAt: Type.Integer(),
});
export type Settings = Static<typeof SettingsSchema>;

/** PUT /admin/distribution/settings: fields not sent are kept; a new agreement text makes a new version. */
export const SettingsBodySchema = Type.Object({
  enabled: Type.Optional(Type.Boolean()),
  approvalRequired: Type.Optional(Type.Boolean()),
  bindDays: Type.Optional(Type.Integer({ title: '绑定有效期（天）', minimum: 1, maximum: BIND_DAYS_MAX, 'x-msg': `绑定有效期须为1到${BIND_DAYS_MAX}天` })),
  refundWindowDays: Type.Optional(Type.Integer({ title: '结算等待期（天）', minimum: 0, maximum: REFUND_WINDOW_DAYS_MAX, 'x-msg': `结算等待期须为0到${REFUND_WINDOW_DAYS_MAX}天` })),
  agreementTitle: Type.Optional(Type.String({ title: '协议标题', minLength: 1, maxLength: 60 })),
  agreementContent: Type.Optional(Type.String({ title: '协议内容', minLength: 1, maxLength: 20_000 })),
});
export type SettingsBody = Static<typeof SettingsBodySchema>;

export const AdminPromoterSchema = Type.Object({
  ...PersonSchema.properties,
  status: StringEnum(PROMOTER_STATUSES),
  realName: Type.String(),
  /** In full: operators contact applicants. */
  mobile: Type.String(),
  reason: Type.String(),
  reviewNote: Type.String(),
  agreedVersion: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  settledSalesFen: Type.Integer(),
  appliedAt: Type.Integer(),
  reviewedAt: Nullable(Type.Integer()),
  activatedAt: Nullable(Type.Integer()),
});
export type AdminPromoter = Static<typeof AdminPromoterSchema>;

export const AdminPromoterQuerySchema = Type.Object({ status: Type.Optional(StringEnum(PROMOTER_STATUSES, { title: '状态' })), ...PageQuery });
export const PromoterParamsSchema = Type.Object({ userId: UserId });
export const PROMOTER_ACTIONS = ['approve', 'reject', 'suspend', 'reinstate'] as const;
export type PromoterAction = (typeof PROMOTER_ACTIONS)[number];
export const PromoterActionParamsSchema = Type.Object({ userId: UserId, action: StringEnum(PROMOTER_ACTIONS, { title: '操作' }) });
export const ReviewBodySchema = Type.Object({ note: Type.Optional(Type.String({ title: '原因', maxLength: 200 })) });

export const AdminCategorySchema = Type.Object({ id: Type.Integer(), name: Type.String(), sort: Type.Integer(), active: Type.Boolean(), productCount: Type.Integer() });
export const CategoryBodySchema = Type.Object({
  name: Type.String({ title: '分类名称', minLength: 1, maxLength: 20, 'x-msg': '分类名称须为1到20个字' }),
  sort: Type.Optional(Type.Integer({ title: '排序', minimum: 0, maximum: 9999 })),
  active: Type.Optional(Type.Boolean()),
});
export type CategoryBody = Static<typeof CategoryBodySchema>;
export const CategoryParamsSchema = Type.Object({ id: CategoryId });

export const AdminProductSchema = Type.Object({
  commodityId: Type.Integer(),
  commodityName: Type.String(),
  priceFen: Type.Integer(),
  categoryId: Type.Integer(),
  mode: StringEnum(COMMISSION_MODES),
  tier1Value: Type.Integer(),
  tier2Value: Type.Integer(),
  pitch: Type.String(),
  sort: Type.Integer(),
  active: Type.Boolean(),
  updatedAt: Type.Integer(),
});
export type AdminProduct = Static<typeof AdminProductSchema>;
/** PUT /admin/distribution/products/:commodityId: puts the commodity in the programme (or changes its rule). */
export const ProductBodySchema = Type.Object({
  categoryId: CategoryId,
  mode: StringEnum(COMMISSION_MODES, { title: '佣金方式', 'x-msg': '佣金方式须为rate（比例）或amount（固定金额）' }),
  /** rate: basis points of the payable; amount: fen per unit. */
  tier1Value: Type.Integer({ title: '一级佣金', minimum: 0, maximum: 100_000_000, 'x-msg': '一级佣金须为0或正整数' }),
  tier2Value: Type.Integer({ title: '二级佣金', minimum: 0, maximum: 100_000_000, 'x-msg': '二级佣金须为0或正整数' }),
  pitch: Type.Optional(Type.String({ title: '推荐语', maxLength: 100 })),
  sort: Type.Optional(Type.Integer({ title: '排序', minimum: 0, maximum: 9999 })),
  active: Type.Optional(Type.Boolean()),
});
export type ProductBody = Static<typeof ProductBodySchema>;
export const ProductParamsSchema = Type.Object({ commodityId: CommodityId });

export const LevelBodySchema = Type.Object({
  name: Type.String({ title: '等级名称', minLength: 1, maxLength: 20, 'x-msg': '等级名称须为1到20个字' }),
  thresholdFen: Fen('升级门槛'),
  rateBonusBp: Type.Integer({ title: '佣金加成', minimum: 0, maximum: 5000, 'x-msg': '佣金加成须为0到5000个基点（50%）' }),
  benefits: Type.Optional(Type.Array(Type.String({ maxLength: 50 }), { title: '等级权益', maxItems: 10, 'x-msg': '等级权益最多10条，每条最多50个字' })),
});
export type LevelBody = Static<typeof LevelBodySchema>;
export const LevelParamsSchema = Type.Object({ id: Type.Integer({ title: '等级编号', minimum: 1 }) });

export const AdminCommissionQuerySchema = Type.Object({
  status: Type.Optional(StringEnum(COMMISSION_STATUSES, { title: '状态' })),
  promoterId: Type.Optional(UserId),
  orderNumber: Type.Optional(Type.String({ title: '订单号', maxLength: 64 })),
  ...PageQuery,
});
export type AdminCommissionQuery = Static<typeof AdminCommissionQuerySchema>;
export const AdminCommissionSchema = Type.Object({
  ...CommissionItemSchema.properties,
  promoter: PersonSchema,
});
export type AdminCommission = Static<typeof AdminCommissionSchema>;
export const SettleRunSchema = Type.Object({ settled: Type.Integer() });

/** GET /distribution/levels (equitycenter): every level, and where the caller stands (null for visitors and non-promoters). */
export const EquitySchema = Type.Object({
  levels: Type.Array(LevelSchema),
  settledSalesFen: Nullable(Type.Integer()),
  level: Nullable(LevelSchema),
  nextLevel: Nullable(LevelSchema),
});
export type Equity = Static<typeof EquitySchema>;
