// 活动结算 (organiser, ?partyId=): after the party, what will be settled — paid sign-ups, the fees,
// the platform fee (its rate kept on the party) and my share — and 确认结算 once (why not yet,
// in the server's words, while it cannot); settled: when, what stays after refunds, and 去提现.
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import ConfirmDialog from '@/components/ConfirmDialog'
import StateView from '@/components/StateView'
import RequestError from '@/components/StateView/RequestError'
import ResultFrame from '@/components/ResultFrame'
import TapButton from '@/components/TapButton'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { useRequest } from '@/components/hooks/useRequest'
import { usePageRoute } from '@/components/PageShell/context'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { fenToYuanFixed } from '@/core/format'
import { toast } from '@/core/toast'
import { getSettlement, settleParty, type Settlement as SettlementView } from '@/features/reading/api/reading'
import { momentOf, percentOfBp } from '@/features/reading/utils/format'
import { openGetMoney, partyIdOf } from '@/features/reading/utils/nav'
import './Settlement.scss'

const ELSEWHERE = { text: '我的读书会', route: 'reading-mycenter' }

function Figures({ s }: { s: SettlementView }) {
  return (
    <View className='reading-settle__panel'>
      <View className='reading-settle__row'>
        <Text className='reading-settle__label'>付费报名</Text>
        <Text data-testid='reading-settle-signups' data-value={s.paidSignups}>
          {s.paidSignups}人
        </Text>
      </View>
      <View className='reading-settle__row'>
        <Text className='reading-settle__label'>报名费合计</Text>
        <Text data-testid='reading-settle-gross' data-fen={s.grossFen}>
          ¥{fenToYuanFixed(s.grossFen)}
        </Text>
      </View>
      <View className='reading-settle__row'>
        <Text className='reading-settle__label'>平台服务费（{percentOfBp(s.platformFeeBp)}）</Text>
        <Text data-testid='reading-settle-platform' data-fen={s.platformFen}>
          -¥{fenToYuanFixed(s.platformFen)}
        </Text>
      </View>
      {s.reversedFen > 0 ? (
        <View className='reading-settle__row'>
          <Text className='reading-settle__label'>结算后退款扣回</Text>
          <Text data-testid='reading-settle-reversed' data-fen={s.reversedFen}>
            -¥{fenToYuanFixed(s.reversedFen)}
          </Text>
        </View>
      ) : null}
      <View className='reading-settle__row reading-settle__row--total'>
        <Text>{s.settledAt !== null ? '我的收入' : '预计收入'}</Text>
        <Text className='reading-settle__share' data-testid='reading-settle-share' data-fen={s.shareFen}>
          ¥{fenToYuanFixed(s.shareFen)}
        </Text>
      </View>
    </View>
  )
}

export default function Settlement() {
  const { params } = usePageRoute()
  const partyId = partyIdOf(params)
  const { loggedIn } = useCurrentUser()
  const view = useRequest(() => getSettlement(partyId ?? 0), [partyId, loggedIn], loggedIn && partyId !== null)
  const [settled, setSettled] = useState<SettlementView | null>(null)
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  usePullDownReload(view.reload, view.loading)

  if (!loggedIn) return <LoginRequired message='登录后结算读书会' />
  if (partyId === null) return <StateView status='error' message='读书会不存在' />
  const s = settled ?? view.data
  if (view.loading && !s) return <StateView status='loading' />
  if (!s) return <RequestError request={view} elsewhere={ELSEWHERE} />

  const settle = () => {
    if (busy) return
    setBusy(true)
    settleParty(s.partyId)
      .then((result) => {
        setSettled(result)
        setAsking(false)
        toast('结算成功，收入已计入可提现余额')
      })
      .catch(() => {
        setAsking(false)
        view.reload()
      })
      .finally(() => setBusy(false))
  }

  const state = s.settledAt !== null ? 'settled' : s.canSettle ? 'ready' : 'blocked'
  return (
    <View className='reading-settle' data-testid='reading-settlement' data-state={state}>
      <View className='reading-settle__head'>
        <Text className='reading-settle__title'>{s.title}</Text>
        <Text className='reading-settle__sub'>活动结束于 {momentOf(s.endsAt)}</Text>
      </View>

      {s.settledAt !== null ? (
        <ResultFrame
          testId='reading-settle-done'
          state='settled'
          mark={{ text: '✓', tone: 'ok' }}
          title='已结算'
          actions={[{ label: '去提现', onClick: openGetMoney, testId: 'reading-settle-getmoney', variant: 'gold' }]}
        >
          <Text className='result-frame__amount' data-testid='reading-settle-done-amount' data-fen={s.shareFen}>
            ¥{fenToYuanFixed(s.shareFen)}
          </Text>
          <Text className='result-frame__desc'>{momentOf(s.settledAt)} 结算，收入已计入可提现余额</Text>
        </ResultFrame>
      ) : null}

      <Figures s={s} />

      <Text className='reading-settle__rule'>
        结算在活动结束后进行，只结算已支付且未退款的报名；平台服务费按发起时的费率（{percentOfBp(s.platformFeeBp)}）计算。结算后的收入可提现，若有报名在结算后退款，对应收入将从余额中扣回。
      </Text>

      {s.settledAt === null ? (
        <View className='reading-settle__actions'>
          {s.canSettle ? (
            <TapButton block onClick={() => setAsking(true)} disabled={busy} testId='reading-settle-submit'>
              确认结算
            </TapButton>
          ) : (
            <Text className='reading-settle__blocked' data-testid='reading-settle-blocked'>
              {s.blockedReason}
            </Text>
          )}
        </View>
      ) : null}

      <ConfirmDialog
        visible={asking}
        title='确认结算'
        content={`结算后¥${fenToYuanFixed(s.shareFen)}将计入你的可提现余额，每场读书会只能结算一次。`}
        confirmText='确认结算'
        cancelText='再想想'
        loading={busy}
        onConfirm={settle}
        onCancel={() => setAsking(false)}
      />
    </View>
  )
}
