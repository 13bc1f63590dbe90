// The ··· menu of a post or a comment (with 分享 where the page offers it): my own can be deleted
// (after a confirm), someone else's reported with a reason (垃圾广告 / 色情低俗 / 人身攻击 / 违法信息 / 其他). The caller removes a
// deleted item from its list (onDeleted); a refused call shows the server's message.
import { Popup } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import ConfirmDialog from '@/components/ConfirmDialog'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { Z_INDEX_BASE } from '@/core/config'
import { promptLogin } from '@/core/login/prompt'
import { toast } from '@/core/toast'
import { REPORT_REASONS, deleteComment, deletePost, reportContent } from '@/features/upgc/api/upgc'
import './ContentMenu.scss'

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
      <Popup visible={step === 'menu'} position='bottom' round zIndex={Z_INDEX_BASE} onClose={() => close('menu')}>
        <View className='content-menu' data-testid='content-menu' data-type={target.type} data-id={target.id}>
          {onShare ? (
            <View
              className='content-menu__item'
              onClick={() => {
                done()
                onShare()
              }}
              data-testid='content-share'
            >
              分享
            </View>
          ) : null}
          {target.mine ? (
            <View className='content-menu__item content-menu__item--danger' onClick={() => setStep('delete')} data-testid='content-delete'>
              删除{name}
            </View>
          ) : (
            <View className='content-menu__item' onClick={toReport} data-testid='content-report'>
              举报
            </View>
          )}
          <View className='content-menu__item content-menu__item--cancel' onClick={done} data-testid='content-menu-cancel'>
            取消
          </View>
        </View>
      </Popup>

      <Popup visible={step === 'report'} position='bottom' round zIndex={Z_INDEX_BASE} onClose={() => close('report')}>
        <View className='content-menu' data-testid='content-report-sheet'>
          <Text className='content-menu__title'>举报这条{name}，请选择原因</Text>
          {REPORT_REASONS.map((reason) => (
            <View key={reason} className='content-menu__item' onClick={() => report(reason)} data-testid='content-report-reason' data-reason={reason}>
              {reason}
            </View>
          ))}
          <View className='content-menu__item content-menu__item--cancel' onClick={done}>
            取消
          </View>
        </View>
      </Popup>

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
