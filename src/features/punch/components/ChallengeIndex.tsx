// 打卡挑战: the challenges I joined (ended ones too) and the ones open to join. A joined
// challenge opens its page, an open one its introduction.
import { Text, View } from '@tarojs/components'
import StateView from '@/components/StateView'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { useRequest } from '@/components/hooks/useRequest'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { listChallenges, type Challenge } from '@/features/punch/api/punch'
import ChallengeCard from '@/features/punch/components/ChallengeCard'
import { openChallenge, openPunch } from '@/features/punch/utils/nav'
import './ChallengeIndex.scss'

export default function ChallengeIndex() {
  const { loggedIn } = useCurrentUser()
  const request = useRequest(listChallenges, [loggedIn], loggedIn)
  useOnReturn(request.reload)
  usePullDownReload(request.reload, request.loading)

  if (!loggedIn) return <LoginRequired message='登录后参加打卡挑战' />
  if (request.loading && !request.data) return <StateView status='loading' />
  if (!request.data) return <StateView status='error' message={request.error} actionText='重新加载' onAction={request.reload} />
  const { joined, open } = request.data
  const openOne = (c: Challenge) => (c.joined ? openChallenge(c) : openPunch('punch-introduce', c.id))

  return (
    <View className='punch-index' data-testid='punch-index'>
      <Text className='punch-index__title'>我参加的</Text>
      <View data-testid='punch-joined' data-count={joined.length}>
        {joined.length ? joined.map((c) => <ChallengeCard key={c.id} challenge={c} onOpen={openOne} />) : <StateView status='empty' compact message='还没有参加挑战，从下面挑一个吧' />}
      </View>
      <Text className='punch-index__title'>可参加的</Text>
      <View data-testid='punch-open' data-count={open.length}>
        {open.length ? open.map((c) => <ChallengeCard key={c.id} challenge={c} onOpen={openOne} />) : <StateView status='empty' compact message='暂时没有新的挑战，敬请期待' />}
      </View>
    </View>
  )
}
