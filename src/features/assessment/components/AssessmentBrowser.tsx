// 全部测评: an access filter (全部 / 免费 / 会员 / 付费) over the paged list of every assessment.
import { View } from '@tarojs/components'
import { useState } from 'react'
import SegmentTabs from '@/components/SegmentTabs'
import AssessmentList from '@/features/assessment/components/AssessmentList'
import { ACCESS_FILTERS, accessFilter, isAccessFilterKey } from '@/features/assessment/utils/browse'
import type { AccessFilterKey } from '@/features/assessment/utils/browse'

export default function AssessmentBrowser({ access }: { access?: string }) {
  const [key, setKey] = useState<AccessFilterKey>(isAccessFilterKey(access) ? access : 'all')
  return (
    <View className='assessment-browser' data-testid='assessment-all'>
      <SegmentTabs tabs={ACCESS_FILTERS} active={key} onChange={setKey} testIdPrefix='assessment-access' sticky />
      <AssessmentList filter={accessFilter(key)} emptyText='没有符合条件的测评' testId='assessment-all-list' />
    </View>
  )
}
