// The ··· menu of a post or a comment (with 分享 where the page offers it): my own can be deleted
// (after a confirm), someone else's reported with a reason (垃圾广告 / 色情低俗 / 人身攻击 / 违法信息 / 其他). The caller removes a
// deleted item from its list (onDeleted); a refused call shows the server's message.
import { useEffect, useState } from 'react'
import ConfirmDialog from '@/components/ConfirmDialog'
import SheetMenu from '@/components/SheetMenu'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { promptLogin } from '@/core/login/prompt'
import { toast } from '@/core/toast'
import { REPORT_REASONS, deleteComment, deletePost, reportContent } from '@/features/upgc/api/upgc'

export interface MenuTarget {
  type: 'post' | 'comment'
  id: number
  mine: boolean
}

export interface ContentMenuProps {
  /** The item whose menu is open; null when closed. */
  target: MenuTarget | null
  onClose: () => void
  onDeleted: (target: MenuTarget) => void
  /** Adds 分享 to the menu (动态详情's post). */
  onShare?: () => void
}

type Step = 'none' | 'menu' | 'report' | 'delete'

const NAME = { post: '动态', comment: '评论' }

export default function ContentMenu({ target, onClose, onDeleted, onShare }: ContentMenuProps) {
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
  const name = NAME[target.type]

  const remove = () => {
    if (busy) return
    setBusy(true)
    ;(target.type === 'post' ? deletePost(target.id) : deleteComment(target.id))
      .then(() => {
        toast(`${name}已删除`)
        onDeleted(target)
        done()
      })
      .catch(() => undefined)
      .finally(() => setBusy(false))
  }

  const report = (reason: string) => {
    if (busy) return
    setBusy(true)
    reportContent(target.type, target.id, reason)
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
          target.mine
            ? { key: 'delete', label: `删除${name}`, onClick: () => setStep('delete'), danger: true, testId: 'content-delete' }
            : { key: 'report', label: '举报', onClick: toReport, testId: 'content-report' },
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
        items={REPORT_REASONS.map((reason) => ({ key: reason, label: reason, onClick: () => report(reason), testId: 'content-report-reason', dataset: { reason } }))}
        testId='content-report-sheet'
      />

      <ConfirmDialog
        visible={step === 'delete'}
        title={`删除这条${name}？`}
        content={target.type === 'post' ? '删除后，动态和它的评论、点赞都不再显示，无法恢复。' : '删除后无法恢复。'}
        confirmText='删除'
        cancelText='再想想'
        danger
        loading={busy}
        onConfirm={remove}
        onCancel={() => close('delete')}
      />
    </>
  )
}
