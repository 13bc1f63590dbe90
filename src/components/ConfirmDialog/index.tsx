// A yes/no question before an irreversible step (log out, discard edits).
import { View } from '@tarojs/components'
import { Button, Dialog } from '@nutui/nutui-react-taro'
import type { ReactNode } from 'react'
import './index.scss'

export interface ConfirmDialogProps {
  visible: boolean
  title: string
  content?: ReactNode
  confirmText?: string
  cancelText?: string
  /** Confirm is the destructive choice (red). */
  danger?: boolean
  loading?: boolean
  onConfirm: () => void
  onCancel: () => void
}

export default function ConfirmDialog(props: ConfirmDialogProps) {
  const { visible, title, content, confirmText = '确定', cancelText = '取消', danger, loading, onConfirm, onCancel } = props
  return (
    <Dialog
      visible={visible}
      title={title}
      onCancel={onCancel}
      onClose={onCancel}
      footer={
        <View className='confirm-dialog__footer' data-testid='confirm-dialog'>
          <Button className='confirm-dialog__button' type='default' fill='outline' onClick={onCancel} data-testid='confirm-cancel'>
            {cancelText}
          </Button>
          <Button
            className='confirm-dialog__button'
            type={danger ? 'danger' : 'primary'}
            fill='solid'
            loading={loading}
            onClick={onConfirm}
            data-testid='confirm-ok'
          >
            {confirmText}
          </Button>
        </View>
      }
    >
      {content}
    </Dialog>
  )
}
