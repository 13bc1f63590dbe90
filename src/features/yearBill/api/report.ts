// Yearly report call (docs/API.md "Courses and learning" → Yearly reports).
import type { ReportYear, YearReport } from '@contract/yearBill'
import { get } from '@/core/request/client'

export type { ReportYear, YearReport }

export function getYearReport(year: ReportYear): Promise<YearReport> {
  return get<YearReport>('/yearBill/report', { year }, { skipLoading: true })
}
