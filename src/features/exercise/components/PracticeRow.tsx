// One practice in my list: the exercise, when, completed or not, and the mood face if recorded.
import { Text, View } from '@tarojs/components'
import { formatDateTime } from '@/core/format'
import type { Practice } from '@/features/exercise/api/exercise'
import MoodFace from '@/features/exercise/components/MoodFace'
import { moodLabel } from '@/features/exercise/utils/practice'
import './PracticeRow.scss'

export default function PracticeRow({ practice: p, onClick }: { practice: Practice; onClick: (p: Practice) => void }) {
  return (
    <View className='practice-row' onClick={() => onClick(p)} data-testid='practice-row' data-client-id={p.clientId} data-completed={p.completedAt ? 'true' : 'false'}>
      <View className='practice-row__mark' style={{ background: p.exercise.coverColor }} />
      <View className='practice-row__body'>
        <Text className='practice-row__title'>{p.exercise.title}</Text>
        <Text className='practice-row__meta'>
          {formatDateTime(p.startedAt)} · <Text className={p.completedAt ? 'practice-row__done' : 'practice-row__open'}>{p.completedAt ? '已完成' : '未完成'}</Text>
        </Text>
      </View>
      {p.mood ? (
        <View className='practice-row__mood' data-mood={p.mood}>
          <MoodFace mood={p.mood} size='small' />
          <Text className='practice-row__mood-label'>{moodLabel(p.mood)}</Text>
        </View>
      ) : null}
    </View>
  )
}
