// 学习统计: today / this week / total, streaks, courses and certificates, and a chart of the
// minutes of the last 7 or 30 days.
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import BarChart from '@/components/BarChart'
import SegmentTabs from '@/components/SegmentTabs'
import StateView from '@/components/StateView'
import { useRequest } from '@/components/hooks/useRequest'
import { openRoute } from '@/components/navigation/navigate'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { formatMinutes } from '@/core/format'
import { getStatistics } from '@/features/learn/api/learn'
import type { StatisticsRange } from '@/features/learn/api/learn'
import { beijingToday, dayBars } from '@/features/learn/utils/days'
import './LearnStatistics.scss'

const RANGES: Array<{ key: StatisticsRange; label: string }> = [
  { key: 'week', label: '近7天' },
  { key: 'month', label: '近30天' },
]

const LINKS = [
  { route: 'learnGrowPlan-learnRecord', label: '学习记录', desc: '继续上次听到的地方', testid: 'link-record' },
  { route: 'learnGrowPlan-learnRankingList', label: '学习排行榜', desc: '看看本周谁最用功', testid: 'link-ranking' },
  { route: 'learnGrowPlan-learnShare', label: '我的学习成就', desc: '生成海报，分享给好友', testid: 'link-share' },
] as const

export default function LearnStatistics() {
  const { loggedIn } = useCurrentUser()
  const [range, setRange] = useState<StatisticsRange>('week')
  const stats = useRequest(() => getStatistics(range), [range], loggedIn)

  if (!loggedIn) return <LoginRequired message='登录后查看你的学习统计' />
  const data = stats.data
  if (!data) {
    if (stats.error) return <StateView status='error' message={stats.error} actionText='重新加载' onAction={stats.reload} />
    return <StateView status='loading' />
  }

  const cells = [
    { label: '本周学习', value: formatMinutes(data.weekMinutes), testid: 'stat-week' },
    { label: '累计学习', value: formatMinutes(data.totalMinutes), testid: 'stat-total', minutes: data.totalMinutes },
    { label: '学习天数', value: `${data.totalDays}天`, testid: 'stat-days' },
    { label: '最长连续', value: `${data.longestStreak}天`, testid: 'stat-longest' },
    { label: '在学课程', value: `${data.coursesStarted}门`, testid: 'stat-started' },
    { label: '已学完', value: `${data.coursesCompleted}门`, testid: 'stat-completed' },
  ]

  return (
    <View className='learn-stats' data-testid='learn-statistics'>
      <View className='learn-stats__hero'>
        <Text className='learn-stats__hero-label'>今日学习</Text>
        <View className='learn-stats__today' data-testid='stat-today' data-minutes={data.todayMinutes}>
          <Text className='learn-stats__today-value'>{data.todayMinutes}</Text>
          <Text className='learn-stats__today-unit'>分钟</Text>
        </View>
        <View className='learn-stats__streak' data-testid='stat-streak' data-days={data.currentStreak}>
          {data.currentStreak > 0 ? `已连续学习 ${data.currentStreak} 天，继续保持` : '今天听一节课，开启你的连续学习'}
        </View>
      </View>

      <View className='learn-stats__grid'>
        {cells.map((cell) => (
          <View key={cell.testid} className='learn-stats__cell' data-testid={cell.testid} data-minutes={cell.minutes}>
            <Text className='learn-stats__cell-value'>{cell.value}</Text>
            <Text className='learn-stats__cell-label'>{cell.label}</Text>
          </View>
        ))}
      </View>

      <View className='learn-stats__card'>
        <View className='learn-stats__card-head'>
          <Text className='learn-stats__card-title'>每日学习时长（分钟）</Text>
        </View>
        <SegmentTabs tabs={RANGES} active={range} onChange={setRange} testIdPrefix='range' />
        <View className={`learn-stats__chart${stats.loading ? ' learn-stats__chart--loading' : ''}`}>
          {stats.error ? (
            <StateView status='error' compact message={stats.error} actionText='重新加载' onAction={stats.reload} />
          ) : (
            <>
              <BarChart bars={dayBars(data.days, beijingToday())} height={150} testId='stat-chart' />
              {data.days.every((d) => d.minutes === 0) ? (
                <Text className='learn-stats__chart-empty'>{range === 'week' ? '最近7天' : '最近30天'}还没有学习记录，去听一节课吧</Text>
              ) : null}
            </>
          )}
        </View>
      </View>

      <View
        className='learn-stats__certificates'
        hoverClass='learn-stats__row--active'
        onClick={() => void openRoute('certificate-myList')}
        data-testid='stat-certificates'
      >
        <Text className='learn-stats__row-label'>我的证书</Text>
        <Text className='learn-stats__row-value'>{data.certificates > 0 ? `${data.certificates} 张` : '学完一门课即可获得'}</Text>
        <Text className='learn-stats__arrow'>›</Text>
      </View>

      <View className='learn-stats__links'>
        {LINKS.map((link) => (
          <View key={link.route} className='learn-stats__row' hoverClass='learn-stats__row--active' onClick={() => void openRoute(link.route)} data-testid={link.testid}>
            <Text className='learn-stats__row-label'>{link.label}</Text>
            <Text className='learn-stats__row-value'>{link.desc}</Text>
            <Text className='learn-stats__arrow'>›</Text>
          </View>
        ))}
      </View>
    </View>
  )
}
