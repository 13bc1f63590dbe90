// The countdown of a step: a ring that fills as the step's time passes, the time left inside.
import { Text, View } from '@tarojs/components'
import { formatClock } from '@/core/format'
import './TimerRing.scss'

export interface TimerRingProps {
  remaining: number
  /** 0..1 of the step's time passed. */
  progress: number
  running: boolean
  color: string
}

export default function TimerRing({ remaining, progress, running, color }: TimerRingProps) {
  const turn = Math.min(1, Math.max(0, progress))
  return (
    <View
      className='timer-ring'
      style={{ background: `conic-gradient(${color} ${turn}turn, rgba(31, 35, 41, 0.08) 0)` }}
      data-testid='exercise-timer'
      data-remaining={remaining}
      data-running={running ? 'true' : 'false'}
    >
      <View className='timer-ring__face'>
        <Text className='timer-ring__time'>{formatClock(remaining)}</Text>
        <Text className='timer-ring__state'>{running ? '进行中' : remaining > 0 ? '已暂停' : '时间到'}</Text>
      </View>
    </View>
  )
}
