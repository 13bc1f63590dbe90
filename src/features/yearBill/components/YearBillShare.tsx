// 年度报告分享: the poster of my yearly report (?year=2023 by default, or 2024).
import { View } from '@tarojs/components'
import { useMemo } from 'react'
import PosterPanel from '@/components/Poster'
import type { PosterDraw } from '@/components/Poster'
import { posterLink, routeShareLink } from '@/components/Poster/link'
import StateView from '@/components/StateView'
import { useRequest } from '@/components/hooks/useRequest'
import { usePageRoute } from '@/components/PageShell/context'
import { openRoute } from '@/components/navigation/navigate'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { getYearReport } from '@/features/yearBill/api/report'
import type { ReportYear } from '@/features/yearBill/api/report'
import { drawReportPoster, REPORT_POSTER } from '@/features/yearBill/utils/drawReportPoster'
import { reportYearEvent } from '@/features/yearBill/utils/events'
import { reportWords } from '@/features/yearBill/utils/slides'
import './YearBillShare.scss'

const REPORT_PAGE: Record<ReportYear, { route: string; path: string }> = {
  2023: { route: 'yearBill-index', path: '/yearBill/index' },
  2024: { route: 'yearBill-24-index', path: '/yearBill/24/index' },
}

export default function YearBillShare() {
  const { params } = usePageRoute()
  const { user, loggedIn } = useCurrentUser()
  const year: ReportYear = params.year === '2024' ? 2024 : 2023
  const report = useRequest(() => getYearReport(year), [year], loggedIn)
  const data = report.data

  const draw = useMemo<PosterDraw | null>(() => {
    if (!data?.hasData || !user) return null
    const link = posterLink(REPORT_PAGE[year].path, user.invitationCode)
    return (ctx) => drawReportPoster(ctx, data, user.nickname || '', link)
  }, [data, user, year])

  if (!loggedIn) return <LoginRequired message='登录后生成你的年度报告海报' />
  if (report.error) return <StateView status='error' message={report.error} actionText='重新加载' onAction={report.reload} />
  if (data && !data.hasData) {
    return (
      <StateView
        status='empty'
        message={`${year}年还没有你的${reportWords(year).verb}记录，暂时无法生成海报`}
        actionText='去发现好课'
        onAction={() => void openRoute('course-courseIndex')}
      />
    )
  }

  return (
    <View className='year-share' data-testid='year-share' data-year={year}>
      <PosterPanel
        canvasId='year-share-canvas'
        size={REPORT_POSTER}
        draw={draw}
        fileName={`心栈${year}年度报告.png`}
        hint='海报只包含合计数据，长按可保存或发送给好友'
        saveText='保存图片'
        share={{ title: `我的${reportWords(year).name}出炉了`, desc: '来看看你的这一年', link: routeShareLink(REPORT_PAGE[year].route) }}
        imageData={{ year: String(year) }}
        onSaved={() => reportYearEvent('SHARE', year, 'save')}
        onShared={() => reportYearEvent('SHARE', year, 'share')}
      />
    </View>
  )
}
