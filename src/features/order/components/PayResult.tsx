// After paying: confirming (polling), paid, closed, still processing, or unpaid — each with what
// the person can do next.
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { ReactNode } from 'react'
import TapButton from '@/components/TapButton'
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

interface ResultAction {
  label: string
  onClick: () => void
  testId: string
  variant?: 'primary' | 'gold'
}

/** The frame every outcome shares: its state for tests, an icon, its text, and two next steps. */
function ResultFrame({ state, icon, iconClass, children, secondary, primary }: {
  state: string
  icon: string
  iconClass: 'ok' | 'off' | 'wait'
  children: ReactNode
  secondary: ResultAction
  primary: ResultAction
}) {
  return (
    <View className='pay-result' data-testid='pay-result' data-state={state}>
      <View className={`pay-result__icon pay-result__icon--${iconClass}`}>{icon}</View>
      {children}
      <View className='pay-result__actions'>
        <TapButton variant='outline' onClick={secondary.onClick} testId={secondary.testId}>
          {secondary.label}
        </TapButton>
        <TapButton variant={primary.variant ?? 'primary'} onClick={primary.onClick} testId={primary.testId}>
          {primary.label}
        </TapButton>
      </View>
    </View>
  )
}

export default function PayResult({ phase, onPayAgain, onCancelOrder, onRecheck, onOrders, onHome, onReorder }: PayResultProps) {
  const unpaidOrder = phase.kind === 'unpaid' ? phase.order : null
  const now = useNow(!!unpaidOrder)

  if (phase.kind === 'starting' || phase.kind === 'confirming') {
    return (
      <View className='pay-result' data-testid='pay-result' data-state='confirming'>
        <View className='pay-result__spinner' />
        <Text className='pay-result__title'>{phase.kind === 'starting' ? '正在发起支付…' : '正在确认支付结果…'}</Text>
        <Text className='pay-result__desc'>请勿关闭页面，通常只需几秒</Text>
      </View>
    )
  }

  if (phase.kind === 'paid') {
    const order = phase.order
    const vipUntil = order?.vip?.isVip && order.vip.expireAt ? order.vip.expireAt : null
    return (
      <ResultFrame
        state='paid'
        icon='✓'
        iconClass='ok'
        secondary={{ label: '查看订单', onClick: onOrders, testId: 'pay-to-orders' }}
        primary={{ label: vipUntil ? '开始使用会员' : '返回首页', onClick: onHome, testId: 'pay-to-home', variant: vipUntil ? 'gold' : 'primary' }}
      >
        <Text className='pay-result__title'>支付成功</Text>
        {order ? <Text className='pay-result__amount'>¥{fenToYuanFixed(order.payableFen)}</Text> : null}
        {vipUntil ? (
          <View className='pay-result__vip' data-testid='pay-result-vip'>
            <Text className='pay-result__vip-title'>心栈会员已生效</Text>
            <Text className='pay-result__vip-date' data-testid='pay-result-vip-expiry'>
              有效期至 {formatDate(vipUntil)}
            </Text>
          </View>
        ) : null}
        <View className='pay-result__details'>
          <Text>订单号 {phase.orderNumber}</Text>
          {order?.paidAt ? <Text>支付时间 {formatDateTime(order.paidAt)}</Text> : null}
        </View>
      </ResultFrame>
    )
  }

  if (phase.kind === 'closed') {
    return (
      <ResultFrame
        state='closed'
        icon='!'
        iconClass='off'
        secondary={{ label: '查看订单', onClick: onOrders, testId: 'pay-to-orders' }}
        primary={{ label: '重新下单', onClick: onReorder, testId: 'pay-reorder' }}
      >
        <Text className='pay-result__title'>订单已关闭</Text>
        <Text className='pay-result__desc'>{closeReasonText(phase.order.closeReason)}，使用的优惠券与积分已退回</Text>
      </ResultFrame>
    )
  }

  if (phase.kind === 'pending') {
    return (
      <ResultFrame
        state='pending'
        icon='…'
        iconClass='wait'
        secondary={{ label: '我的订单', onClick: onOrders, testId: 'pay-to-orders' }}
        primary={{ label: '重新查询', onClick: onRecheck, testId: 'pay-recheck' }}
      >
        <Text className='pay-result__title'>支付结果确认中</Text>
        <Text className='pay-result__desc'>
          {phase.message ? `${phase.message}。` : ''}如果你已完成付款，结果可能稍有延迟，可稍后在“我的订单”中查看；未付款的订单可继续支付。
        </Text>
      </ResultFrame>
    )
  }

  if (phase.kind === 'unpaid') {
    const left = unpaidOrder ? countdownText(unpaidOrder.payDeadline, now) : ''
    return (
      <ResultFrame
        state='unpaid'
        icon='¥'
        iconClass='wait'
        secondary={{ label: '取消订单', onClick: onCancelOrder, testId: 'pay-cancel-order' }}
        primary={{ label: '继续支付', onClick: onPayAgain, testId: 'pay-again' }}
      >
        <Text className='pay-result__title'>订单待支付</Text>
        {unpaidOrder ? <Text className='pay-result__amount'>¥{fenToYuanFixed(unpaidOrder.payableFen)}</Text> : null}
        <Text className='pay-result__desc'>
          {phase.message ? `${phase.message}，` : ''}
          {left ? `请在 ${left} 内完成支付，超时订单将自动关闭` : '订单保留15分钟，超时将自动关闭'}
        </Text>
        <View className='pay-result__details'>
          <Text>订单号 {phase.orderNumber}</Text>
        </View>
      </ResultFrame>
    )
  }

  return null
}
