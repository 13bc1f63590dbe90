// The guided mode of a practice: one step at a time with its text and countdown (pause / resume,
// previous / next), the exercise's audio while the timer runs, and 完成练习 at the end, which
// records the completion and goes on to exerciseFeel.
import { Text, View } from '@tarojs/components'
import { useDidHide } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import TapButton from '@/components/TapButton'
import { completePractice } from '@/features/exercise/api/exercise'
import type { ExerciseDetail } from '@/features/exercise/api/exercise'
import TimerRing from '@/features/exercise/components/TimerRing'
import { useExerciseAudio } from '@/features/exercise/hooks/useExerciseAudio'
import { useGuide } from '@/features/exercise/hooks/useGuide'
import { toFeel } from '@/features/exercise/utils/nav'
import './GuidedPractice.scss'

export default function GuidedPractice({ exercise, clientId }: { exercise: ExerciseDetail; clientId: string }) {
  const guide = useGuide(exercise.steps)
  const [completing, setCompleting] = useState(false)
  const state = guide.state
  const running = !!state?.running

  // The guide starts once, when the practice opens.
  useEffect(guide.start, [])
  useExerciseAudio(exercise.audioUrl, running)
  // Leaving the app pauses the practice rather than letting the timer run out unseen.
  useDidHide(guide.pause)

  if (!state) return null
  const step = exercise.steps[state.index]
  const last = state.index === exercise.steps.length - 1

  const complete = () => {
    if (completing) return
    setCompleting(true)
    guide.pause()
    completePractice(clientId)
      .then(() => toFeel(clientId))
      // The client has toasted why; the practice can be completed again.
      .catch(() => setCompleting(false))
  }

  return (
    <View className='guided' data-testid='exercise-guided' data-client-id={clientId}>
      <View className='guided__progress'>
        {exercise.steps.map((s, i) => (
          <View key={s.no} className={`guided__dot${i < state.index ? ' guided__dot--done' : ''}${i === state.index ? ' guided__dot--on' : ''}`} />
        ))}
      </View>
      <View className='guided__step' data-testid='exercise-step' data-step-no={step.no} data-step-index={state.index}>
        <Text className='guided__count'>
          第 {state.index + 1} / {exercise.steps.length} 步
        </Text>
        <Text className='guided__title'>{step.title}</Text>
        <Text className='guided__text'>{step.text}</Text>
      </View>
      <TimerRing remaining={guide.remaining} progress={guide.progress} running={running} color={exercise.coverColor} />
      {state.done ? <Text className='guided__hint'>最后一步的时间到了，点「完成练习」记录这次练习</Text> : null}
      {exercise.audioUrl ? <Text className='guided__hint'>{running ? '♪ 引导音频播放中' : '引导音频已暂停'}</Text> : null}

      <View className='guided__controls'>
        <TapButton variant='outline' size='small' disabled={state.index === 0} onClick={guide.previous} testId='exercise-previous'>
          上一步
        </TapButton>
        <TapButton variant='outline' size='small' disabled={state.done} onClick={running ? guide.pause : guide.resume} testId='exercise-pause'>
          {running ? '暂停' : '继续'}
        </TapButton>
        {last ? null : (
          <TapButton variant='outline' size='small' onClick={guide.next} testId='exercise-next'>
            下一步
          </TapButton>
        )}
      </View>
      {last ? (
        <View className='guided__finish'>
          <TapButton block disabled={completing} onClick={complete} testId='exercise-complete'>
            {completing ? '正在保存…' : '完成练习'}
          </TapButton>
        </View>
      ) : null}
    </View>
  )
}
