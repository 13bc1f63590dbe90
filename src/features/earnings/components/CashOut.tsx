// 提现 (/distribution/cashOutpage, /reading/getMoney): the account, the form, then the transfer's
// confirmation (the sandbox sheet or WeChat's page) and the withdrawal's result page of the area.
import { Text, View } from '@tarojs/components'
import StateView from '@/components/StateView'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { useRequest } from '@/components/hooks/useRequest'
import { openRoute, replaceRoute } from '@/components/navigation/navigate'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { getAccount } from '@/features/earnings/api/earnings'
import type { Withdrawal, WithdrawalFrom } from '@/features/earnings/api/earnings'
import EarningsSummary from '@/features/earnings/components/EarningsSummary'
import WithdrawForm from '@/features/earnings/components/WithdrawForm'
import { useWithdrawalActions } from '@/features/earnings/hooks/useWithdrawalActions'
import { AREA_OF, LEDGER_ROUTE, RECORDS_ROUTE } from '@/features/earnings/utils/labels'
import './CashOut.scss'

export default function CashOut({ from }: { from: WithdrawalFrom }) {
  const { loggedIn } = useCurrentUser()
  const account = useRequest(getAccount, [], loggedIn)
  const actions = useWithdrawalActions(() => undefined)
  // Back from the records (a cancel gives money back) or the ledger: read the balances again.
  useOnReturn(account.reload)

  if (!loggedIn) return <LoginRequired message='登录后查看收益并提现' />
  if (account.loading && !account.data) return <StateView status='loading' message='正在读取你的收益…' />
  if (account.error || !account.data) {
    return <StateView status='error' message={account.error || '收益信息加载失败'} actionText='重新加载' onAction={account.reload} />
  }

  const applied = async (w: Withdrawal) => {
    const now = await actions.confirm(w)
    void replaceRoute(AREA_OF[from].success, { id: now.id, from })
  }

  return (
    <View className='cash-out' data-testid='cash-out' data-from={from}>
      <EarningsSummary balances={account.data.balances} />
      <WithdrawForm account={account.data} from={from} onApplied={(w) => void applied(w)} />
      <View className='cash-out__links'>
        <Text className='cash-out__link' onClick={() => void openRoute(RECORDS_ROUTE)} data-testid='cash-out-records'>
          提现记录
        </Text>
        <Text className='cash-out__split'>|</Text>
        <Text className='cash-out__link' onClick={() => void openRoute(LEDGER_ROUTE)} data-testid='cash-out-ledger'>
          收支明细
        </Text>
      </View>
      {actions.elements}
    </View>
  )
}
