// A report waiting for friends' help: blurred placeholders where the scores will be, the help
// progress, and (owner) 邀请好友助力 with the AssessmentHelpUnloc link. No scores reach this view.
import { Text, View } from '@tarojs/components'
import TapButton from '@/components/TapButton'
import type { ReportHelp } from '@/features/assessment/api/report'
import HelpProgress from '@/features/assessment/components/HelpProgress'
import './ReportLocked.scss'

export interface ReportLockedProps {
  help: ReportHelp | null
  isOwner: boolean
  busy: boolean
  onInvite: (code: string) => void
}

export default function ReportLocked({ help, isOwner, busy, onInvite }: ReportLockedProps) {
  return (
    <View className='report-locked' data-testid='report-locked'>
      <View className='report-locked__ghost' aria-hidden='true'>
        <View className='report-locked__bar report-locked__bar--w80' />
        <View className='report-locked__bar report-locked__bar--w60' />
        <View className='report-locked__bar report-locked__bar--w90' />
        <View className='report-locked__bar report-locked__bar--w50' />
      </View>
      <View className='report-locked__panel'>
        <View className='report-locked__lock' aria-hidden='true' />
        <Text className='report-locked__title'>完整报告待解锁</Text>
        {help ? (
          <>
            <Text className='report-locked__text'>
              {isOwner ? `邀请 ${help.needed} 位好友为你助力，即可查看分数、维度解读和建议` : `需要 ${help.needed} 位好友助力才能查看完整报告`}
            </Text>
            <HelpProgress helped={help.helped} needed={help.needed} />
            {isOwner && help.code ? (
              <TapButton block disabled={busy} onClick={() => help.code && onInvite(help.code)} testId='report-invite-help'>
                邀请好友助力
              </TapButton>
            ) : null}
          </>
        ) : null}
      </View>
    </View>
  )
}
