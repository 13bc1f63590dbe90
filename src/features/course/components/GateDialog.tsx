// The gate of a locked chapter: the reason and the way through (log in, 开通会员, 购买).
import { Text, View } from '@tarojs/components'
import type { Gate } from '@/features/course/utils/gate'
import './GateDialog.scss'

export interface GateDialogProps {
  gate: Gate | null
  onAction: (gate: Gate) => void
  onClose: () => void
}

const TEST_IDS = { vip: 'course-vip', buy: 'course-buy', login: 'course-gate-login' } as const

export default function GateDialog({ gate, onAction, onClose }: GateDialogProps) {
  if (!gate) return null
  return (
    <View className='gate-dialog' data-testid='course-gate' data-action={gate.action} onClick={onClose}>
      <View className='gate-dialog__box' onClick={(e) => e.stopPropagation()}>
        <Text className='gate-dialog__title'>{gate.title}</Text>
        <Text className='gate-dialog__message'>{gate.message}</Text>
        <View className='gate-dialog__action' onClick={() => onAction(gate)} data-testid={TEST_IDS[gate.action]}>
          {gate.button}
        </View>
        <Text className='gate-dialog__cancel' onClick={onClose} data-testid='course-gate-close'>
          再看看
        </Text>
      </View>
    </View>
  )
}
