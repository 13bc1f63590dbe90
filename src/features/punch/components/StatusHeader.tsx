// The head of a challenge page: title, which day of the challenge, how many take part, and my
// numbers (streak, days punched, make-up cards left) as the server counts them.
import { Text } from '@tarojs/components'
import type { Challenge, PunchStatus } from '@/features/punch/api/punch'
import ChallengeHead from '@/features/punch/components/ChallengeHead'
import PunchNumbers from '@/features/punch/components/PunchNumbers'
import { challengeDayText, streakText } from '@/features/punch/utils/calendar'
import './StatusHeader.scss'

export default function StatusHeader({ challenge, me }: { challenge: Challenge; me: PunchStatus }) {
  return (
    <ChallengeHead
      title={challenge.title}
      titleTestId='punch-title'
      sub={`${challengeDayText({ today: me.today, startDay: challenge.startDay, endDay: challenge.endDay })} · ${challenge.participants}人参加 · 今天${challenge.todayPunches}人打卡`}
    >
      {me.joined ? (
        <>
          <PunchNumbers streak={me.streak} totalDays={me.totalDays} makeupLeft={me.makeupLeft} tone='head' testId='punch' className='punch-status__numbers' />
          <Text className='punch-status__streak'>{streakText(me.streak, me.punchedToday)}</Text>
        </>
      ) : null}
    </ChallengeHead>
  )
}
