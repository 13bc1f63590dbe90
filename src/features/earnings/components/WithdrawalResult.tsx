// 提现成功 (/distribution/cashOutSuccess, /reading/getMoneySucess, `?id=&from=`): the withdrawal as
// the server has it now — arrived, waiting for the person's confirm (确认收款), under review or in
// transfer (刷新状态), or returned — what happens next, its facts, and the way back to the area
// it was made from.
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import ResultFrame from '@/components/ResultFrame'
import type { ResultMark } from '@/components/ResultFrame'
import StateView from '@/components/StateView'
import { usePageRoute } from '@/components/PageShell/context'
import { notifyError } from '@/components/feedback/notifyError'
import { useRequest } from '@/components/hooks/useRequest'
import { backToRoute, openRoute } from '@/components/navigation/navigate'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { fenToYuanFixed } from '@/core/format'
import { getWithdrawal, refreshWithdrawal } from '@/features/earnings/api/earnings'
import type { Withdrawal } from '@/features/earnings/api/earnings'
import WithdrawalFacts from '@/features/earnings/components/WithdrawalFacts'
import { useWithdrawalActions } from '@/features/earnings/hooks/useWithdrawalActions'
import { AREA_OF, fromParam, nextStepText, RECORDS_ROUTE, withdrawalTone } from '@/features/earnings/utils/labels'
import './WithdrawalResult.scss'

/** The outcome's mark and title. */
function outcome(w: Withdrawal): { mark: ResultMark; title: string } {
  switch (withdrawalTone(w)) {
    case 'done':
      return { mark: { text: '✓', tone: 'ok' }, title: '提现成功' }
    case 'action':
      return { mark: { text: '¥', tone: 'wait' }, title: '待确认收款' }
    case 'wait':
      return { mark: { text: '…', tone: 'wait' }, title: w.status === 'reviewing' ? '提现申请已提交' : '转账处理中' }
    case 'fail':
      return { mark: { text: '!', tone: 'fail' }, title: w.statusText }
    case 'off':
      return { mark: { text: '!', tone: 'off' }, title: w.statusText }
  }
}

function positiveInt(value: string | undefined): number {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : 0
}

export default function WithdrawalResult() {
  const { params } = usePageRoute()
  const { loggedIn } = useCurrentUser()
  const id = positiveInt(params.id)
  const loaded = useRequest(() => getWithdrawal(id), [id], loggedIn && id > 0)
  const [current, setCurrent] = useState<Withdrawal | null>(null)
  const [refreshing, setRefreshing] = useState(false)
  const actions = useWithdrawalActions(setCurrent)
  useEffect(() => setCurrent(loaded.data ?? null), [loaded.data])

  // The area it came from: the withdrawal's own, else the address's.
  const area = AREA_OF[current?.from ?? fromParam(params.from)]
  const back = { label: area.homeText, onClick: () => backToRoute(area.home), testId: 'withdrawal-result-back' }

  if (!loggedIn) return <LoginRequired message='登录后查看提现结果' />
  if (!id) {
    return <StateView status='error' message='没有找到这笔提现，请在提现记录中查看' actionText='查看提现记录' onAction={() => void openRoute(RECORDS_ROUTE)} />
  }
  if (loaded.loading && !current) return <StateView status='loading' message='正在读取提现结果…' />
  if (loaded.error || !current) {
    return <StateView status='error' message={loaded.error || '提现结果加载失败'} actionText={loaded.refused ? undefined : '重新加载'} onAction={loaded.reload} />
  }

  const w = current
  const tone = withdrawalTone(w)
  const { mark, title } = outcome(w)

  const refresh = async () => {
    setRefreshing(true)
    try {
      setCurrent(await refreshWithdrawal(w.id))
    } catch (e) {
      notifyError(e)
    } finally {
      setRefreshing(false)
    }
  }

  const main =
    tone === 'action'
      ? { label: '确认收款', onClick: () => void actions.confirm(w), testId: 'withdrawal-result-confirm' }
      : tone === 'wait' && w.status === 'transferring'
        ? { label: refreshing ? '正在刷新…' : '刷新状态', onClick: () => void refresh(), testId: 'withdrawal-result-refresh' }
        : back

  return (
    <View className='withdrawal-result'>
      <ResultFrame
        testId='withdrawal-result'
        state={w.status}
        mark={mark}
        title={title}
        actions={[{ label: '提现记录', onClick: () => void openRoute(RECORDS_ROUTE), testId: 'withdrawal-result-records', variant: 'outline' }, main]}
      >
        <Text className='result-frame__amount' data-testid='withdrawal-result-amount'>
          ¥{fenToYuanFixed(w.netFen)}
        </Text>
        <Text className={`result-frame__desc withdrawal-result__next withdrawal-result__next--${tone}`} data-testid='withdrawal-result-next'>
          {nextStepText(w)}
        </Text>
        <WithdrawalFacts withdrawal={w} />
        {w.canCancel ? (
          <Text className='withdrawal-result__cancel' onClick={() => actions.askCancel(w)} data-testid='withdrawal-result-cancel'>
            撤销这笔提现
          </Text>
        ) : null}
      </ResultFrame>
      {main !== back ? (
        <View className='withdrawal-result__back' onClick={back.onClick} data-testid={back.testId}>
          {back.label}
        </View>
      ) : null}
      {actions.elements}
    </View>
  )
}
