// What a person does to a withdrawal after applying: confirm the transfer waiting for them
// (WAIT_USER_CONFIRM) — on the sandbox's confirm sheet, or on WeChat's own page
// (core/pay/transfer) followed by asking the server for the outcome — and cancel one that still
// may be, after a question. Each action ends with the withdrawal as the server has it now.
import { useCallback, useEffect, useRef, useState } from 'react'
import ConfirmDialog from '@/components/ConfirmDialog'
import SandboxSheet from '@/components/SandboxSheet'
import { notifyError } from '@/components/feedback/notifyError'
import { confirmTransfer } from '@/core/pay/transfer'
import { toast } from '@/core/toast'
import { cancelWithdrawal, confirmSandboxTransfer, refreshWithdrawal } from '@/features/earnings/api/earnings'
import type { Withdrawal } from '@/features/earnings/api/earnings'

type SandboxChoice = 'confirm' | 'reject' | 'later'

const LATER = '可稍后在“提现记录”里确认收款'

export interface WithdrawalActions {
  /** Confirms the transfer of `w` (nothing to do when it waits for no one); resolves with it as it is now. */
  confirm: (w: Withdrawal) => Promise<Withdrawal>
  /** Asks, then cancels `w`; `onChanged` receives it cancelled. */
  askCancel: (w: Withdrawal) => void
  /** The confirm sheet and the cancel question: render them once on the page. */
  elements: JSX.Element
}

export function useWithdrawalActions(onChanged: (w: Withdrawal) => void): WithdrawalActions {
  const [sheetFor, setSheetFor] = useState<Withdrawal | null>(null)
  const resolver = useRef<((choice: SandboxChoice) => void) | null>(null)
  const [cancelling, setCancelling] = useState<Withdrawal | null>(null)
  const [busy, setBusy] = useState(false)
  const changed = useRef(onChanged)
  changed.current = onChanged

  // A page that goes away with the sheet open leaves the transfer waiting, as 稍后确认 does.
  useEffect(() => () => resolver.current?.('later'), [])

  const askSandbox = useCallback(
    (w: Withdrawal) =>
      new Promise<SandboxChoice>((resolve) => {
        resolver.current?.('later')
        resolver.current = resolve
        setSheetFor(w)
      }),
    [],
  )

  const choose = useCallback((choice: SandboxChoice) => {
    const resolve = resolver.current
    resolver.current = null
    setSheetFor(null)
    resolve?.(choice)
  }, [])

  const confirm = useCallback(
    async (w: Withdrawal): Promise<Withdrawal> => {
      if (!w.confirm) return w
      let next = w
      try {
        if (w.confirm.provider === 'sandbox') {
          const choice = await askSandbox(w)
          if (choice === 'later') toast(LATER)
          else next = await confirmSandboxTransfer(w.id, choice)
        } else {
          const outcome = await confirmTransfer(w.confirm)
          // WeChat's page came back: the outcome reaches the server by notification; ask for it now.
          if (outcome.result === 'shown') next = await refreshWithdrawal(w.id)
          else toast('message' in outcome ? outcome.message : `已暂不收款，${LATER}`)
        }
      } catch (e) {
        notifyError(e)
      }
      if (next !== w) changed.current(next)
      return next
    },
    [askSandbox],
  )

  const doCancel = async () => {
    if (!cancelling) return
    setBusy(true)
    try {
      const next = await cancelWithdrawal(cancelling.id)
      toast(next.status === 'cancelled' ? '已撤销，金额已退回可提现余额' : next.statusText)
      setCancelling(null)
      changed.current(next)
    } catch (e) {
      notifyError(e)
    } finally {
      setBusy(false)
    }
  }

  const elements = (
    <>
      <SandboxSheet
        visible={!!sheetFor}
        title='确认收款'
        amountFen={sheetFor?.netFen ?? 0}
        reference={`提现单号 ${sheetFor?.outBillNo ?? ''}`}
        method='微信零钱'
        note='测试环境，不会真实转账；确认收款后提现按到账处理，拒绝收款则按转账失败处理、金额退回可提现余额'
        confirm={{ text: '确认收款', onClick: () => choose('confirm'), testId: 'sandbox-transfer-confirm' }}
        cancel={{ text: '稍后确认', onClick: () => choose('later'), testId: 'sandbox-transfer-later' }}
        extra={{ text: '拒绝收款', onClick: () => choose('reject'), testId: 'sandbox-transfer-reject' }}
        testId='sandbox-transfer'
        amountTestId='sandbox-transfer-amount'
      />
      <ConfirmDialog
        visible={!!cancelling}
        title='撤销提现'
        content='撤销后，这笔提现的金额会退回可提现余额，可以重新申请。'
        confirmText='撤销提现'
        cancelText='再想想'
        danger
        loading={busy}
        onConfirm={doCancel}
        onCancel={() => setCancelling(null)}
      />
    </>
  )

  return { confirm, askCancel: setCancelling, elements }
}
