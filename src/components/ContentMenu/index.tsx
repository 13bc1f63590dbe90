// The ··· menu of a piece of user content (a post, a punch, a comment), with 分享 where the page
// offers it: my own can be deleted (after a confirm) when the area allows it, someone else's
// reported with a reason (REPORT_REASONS). The area passes its calls (remove, report); the caller
// drops a deleted item from its list (onDeleted); a refused call shows the server's message (a
// second report of the same item: the request client's toast of its msg).
import { useEffect, useState } from 'react'
import ConfirmDialog from '@/components/ConfirmDialog'
import SheetMenu from '@/components/SheetMenu'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { promptLogin } from '@/core/login/prompt'
import { REPORT_REASONS } from '@/core/report'
import { toast } from '@/core/toast'

export interface MenuTarget<T extends string = string> {
  type: T
  id: number
  mine: boolean
}

export interface ContentMenuProps<T extends string> {
  /** The item whose menu is open; null when closed. */
  target: MenuTarget<T> | null
  /** What each type is called: 动态, 打卡, 评论. */
  names: Record<T, string>
  onClose: () => void
  /** Deletes my own item; without it (or when it answers undefined for a type) mine offer no 删除. */
  remove?: (target: MenuTarget<T>) => Promise<unknown> | undefined
  /** The confirm's text for a type (default 删除后无法恢复。). */
  deleteHint?: (target: MenuTarget<T>) => string
  onDeleted?: (target: MenuTarget<T>) => void
  report: (target: MenuTarget<T>, reason: string) => Promise<unknown>
  /** Adds 分享 to the menu. */
  onShare?: () => void
}

type Step = 'none' | 'menu' | 'report' | 'delete'

export default function ContentMenu<T extends string>({ target, names, onClose, remove, deleteHint, onDeleted, report, onShare }: ContentMenuProps<T>) {
  const { loggedIn } = useCurrentUser()
  const [step, setStep] = useState<Step>('none')
  const [busy, setBusy] = useState(false)
  useEffect(() => setStep(target ? 'menu' : 'none'), [target])
  // NutUI's Popup and Dialog call onClose also when they close because the next step opened:
  // only the step still shown may close the menu.
  const close = (which: Step) =>
    setStep((shown) => {
      if (shown !== which) return shown
      onClose()
      return 'none'
    })
  const done = () => {
    setStep('none')
    onClose()
  }

  if (!target) return null
  const name = names[target.type]

  const confirmDelete = () => {
    if (busy || !remove) return
    const call = remove(target)
    if (!call) return
    setBusy(true)
    call
      .then(() => {
        toast(`${name}已删除`)
        onDeleted?.(target)
        done()
      })
      .catch(() => undefined)
      .finally(() => setBusy(false))
  }

  const sendReport = (reason: string) => {
    if (busy) return
    setBusy(true)
    report(target, reason)
      .then(() => toast('举报已提交，我们会尽快核实处理'))
      // A second report of the same item is refused by the server (its message is shown).
      .catch(() => undefined)
      .finally(() => {
        setBusy(false)
        done()
      })
  }

  const toReport = () => {
    if (!loggedIn) {
      done()
      promptLogin()
      return
    }
    setStep('report')
  }

  const own = target.mine
    ? remove
      ? [{ key: 'delete', label: `删除${name}`, onClick: () => setStep('delete'), danger: true, testId: 'content-delete' }]
      : []
    : [{ key: 'report', label: '举报', onClick: toReport, testId: 'content-report' }]

  return (
    <>
      <SheetMenu
        visible={step === 'menu'}
        onClose={() => close('menu')}
        onCancel={done}
        items={[
          ...(onShare
            ? [
                {
                  key: 'share',
                  label: '分享',
                  onClick: () => {
                    done()
                    onShare()
                  },
                  testId: 'content-share',
                },
              ]
            : []),
          ...own,
        ]}
        testId='content-menu'
        cancelTestId='content-menu-cancel'
        dataset={{ type: target.type, id: target.id }}
      />

      <SheetMenu
        visible={step === 'report'}
        onClose={() => close('report')}
        onCancel={done}
        title={`举报这条${name}，请选择原因`}
        items={REPORT_REASONS.map((reason) => ({ key: reason, label: reason, onClick: () => sendReport(reason), testId: 'content-report-reason', dataset: { reason } }))}
        testId='content-report-sheet'
      />

      <ConfirmDialog
        visible={step === 'delete'}
        title={`删除这条${name}？`}
        content={deleteHint ? deleteHint(target) : '删除后无法恢复。'}
        confirmText='删除'
        cancelText='再想想'
        danger
        loading={busy}
        onConfirm={confirmDelete}
        onCancel={() => close('delete')}
      />
    </>
  )
}
