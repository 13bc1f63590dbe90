/**
 * The one catalogue of envelope states (`{ state, msg, data }`), documented in docs/STATES.md.
 *
 * The client knows 1 (success), -1 (not logged in) and -4 / -6009 / -103 (rejected without a
 * toast, because they answer background calls). Every other state is a positive 4-digit code
 * whose Chinese `msg` the client shows as a toast, so each msg must tell the user what to do.
 * `{n}`-style placeholders are filled by `formatMsg`.
 */
export interface StateDef {
  readonly name: string;
  readonly code: number;
  readonly msg: string;
}

function def<N extends string>(name: N, code: number, msg: string): StateDef & { name: N } {
  return { name, code, msg };
}

export const States = {
  OK: def('OK', 1, '成功'),

  // -1: the client shows the login view.
  NOT_LOGGED_IN: def('NOT_LOGGED_IN', -1, '请先登录'),
  LOGIN_EXPIRED: def('LOGIN_EXPIRED', -1, '登录已失效，请重新登录'),

  // Silent (no toast) rejections of background calls.
  TICKET_REJECTED: def('TICKET_REJECTED', -4, '登录凭证已失效，请重新登录'),
  MOBILE_NOT_BOUND: def('MOBILE_NOT_BOUND', -4, '请先绑定手机号'),
  RELATION_OWN_CODE: def('RELATION_OWN_CODE', -103, '不能绑定自己的邀请码'),
  RELATION_UNKNOWN_CODE: def('RELATION_UNKNOWN_CODE', -103, '邀请码不存在'),
  RELATION_ALREADY_BOUND: def('RELATION_ALREADY_BOUND', -103, '已绑定过邀请关系'),
  RELATION_CYCLE: def('RELATION_CYCLE', -103, '不能与邀请人互相绑定'),
  WECHAT_LOOKUP_FAILED: def('WECHAT_LOOKUP_FAILED', -6009, '微信授权失败，请重试'),
  WECHAT_NOT_CONFIGURED: def('WECHAT_NOT_CONFIGURED', -6009, '微信登录暂不可用，请使用手机号登录'),
  SCENE_NOT_FOUND: def('SCENE_NOT_FOUND', -6009, '活动不存在'),

  // Request problems (toasted).
  BAD_PARAMS: def('BAD_PARAMS', 4001, '参数错误'),
  PAYLOAD_TOO_LARGE: def('PAYLOAD_TOO_LARGE', 4002, '提交的内容过大，请精简后再试'),
  WRONG_KEY: def('WRONG_KEY', 4003, '密钥错误'),
  ADMIN_DISABLED: def('ADMIN_DISABLED', 4030, '管理接口未启用'),
  FORBIDDEN: def('FORBIDDEN', 4031, '无权访问'),
  NOT_FOUND: def('NOT_FOUND', 4040, '接口不存在'),
  ADMIN_USER_NOT_FOUND: def('ADMIN_USER_NOT_FOUND', 4043, '用户不存在，请检查用户编号'),
  ADMIN_SCENE_NOT_FOUND: def('ADMIN_SCENE_NOT_FOUND', 4041, '场景不存在，新建场景请同时提供名称'),
  DEV_NO_SMS: def('DEV_NO_SMS', 4042, '该手机号暂无验证码，请先获取验证码'),

  // Verification codes and rate limits.
  SMS_CODE_WRONG: def('SMS_CODE_WRONG', 4101, '验证码错误'),
  SMS_CODE_EXPIRED: def('SMS_CODE_EXPIRED', 4102, '验证码已失效，请重新获取'),
  SMS_TOO_SOON: def('SMS_TOO_SOON', 4103, '发送太频繁，请{n}秒后再试'),
  SMS_DAILY_LIMIT: def('SMS_DAILY_LIMIT', 4104, '今日验证码发送次数已达上限'),
  SMS_TOO_MANY_TRIES: def('SMS_TOO_MANY_TRIES', 4105, '错误次数过多，请重新获取验证码'),
  IP_RATE_LIMIT: def('IP_RATE_LIMIT', 4106, '请求过于频繁，请稍后再试'),
  SAME_ACCOUNT: def('SAME_ACCOUNT', 4107, '新手机号与当前账号相同，无需切换'),

  // Profile.
  INVALID_AGE_RANGE: def('INVALID_AGE_RANGE', 4111, '请选择有效的年龄段'),
  INVALID_TAGS: def('INVALID_TAGS', 4112, '包含无效的兴趣标签，请重新选择'),

  // Uploads.
  UPLOAD_NO_FILE: def('UPLOAD_NO_FILE', 4201, '请选择要上传的图片'),
  UPLOAD_TOO_LARGE: def('UPLOAD_TOO_LARGE', 4202, '图片不能超过2MB，请压缩后再上传'),
  UPLOAD_BAD_TYPE: def('UPLOAD_BAD_TYPE', 4203, '仅支持 JPG、PNG、WEBP 格式的图片'),

  // Orders and payment.
  EXT_INFO_INVALID: def('EXT_INFO_INVALID', 4001, '订单附加信息（extInfo）格式不正确'),
  COMMODITY_REQUIRED: def('COMMODITY_REQUIRED', 4001, '请填写商品编号'),
  COMMODITY_NOT_FOUND: def('COMMODITY_NOT_FOUND', 4301, '商品不存在或已下架'),
  COMMODITY_SOLD_OUT: def('COMMODITY_SOLD_OUT', 4302, '商品库存不足，请减少数量或选择其他商品'),
  PAY_SCENE_UNSUPPORTED: def('PAY_SCENE_UNSUPPORTED', 4303, '暂不支持该平台下单'),
  PAY_MODE_UNSUPPORTED: def('PAY_MODE_UNSUPPORTED', 4304, '暂不支持该支付方式，请使用微信支付'),
  ORDER_NOT_FOUND: def('ORDER_NOT_FOUND', 4305, '订单不存在'),
  ORDER_CLOSED: def('ORDER_CLOSED', 4306, '订单已关闭，请重新下单'),
  ORDER_ALREADY_PAID: def('ORDER_ALREADY_PAID', 4307, '订单已支付，请勿重复支付'),
  ORDER_NOT_REFUNDABLE: def('ORDER_NOT_REFUNDABLE', 4308, '该订单当前不能退款'),
  ADDRESS_REQUIRED: def('ADDRESS_REQUIRED', 4309, '请选择收货地址'),
  WECHAT_OPENID_REQUIRED: def('WECHAT_OPENID_REQUIRED', 4310, '请先在微信中授权登录后再支付'),
  SANDBOX_DISABLED: def('SANDBOX_DISABLED', 4311, '沙箱支付未启用'),
  EXCHANGE_ONLY: def('EXCHANGE_ONLY', 4312, '该商品仅支持积分兑换'),
  COMMODITY_INVALID: def('COMMODITY_INVALID', 4313, '商品设置有误：{why}'),
  PAYMENT_NOT_STARTED: def('PAYMENT_NOT_STARTED', 4314, '请先发起支付'),

  // Coupons.
  COUPON_NOT_FOUND: def('COUPON_NOT_FOUND', 4401, '优惠券不存在'),
  COUPON_UNAVAILABLE: def('COUPON_UNAVAILABLE', 4402, '该优惠券已使用或已失效，请重新选择'),
  COUPON_NOT_APPLICABLE: def('COUPON_NOT_APPLICABLE', 4403, '该优惠券不适用于此商品'),
  COUPON_THRESHOLD: def('COUPON_THRESHOLD', 4404, '订单金额未满{n}元，不能使用该优惠券'),
  COUPON_NOT_STARTED: def('COUPON_NOT_STARTED', 4405, '优惠券尚未到使用时间'),
  COUPON_OUT_OF_STOCK: def('COUPON_OUT_OF_STOCK', 4406, '优惠券已领完'),
  COUPON_LIMIT_REACHED: def('COUPON_LIMIT_REACHED', 4407, '已达到该优惠券的领取上限'),
  COUPON_TEMPLATE_NOT_FOUND: def('COUPON_TEMPLATE_NOT_FOUND', 4408, '优惠券模板不存在'),
  COUPON_TEMPLATE_ENDED: def('COUPON_TEMPLATE_ENDED', 4409, '该优惠券活动已结束'),
  COUPON_TEMPLATE_INVALID: def('COUPON_TEMPLATE_INVALID', 4410, '优惠券设置有误：{why}'),

  // Credits.
  CREDITS_INSUFFICIENT: def('CREDITS_INSUFFICIENT', 4501, '积分不足'),
  CREDITS_OVER_LIMIT: def('CREDITS_OVER_LIMIT', 4502, '本单最多可使用{n}积分'),
  CREDITS_ALREADY_SIGNED: def('CREDITS_ALREADY_SIGNED', 4503, '今天已经签到过了，明天再来吧'),
  CREDITS_RULE_INACTIVE: def('CREDITS_RULE_INACTIVE', 4504, '该积分活动暂未开放'),
  EXCHANGE_NOT_AVAILABLE: def('EXCHANGE_NOT_AVAILABLE', 4505, '该商品不支持积分兑换'),

  // Shipping addresses.
  ADDRESS_NOT_FOUND: def('ADDRESS_NOT_FOUND', 4601, '收货地址不存在'),
  ADDRESS_LIMIT: def('ADDRESS_LIMIT', 4602, '最多保存20个收货地址'),

  // Courses and learning.
  SUBJECT_NOT_FOUND: def('SUBJECT_NOT_FOUND', 4701, '课程不存在或已下架'),
  CHAPTER_NOT_FOUND: def('CHAPTER_NOT_FOUND', 4702, '章节不存在或已下架'),
  CHAPTER_VIP_ONLY: def('CHAPTER_VIP_ONLY', 4703, '该章节为会员专享，开通会员即可收听'),
  CHAPTER_PURCHASE_REQUIRED: def('CHAPTER_PURCHASE_REQUIRED', 4704, '购买课程后即可收听全部章节'),
  MEDIA_LINK_INVALID: def('MEDIA_LINK_INVALID', 4705, '音频链接已失效，请刷新页面后重试'),
  BOOK_LIST_NOT_FOUND: def('BOOK_LIST_NOT_FOUND', 4706, '书单不存在或已下架'),
  ARTICLE_NOT_FOUND: def('ARTICLE_NOT_FOUND', 4707, '文章不存在或已下架'),
  CERTIFICATE_NOT_FOUND: def('CERTIFICATE_NOT_FOUND', 4708, '证书不存在'),
  SEARCH_EMPTY: def('SEARCH_EMPTY', 4709, '请输入搜索内容'),
  YEAR_BILL_UNAVAILABLE: def('YEAR_BILL_UNAVAILABLE', 4710, '暂不提供该年度的报告'),
  CATALOGUE_INVALID: def('CATALOGUE_INVALID', 4711, '课程内容设置有误：{why}'),

  // Assessments, exercises, credentials (48xx).
  ASSESSMENT_NOT_FOUND: def('ASSESSMENT_NOT_FOUND', 4801, '测评不存在或已下架'),
  ASSESSMENT_CONSENT_REQUIRED: def('ASSESSMENT_CONSENT_REQUIRED', 4802, '请先阅读并同意测评须知'),
  ASSESSMENT_VIP_ONLY: def('ASSESSMENT_VIP_ONLY', 4803, '该测评为会员专享，开通会员即可测试'),
  ASSESSMENT_PURCHASE_REQUIRED: def('ASSESSMENT_PURCHASE_REQUIRED', 4804, '购买该测评后即可开始测试'),
  ASSESSMENT_SESSION_NOT_FOUND: def('ASSESSMENT_SESSION_NOT_FOUND', 4805, '答题记录不存在，请重新开始测评'),
  ASSESSMENT_ANSWER_INVALID: def('ASSESSMENT_ANSWER_INVALID', 4806, '请完成全部题目后再提交'),
  ASSESSMENT_SESSION_SUBMITTED: def('ASSESSMENT_SESSION_SUBMITTED', 4807, '本次测评已提交，请查看报告'),
  REPORT_NOT_FOUND: def('REPORT_NOT_FOUND', 4808, '报告不存在或无权查看'),
  REPORT_HELP_SELF: def('REPORT_HELP_SELF', 4809, '不能为自己的报告助力，快邀请好友来帮忙吧'),
  REPORT_HELP_NOT_NEEDED: def('REPORT_HELP_NOT_NEEDED', 4810, '这份报告无需助力解锁'),
  EXERCISE_NOT_FOUND: def('EXERCISE_NOT_FOUND', 4811, '练习不存在或已下架'),
  EXERCISE_VIP_ONLY: def('EXERCISE_VIP_ONLY', 4812, '该练习为会员专享，开通会员即可练习'),
  PRACTICE_NOT_FOUND: def('PRACTICE_NOT_FOUND', 4813, '练习记录不存在'),
  ID_CARD_INVALID: def('ID_CARD_INVALID', 4001, '请输入正确的身份证号'),
  CREDENTIAL_PROGRAMME_NOT_FOUND: def('CREDENTIAL_PROGRAMME_NOT_FOUND', 4814, '报名项目不存在'),
  ASSESSMENT_INVALID: def('ASSESSMENT_INVALID', 4815, '测评设置有误：{why}'),

  // Server side.
  SERVER_ERROR: def('SERVER_ERROR', 5000, '服务器开小差了，请稍后再试'),
  SMS_SEND_FAILED: def('SMS_SEND_FAILED', 5001, '短信发送失败，请稍后再试'),
  PAY_PROVIDER_FAILED: def('PAY_PROVIDER_FAILED', 5002, '支付服务暂时不可用，请稍后再试'),
  UPLOAD_STORE_FAILED: def('UPLOAD_STORE_FAILED', 5003, '图片保存失败，请稍后再试'),

  // The community, upgc (465x–466x).
  CIRCLE_NOT_FOUND: def('CIRCLE_NOT_FOUND', 4651, '圈子不存在或已关闭'),
  CIRCLE_NOT_JOINED: def('CIRCLE_NOT_JOINED', 4652, '请先加入该圈子再发帖'),
  POST_NOT_FOUND: def('POST_NOT_FOUND', 4653, '帖子不存在或已删除'),
  POST_TEXT_INVALID: def('POST_TEXT_INVALID', 4654, '内容须为1到2000个字'),
  COMMENT_NOT_FOUND: def('COMMENT_NOT_FOUND', 4655, '评论不存在或已删除'),
  COMMENT_TEXT_INVALID: def('COMMENT_TEXT_INVALID', 4656, '评论须为1到500个字'),
  FOLLOW_SELF: def('FOLLOW_SELF', 4657, '不能关注自己'),
  BLOCK_SELF: def('BLOCK_SELF', 4658, '不能拉黑自己'),
  COMMUNITY_USER_NOT_FOUND: def('COMMUNITY_USER_NOT_FOUND', 4659, '用户不存在'),
  REPORT_ALREADY_OPEN: def('REPORT_ALREADY_OPEN', 4660, '你已举报过，我们会尽快处理'),
  REVIEW_NOT_HELD: def('REVIEW_NOT_HELD', 4661, '该内容不在待审核状态'),
  KEYWORD_INVALID: def('KEYWORD_INVALID', 4662, '敏感词不能为空'),
  CIRCLE_NAME_TAKEN: def('CIRCLE_NAME_TAKEN', 4663, '圈子名称已被使用'),
  POST_IMAGE_NOT_FOUND: def('POST_IMAGE_NOT_FOUND', 4664, '图片不存在，请重新上传'),
  POST_RATE_LIMITED: def('POST_RATE_LIMITED', 4665, '发帖太频繁了，每小时最多发10条，请稍后再试'),
  COMMENT_RATE_LIMITED: def('COMMENT_RATE_LIMITED', 4666, '评论太频繁了，10分钟内最多评论30条，请稍后再试'),
  CONTENT_RISKY: def('CONTENT_RISKY', 4667, '内容可能含有违规信息，请修改后再发布'),
  REPORT_NOT_OPEN: def('REPORT_NOT_OPEN', 4668, '该举报不存在或已处理'),
  FOLLOW_BLOCKED: def('FOLLOW_BLOCKED', 4669, '你们之间有拉黑关系，无法关注'),

  // Team reading (4901–4919).
  TEAM_NOT_FOUND: def('TEAM_NOT_FOUND', 4901, '战队不存在或已解散，去看看其他战队吧'),
  TEAM_INVITE_INVALID: def('TEAM_INVITE_INVALID', 4902, '邀请码不正确，请向队长重新获取邀请链接'),
  TEAM_FULL: def('TEAM_FULL', 4903, '战队已满员，去看看其他战队吧'),
  TEAM_SAME_BOOK_LIST: def('TEAM_SAME_BOOK_LIST', 4904, '你已在共读这份书单的战队中，同一书单只能加入一支战队'),
  TEAM_NOT_CAPTAIN: def('TEAM_NOT_CAPTAIN', 4905, '只有队长可以移除队员或解散战队'),
  TEAM_CAPTAIN_SELF: def('TEAM_CAPTAIN_SELF', 4906, '队长不能移除自己，如需结束共读请解散战队'),
  TEAM_MEMBER_NOT_FOUND: def('TEAM_MEMBER_NOT_FOUND', 4907, '该用户不是战队成员，请刷新后重试'),
  TEAM_REMOVED: def('TEAM_REMOVED', 4908, '你已被队长移出该战队，可以加入其他战队'),
  TEAM_NAME_INVALID: def('TEAM_NAME_INVALID', 4909, '战队名称须为1到20个字'),
  TEAM_BOOK_LIST_EMPTY: def('TEAM_BOOK_LIST_EMPTY', 4910, '该书单暂无课程，请选择其他书单'),
  TEAM_CAPTAIN_LEAVE: def('TEAM_CAPTAIN_LEAVE', 4911, '队长不能退出战队，如需结束共读请解散战队'),
  TEAM_ENDED: def('TEAM_ENDED', 4912, '该战队的共读已结束，去看看其他战队吧'),
  TEAM_MEMBERS_ONLY: def('TEAM_MEMBERS_ONLY', 4913, '加入战队后才能查看队内排行'),
  TEAM_PRIVATE: def('TEAM_PRIVATE', 4914, '这是一支私密战队，请通过队长的邀请链接加入'),
  SHARE_SYMBOL_NOT_FOUND: def('SHARE_SYMBOL_NOT_FOUND', 4915, '这份书单不存在或已下线，去看看其他书单吧'),
  SHARE_SYMBOL_TAKEN: def('SHARE_SYMBOL_TAKEN', 4916, '分享标识已被使用，请换一个'),

  // Punch-in challenges (4921–4939).
  PUNCH_CHALLENGE_NOT_FOUND: def('PUNCH_CHALLENGE_NOT_FOUND', 4921, '打卡挑战不存在或已下线'),
  PUNCH_NOT_JOINED: def('PUNCH_NOT_JOINED', 4922, '请先参加这个打卡挑战'),
  PUNCH_NOT_STARTED: def('PUNCH_NOT_STARTED', 4923, '挑战{startDay}开始，到时再来打卡吧'),
  PUNCH_ENDED: def('PUNCH_ENDED', 4924, '挑战已结束，去看看其他挑战吧'),
  PUNCH_CONTENT_REQUIRED: def('PUNCH_CONTENT_REQUIRED', 4925, '请写下打卡内容或上传照片'),
  PUNCH_TEXT_TOO_LONG: def('PUNCH_TEXT_TOO_LONG', 4926, '打卡内容最多1000个字'),
  PUNCH_IMAGE_NOT_FOUND: def('PUNCH_IMAGE_NOT_FOUND', 4927, '图片不存在，请重新上传'),
  PUNCH_LISTEN_SHORT: def('PUNCH_LISTEN_SHORT', 4928, '今天已听{listened}分钟，再听{left}分钟就能打卡'),
  MAKEUP_NOT_PAST: def('MAKEUP_NOT_PAST', 4929, '只能为已经过去的日子补卡，今天请直接打卡'),
  MAKEUP_OUT_OF_WINDOW: def('MAKEUP_OUT_OF_WINDOW', 4930, '这一天不在挑战期内，不能补卡'),
  MAKEUP_BEFORE_JOIN: def('MAKEUP_BEFORE_JOIN', 4931, '只能补参加挑战之后的日子'),
  MAKEUP_EXHAUSTED: def('MAKEUP_EXHAUSTED', 4932, '补卡次数已用完（本挑战最多补卡{limit}次）'),
  MAKEUP_LISTEN_SHORT: def('MAKEUP_LISTEN_SHORT', 4933, '这一天只听了{listened}分钟，不足{required}分钟，不能补卡'),
  PUNCH_NOT_FOUND: def('PUNCH_NOT_FOUND', 4934, '打卡记录不存在'),
  PUNCH_COMMENT_INVALID: def('PUNCH_COMMENT_INVALID', 4935, '评论须为1到200个字'),
  PUNCH_REMINDER_UNAVAILABLE: def('PUNCH_REMINDER_UNAVAILABLE', 4936, '打卡提醒仅在微信小程序中提供'),
  PUNCH_REMINDER_FAILED: def('PUNCH_REMINDER_FAILED', 4937, '开启提醒失败，请稍后再试'),
  PUNCH_CHALLENGE_INVALID: def('PUNCH_CHALLENGE_INVALID', 4938, '挑战设置有误：{why}'),
  PUNCH_DAY_INVALID: def('PUNCH_DAY_INVALID', 4001, '日期不存在，请重新选择'),

  // Earnings and cash-out (5101–5149).
  WITHDRAW_BELOW_MIN: def('WITHDRAW_BELOW_MIN', 5101, '单笔最低提现{min}元'),
  WITHDRAW_ABOVE_MAX: def('WITHDRAW_ABOVE_MAX', 5102, '单笔最多提现{max}元，请分次提现'),
  WITHDRAW_INSUFFICIENT: def('WITHDRAW_INSUFFICIENT', 5103, '可提现金额不足，请修改提现金额'),
  WITHDRAW_DAILY_COUNT: def('WITHDRAW_DAILY_COUNT', 5104, '每天最多提现{count}次，请明天再来'),
  WITHDRAW_DAILY_AMOUNT: def('WITHDRAW_DAILY_AMOUNT', 5105, '每天最多提现{amount}元，今天还可提现{left}元'),
  WITHDRAWAL_NOT_FOUND: def('WITHDRAWAL_NOT_FOUND', 5106, '提现记录不存在'),
  WITHDRAWAL_NOT_CANCELLABLE: def('WITHDRAWAL_NOT_CANCELLABLE', 5107, '该提现正在转账或已结束，不能撤销'),
  WITHDRAW_WECHAT_REQUIRED: def('WITHDRAW_WECHAT_REQUIRED', 5108, '提现将转入微信零钱，请先在微信中打开心栈并登录'),
  TRANSFER_SANDBOX_DISABLED: def('TRANSFER_SANDBOX_DISABLED', 5109, '当前环境不支持沙箱确认收款'),
  WITHDRAWAL_NOT_AWAITING_CONFIRM: def('WITHDRAWAL_NOT_AWAITING_CONFIRM', 5110, '该提现当前无需确认收款，请刷新后查看'),
  WITHDRAWAL_NOT_REVIEWING: def('WITHDRAWAL_NOT_REVIEWING', 5111, '该提现不在待审核状态，请刷新后查看'),
  WITHDRAW_RULES_INVALID: def('WITHDRAW_RULES_INVALID', 5112, '提现规则有误：{why}'),
  TRANSFER_PROVIDER_FAILED: def('TRANSFER_PROVIDER_FAILED', 5113, '微信转账暂时不可用，请稍后再试'),
  EARNINGS_ADJUST_ZERO: def('EARNINGS_ADJUST_ZERO', 5114, '调整金额不能为0'),
  EARNINGS_ADJUST_SHORT: def('EARNINGS_ADJUST_SHORT', 5115, '扣减金额超过该用户的可提现余额'),

  // Distribution (5201–5249).
  DISTRIBUTION_CLOSED: def('DISTRIBUTION_CLOSED', 5201, '推广计划暂未开放，敬请期待'),
  AGREEMENT_OUTDATED: def('AGREEMENT_OUTDATED', 5202, '推广服务协议已更新，请重新阅读并同意后再提交'),
  PROMOTER_PENDING: def('PROMOTER_PENDING', 5203, '你的申请正在审核中，结果会在达人中心显示'),
  PROMOTER_ALREADY: def('PROMOTER_ALREADY', 5204, '你已经是推广达人了，去推广中心看看吧'),
  PROMOTER_SUSPENDED: def('PROMOTER_SUSPENDED', 5205, '你的推广资格已暂停，如有疑问请联系客服'),
  PROMOTER_REQUIRED: def('PROMOTER_REQUIRED', 5206, '成为推广达人后才能使用，请先提交申请'),
  PROMOTER_NOT_FOUND: def('PROMOTER_NOT_FOUND', 5207, '该用户没有推广申请，请检查用户编号'),
  PROMOTER_REVIEW_CONFLICT: def('PROMOTER_REVIEW_CONFLICT', 5208, '该推广员当前为“{status}”，不能{action}'),
  DISTRIBUTION_PRODUCT_NOT_FOUND: def('DISTRIBUTION_PRODUCT_NOT_FOUND', 5209, '该商品暂未参与推广，去看看其他商品吧'),
  DISTRIBUTION_CATEGORY_NOT_FOUND: def('DISTRIBUTION_CATEGORY_NOT_FOUND', 5210, '推广分类不存在，请刷新后重试'),
  COMMISSION_RULE_INVALID: def('COMMISSION_RULE_INVALID', 5211, '佣金设置有误：{why}'),
  DISTRIBUTION_LEVEL_INVALID: def('DISTRIBUTION_LEVEL_INVALID', 5212, '等级设置有误：{why}'),
  DISTRIBUTION_CATEGORY_NAME_TAKEN: def('DISTRIBUTION_CATEGORY_NAME_TAKEN', 5213, '分类名称已被使用，请换一个'),
  DISTRIBUTION_LEVEL_NOT_FOUND: def('DISTRIBUTION_LEVEL_NOT_FOUND', 5214, '等级不存在，请刷新后重试'),
  WXACODE_NOT_FOUND: def('WXACODE_NOT_FOUND', 5215, '小程序码不存在，请重新生成海报'),

  // Reading parties (5301–5349).
  READING_PARTY_NOT_FOUND: def('READING_PARTY_NOT_FOUND', 5301, '读书会不存在，去看看其他读书会吧'),
  READING_PARTY_INVALID: def('READING_PARTY_INVALID', 5302, '读书会设置有误：{why}'),
  READING_FULL: def('READING_FULL', 5303, '名额已满，可以加入候补，有空位时会为你保留名额'),
  READING_SIGNUP_CLOSED: def('READING_SIGNUP_CLOSED', 5304, '报名已于{deadline}截止，去看看其他读书会吧'),
  READING_PARTY_CANCELLED: def('READING_PARTY_CANCELLED', 5305, '该读书会已取消，去看看其他读书会吧'),
  READING_ALREADY_SIGNED: def('READING_ALREADY_SIGNED', 5306, '你已报名该读书会，可在“我的报名”中查看'),
  READING_NOT_SIGNED: def('READING_NOT_SIGNED', 5307, '你还没有报名该读书会'),
  READING_CANCEL_CLOSED: def('READING_CANCEL_CLOSED', 5308, '报名截止（{deadline}）后不能取消报名，费用不予退还'),
  READING_OWN_PARTY: def('READING_OWN_PARTY', 5309, '不能报名自己发起的读书会'),
  READING_PAID_PARTY: def('READING_PAID_PARTY', 5310, '该读书会需付费报名，请支付报名费完成报名'),
  READING_NOT_ORGANISER: def('READING_NOT_ORGANISER', 5311, '只有发起人可以管理该读书会'),
  READING_WAITLIST_NOT_FULL: def('READING_WAITLIST_NOT_FULL', 5312, '还有空余名额，请直接报名'),
  READING_NOT_WAITLISTED: def('READING_NOT_WAITLISTED', 5314, '你不在该读书会的候补名单中'),
  READING_CHECKIN_CLOSED: def('READING_CHECKIN_CLOSED', 5315, '签到时间为活动开始前1小时至活动结束'),
  READING_CHECKIN_CODE_WRONG: def('READING_CHECKIN_CODE_WRONG', 5316, '签到码不正确或已过期，请向发起人获取最新签到码'),
  READING_CHECKIN_TOO_MANY: def('READING_CHECKIN_TOO_MANY', 5317, '签到码错误次数过多，请10分钟后再试'),
  READING_NOT_ENDED: def('READING_NOT_ENDED', 5318, '活动结束后才能结算，请在{time}后再来'),
  READING_ALREADY_SETTLED: def('READING_ALREADY_SETTLED', 5319, '该读书会已结算，收入已计入可提现余额'),
  READING_SETTLE_PENDING: def('READING_SETTLE_PENDING', 5320, '还有报名在等待支付，请稍后再结算'),
  READING_PARTY_SETTLED: def('READING_PARTY_SETTLED', 5321, '该读书会已结算，不能取消'),
  READING_CHECKED_IN: def('READING_CHECKED_IN', 5322, '你已签到，不能取消报名'),
  READING_SIGNUP_NOT_FOUND: def('READING_SIGNUP_NOT_FOUND', 5323, '该报名不存在或已取消，请刷新后重试'),
} as const;

export type StateName = keyof typeof States;

/** Fills `{key}` placeholders of a catalogue message. */
export function formatMsg(msg: string, params?: Record<string, string | number>): string {
  if (!params) return msg;
  return msg.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}
