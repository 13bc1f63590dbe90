// 练习详情 (?id=): what the exercise is and its steps; 开始练习 starts a practice with a fresh
// client id and switches to the guided mode. Visitors log in first; a VIP exercise without
// membership leads to exercisegetvip.
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import StateView from '@/components/StateView'
import RequestError from '@/components/StateView/RequestError'
import TapButton from '@/components/TapButton'
import { formatLearners } from '@/components/CourseCard/format'
import { useRequest } from '@/components/hooks/useRequest'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { promptLogin } from '@/core/login/prompt'
import { isApiError } from '@/core/request/client'
import { EXERCISE_VIP_ONLY, getExercise, startPractice } from '@/features/exercise/api/exercise'
import type { ExerciseDetail as Detail } from '@/features/exercise/api/exercise'
import GuidedPractice from '@/features/exercise/components/GuidedPractice'
import { openGetVip, openMyPractices } from '@/features/exercise/utils/nav'
import { exerciseMinutes, newClientId } from '@/features/exercise/utils/practice'
import { configureExerciseShare, shareExercise } from '@/features/exercise/utils/share'
import './ExerciseDetail.scss'

export default function ExerciseDetail({ id }: { id: number }) {
  const { loggedIn } = useCurrentUser()
  // Access (playable, isVip, audio) depends on who asks: load again after a login.
  const detail = useRequest(() => getExercise(id), [id, loggedIn], id > 0)
  const [clientId, setClientId] = useState('')
  const [starting, setStarting] = useState(false)
  const data = detail.data

  useEffect(() => {
    if (data) configureExerciseShare(data)
  }, [data])

  if (!(id > 0)) return <StateView status='error' message='练习不存在或已下架' />
  if (detail.loading && !data) return <StateView status='loading' />
  if (detail.error || !data) return <RequestError request={detail} elsewhere={{ text: '看看其他练习', route: 'exercise-exerciselist' }} />
  if (clientId) return <GuidedPractice exercise={data} clientId={clientId} />

  const start = () => {
    if (!loggedIn) {
      promptLogin()
      return
    }
    if (!data.playable) {
      openGetVip()
      return
    }
    const fresh = newClientId()
    setStarting(true)
    startPractice(data.id, fresh)
      .then((practice) => setClientId(practice.clientId))
      .catch((e) => {
        // The client has toasted the reason; membership ended since the page loaded → the offer.
        if (isApiError(e) && e.state === EXERCISE_VIP_ONLY) openGetVip()
      })
      .finally(() => setStarting(false))
  }

  return <Overview exercise={data} starting={starting} onStart={start} />
}

function Overview({ exercise: e, starting, onStart }: { exercise: Detail; starting: boolean; onStart: () => void }) {
  const locked = !e.playable && e.access === 'vip'
  return (
    <View className='exercise-detail' data-testid='exercise-detail' data-exercise-id={e.id} data-playable={e.playable ? 'true' : 'false'}>
      <View className='exercise-detail__hero' style={{ background: e.coverColor }}>
        <Text className='exercise-detail__category'>
          {e.category}
          {e.access === 'vip' ? ' · 会员专享' : ' · 免费'}
        </Text>
        <Text className='exercise-detail__title'>{e.title}</Text>
        <Text className='exercise-detail__subtitle'>{e.subtitle}</Text>
        <View className='exercise-detail__figures'>
          <Text>{e.stepCount}个步骤</Text>
          <Text>约{exerciseMinutes(e.totalSeconds)}分钟</Text>
          <Text>{formatLearners(e.people)}人练过</Text>
          {e.hasAudio ? <Text>含引导音频</Text> : null}
        </View>
      </View>

      <View className='exercise-detail__section'>
        <Text className='exercise-detail__h'>练习说明</Text>
        <Text className='exercise-detail__summary'>{e.summary}</Text>
        {e.myPractices ? (
          <View className='exercise-detail__mine' onClick={openMyPractices} data-testid='exercise-my-practices'>
            你已练习 {e.myPractices} 次，查看我的练习 ›
          </View>
        ) : null}
      </View>

      <View className='exercise-detail__section'>
        <Text className='exercise-detail__h'>练习步骤</Text>
        {e.steps.map((s) => (
          <View key={s.no} className='exercise-detail__step' data-testid='exercise-overview-step'>
            <Text className='exercise-detail__step-no'>{s.no}</Text>
            <View className='exercise-detail__step-body'>
              <Text className='exercise-detail__step-title'>
                {s.title}
                <Text className='exercise-detail__step-time'> · {s.seconds}秒</Text>
              </Text>
              <Text className='exercise-detail__step-text'>{s.text}</Text>
            </View>
          </View>
        ))}
      </View>

      <View className='exercise-detail__space' />
      <View className='exercise-detail__bar'>
        <TapButton variant='outline' onClick={() => shareExercise(e)} testId='exercise-share'>
          分享
        </TapButton>
        <TapButton className='exercise-detail__start' variant={locked ? 'gold' : 'primary'} disabled={starting} onClick={onStart} testId='exercise-start'>
          {starting ? '正在开始…' : locked ? '开通会员后练习' : '开始练习'}
        </TapButton>
      </View>
    </View>
  )
}
