// assessmentReport: crisis notice first, then the headline, scores (gauge, bars or the type),
// advice, courses, disclaimer and source. The owner shares a link (?shareToken=) or turns it off;
// a locked report shows the friends' help progress instead of scores.
import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import type { ReactNode } from 'react'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import { CourseCover } from '@/components/CourseCard'
import { openRoute } from '@/components/navigation/navigate'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { formatDateTime } from '@/core/format'
import ReportCrisis from '@/features/assessment/components/ReportCrisis'
import ReportLocked from '@/features/assessment/components/ReportLocked'
import { ReportDimensions, ReportGauge } from '@/features/assessment/components/ReportScores'
import ReportTypeCard from '@/features/assessment/components/ReportType'
import { useReport } from '@/features/assessment/hooks/useReport'
import type { ReportQuery } from '@/features/assessment/hooks/useReport'
import { shareHelpLink } from '@/features/assessment/utils/shareAssessment'
import './ReportView.scss'

const ACCESS_TEXT = { free: '免费', vip: '会员', paid: '付费' } as const

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View className='report__card'>
      <Text className='report__h'>{title}</Text>
      {children}
    </View>
  )
}

export default function ReportView({ query, onTitle }: { query: ReportQuery; onTitle: (title: string) => void }) {
  const { loggedIn } = useCurrentUser()
  // A shared link opens without login; the owner's own report needs it.
  const state = useReport(query, loggedIn || !!query.shareToken)
  const report = state.data

  useEffect(() => {
    if (report) onTitle(report.title)
  }, [report, onTitle])

  if (!state.enabled) return <StateView status='error' message='报告不存在或无权查看' />
  if (!loggedIn && !query.shareToken) return <LoginRequired message='登录后查看你的测评报告' />
  if (state.loading && !report) return <StateView status='loading' />
  if (state.error && !report) return <StateView status='error' message={state.error} actionText='重新加载' onAction={state.reload} />
  if (!report) return null

  // The type's axes replace its dimensions; a single dimension that is the total (PHQ-9, GAD-7) adds nothing.
  const showDimensions = !report.type && report.dimensions.length > 0 && !(report.total && report.dimensions.length === 1)
  const dimsTitle = report.type ? '各维度' : report.scaleCode === 'big-five' ? '五大人格特质' : '分维度得分'

  return (
    <View className='report' data-testid='assessment-report' data-locked={report.locked ? 'true' : 'false'} data-crisis={report.crisis ? 'true' : 'false'}>
      {report.crisis ? <ReportCrisis notices={report.notices} /> : null}

      <View className='report__head'>
        <Text className='report__title'>{report.title}</Text>
        <Text className='report__headline' data-testid='report-headline'>
          {report.headline}
        </Text>
        <Text className='report__date'>{formatDateTime(report.createdAt)}</Text>
        {!report.isOwner ? <Text className='report__shared'>这是好友分享给你的测评报告</Text> : null}
      </View>

      {report.locked ? (
        <ReportLocked help={report.help} isOwner={report.isOwner} busy={state.busy} onInvite={(code) => void shareHelpLink(report.title, code)} />
      ) : (
        <>
          {report.total ? (
            <Section title='总分'>
              <ReportGauge total={report.total} />
            </Section>
          ) : null}
          {report.type ? (
            <Section title='你的类型'>
              <ReportTypeCard type={report.type} />
            </Section>
          ) : null}
          {showDimensions ? (
            <Section title={dimsTitle}>
              <ReportDimensions dimensions={report.dimensions} />
            </Section>
          ) : null}
          {report.advice.length ? (
            <Section title='给你的建议'>
              <View className='report__advice' data-testid='report-advice'>
                {report.advice.map((a, i) => (
                  <View key={i} className='report__advice-item'>
                    <Text className='report__advice-no'>{i + 1}</Text>
                    <Text className='report__advice-text'>{a}</Text>
                  </View>
                ))}
              </View>
            </Section>
          ) : null}
        </>
      )}

      {report.recommendedCourses.length ? (
        <Section title='推荐课程'>
          {report.recommendedCourses.map((c) => (
            <View
              key={c.id}
              className='report__course'
              hoverClass='report__course--press'
              onClick={() => void openRoute('course-courseDetail', { subjectId: c.id })}
              data-testid='report-course'
              data-subject-id={c.id}
            >
              <CourseCover subject={c} className='report__course-cover' />
              <View className='report__course-info'>
                <Text className='report__course-title'>{c.title}</Text>
                {c.subtitle ? <Text className='report__course-sub'>{c.subtitle}</Text> : null}
                <Text className='report__course-access'>{ACCESS_TEXT[c.access]}</Text>
              </View>
              <Text className='report__course-go'>›</Text>
            </View>
          ))}
        </Section>
      ) : null}

      <View className='report__foot' data-testid='report-disclaimer'>
        {report.disclaimer ? <Text className='report__foot-text'>{report.disclaimer}</Text> : null}
        {state.source ? <Text className='report__foot-text'>量表来源：{state.source}</Text> : null}
      </View>

      <View className='report__bar-space' />
      <View className='report__bar'>
        {report.isOwner ? (
          <>
            {state.shareToken ? (
              <TapButton variant='outline' disabled={state.busy} onClick={() => void state.unshare(report)} testId='report-unshare'>
                取消分享
              </TapButton>
            ) : null}
            <TapButton variant='outline' onClick={() => void openRoute('assessment-AssessmentShouldKnow', { id: report.assessmentId })} testId='report-retake'>
              再测一次
            </TapButton>
            <TapButton disabled={state.busy} onClick={() => void state.share(report)} testId='report-share'>
              {state.shareToken ? '再次分享' : '分享报告'}
            </TapButton>
          </>
        ) : (
          <TapButton block onClick={() => void openRoute('assessment-assessmentDetail', { id: report.assessmentId })} testId='report-try'>
            我也来测一测
          </TapButton>
        )}
      </View>
    </View>
  )
}
