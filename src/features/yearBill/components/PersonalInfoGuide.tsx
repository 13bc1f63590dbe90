// 个人信息保护指引 of the yearly report (public).
import PolicyPage from '@/features/yearBill/components/PolicyPage'
import { PERSONAL_INFO_GUIDE } from '@/features/yearBill/utils/privacyText'

export default function PersonalInfoGuide() {
  return <PolicyPage doc={PERSONAL_INFO_GUIDE} testId='personal-info-guide' />
}
