// After paying: confirming (polling), paid, closed, still processing, or unpaid — each with what
// the person can do next.
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import ResultFrame from '@/components/ResultFrame'
import { formatDate, formatDateTime, fenToYuanFixed } from '@/core/format'
import type { PayPhase } from '@/features/order/hooks/usePayFlow'
import { closeReasonText, countdownText } from '@/features/order/utils/labels'
import './PayResult.scss'

export interface PayResultProps {
  phase: PayPhase
  onPayAgain: () => void
  onCancelOrder: () => void
  onRecheck: () => void
  onOrders: () => void
  onHome: () => void
  onReorder: () => void
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(Date.now())
  useEffect(() => {
    if (!active) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [active])
  return now
}

export default function PayResult({ phase, onPayAgain, onCancelOrder, onRecheck, onOrders, onHome, onReorder }: PayResultProps) {
  const unpaidOrder = phase.kind === 'unpaid' ? phase.order : null
  const now = useNow(!!unpaidOrder)

  if (phase.kind === 'starting' || phase.kind === 'confirming') {
    return (
      <ResultFrame testId='pay-result' state='confirming' mark='spinner' title={phase.kind === 'starting' ? '正在发起支付…' : '正在确认支付结果…'}>
        <Text className='result-frame__desc'>请勿关闭页面，通常只需几秒</Text>
      </ResultFrame>
    )
  }

  if (phase.kind === 'paid') {
    const order = phase.order
    const vipUntil = order?.vip?.isVip && order.vip.expireAt ? order.vip.expireAt : null
    return (
      <ResultFrame
        testId='pay-result'
        state='paid'
        mark={{ text: '✓', tone: 'ok' }}
        title='支付成功'
        actions={[
          { label: '查看订单', onClick: onOrders, testId: 'pay-to-orders', variant: 'outline' },
          { label: vipUntil ? '开始使用会员' : '返回首页', onClick: onHome, testId: 'pay-to-home', variant: vipUntil ? 'gold' : 'primary' },
        ]}
      >
        {order ? <Text className='result-frame__amount'>¥{fenToYuanFixed(order.payableFen)}</Text> : null}
        {vipUntil ? (
          <View className='pay-result__vip' data-testid='pay-result-vip'>
            <Text className='pay-result__vip-title'>心栈会员已生效</Text>
            <Text className='pay-result__vip-date' data-testid='pay-result-vip-expiry'>
              有效期至 {formatDate(vipUntil)}
            </Text>
          </View>
        ) : null}
        <View className='result-frame__details'>
          <Text>订单号 {phase.orderNumber}</Text>
          {order?.paidAt ? <Text>支付时间 {formatDateTime(order.paidAt)}</Text> : null}
        </View>
      </ResultFrame>
    )
  }

  if (phase.kind === 'closed') {
    return (
      <ResultFrame
        testId='pay-result'
        state='closed'
        mark={{ text: '!', tone: 'off' }}
        title='订单已关闭'
        actions={[
          { label: '查看订单', onClick: onOrders, testId: 'pay-to-orders', variant: 'outline' },
          { label: '重新下单', onClick: onReorder, testId: 'pay-reorder' },
        ]}
      >
        <Text className='result-frame__desc'>{closeReasonText(phase.order.closeReason)}，使用的优惠券与积分已退回</Text>
      </ResultFrame>
    )
  }

  if (phase.kind === 'pending') {
    return (
      <ResultFrame
        testId='pay-result'
        state='pending'
        mark={{ text: '…', tone: 'wait' }}
        title='支付结果确认中'
        actions={[
          { label: '我的订单', onClick: onOrders, testId: 'pay-to-orders', variant: 'outline' },
          { label: '重新查询', onClick: onRecheck, testId: 'pay-recheck' },
        ]}
      >
        <Text className='result-frame__desc'>
          {phase.message ? `${phase.message}。` : ''}如果你已完成付款，结果可能稍有延迟，可稍后在“我的订单”中查看；未付款的订单可继续支付。
        </Text>
      </ResultFrame>
    )
  }

  if (phase.kind === 'unpaid') {
    const left = unpaidOrder ? countdownText(unpaidOrder.payDeadline, now) : ''
    return (
      <ResultFrame
        testId='pay-result'
        state='unpaid'
        mark={{ text: '¥', tone: 'wait' }}
        title='订单待支付'
        actions={[
          { label: '取消订单', onClick: onCancelOrder, testId: 'pay-cancel-order', variant: 'outline' },
          { label: '继续支付', onClick: onPayAgain, testId: 'pay-again' },
        ]}
      >
        {unpaidOrder ? <Text className='result-frame__amount'>¥{fenToYuanFixed(unpaidOrder.payableFen)}</Text> : null}
        <Text className='result-frame__desc'>
          {phase.message ? `${phase.message}，` : ''}
          {left ? `请在 ${left} 内完成支付，超时订单将自动关闭` : '订单保留15分钟，超时将自动关闭'}
        </Text>
        <View className='result-frame__details'>
          <Text>订单号 {phase.orderNumber}</Text>
        </View>
      </ResultFrame>
    )
  }

  return null
}
