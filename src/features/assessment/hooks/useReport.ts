// A report page's data and the owner's share actions (share link on / off).
import { useCallback, useEffect, useState } from 'react'
import { describeError } from '@/core/request/client'
import { toast } from '@/core/toast'
import { routeShareLink } from '@/components/Poster/link'
import { shareWithToast } from '@/components/Poster/shareWithToast'
import { useRequest } from '@/components/hooks/useRequest'
import { getAssessmentDetail } from '@/features/assessment/api/catalogue'
import { getReport, shareReport, unshareReport } from '@/features/assessment/api/report'
import type { Report } from '@/features/assessment/api/report'

export interface ReportQuery {
  id: number
  shareToken: string
}

export function useReport(query: ReportQuery, allowed: boolean) {
  const enabled = query.id > 0 || !!query.shareToken
  const state = useRequest(() => getReport(query), [query.id, query.shareToken, allowed], enabled && allowed)
  const report = state.data
  // The owner's live token changes with share / unshare without reloading the report.
  const [shareToken, setShareToken] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    setShareToken(report?.shareToken ?? null)
  }, [report])

  // The scale's source line lives on the catalogue detail; a report reads fine without it.
  const [source, setSource] = useState('')
  useEffect(() => {
    if (!report) return
    let live = true
    getAssessmentDetail(report.assessmentId)
      .then((d) => live && setSource(d.source))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [report])

  const share = useCallback(
    async (r: Report) => {
      if (busy) return
      setBusy(true)
      try {
        const token = shareToken ?? (await shareReport(r.id)).shareToken
        setShareToken(token)
        // The link carries no scores: the friend's page loads the report through the token.
        await shareWithToast({
          title: `我的${r.title}报告`,
          desc: '点击查看我的测评报告',
          link: routeShareLink('assessment-assessmentReport', { shareToken: token }),
        })
      } catch (e) {
        toast(describeError(e))
      } finally {
        setBusy(false)
      }
    },
    [busy, shareToken],
  )

  const unshare = useCallback(
    async (r: Report) => {
      if (busy) return
      setBusy(true)
      try {
        await unshareReport(r.id)
        setShareToken(null)
        toast('已取消分享，之前的链接已失效')
      } catch (e) {
        toast(describeError(e))
      } finally {
        setBusy(false)
      }
    },
    [busy],
  )

  return { ...state, enabled, shareToken, source, busy, share, unshare }
}
