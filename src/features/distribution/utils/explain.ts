// The programme explained in the server's figures (推广指南's steps, 结算中心's rule) and where a
// purchase is found after paying (下单成功). Wording only: every figure comes from the server.
import type { Order } from '@contract/commerce'
import type { ResultAction } from '@/components/ResultFrame'
import { goHome, openRoute } from '@/components/navigation/navigate'
import { formatDate } from '@/core/format'
import type { Guide, ProductDetail } from '@/features/distribution/api/distribution'

/** The programme step by step, in the server's figures. */
export function guideSteps(g: Guide): { title: string; text: string }[] {
  return [
    {
      title: '申请成为推广达人',
      text: g.approvalRequired ? '阅读并同意推广服务协议，提交申请，平台审核通过后即可开始推广' : '阅读并同意推广服务协议，提交申请后即可开始推广',
    },
    { title: '分享商品链接或海报', text: '在热推商品中挑选好课和会员，分享链接或保存海报发给朋友' },
    {
      title: '好友通过你的链接购买',
      text: `好友打开你的链接后与你绑定${g.bindDays}天，期间购买参与推广的商品，你都能获得佣金；再次打开你的链接，有效期重新计算`,
    },
    {
      title: '佣金结算',
      text: `好友付款后佣金进入待结算；${g.refundWindowDays}天退款期内订单退款，佣金扣回；退款期结束后自动结算为可提现`,
    },
    { title: '提现到微信零钱', text: '已结算的佣金可以申请提现，转入你的微信零钱' },
  ]
}

/** The refund-window rule, in the server's figure. */
export function settlementRule(refundWindowDays: number): string[] {
  return [
    '买家付款后，佣金计入待结算',
    refundWindowDays > 0 ? `付款后${refundWindowDays}天为退款期，期间订单退款的，佣金全额扣回` : '没有退款期，付款后即可结算',
    '退款期结束后，系统自动把佣金结算为可提现',
    '结算后订单退款的，从可提现余额扣回；余额不足时为负数，之后的收入会先补足',
  ]
}

/** Where the bought thing is, and the button that opens it. */
export function whereToFind(order: Pick<Order, 'commodityType' | 'vipUntil'>, product: Pick<ProductDetail, 'subjectId' | 'assessmentId'> | null): { text: string; action: ResultAction | null } {
  if (order.commodityType === 'course' && product?.subjectId) {
    const subjectId = product.subjectId
    return { text: '课程已开通，在课程详情页即可开始学习', action: { label: '去学习', testId: 'purchase-done-open', onClick: () => void openRoute('course-courseDetail', { subjectId }) } }
  }
  if (order.commodityType === 'assessment' && product?.assessmentId) {
    const id = product.assessmentId
    return { text: '测评已开通，随时可以开始', action: { label: '去测评', testId: 'purchase-done-open', onClick: () => void openRoute('assessment-assessmentDetail', { id }) } }
  }
  if (order.commodityType === 'vip') {
    return {
      text: order.vipUntil ? `心栈会员已生效，有效期至 ${formatDate(order.vipUntil)}` : '心栈会员已生效',
      action: { label: '开始使用会员', testId: 'purchase-done-open', onClick: goHome },
    }
  }
  return { text: '可在「我的订单」中查看订单详情', action: null }
}
