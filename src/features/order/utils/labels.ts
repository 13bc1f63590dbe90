// Wording of the order pages.

export const COMMODITY_TYPE_TEXT: Record<string, string> = { vip: '会员', goods: '实物', coupon: '优惠券', course: '课程', assessment: '测评', reading_party: '读书会' }

/** 31 → 31天, 366 → 366天: the order page states the exact days it grants. */
export function durationText(days: number, quantity = 1): string {
  return days > 0 ? `${days * quantity}天` : ''
}

export function closeReasonText(reason: string | null | undefined): string {
  if (reason === 'timeout') return '超时未支付，订单已自动关闭'
  if (reason === 'cancelled') return '订单已取消'
  return '订单已关闭'
}

/** mm:ss left until `deadline` (epoch ms); '' once passed. */
export function countdownText(deadline: number, now: number): string {
  const left = Math.max(0, Math.floor((deadline - now) / 1000))
  if (!left) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(Math.floor(left / 60))}:${pad(left % 60)}`
}
