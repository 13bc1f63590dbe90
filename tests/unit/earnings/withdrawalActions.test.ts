// After applying: confirming a transfer that waits for its person — on the sandbox's sheet (which
// calls the sandbox confirm route) or on WeChat's page (then the withdrawal is refreshed), a
// message where that cannot happen — and cancelling after the question.
import { act, createElement } from 'react'
import type { ReactNode } from 'react'
import Taro from '@tarojs/taro'
import type { SandboxSheetProps } from '@/components/SandboxSheet'
import type { ConfirmDialogProps } from '@/components/ConfirmDialog'
import type { Withdrawal } from '@/features/earnings/api/earnings'
import { useWithdrawalActions, type WithdrawalActions } from '@/features/earnings/hooks/useWithdrawalActions'
import { confirmTransfer } from '@/core/pay/transfer'
import { flush, mockTransport, ok, resetSession } from '../helpers'
import { waitingForConfirm, withdrawal } from './fixtures'

// The sheet and the dialog are NutUI popups: stand-ins keep their props for the test to press.
let sheet: SandboxSheetProps | null = null
let dialog: ConfirmDialogProps | null = null
jest.mock('@/components/SandboxSheet', () => ({
  __esModule: true,
  default: (props: SandboxSheetProps) => {
    sheet = props
    return null
  },
}))
jest.mock('@/components/ConfirmDialog', () => ({
  __esModule: true,
  default: (props: ConfirmDialogProps) => {
    dialog = props
    return null
  },
}))
jest.mock('@/core/pay/transfer', () => ({ confirmTransfer: jest.fn() }))

interface Root {
  render(node: ReactNode): void
  unmount(): void
}
const { createRoot } = require('react-dom/client') as { createRoot(container: Element): Root }
;(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root
let actions: WithdrawalActions
const changed: Withdrawal[] = []

function Probe() {
  actions = useWithdrawalActions((w) => changed.push(w))
  return actions.elements
}

const toasts = () => (Taro.showToast as jest.Mock).mock.calls.map(([o]) => (o as { title: string }).title)

beforeEach(async () => {
  resetSession()
  sheet = null
  dialog = null
  changed.length = 0
  root = createRoot(document.createElement('div'))
  await act(async () => root.render(createElement(Probe)))
})
afterEach(() => act(() => root.unmount()))

/** Starts confirm(w), lets the sheet open, presses one of its choices, and returns the outcome. */
async function confirmOnSheet(w: Withdrawal, press: (s: SandboxSheetProps) => void): Promise<Withdrawal> {
  let outcome!: Promise<Withdrawal>
  await act(async () => {
    outcome = actions.confirm(w)
    await flush()
  })
  expect(sheet?.visible).toBe(true)
  expect(sheet?.amountFen).toBe(w.netFen)
  expect(sheet?.reference).toBe(`提现单号 ${w.outBillNo}`)
  await act(async () => {
    press(sheet!)
    await flush(10)
  })
  expect(sheet?.visible).toBe(false)
  return outcome
}

test('sandbox: 确认收款 calls the sandbox confirm route and answers the withdrawal as it is now', async () => {
  const done = withdrawal({ status: 'succeeded', statusText: '已到账', providerState: 'SUCCESS', canCancel: false })
  const transport = mockTransport({ 'POST /earnings/sandbox/transfer/confirm': ok(done) })
  const w = waitingForConfirm('sandbox')
  expect(await confirmOnSheet(w, (s) => s.confirm.onClick())).toEqual(done)
  expect(transport.sent.map((r) => [r.method, r.url, r.body])).toEqual([['POST', '/earnings/sandbox/transfer/confirm', { id: 7, result: 'confirm' }]])
  expect(changed).toEqual([done])
})

test('sandbox: 拒绝收款 sends reject', async () => {
  const failed = withdrawal({ status: 'failed', statusText: '转账失败，金额已退回', canCancel: false })
  const transport = mockTransport({ 'POST /earnings/sandbox/transfer/confirm': ok(failed) })
  expect(await confirmOnSheet(waitingForConfirm('sandbox'), (s) => s.extra!.onClick())).toEqual(failed)
  expect(transport.sent.map((r) => r.body)).toEqual([{ id: 7, result: 'reject' }])
})

test('sandbox: 稍后确认 calls nothing, leaves it waiting and says where to confirm later', async () => {
  const transport = mockTransport({})
  const w = waitingForConfirm('sandbox')
  expect(await confirmOnSheet(w, (s) => s.cancel.onClick())).toBe(w)
  expect(transport.sent).toEqual([])
  expect(changed).toEqual([])
  expect(toasts()).toEqual(['可稍后在“提现记录”里确认收款'])
})

test("WeChat: its page is given the server's confirm data, then the withdrawal is refreshed", async () => {
  const done = withdrawal({ status: 'succeeded', statusText: '已到账', provider: 'wechat' })
  const transport = mockTransport({ 'POST /earnings/withdrawals/7/refresh': ok(done) })
  ;(confirmTransfer as jest.Mock).mockResolvedValue({ result: 'shown' })
  const w = waitingForConfirm('wechat')
  let outcome!: Withdrawal
  await act(async () => {
    outcome = await actions.confirm(w)
  })
  expect(confirmTransfer).toHaveBeenCalledWith(w.confirm)
  expect(outcome).toEqual(done)
  expect(transport.sent.map((r) => [r.method, r.url])).toEqual([['POST', '/earnings/withdrawals/7/refresh']])
  expect(sheet?.visible).toBe(false)
})

test('WeChat: outside WeChat the message says where to confirm, and nothing is asked of the server', async () => {
  const transport = mockTransport({})
  ;(confirmTransfer as jest.Mock).mockResolvedValue({ result: 'unavailable', message: '请在微信中打开心栈，到“提现记录”里确认收款' })
  const w = waitingForConfirm('wechat')
  let outcome!: Withdrawal
  await act(async () => {
    outcome = await actions.confirm(w)
  })
  expect(outcome).toBe(w)
  expect(transport.sent).toEqual([])
  expect(toasts()).toEqual(['请在微信中打开心栈，到“提现记录”里确认收款'])
})

test('a withdrawal waiting for no one needs no confirm', async () => {
  const transport = mockTransport({})
  const w = withdrawal({ status: 'reviewing', confirm: null })
  let outcome!: Withdrawal
  await act(async () => {
    outcome = await actions.confirm(w)
  })
  expect(outcome).toBe(w)
  expect(transport.sent).toEqual([])
  expect(confirmTransfer).not.toHaveBeenCalled()
})

test('cancel asks first, then cancels and hands the cancelled withdrawal back', async () => {
  const cancelled = withdrawal({ status: 'cancelled', statusText: '已撤销，金额已退回', canCancel: false })
  const transport = mockTransport({ 'POST /earnings/withdrawals/7/cancel': ok(cancelled) })
  await act(async () => actions.askCancel(withdrawal({ status: 'reviewing' })))
  expect(dialog?.visible).toBe(true)
  expect(transport.sent).toEqual([])
  await act(async () => {
    dialog!.onConfirm()
    await flush(10)
  })
  expect(transport.sent.map((r) => [r.method, r.url])).toEqual([['POST', '/earnings/withdrawals/7/cancel']])
  expect(changed).toEqual([cancelled])
  expect(dialog?.visible).toBe(false)
  expect(toasts()).toContain('已撤销，金额已退回可提现余额')
})
