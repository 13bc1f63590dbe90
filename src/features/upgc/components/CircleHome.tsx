// 圈子主页 (public, kept alive, ?circleId=): the circle's name, intro, member and post counts,
// join / leave (login), and the circle's own feed.
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import Avatar from '@/components/Avatar'
import { usePageRoute } from '@/components/PageShell/context'
import StateView from '@/components/StateView'
import RequestError from '@/components/StateView/RequestError'
import { useRequest } from '@/components/hooks/useRequest'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { promptLogin } from '@/core/login/prompt'
import { toast } from '@/core/toast'
import { getCircle, getCircleFeed, joinCircle, leaveCircle, type Circle } from '@/features/upgc/api/upgc'
import FeedList from '@/features/upgc/components/FeedList'
import { openPublish } from '@/features/upgc/utils/nav'
import './CircleHome.scss'

export default function CircleHome() {
  const { params } = usePageRoute()
  const circleId = Number(params.circleId)
  const valid = Number.isInteger(circleId) && circleId > 0
  const { loggedIn } = useCurrentUser()
  const request = useRequest(() => getCircle(circleId), [circleId, loggedIn], valid)
  const [circle, setCircle] = useState<Circle | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  useEffect(() => setCircle(request.data), [request.data])

  if (!valid) return <StateView status='error' message='圈子不存在' />
  if (request.loading && !circle) return <StateView status='loading' />
  if (!circle) return <RequestError request={request} elsewhere={{ text: '去社区看看', route: 'upgc-index' }} />

  const toggle = () => {
    if (!loggedIn) {
      promptLogin()
      return
    }
    if (busy) return
    setBusy(true)
    ;(circle.joined ? leaveCircle : joinCircle)(circle.id)
      .then((next) => {
        setCircle(next)
        toast(next.joined ? '已加入圈子' : '已退出圈子')
      })
      .catch(() => undefined)
      .finally(() => setBusy(false))
  }

  return (
    <View className='circle-home' data-testid='circle-home' data-circle-id={circle.id} data-joined={circle.joined ? 'true' : 'false'}>
      <View className='circle-home__head'>
        <Avatar src={circle.cover} name={circle.name} size={56} shape='square' />
        <View className='circle-home__info'>
          <Text className='circle-home__name' data-testid='circle-name'>
            {circle.name}
          </Text>
          <Text className='circle-home__counts'>
            <Text data-testid='circle-members' data-value={circle.members}>
              {circle.members}位成员
            </Text>
            {' · '}
            <Text data-testid='circle-posts' data-value={circle.posts}>
              {circle.posts}条动态
            </Text>
          </Text>
        </View>
        <Button
          className='circle-home__join'
          size='small'
          type={circle.joined ? 'default' : 'primary'}
          loading={busy}
          onClick={toggle}
          data-testid='circle-join'
          data-joined={circle.joined ? 'true' : 'false'}
        >
          {circle.joined ? '已加入' : '加入'}
        </Button>
      </View>
      {circle.intro ? (
        <Text className='circle-home__intro' data-testid='circle-intro'>
          {circle.intro}
        </Text>
      ) : null}
      {circle.joined ? (
        <View className='circle-home__publish' onClick={() => openPublish(circle.id)} data-testid='circle-publish'>
          ＋ 发布到{circle.name}
        </View>
      ) : null}
      <View className='circle-home__feed'>
        <FeedList
          load={(cursor) => getCircleFeed(circle.id, cursor)}
          deps={[circle.id, loggedIn]}
          emptyText='圈子里还没有动态'
          testId='feed-circle'
          linkCircles={false}
        />
      </View>
    </View>
  )
}
