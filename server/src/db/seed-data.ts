/** Reference and demo content inserted by `seed.ts`. */

/** Every scene id of the spec (section 9), running (status 1). */
export const SCENES: ReadonlyArray<{ id: number; name: string }> = [
  { id: 232, name: '训练营报名' },
  { id: 304, name: '课程分享' },
  { id: 305, name: '个人中心' },
  { id: 501, name: '收货地址' },
  { id: 502, name: '全国课程表' },
  { id: 506, name: '文创好物' },
  { id: 508, name: '咨询师证书·打卡·练习' },
  { id: 513, name: '完善资料·听书打卡' },
  { id: 515, name: '心理测评' },
  { id: 517, name: 'AI 陪伴' },
  { id: 518, name: '会员与优惠券' },
  { id: 523, name: '课程' },
  { id: 524, name: '幸福课程' },
  { id: 525, name: '获客落地页' },
  { id: 527, name: '学习成长计划' },
  { id: 529, name: '团队共读' },
  { id: 530, name: '分销推广' },
  { id: 531, name: '好礼邀请' },
  { id: 532, name: '新手引导' },
  { id: 533, name: '年度报告与抽奖' },
  { id: 534, name: '训练营分享与支付' },
  { id: 535, name: '微笑大赛' },
  { id: 536, name: '423 会员权益推广' },
  { id: 537, name: '心理导师' },
  { id: 538, name: '读书会' },
  { id: 539, name: '心理咨询首单活动' },
  { id: 540, name: '在线客服' },
  { id: 542, name: '社区' },
  { id: 543, name: '亲子陪伴活动' },
  { id: 545, name: '导师服务' },
  { id: 546, name: '零元起跑活动' },
  { id: 550, name: '营销活动' },
  { id: 551, name: '幸福充值活动' },
  { id: 552, name: '国庆活动' },
  { id: 553, name: '健康测评' },
  { id: 554, name: '双十一活动' },
  { id: 555, name: '直播分享' },
  { id: 556, name: '活动页' },
  { id: 559, name: '2024 学习报告' },
  { id: 560, name: '新年活动' },
  { id: 562, name: '21天打卡' },
  { id: 563, name: '423 助力活动' },
  { id: 564, name: '集卡活动' },
];

/** Genders are fixed values of the API (0 unknown, 1 male, 2 female), not content. */
export const GENDERS: ReadonlyArray<{ id: number; name: string }> = [
  { id: 1, name: '男' },
  { id: 2, name: '女' },
];

export const AGE_RANGES: readonly string[] = ['00后', '95后', '90后', '85后', '80后', '70后', '其他'];

export const INTEREST_TAGS: ReadonlyArray<{ code: string; name: string; group: string }> = [
  { code: 'read-literature', name: '文学小说', group: '阅读' },
  { code: 'read-history', name: '历史人文', group: '阅读' },
  { code: 'read-philosophy', name: '哲学思考', group: '阅读' },
  { code: 'psy-emotion', name: '情绪管理', group: '心理' },
  { code: 'psy-relationship', name: '亲密关系', group: '心理' },
  { code: 'psy-stress', name: '压力缓解', group: '心理' },
  { code: 'psy-sleep', name: '睡眠改善', group: '心理' },
  { code: 'grow-habit', name: '习惯养成', group: '成长' },
  { code: 'grow-mindfulness', name: '正念冥想', group: '成长' },
  { code: 'grow-communication', name: '沟通表达', group: '成长' },
  { code: 'family-parenting', name: '育儿经验', group: '亲子' },
  { code: 'family-education', name: '家庭教育', group: '亲子' },
  { code: 'family-teen', name: '青春期陪伴', group: '亲子' },
  { code: 'work-career', name: '职业规划', group: '职场' },
  { code: 'work-efficiency', name: '效率提升', group: '职场' },
  { code: 'work-leadership', name: '管理领导力', group: '职场' },
];

export interface VipOfferSeed {
  code: string;
  name: string;
  priceFen: number;
  originalPriceFen: number;
  durationDays: number;
  benefits: string[];
  badge: string;
}

export const VIP_OFFERS: readonly VipOfferSeed[] = [
  {
    code: 'monthly-auto',
    name: '连续包月',
    priceFen: 2500,
    originalPriceFen: 3000,
    durationDays: 31,
    badge: '首选',
    benefits: ['全部会员课程免费听', '精选心理测评免费测', '每月领取一张 10 元优惠券', '自助练习全部解锁'],
  },
  {
    code: 'quarterly',
    name: '季卡',
    priceFen: 6800,
    originalPriceFen: 9000,
    durationDays: 92,
    badge: '立省22元',
    benefits: [
      '全部会员课程免费听',
      '精选心理测评免费测',
      '每月领取一张 10 元优惠券',
      '自助练习全部解锁',
      '团队共读优先报名',
    ],
  },
  {
    code: 'yearly',
    name: '年卡',
    priceFen: 19800,
    originalPriceFen: 36000,
    durationDays: 366,
    badge: '最划算',
    benefits: [
      '全部会员课程免费听',
      '精选心理测评免费测',
      '每月领取一张 10 元优惠券',
      '自助练习全部解锁',
      '团队共读优先报名',
      '年度学习报告专属纪念证书',
    ],
  },
];

export interface CouponTemplateSeed {
  code: string;
  name: string;
  kind: 'amount' | 'percent';
  amountFen?: number;
  percent?: number;
  maxDiscountFen?: number;
  thresholdFen: number;
  validityDays: number;
  perUserLimit: number;
  applicableTypes: Array<'vip' | 'goods' | 'coupon'>;
  description: string;
  beginner: boolean;
}

/** Demo coupon templates: the new-user gift (新人礼包) and the ones credits can buy. */
export const COUPON_TEMPLATES: readonly CouponTemplateSeed[] = [
  {
    code: 'beginner-20-minus-10',
    name: '新人礼包·满20减10',
    kind: 'amount',
    amountFen: 1000,
    thresholdFen: 2000,
    validityDays: 7,
    perUserLimit: 1,
    applicableTypes: [],
    description: '新用户专享，订单满20元立减10元，领取后7天内有效',
    beginner: true,
  },
  {
    code: 'beginner-vip-85',
    name: '新人礼包·会员8.5折券',
    kind: 'percent',
    percent: 85,
    maxDiscountFen: 5000,
    thresholdFen: 0,
    validityDays: 7,
    perUserLimit: 1,
    applicableTypes: ['vip'],
    description: '开通会员享8.5折，最高优惠50元，领取后7天内有效',
    beginner: true,
  },
  {
    code: 'exchange-5-off',
    name: '5元无门槛券',
    kind: 'amount',
    amountFen: 500,
    thresholdFen: 0,
    validityDays: 30,
    perUserLimit: 10,
    applicableTypes: [],
    description: '积分兑换，全场通用，兑换后30天内有效',
    beginner: false,
  },
  {
    code: 'exchange-vip-80',
    name: '会员8折券',
    kind: 'percent',
    percent: 80,
    maxDiscountFen: 6000,
    thresholdFen: 0,
    validityDays: 30,
    perUserLimit: 3,
    applicableTypes: ['vip'],
    description: '积分兑换，开通或续费会员享8折，最高优惠60元',
    beginner: false,
  },
];

export interface CreditRuleSeed {
  action: string;
  name: string;
  points: number;
  dailyCap: number | null;
  totalCap: number | null;
  description: string;
}

/** Credit rules; the actions are the ones the server knows (services/credits.ts). */
export const CREDIT_RULES: readonly CreditRuleSeed[] = [
  { action: 'daily_signin', name: '每日签到', points: 5, dailyCap: 1, totalCap: null, description: '每天签到可得5积分，每天1次' },
  { action: 'first_purchase', name: '首次购买', points: 100, dailyCap: null, totalCap: 1, description: '首次付费购买会员或商品，支付成功后赠送100积分' },
];

export interface ExchangeGoodSeed {
  code: string;
  name: string;
  type: 'vip' | 'goods' | 'coupon';
  creditsPrice: number;
  stock: number | null;
  durationDays?: number;
  couponTemplate?: string;
  description: string;
}

/** Demo goods that credits can buy (price_fen 0: not for sale for money). */
export const EXCHANGE_GOODS: readonly ExchangeGoodSeed[] = [
  { code: 'x-coupon-5', name: '5元无门槛券', type: 'coupon', creditsPrice: 300, stock: null, couponTemplate: 'exchange-5-off', description: '兑换后自动放入券包，全场通用' },
  { code: 'x-coupon-vip-80', name: '会员8折券', type: 'coupon', creditsPrice: 800, stock: null, couponTemplate: 'exchange-vip-80', description: '开通或续费会员时使用' },
  { code: 'x-vip-7d', name: '7天会员体验卡', type: 'vip', creditsPrice: 1500, stock: null, durationDays: 7, description: '兑换后立即生效，可与已有会员时长叠加' },
  { code: 'x-bookmark', name: '心栈定制书签（4枚装）', type: 'goods', creditsPrice: 600, stock: 200, description: '黄铜镂空书签，包邮到家' },
  { code: 'x-tote', name: '心栈帆布袋', type: 'goods', creditsPrice: 1200, stock: 100, description: '加厚帆布，可装下一整周的书' },
  { code: 'x-book', name: '《情绪自救》纸质书', type: 'goods', creditsPrice: 2500, stock: 50, description: '心理学畅销书，包邮到家' },
];
