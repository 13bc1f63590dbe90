// 练习记录 (login, ?clientId=): one practice: the exercise, when it started and ended, how it
// felt; 再练一次 opens the exercise again, 记录感受 when none was recorded.
import { Text, View } from '@tarojs/components'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import LoginRequired from '@/components/session/LoginRequired'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { useRequest } from '@/components/hooks/useRequest'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { formatDateTime } from '@/core/format'
import { getPractice } from '@/features/exercise/api/exercise'
import MoodFace from '@/features/exercise/components/MoodFace'
import { openExercise, openFeel } from '@/features/exercise/utils/nav'
import { exerciseMinutes, isClientId, moodLabel } from '@/features/exercise/utils/practice'
import './MyExercise.scss'

export default function MyExercise({ clientId }: { clientId: string }) {
  const { loggedIn } = useCurrentUser()
  const valid = isClientId(clientId)
  const practice = useRequest(() => getPractice(clientId), [clientId], loggedIn && valid)
  useOnReturn(practice.reload)

  if (!loggedIn) return <LoginRequired message='登录后查看你的练习记录' />
  if (!valid) return <StateView status='error' message='练习记录不存在' />
  if (practice.loading && !practice.data) return <StateView status='loading' />
  if (practice.error || !practice.data) return <StateView status='error' message={practice.error} actionText='重新加载' onAction={practice.reload} />

  const p = practice.data
  const e = p.exercise
  return (
    <View className='my-exercise' data-testid='my-exercise' data-client-id={p.clientId} data-completed={p.completedAt ? 'true' : 'false'}>
      <View className='my-exercise__card' style={{ background: e.coverColor }}>
        <Text className='my-exercise__category'>{e.category}</Text>
        <Text className='my-exercise__title'>{e.title}</Text>
        <Text className='my-exercise__meta'>
          {e.stepCount}个步骤 · 约{exerciseMinutes(e.totalSeconds)}分钟
        </Text>
      </View>

      <View className='my-exercise__section'>
        <Row label='开始时间' value={formatDateTime(p.startedAt)} />
        <Row label='完成时间' value={p.completedAt ? formatDateTime(p.completedAt) : '未完成'} testId='practice-completed' />
      </View>

      <View className='my-exercise__section' data-testid='practice-feel' data-mood={p.mood ?? ''}>
        <Text className='my-exercise__h'>练习感受</Text>
        {p.mood ? (
          <>
            <View className='my-exercise__mood'>
              <MoodFace mood={p.mood} />
              <Text className='my-exercise__mood-label'>{moodLabel(p.mood)}</Text>
              {p.feltAt ? <Text className='my-exercise__felt-at'>{formatDateTime(p.feltAt)}</Text> : null}
            </View>
            {p.note ? (
              <Text className='my-exercise__note' data-testid='practice-note'>
                {p.note}
              </Text>
            ) : null}
          </>
        ) : (
          <Text className='my-exercise__empty'>还没有记录这次练习的感受</Text>
        )}
      </View>

      <View className='my-exercise__actions'>
        <TapButton variant='outline' onClick={() => openFeel(p.clientId)} testId='practice-feel-edit'>
          {p.mood ? '修改感受' : '记录感受'}
        </TapButton>
        <TapButton className='my-exercise__again' onClick={() => openExercise(e.id)} testId='practice-again'>
          再练一次
        </TapButton>
      </View>
    </View>
  )
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <View className='my-exercise__row' data-testid={testId}>
      <Text className='my-exercise__label'>{label}</Text>
      <Text className='my-exercise__value'>{value}</Text>
    </View>
  )
}
