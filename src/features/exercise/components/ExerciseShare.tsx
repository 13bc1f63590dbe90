// 练习分享 (?id=, public): a friend's shared exercise: what it is, its steps, 开始练习. The page
// shell has already stored and bound the inviter of the link (?inviteCode=).
import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import { formatLearners } from '@/components/CourseCard/format'
import { useRequest } from '@/components/hooks/useRequest'
import { getExercise } from '@/features/exercise/api/exercise'
import { openExercise } from '@/features/exercise/utils/nav'
import { exerciseMinutes } from '@/features/exercise/utils/practice'
import { configureExerciseShare, shareExercise } from '@/features/exercise/utils/share'
import './ExerciseShare.scss'

export default function ExerciseShare({ id }: { id: number }) {
  const detail = useRequest(() => getExercise(id), [id], id > 0)
  const e = detail.data

  useEffect(() => {
    if (e) configureExerciseShare(e)
  }, [e])

  if (!(id > 0)) return <StateView status='error' message='分享的练习不存在' />
  if (detail.loading) return <StateView status='loading' />
  if (detail.error || !e) return <StateView status='error' message={detail.error} actionText='重新加载' onAction={detail.reload} />
  return (
    <View className='exercise-share' data-testid='exercise-share-page' data-exercise-id={e.id}>
      <View className='exercise-share__hero' style={{ background: e.coverColor }}>
        <Text className='exercise-share__invite'>好友邀请你一起练习</Text>
        <Text className='exercise-share__title'>{e.title}</Text>
        <Text className='exercise-share__subtitle'>{e.subtitle}</Text>
        <Text className='exercise-share__meta'>
          {e.stepCount}个步骤 · 约{exerciseMinutes(e.totalSeconds)}分钟 · {formatLearners(e.people)}人练过{e.access === 'vip' ? ' · 会员专享' : ''}
        </Text>
      </View>
      <View className='exercise-share__body'>
        <Text className='exercise-share__summary'>{e.summary}</Text>
        {e.steps.map((s) => (
          <Text key={s.no} className='exercise-share__step'>
            {s.no}. {s.title}
          </Text>
        ))}
      </View>
      <View className='exercise-share__space' />
      <View className='exercise-share__bar'>
        <TapButton variant='outline' onClick={() => shareExercise(e)} testId='exercise-share'>
          分享
        </TapButton>
        <TapButton className='exercise-share__start' onClick={() => openExercise(e.id)} testId='exercise-share-start'>
          开始练习
        </TapButton>
      </View>
    </View>
  )
}
