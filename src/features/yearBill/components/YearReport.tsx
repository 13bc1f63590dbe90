// A yearly report (2023 listening, 2024 learning): the user's year as full-screen slides.
import { Text, View } from '@tarojs/components'
import { useEffect, useMemo, useRef, useState } from 'react'
import BarChart from '@/components/BarChart'
import { CourseCover } from '@/components/CourseCard'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import { useRequest } from '@/components/hooks/useRequest'
import { openRoute } from '@/components/navigation/navigate'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { formatMinutes } from '@/core/format'
import { getYearReport } from '@/features/yearBill/api/report'
import type { ReportYear, YearReport as Report } from '@/features/yearBill/api/report'
import SlideDeck from '@/features/yearBill/components/SlideDeck'
import { reportYearEvent } from '@/features/yearBill/utils/events'
import { buildSlides, reportWords } from '@/features/yearBill/utils/slides'
import type { Slide } from '@/features/yearBill/utils/slides'
import './YearReport.scss'

const PRIVACY_ROUTE: Record<ReportYear, string> = { 2023: 'yearBill-personalInfo', 2024: 'yearBill-24-privacy' }

function monthBars(r: Report) {
  const busiest = r.busiestMonth?.month
  return r.monthly.map((minutes, i) => ({
    key: String(i + 1),
    label: `${i + 1}`,
    value: minutes,
    valueLabel: i + 1 === busiest ? String(minutes) : '',
    highlight: i + 1 === busiest,
  }))
}

function SlideExtra({ slide, report, year, onRestart }: { slide: Slide; report: Report; year: ReportYear; onRestart: () => void }) {
  switch (slide.key) {
    case 'month':
      return (
        <View className='year-report__chart'>
          <BarChart bars={monthBars(report)} height={120} theme='dark' testId='report-month-chart' />
        </View>
      )
    case 'courses':
      return (
        <View className='year-report__courses'>
          {report.topSubjects.map(({ subject, minutes }, i) => (
            <View key={subject.id} className='year-report__course' onClick={() => void openRoute('course-courseDetail', { subjectId: subject.id })}>
              <Text className='year-report__course-rank'>{i + 1}</Text>
              <CourseCover subject={subject} className='year-report__course-cover' />
              <View className='year-report__course-body'>
                <Text className='year-report__course-title'>{subject.title}</Text>
                <Text className='year-report__course-minutes'>{formatMinutes(minutes)}</Text>
              </View>
            </View>
          ))}
        </View>
      )
    case 'share':
      return (
        <View className='year-report__share'>
          <TapButton variant='gold' block onClick={() => void openRoute('yearBill-share', { year })} testId='report-share'>
            生成分享海报
          </TapButton>
          <Text className='year-report__again' onClick={onRestart} data-testid='report-restart'>
            再看一遍
          </Text>
        </View>
      )
    case 'cover':
      return (
        <Text className='year-report__privacy' onClick={() => void openRoute(PRIVACY_ROUTE[year])} data-testid='report-privacy'>
          {year === 2023 ? '个人信息保护指引' : '隐私说明'}
        </Text>
      )
    default:
      return null
  }
}

function NoData({ year }: { year: ReportYear }) {
  const { verb } = reportWords(year)
  return (
    <View className={`year-report year-report--${year} year-report--empty`} data-testid='report-empty'>
      <View className='year-report__slide year-report__slide--cover'>
        <View className='year-report__content year-report__content--on'>
          <Text className='year-report__kicker'>{year}年</Text>
          <Text className='year-report__big year-report__big--phrase'>这一年还没有你的{verb}足迹</Text>
          <Text className='year-report__line'>年度报告来自你在心栈的{verb}记录。</Text>
          <Text className='year-report__line'>去听一节喜欢的课，明年的报告里就会有你的故事。</Text>
          <View className='year-report__share'>
            <TapButton variant='gold' block onClick={() => void openRoute('course-courseIndex')} testId='report-start'>
              去发现好课
            </TapButton>
          </View>
        </View>
      </View>
    </View>
  )
}

export default function YearReport({ year }: { year: ReportYear }) {
  const { loggedIn } = useCurrentUser()
  const report = useRequest(() => getYearReport(year), [year], loggedIn)
  const [index, setIndex] = useState(0)
  const slides = useMemo(() => (report.data?.hasData ? buildSlides(report.data) : []), [report.data])
  const opened = useRef(false)

  useEffect(() => {
    if (!report.data || opened.current) return
    opened.current = true
    reportYearEvent('OPEN', year)
  }, [report.data, year])

  if (!loggedIn) return <LoginRequired message={`登录后查看你的${reportWords(year).name}`} />
  if (report.error) return <StateView status='error' message={report.error} actionText='重新加载' onAction={report.reload} />
  if (!report.data) return <StateView status='loading' message='正在生成你的年度报告…' />
  if (!report.data.hasData) return <NoData year={year} />
  const data = report.data

  return (
    <View className={`year-report year-report--${year}`} data-testid='year-report' data-year={year}>
      <SlideDeck
        count={slides.length}
        index={index}
        onChange={setIndex}
        renderSlide={(i, active) => {
          const slide = slides[i]
          return (
            <View className={`year-report__slide year-report__slide--${slide.key}`} data-slide={slide.key}>
              <View className={`year-report__content${active ? ' year-report__content--on' : ''}`}>
                <Text className='year-report__kicker'>{slide.kicker}</Text>
                <View className='year-report__headline'>
                  <Text className={`year-report__big${/^\d/.test(slide.big) ? '' : ' year-report__big--phrase'}`} data-testid={`report-big-${slide.key}`}>
                    {slide.big}
                  </Text>
                  {slide.unit ? <Text className='year-report__unit'>{slide.unit}</Text> : null}
                </View>
                {slide.lines.map((line) => (
                  <Text key={line} className='year-report__line'>
                    {line}
                  </Text>
                ))}
                <SlideExtra slide={slide} report={data} year={year} onRestart={() => setIndex(0)} />
              </View>
            </View>
          )
        }}
      />
    </View>
  )
}
