// 开通练习会员 (/exercisegetvip/:inviteCode?): why membership for exercises, my membership status
// when logged in (from /exercise/mine/summary), the member-only exercises, and 开通会员.
import { Text, View } from '@tarojs/components'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { useRequest } from '@/components/hooks/useRequest'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { formatDate } from '@/core/format'
import { promptLogin } from '@/core/login/prompt'
import { getPracticeSummary, listExercises } from '@/features/exercise/api/exercise'
import ExerciseCard from '@/features/exercise/components/ExerciseCard'
import { openExercise, openVipOffer } from '@/features/exercise/utils/nav'
import './ExerciseGetVip.scss'

const BENEFITS = [
  { title: '全部会员练习', text: '身体扫描、渐进式肌肉放松等会员专享练习随时练' },
  { title: '引导音频', text: '跟着舒缓的引导音频练习，更容易进入状态' },
  { title: '练习记录与感受', text: '记录每次练习的心情，看见自己一点点的变化' },
  { title: '会员课程与测评', text: '心栈会员的课程、测评权益一并享有' },
]

export default function ExerciseGetVip() {
  const { loggedIn } = useCurrentUser()
  const summary = useRequest(getPracticeSummary, [], loggedIn)
  const vipExercises = useRequest(() => listExercises(1, { access: 'vip' }))
  // Back from paying: the status may have changed.
  useOnReturn(summary.reload)

  const isVip = !!summary.data?.isVip
  return (
    <View className='exercise-vip' data-testid='exercise-getvip'>
      <View className='exercise-vip__hero'>
        <Text className='exercise-vip__title'>开通心栈会员，解锁全部练习</Text>
        <Text className='exercise-vip__lead'>每天几分钟，照顾好自己的情绪与身体</Text>
        <View className='exercise-vip__status' data-testid='exercise-vip-status' data-state={!loggedIn ? 'visitor' : summary.loading ? 'loading' : summary.error ? 'error' : isVip ? 'vip' : 'none'}>
          {!loggedIn ? (
            <Text onClick={promptLogin}>登录后查看会员状态 ›</Text>
          ) : summary.loading ? (
            <Text>正在查询会员状态…</Text>
          ) : summary.error ? (
            <Text onClick={summary.reload}>{summary.error}，点击重试</Text>
          ) : isVip ? (
            <Text>
              你已是心栈会员{summary.data?.vipExpireAt ? `，有效期至 ${formatDate(summary.data.vipExpireAt)}` : ''}
            </Text>
          ) : (
            <Text>你还不是会员，开通后即可练习全部会员练习</Text>
          )}
        </View>
      </View>

      <View className='exercise-vip__section'>
        <Text className='exercise-vip__h'>会员权益</Text>
        {BENEFITS.map((b) => (
          <View key={b.title} className='exercise-vip__benefit'>
            <Text className='exercise-vip__benefit-title'>{b.title}</Text>
            <Text className='exercise-vip__benefit-text'>{b.text}</Text>
          </View>
        ))}
      </View>

      <Text className='exercise-vip__h exercise-vip__h--list'>会员专享练习</Text>
      {vipExercises.loading ? <StateView status='loading' compact /> : null}
      {vipExercises.error ? <StateView status='error' compact message={vipExercises.error} actionText='重新加载' onAction={vipExercises.reload} /> : null}
      {vipExercises.data?.list.map((e) => <ExerciseCard key={e.id} exercise={e} onClick={(x) => openExercise(x.id)} />)}

      <View className='exercise-vip__space' />
      <View className='exercise-vip__bar'>
        <TapButton block variant='gold' onClick={openVipOffer} testId='exercise-open-vip'>
          {isVip ? '续费会员' : '开通会员'}
        </TapButton>
      </View>
    </View>
  )
}
