// One exercise in a list: a colour block with the step count, title, summary and figures.
import { Text, View } from '@tarojs/components'
import { formatLearners } from '@/components/CourseCard/format'
import type { ExerciseCard as Card } from '@/features/exercise/api/exercise'
import { exerciseMinutes } from '@/features/exercise/utils/practice'
import './ExerciseCard.scss'

export default function ExerciseCard({ exercise, onClick }: { exercise: Card; onClick: (e: Card) => void }) {
  return (
    <View className='exercise-card' onClick={() => onClick(exercise)} data-testid='exercise-card' data-exercise-id={exercise.id}>
      <View className='exercise-card__cover' style={{ background: exercise.coverColor }}>
        <Text className='exercise-card__steps'>{exercise.stepCount}</Text>
        <Text className='exercise-card__steps-unit'>步</Text>
        {exercise.access === 'vip' ? <Text className='exercise-card__vip'>会员</Text> : null}
      </View>
      <View className='exercise-card__body'>
        <Text className='exercise-card__title'>{exercise.title}</Text>
        <Text className='exercise-card__summary'>{exercise.summary || exercise.subtitle}</Text>
        <Text className='exercise-card__meta'>
          {exercise.category} · {exercise.stepCount}步 · {exerciseMinutes(exercise.totalSeconds)}分钟 · {formatLearners(exercise.people)}人练过
        </Text>
      </View>
    </View>
  )
}
