// The programme explained in the server's figures (推广指南, 结算中心), and where a purchase is found (下单成功).
import { guideSteps, settlementRule, whereToFind } from '@/features/distribution/utils/explain'
import { formatDate } from '@/core/format'
import { LEVELS } from './fixtures'

const GUIDE = { enabled: true, approvalRequired: true, bindDays: 30, refundWindowDays: 7, tiers: 2, levels: LEVELS, products: 6, maxTier1RateBp: 2000, maxTier2RateBp: 500, agreementVersion: 1 }

test('the guide states the binding days, the refund window and whether an operator reviews', () => {
  const steps = guideSteps(GUIDE)
  expect(steps.map((s) => s.title)).toEqual(['申请成为推广达人', '分享商品链接或海报', '好友通过你的链接购买', '佣金结算', '提现到微信零钱'])
  expect(steps[0].text).toBe('阅读并同意推广服务协议，提交申请，平台审核通过后即可开始推广')
  expect(steps[2].text).toContain('与你绑定30天')
  expect(steps[3].text).toBe('好友付款后佣金进入待结算；7天退款期内订单退款，佣金扣回；退款期结束后自动结算为可提现')
  const open = guideSteps({ ...GUIDE, approvalRequired: false, bindDays: 15, refundWindowDays: 14 })
  expect(open[0].text).toBe('阅读并同意推广服务协议，提交申请后即可开始推广')
  expect(open[2].text).toContain('与你绑定15天')
  expect(open[3].text).toContain('14天退款期内')
})

test('the settlement rule follows the refund window, also when there is none', () => {
  expect(settlementRule(7)[1]).toBe('付款后7天为退款期，期间订单退款的，佣金全额扣回')
  expect(settlementRule(0)[1]).toBe('没有退款期，付款后即可结算')
  expect(settlementRule(7)).toHaveLength(4)
})

test('a bought course opens its detail, a membership says until when, anything else points to the orders', () => {
  const course = whereToFind({ commodityType: 'course', vipUntil: null }, { subjectId: 12, assessmentId: null })
  expect(course.text).toBe('课程已开通，在课程详情页即可开始学习')
  expect(course.action?.label).toBe('去学习')
  const vip = whereToFind({ commodityType: 'vip', vipUntil: 1_760_000_000_000 }, null)
  expect(vip.text).toBe(`心栈会员已生效，有效期至 ${formatDate(1_760_000_000_000)}`)
  expect(vip.action?.label).toBe('开始使用会员')
  expect(whereToFind({ commodityType: 'assessment', vipUntil: null }, { subjectId: null, assessmentId: 4 }).action?.label).toBe('去测评')
  // A course the programme no longer sells: no detail to link, the orders still have it.
  expect(whereToFind({ commodityType: 'course', vipUntil: null }, null)).toEqual({ text: '可在「我的订单」中查看订单详情', action: null })
})
