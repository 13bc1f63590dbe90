// 学习成就 (public with a code): someone's learning totals as a poster. `?code=` or the share
// link's `?inviteCode=` picks the person; without one it is mine (login).
import { Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import PosterPanel from '@/components/Poster'
import type { PosterDraw } from '@/components/Poster'
import { posterLink, routeShareLink } from '@/components/Poster/link'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import { useRequest } from '@/components/hooks/useRequest'
import { usePageRoute } from '@/components/PageShell/context'
import { openRoute, replaceRoute } from '@/components/navigation/navigate'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { formatMinutes } from '@/core/format'
import { getAchievements } from '@/features/learn/api/learn'
import { ACHIEVEMENT_POSTER, drawAchievements } from '@/features/learn/utils/drawAchievements'
import './LearnShare.scss'

const SHARE_PATH = '/learnGrowPlan/learnShare'

export default function LearnShare() {
  const { params } = usePageRoute()
  const { user, loggedIn } = useCurrentUser()
  const code = (params.code || params.inviteCode || '').trim()
  // Another person's page: a code that is not mine.
  const someoneElse = !!code && code !== user?.invitationCode
  const enabled = !!code || loggedIn
  const result = useRequest(() => getAchievements(code || undefined), [code, loggedIn], enabled)
  const data = result.data

  const draw = useMemo<PosterDraw | null>(() => {
    if (!data) return null
    const link = posterLink(SHARE_PATH, data.invitationCode)
    return (ctx) => drawAchievements(ctx, data, link)
  }, [data])

  if (!enabled) return <LoginRequired message='登录后生成你的学习成就海报' />
  if (result.error && !data) return <StateView status='error' message={result.error} actionText='重新加载' onAction={result.reload} />
  // No user has this code (a mistyped or outdated link): the server answers null.
  if (data === null) {
    return (
      <StateView
        status='empty'
        message='没有找到这份学习成就，分享链接可能有误'
        actionText='去看看课程'
        onAction={() => void openRoute('course-courseIndex')}
      />
    )
  }

  return (
    <View className='learn-share' data-testid='learn-share' data-code={data?.invitationCode ?? ''}>
      <View className='learn-share__intro'>
        <Text className='learn-share__title'>{someoneElse ? `${data?.nickname || '好友'}的学习成就` : '我的学习成就'}</Text>
        <Text className='learn-share__sub'>
          {data ? `累计学习 ${formatMinutes(data.totalMinutes)}，${data.totalDays} 天里的每一点进步都算数` : '正在读取学习数据…'}
        </Text>
      </View>
      <PosterPanel
        canvasId='learn-share-canvas'
        size={ACHIEVEMENT_POSTER}
        draw={draw}
        fileName='心栈学习成就.png'
        hint={someoneElse ? '长按海报可保存，扫码即可和 TA 一起学习' : '保存海报分享给好友，好友扫码注册即与你绑定'}
        saveText='保存图片'
        share={someoneElse || !data ? undefined : { title: `我在心栈已累计学习${formatMinutes(data.totalMinutes)}`, desc: '每天学一点，和我一起成长', link: routeShareLink('learnGrowPlan-learnShare') }}
        imageData={{ 'invite-code': data?.invitationCode }}
      />
      {someoneElse ? (
        <View className='learn-share__cta'>
          <TapButton block onClick={() => void openRoute('course-courseIndex')} testId='learn-share-start'>
            我也要一起学
          </TapButton>
          {loggedIn ? (
            <Text className='learn-share__mine' onClick={() => void replaceRoute('learnGrowPlan-learnShare')} data-testid='learn-share-mine'>
              查看我的学习成就 ›
            </Text>
          ) : null}
        </View>
      ) : null}
    </View>
  )
}
