import { Text, View } from '@tarojs/components'
import { WIZARD_STEPS } from '@/features/userTagManager/hooks/useWizard'
import './StepIndicator.scss'

/** 1 基本信息 — 2 年龄段 — 3 兴趣偏好, the current one highlighted. */
export default function StepIndicator({ current, done }: { current: number; done?: boolean }) {
  return (
    <View className='step-indicator' data-testid='wizard-steps' data-current={String(current + 1)}>
      {WIZARD_STEPS.map((step, i) => {
        const state = done || i < current ? 'done' : i === current ? 'current' : 'todo'
        return (
          <View key={step.route} className={`step-indicator__step step-indicator__step--${state}`}>
            <View className='step-indicator__dot'>{state === 'done' ? '✓' : i + 1}</View>
            <Text className='step-indicator__label'>{step.label}</Text>
            {i < WIZARD_STEPS.length - 1 ? <View className='step-indicator__line' /> : null}
          </View>
        )
      })}
    </View>
  )
}
