// The old report address (spec 2.7): a link with a report goes on to assessmentReport with the
// same query; without one, a short page pointing to 历史报告 and the assessment home.
import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import { openRoute, replaceRoute } from '@/components/navigation/navigate'
import './ReportLegacy.scss'

export default function ReportLegacy({ id, shareToken }: { id: string; shareToken: string }) {
  const forward = !!(id || shareToken)
  useEffect(() => {
    if (forward) void replaceRoute('assessment-assessmentReport', { id: id || undefined, shareToken: shareToken || undefined })
  }, [forward, id, shareToken])

  if (forward) return <StateView status='loading' message='正在打开报告…' />
  return (
    <View className='legacy-report' data-testid='legacy-report'>
      <Text className='legacy-report__text'>测评报告已搬到新的位置。你做过的测评报告都保存在「历史报告」里。</Text>
      <TapButton block onClick={() => void openRoute('assessment-reportHistory')} testId='legacy-report-history'>
        查看历史报告
      </TapButton>
      <TapButton block variant='outline' onClick={() => void openRoute('assessment-assessmentHome')} testId='legacy-report-home'>
        去做个测评
      </TapButton>
    </View>
  )
}
