// 挑战介绍 (?challengeId=, a shared link carries the sharer's invitation code): what the
// challenge is (its introduction and rules: days, make-up cards, the listening it needs), then
// 参加挑战, which opens the challenge's page. Someone who joined already goes straight on.
import { Text, View } from '@tarojs/components'
import StateView from '@/components/StateView'
import RequestError from '@/components/StateView/RequestError'
import TapButton from '@/components/TapButton'
import LoginRequired from '@/components/session/LoginRequired'
import ChallengeHead from '@/features/punch/components/ChallengeHead'
import { useChallenge } from '@/features/punch/hooks/useChallenge'
import { useJoin } from '@/features/punch/hooks/useJoin'
import { monthDay } from '@/features/punch/utils/calendar'
import { openChallenge } from '@/features/punch/utils/nav'
import './Introduce.scss'

export default function Introduce() {
  const { challengeId, loggedIn, inviteCode, request } = useChallenge()
  const { joining, join } = useJoin(inviteCode)

  if (!loggedIn) return <LoginRequired message='登录后参加打卡挑战' />
  if (challengeId === null) return <StateView status='error' message='挑战不存在' />
  if (request.loading && !request.data) return <StateView status='loading' />
  if (!request.data) return <RequestError request={request} elsewhere={{ text: '看看其他挑战', route: 'punch-index' }} />
  const { challenge, me } = request.data

  const rules = [
    `${monthDay(challenge.startDay)}至${monthDay(challenge.endDay)}，共${challenge.days}天`,
    challenge.kind === 'listen' ? `每天在心栈真实听书满${challenge.minMinutes}分钟即可打卡` : '每天写下收获或上传照片即为打卡，每天一次',
    challenge.makeupLimit ? `漏打的日子可用补卡卡补上，每人${challenge.makeupLimit}次` : '本挑战不能补卡',
    '连续打卡天数按北京时间的自然日计算',
  ]

  return (
    <View className='punch-intro' data-testid='punch-introduce' data-challenge-id={challenge.id} data-joined={me.joined ? 'true' : 'false'}>
      <ChallengeHead
        title={challenge.title}
        titleTestId='punch-intro-title'
        sub={`${challenge.participants}人参加 · 今天${challenge.todayPunches}人已打卡`}
        className='punch-intro__head'
      />
      <View className='punch-intro__card'>
        <Text className='punch-intro__label'>挑战介绍</Text>
        <Text className='punch-intro__text' data-testid='punch-intro-text'>
          {challenge.intro || '坚持每天打卡，和大家一起养成好习惯。'}
        </Text>
      </View>
      <View className='punch-intro__card'>
        <Text className='punch-intro__label'>规则</Text>
        {rules.map((r) => (
          <Text key={r} className='punch-intro__rule'>
            · {r}
          </Text>
        ))}
      </View>
      <View className='punch-intro__bar'>
        {me.joined ? (
          <TapButton block onClick={() => openChallenge(challenge, true)} testId='punch-enter'>
            已参加，进入挑战
          </TapButton>
        ) : challenge.status === 'ended' ? (
          <TapButton block disabled testId='punch-join'>
            挑战已结束
          </TapButton>
        ) : (
          <TapButton block onClick={() => join(challenge.id, '已参加挑战', () => openChallenge(challenge, true))} disabled={joining} testId='punch-join'>
            {joining ? '参加中…' : '参加挑战'}
          </TapButton>
        )}
      </View>
    </View>
  )
}
