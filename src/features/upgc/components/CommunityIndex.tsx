// 社区 (kept alive): 互动消息 with its unread count, the circles to visit, then two feeds in tabs,
// 推荐 (everyone's visible posts) and 关注 (people I follow; a visitor gets the login prompt). Each
// tab keeps its list once opened. The unread count is asked again whenever the page shows again.
import { ScrollView, Text, View } from '@tarojs/components'
import { useState } from 'react'
import Avatar from '@/components/Avatar'
import SegmentTabs from '@/components/SegmentTabs'
import { openRoute } from '@/components/navigation/navigate'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { useRequest } from '@/components/hooks/useRequest'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { getFeed, getUnreadNotices, listCircles, type FeedKind } from '@/features/upgc/api/upgc'
import FeedList from '@/features/upgc/components/FeedList'
import { openCircle, openPublish } from '@/features/upgc/utils/nav'
import './CommunityIndex.scss'

const TABS: { key: FeedKind; label: string }[] = [
  { key: 'recommend', label: '推荐' },
  { key: 'following', label: '关注' },
]

const loadRecommend = (cursor: string | null) => getFeed('recommend', cursor)
const loadFollowing = (cursor: string | null) => getFeed('following', cursor)

export default function CommunityIndex() {
  const [tab, setTab] = useState<FeedKind>('recommend')
  const [opened, setOpened] = useState<FeedKind[]>(['recommend'])
  const { loggedIn } = useCurrentUser()
  const circles = useRequest(listCircles, [loggedIn])
  const unread = useRequest(getUnreadNotices, [loggedIn], loggedIn)
  useOnReturn(() => {
    if (loggedIn) unread.reload()
  })
  const unreadCount = loggedIn ? (unread.data?.total ?? 0) : 0

  const choose = (key: FeedKind) => {
    setTab(key)
    setOpened((o) => (o.includes(key) ? o : [...o, key]))
  }

  return (
    <View className='community' data-testid='community' data-tab={tab}>
      {loggedIn ? (
        <View className='community__bar'>
          <View className='community__messages' onClick={() => void openRoute('upgc-interactionList')} data-testid='community-messages'>
            <Text>互动消息</Text>
            <Text
              className={`community__unread${unreadCount > 0 ? '' : ' community__unread--none'}`}
              data-testid='community-unread'
              data-count={unreadCount}
            >
              {unreadCount > 99 ? '99+' : unreadCount}
            </Text>
          </View>
        </View>
      ) : null}
      {circles.data?.length ? (
        <ScrollView scrollX showScrollbar={false} className='community__circles' data-testid='community-circles'>
          {circles.data.map((c) => (
            <View key={c.id} className='community__circle' onClick={() => openCircle(c.id)} data-testid='community-circle' data-circle-id={c.id}>
              <Avatar src={c.cover} name={c.name} size={44} shape='square' />
              <Text className='community__circle-name'>{c.name}</Text>
            </View>
          ))}
        </ScrollView>
      ) : null}
      <SegmentTabs tabs={TABS} active={tab} onChange={choose} testIdPrefix='community-tab' sticky />
      <FeedList load={loadRecommend} active={tab === 'recommend'} emptyText='还没有动态，去圈子里说点什么吧' testId='feed-recommend' />
      {opened.includes('following') ? (
        loggedIn ? (
          <FeedList
            load={loadFollowing}
            deps={[loggedIn]}
            active={tab === 'following'}
            emptyText='关注的人还没有发布动态'
            testId='feed-following'
          />
        ) : tab === 'following' ? (
          <LoginRequired message='登录后查看你关注的人的动态' />
        ) : null
      ) : null}
      <View className='community__publish' onClick={() => openPublish()} data-testid='community-publish'>
        ＋ 发布
      </View>
    </View>
  )
}
