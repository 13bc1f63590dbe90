// 隐私说明 of the 2024 learning report (public).
import PolicyPage from '@/features/yearBill/components/PolicyPage'
import { REPORT_2024_PRIVACY } from '@/features/yearBill/utils/privacyText'

export default function ReportPrivacy() {
  return <PolicyPage doc={REPORT_2024_PRIVACY} testId='report-privacy-note' />
}
