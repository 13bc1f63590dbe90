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
