/**
 * THE route table: every route of spec sections 2.2 to 2.24, nothing written anywhere else.
 * Derived from it: `pages`/`subPackages` (src/app.config.ts), H5 `customRoutes`
 * (config/index.ts), the page files (scripts/gen-pages.mjs) and the page guard (PageShell).
 * Mount decisions and how to add a route: docs/ROUTES.md.
 *
 * Pure data: relative imports only, no Taro runtime (the Node build config imports this file).
 */
import type { RouteDef, RouteStatus } from './types'

interface EntryOptions {
  login?: boolean
  scene?: number
  keepAlive?: boolean
  /** isNeedCheckSceneState */
  check?: boolean
  status?: RouteStatus
  /** Explicit Taro page path (main-package pages and top-level routes). */
  page?: string
  name?: string
  redirectTo?: string
}

type Entry = [pattern: string, title: string, options?: EntryOptions]

interface GroupOptions {
  /** Legacy URL prefix (`/course`); '' for top-level routes. */
  prefix: string
  /** Subpackage area: pages go to `packages/<area>/…`. */
  area: string
  login?: boolean
  scene?: number
}

/** The static part of a pattern: every segment before the first param. */
function basePathOf(pattern: string): string {
  const segments = pattern.split('/').filter(Boolean)
  const firstParam = segments.findIndex((s) => s.startsWith(':'))
  const staticSegments = firstParam === -1 ? segments : segments.slice(0, firstParam)
  return '/' + staticSegments.join('/')
}

function group(options: GroupOptions, entries: Entry[]): RouteDef[] {
  return entries.map(([relative, title, o = {}]) => {
    const pattern = relative === '' ? options.prefix || '/' : `${options.prefix}/${relative}`
    const base = basePathOf(pattern)
    const page = o.page ?? `packages/${options.area}${base.slice(options.prefix.length)}/index`
    const pageSegments = page.split('/')
    return {
      name: o.name ?? (base === '/' ? 'home' : base.slice(1).split('/').join('-')),
      paths: base === pattern ? [pattern] : [base, pattern],
      page,
      subPackage: pageSegments[0] === 'packages' ? `packages/${pageSegments[1]}` : null,
      title,
      isLogin: o.login ?? options.login ?? false,
      sceneId: o.scene ?? options.scene,
      keepAlive: o.keepAlive ?? false,
      checkSceneState: o.check ?? false,
      status: o.status ?? 'coming',
      redirectTo: o.redirectTo,
    }
  })
}

const ready: RouteStatus = 'ready'

export const ROUTES: readonly RouteDef[] = [
  // 2.2 Top level. `/` is the VIP pay home; 404 is reached through onPageNotFound.
  ...group({ prefix: '', area: 'activity' }, [
    ['', '心栈会员', { page: 'pages/index/index', status: ready }],
    ['404', '页面不存在', { page: 'pages/404/index', name: 'notFound', status: ready }],
    ['423/:channel?', '会员权益日', { scene: 536, page: 'packages/activity/promo423/index' }],
    ['event/:code', '活动详情', { scene: 556, page: 'packages/activity/event/index' }],
  ]),

  // 2.3 Share (public)
  ...group({ prefix: '/share', area: 'share' }, [
    ['coursedetail', '课程分享', { scene: 304, status: ready }],
    ['register', '邀请注册'],
    ['openvip', '开通会员'],
  ]),

  // 2.4 Training camp
  ...group({ prefix: '/traincamp', area: 'traincamp' }, [
    ['signup/:id/:inviteCode?', '训练营报名', { scene: 232 }],
    ['signupsuccess/:id', '报名成功'],
    ['shareUndertake', '训练营', { scene: 534 }],
    ['paySuccess', '支付成功', { login: true, scene: 534 }],
  ]),

  // 2.5 User tag manager: a three-step profile wizard
  ...group({ prefix: '/userTagManager', area: 'userTagManager', login: true, scene: 513 }, [
    ['baseInfoPortrait/:inviteCode?', '完善信息', { status: ready }],
    ['baseInfoAge/:inviteCode?', '完善信息', { status: ready }],
    ['tags/:inviteCode?', '完善信息', { status: ready }],
  ]),

  // 2.6 Credits
  ...group({ prefix: '/credits', area: 'credits' }, [
    ['details', '积分明细', { login: true, keepAlive: true, status: ready }],
    ['record', '积分记录', { status: ready }],
    ['exchange', '积分兑换', { login: true, keepAlive: true, status: ready }],
    ['exchangeRecord', '兑换记录', { status: ready }],
    ['rule', '积分规则', { status: ready }],
  ]),

  // 2.7 Old assessment report
  ...group({ prefix: '/assessment', area: 'assessment' }, [['report', '测评报告', { status: ready }]]),

  // 2.8 Activities
  ...group({ prefix: '/activity', area: 'activity' }, [
    ['25/423/index', '423读书节', { scene: 563, check: true }],
    ['25/423/assist', '读书节助力', { scene: 563, check: true }],
    ['25/423/assistFromFriends', '好友助力', { scene: 563, check: true }],
    ['25/21dayclock/index', '21天打卡挑战', { scene: 562 }],
    ['25/21dayclock/purchased', '我的打卡挑战', { scene: 562, login: true }],
    ['25/cardcollection/index', '集卡赢好礼', { scene: 564 }],
    ['25/cardcollection/prize', '我的奖品', { scene: 564, login: true }],
    ['25/cardcollection/ranking', '集卡排行榜', { scene: 564 }],
    ['25/cardcollection/end', '集卡活动已结束', { scene: 564 }],
    ['newyear/24/index', '新春活动', { scene: 560 }],
    ['newyear/24/advertise', '新春活动', { scene: 560 }],
    ['creativeProduct/creativeProductList/:inviteCode?', '文创好物', { scene: 506 }],
    // The old 2023 campaign: every sub-path shows "activity ended".
    ['2023423/:rest*', '活动已结束', { status: ready }],
    ['learnPunchIndex/:id/:inviteCode?', '听书打卡', { scene: 513, status: ready }],
    ['learnPunchRank', '打卡排行榜', { scene: 513, status: ready }],
    ['activity4232024/index/:inviteCode?/:channel?', '423会员日', { scene: 536 }],
    ['activity4232024/rights/:inviteCode?', '会员权益', { scene: 536 }],
    ['activityRunWithZero', '从零开始', { scene: 546 }],
    ['activityHappinessRecharge', '幸福充值', { scene: 551 }],
    ['activityHRVipPaySuccess', '开通成功', { scene: 551 }],
    ['24nationalday', '国庆特惠', { scene: 552, check: true }],
    ['activity241111/index', '双十一特惠', { scene: 554 }],
    ['activity241111/rights', '双十一会员权益', { scene: 554 }],
    ['activity241111/advance', '双十一预告', { scene: 554 }],
    ['activity241111/tutorRights', '咨询师专属权益', { scene: 554 }],
    ['inverse', '限时特惠', { scene: 554 }],
    // The guard's target for ended scenes: main package, so it never waits for a subpackage.
    ['end', '活动已结束', { page: 'pages/activityEnd/index', status: ready }],
    ['liveshare', '直播分享', { scene: 555 }],
  ]),

  // 2.9 Common
  ...group({ prefix: '/common', area: 'common' }, [
    ['login', '登录', { page: 'pages/login/index', status: ready }],
    ['download/:type?/:param?/:title?', '下载心栈App', { status: ready }],
    ['shippingAddress', '收货地址', { login: true, scene: 501, status: ready }],
    ['shippingaddress/add', '新增收货地址', { login: true, scene: 501, page: 'packages/common/shippingAddressAdd/index', status: ready }],
    ['shippingaddress/edit', '编辑收货地址', { login: true, scene: 501, page: 'packages/common/shippingAddressEdit/index', status: ready }],
    ['openVip', '开通会员', { login: true, scene: 518, status: ready }],
    ['orderPay', '确认订单', { login: true, status: ready }],
    ['memberShip', '会员服务协议', { status: ready }],
    ['loadWeb', '心栈', { status: ready }],
    ['poster', '分享海报', { status: ready }],
  ]),

  // 2.10 Ceres, channel, marketing: three prefixes, one subpackage
  ...group({ prefix: '/ceres', area: 'marketing' }, [
    ['classschedule', '全国课程表', { scene: 502, status: ready }],
    ['festival/:sceneId/:inviteCode?', '节日活动'],
  ]),
  ...group({ prefix: '/channel', area: 'marketing' }, [['giftInvitation', '好礼相邀', { scene: 531 }]]),
  ...group({ prefix: '/marketing', area: 'marketing' }, [['tcmarketing', '限时优惠', { scene: 550 }]]),

  // 2.11 Credentials: psychology counsellor certificate
  ...group({ prefix: '/credentials', area: 'credentials', login: true, scene: 508 }, [
    ['index/:inviteCode?/:sourceName?', '心理咨询师认证', { status: ready }],
    ['submitinfo/:inviteCode?', '填写报名信息', { status: ready }],
    ['addassistant/:inviteCode?', '添加助教老师', { status: ready }],
    ['familyEducation/index/:inviteCode?/:sourceName?', '家庭教育指导师认证', { status: ready }],
    ['familyEducation/submitinfo/:inviteCode?', '填写报名信息', { status: ready }],
    ['familyEducation/addassistant/:inviteCode?', '添加助教老师', { status: ready }],
  ]),

  // 2.12 Punch-in
  ...group({ prefix: '/punch', area: 'punch', login: true, scene: 508 }, [
    ['index/:inviteCode?', '打卡挑战', { status: ready }],
    ['introduce/:inviteCode?', '挑战介绍', { status: ready }],
    ['detailed/:inviteCode?', '打卡详情', { keepAlive: true, status: ready }],
    ['timeline/:inviteCode?', '打卡动态', { status: ready }],
    ['post/:inviteCode?', '发布打卡', { status: ready }],
    ['calendar/:inviteCode?', '打卡日历', { status: ready }],
    ['ranking/:inviteCode?', '打卡排行榜', { status: ready }],
    ['message/:inviteCode?', '打卡消息', { status: ready }],
  ]),

  // 2.13 Exercise
  ...group({ prefix: '/exercise', area: 'exercise', scene: 508 }, [
    ['exerciselist', '自助练习', { keepAlive: true, status: ready }],
    ['exercisegetvip/:inviteCode?', '开通练习会员', { status: ready }],
    ['exerciseDetail', '练习详情', { status: ready }],
    ['exerciseFeel', '练习感受', { login: true, status: ready }],
    ['exerciseShare', '练习分享', { status: ready }],
    ['myExerciseList', '我的练习', { login: true, status: ready }],
    ['myExercise', '练习记录', { login: true, status: ready }],
    ['exercisequestion', '练习题', { status: ready }],
  ]),

  // 2.14 Coupons
  ...group({ prefix: '/coupons', area: 'coupons', login: true, scene: 518 }, [
    ['couponsPackage', '我的优惠券', { status: ready }],
    ['chooseCoupons', '选择优惠券', { status: ready }],
    ['couponsBenefits', '优惠券权益', { status: ready }],
    ['beginnerGuide', '新人礼包', { scene: 532, status: ready }],
  ]),

  // 2.15 Assessment. The shell's three tabs are three pages composing one shell.
  ...group({ prefix: '/assessment', area: 'assessment', scene: 515 }, [
    ['assessmentHome', '心理测评', { status: ready }],
    ['category', '测评分类', { status: ready }],
    ['assessmentMy', '我的测评', { status: ready }],
    ['assessmentAll', '全部测评', { status: ready }],
    ['assessmentDetail/:inviteCode?', '测评详情', { status: ready }],
    ['assessmentMine', '测评记录', { login: true, status: ready }],
    ['assessmentInvite/:inviteCode?', '邀请好友测评', { login: true, status: ready }],
    ['AssessmentShouldKnow', '测评须知', { login: true, status: ready }],
    ['assessmentQuestionList', '测评答题', { login: true, status: ready }],
    ['assessmentReport/:inviteCode?', '测评报告', { login: true, status: ready }],
    ['AssessmentHelpUnloc', '好友助力解锁', { login: true, status: ready }],
    ['assessmentSearch', '搜索测评', { status: ready }],
    ['AssessmentHot', '热门测评', { status: ready }],
    ['AssessmentFree', '免费测评', { status: ready }],
    ['AssessmentCollect', '我的收藏', { status: ready }],
    ['reportHistory', '历史报告', { login: true, status: ready }],
  ]),

  // 2.16 Article
  ...group({ prefix: '/article', area: 'article' }, [['index/:inviteCode?', '文章', { status: ready }]]),

  // 2.17 Course: 523 for courses and book lists, 524 for the happiness course
  ...group({ prefix: '/course', area: 'course', scene: 523 }, [
    ['courseIndex', '听课', { status: ready }],
    ['search', '搜索', { status: ready }],
    ['searchResult', '搜索结果', { status: ready }],
    ['courseDetail/:subjectId/:inviteCode?', '课程详情', { status: ready }],
    ['classify', '课程分类', { status: ready }],
    ['happiness', '幸福课', { scene: 524, status: ready }],
    ['happinessDetail/:subjectId/:inviteCode?', '幸福课详情', { scene: 524, status: ready }],
    ['bookList', '书单', { status: ready }],
    ['bookListDetail/:subjectId/:inviteCode?', '书单详情', { status: ready }],
    ['happinessIndex', '幸福课堂', { scene: 524, status: ready }],
    ['empty', '暂无内容', { status: ready }],
  ]),

  // 2.18 Learn growth plan
  ...group({ prefix: '/learnGrowPlan', area: 'learn', login: true, scene: 527 }, [
    ['learnStatistics', '学习统计', { status: ready }],
    ['learnRecord', '学习记录', { status: ready }],
    ['learnRankingList', '学习排行榜', { status: ready }],
    ['learnShare', '学习成就', { login: false, status: ready }],
  ]),

  // 2.19 Distribution
  ...group({ prefix: '/distribution', area: 'distribution', login: true, scene: 530 }, [
    ['distributionAgreement', '推广服务协议', { status: ready }],
    ['partnerAgreementAdd', '合伙人协议', { status: ready }],
    ['promotionpage', '推广中心', { status: ready }],
    ['hotproductsList', '热推商品', { status: ready }],
    ['hotproductsDetail/:categoryId', '商品详情', { status: ready }],
    ['talentCenter', '达人中心', { status: ready }],
    ['inviteFriends', '邀请好友', { status: ready }],
    ['sharePlacard', '推广海报', { status: ready }],
    ['equitycenter', '权益中心', { status: ready }],
    ['distributionGuide', '推广指南', { login: false, status: ready }],
    ['orderforgoods', '推广订单', { status: ready }],
    ['distributorgoods', '推广商品', { status: ready }],
    ['cashOutpage', '提现', { status: ready }],
    ['clearingCenter', '结算中心', { status: ready }],
    ['incomeExpenditure', '收支明细', { status: ready }],
    ['recordWithdrawal', '提现记录', { status: ready }],
    ['cashOutSuccess', '提现成功', { status: ready }],
    ['purchaseGoods', '购买商品', { login: false, status: ready }],
    ['confirmOrder', '确认订单', { status: ready }],
    ['confirmOrderSuccess', '下单成功', { status: ready }],
    ['paymentLoading', '支付中', { status: ready }],
    ['linkcounttoday', '今日推广数据', { status: ready }],
  ]),

  // 2.20 Customer acquisition (public)
  ...group({ prefix: '/customerAcquisition', area: 'customerAcquisition', scene: 525 }, [
    ['courseLandingPage/:inviteCode?/:sourceName?', '精品好课'],
    ['vipLandingPage/:inviteCode?/:sourceName?', '心栈会员'],
  ]),

  // 2.21 Team reading
  ...group({ prefix: '/teamreading', area: 'teamreading', login: true, scene: 529 }, [
    ['teamreading', '组队共读', { status: ready }],
    ['teamSchedule/:teamId', '共读进度', { status: ready }],
    ['myteam', '我的战队', { status: ready }],
    ['teamReadActivities/:inviteCode?', '共读活动', { redirectTo: 'teamreading-rankingList', status: ready }],
    ['rankingList', '共读排行榜', { status: ready }],
    ['rankingBookList', '排行书单', { status: ready }],
    ['teamReadBooklist', '共读书单', { status: ready }],
    ['teamBooklist', '战队书单', { status: ready }],
    ['booklistShare', '书单分享', { login: false, status: ready }],
    ['bookListNewYear/:symbol', '新年书单', { login: false, status: ready }],
    ['goddessFestivals/:symbol', '女神节书单', { login: false, status: ready }],
    ['deletingTeammate/:id', '移除队友', { status: ready }],
  ]),

  // 2.22 Certificate and user
  ...group({ prefix: '/certificate', area: 'certificate', login: true }, [
    ['myList', '我的证书', { status: ready }],
    ['details', '证书详情', { status: ready }],
  ]),
  ...group({ prefix: '/user', area: 'user', login: true, scene: 305 }, [
    ['portrait', '我的资料', { status: ready }],
    ['portrait/edit', '编辑资料', { status: ready }],
    ['changeaccount', '切换账号', { status: ready }],
    // Not in the spec: "my orders" of the commerce issue (order/list), reached from 我的资料.
    ['orders', '我的订单', { status: ready }],
  ]),

  // 2.23 AI, yearly reports, smile contest
  ...group({ prefix: '/ai', area: 'ai', scene: 517 }, [
    ['index/:robotId?', 'AI心理助手'],
    ['disclaimer', '免责声明'],
  ]),
  ...group({ prefix: '/yearBill', area: 'yearBill' }, [
    ['index/:channel?', '2023年度听书报告', { login: true, scene: 533, status: ready }],
    ['share', '年度报告分享', { login: true, status: ready }],
    ['personalInfo', '个人信息保护指引', { status: ready }],
    ['24/index', '2024年度学习报告', { login: true, scene: 559, status: ready }],
    ['24/privacy', '隐私说明', { status: ready }],
  ]),
  ...group({ prefix: '/smile', area: 'smile', scene: 535 }, [
    ['index', '微笑大赛', { keepAlive: true }],
    ['upload', '发布作品'],
    ['worksDetail', '作品详情'],
    ['home/:channel?', '我的主页', { login: true }],
    ['explain', '照片合规说明'],
    ['rotarytable', '投票抽奖', { scene: 533 }],
    ['myLottery', '我的抽奖'],
    ['myPrize', '中奖公告'],
    ['smileOver', '活动已结束'],
  ]),

  // 2.24 Reading party, psychology coach, tutor, IM, community
  ...group({ prefix: '/reading', area: 'reading', scene: 538 }, [
    ['index', '读书会', { keepAlive: true, status: ready }],
    ['city', '选择城市', { status: ready }],
    ['detail', '读书会详情', { status: ready }],
    ['sharePoster', '分享海报', { login: true, status: ready }],
    ['creat', '发起读书会', { login: true, keepAlive: true, status: ready }],
    ['searchBookTopic', '选择书目', { login: true, status: ready }],
    ['mycenter', '我的读书会', { login: true, status: ready }],
    ['settlement', '活动结算', { login: true, status: ready }],
    ['getMoney', '提现', { login: true, status: ready }],
    ['getMoneySucess', '提现成功', { login: true, status: ready }],
    ['manage', '读书会管理', { login: true, status: ready }],
    ['myReport', '我的报名', { login: true, status: ready }],
    ['statistics', '签到统计', { login: true, status: ready }],
  ]),
  ...group({ prefix: '/psychologyTeacher', area: 'psychologyTeacher' }, [
    ['activityFirstOrderCampaign', '首单特惠', { scene: 539, keepAlive: true }],
    ['activityAlongFamily', '家庭陪伴计划', { scene: 543 }],
    ['confirmOrder', '确认订单', { scene: 539 }],
  ]),
  ...group({ prefix: '/tutor', area: 'tutor', scene: 537 }, [
    ['informedConsent', '知情同意书'],
    ['serviceInstructions', '服务说明'],
    ['details', '咨询师详情'],
    ['confirmorder', '确认订单'],
    ['tutorList', '找咨询师', { keepAlive: true }],
    ['myTutorList', '我的咨询', { login: true }],
    ['sale', '咨询特惠', { scene: 545 }],
    ['topic', '咨询话题', { scene: 545 }],
    ['nowOrder', '立即预约', { scene: 545 }],
    ['tutorVideo', '咨询师视频', { scene: 545 }],
    ['tutorFamily', '家庭咨询', { scene: 545, keepAlive: true }],
    ['tutorRecommend', '为你推荐', { scene: 545, keepAlive: true }],
    ['tutorReport', '填写咨询报告', { scene: 545 }],
    ['tutorLookReport', '咨询报告', { scene: 545 }],
    ['healthAccess', '心理健康评估', { scene: 553 }],
    ['assessmentReportSuccess', '提交成功', { scene: 0 }],
  ]),
  ...group({ prefix: '/im', area: 'im' }, [['customerService', '在线客服', { login: true, scene: 540 }]]),
  ...group({ prefix: '/upgc', area: 'upgc', login: true, scene: 542 }, [
    ['index', '社区', { keepAlive: true, status: ready }],
    ['publish', '发布动态', { keepAlive: true, status: ready }],
    ['chooseTopic', '选择圈子', { status: ready }],
    ['noTopic', '发现圈子', { status: ready }],
    ['postDetail', '动态详情', { status: ready }],
    ['postDetailLoad', '动态详情', { status: ready }],
    ['dynamic', '个人主页', { status: ready }],
    ['topicDetail', '圈子主页', { login: false, keepAlive: true, status: ready }],
    ['interactionList', '互动消息', { status: ready }],
    ['follow', '我的关注', { status: ready }],
    ['fans', '我的粉丝', { status: ready }],
  ]),
]
