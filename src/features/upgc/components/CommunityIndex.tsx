// 社区 (kept alive): the circles to visit, then two feeds in tabs, 推荐 (everyone's visible posts)
// and 关注 (people I follow; a visitor gets the login prompt). Each tab keeps its list once opened.
import { Image, ScrollView, Text, View } from '@tarojs/components'
import { useState } from 'react'
import SegmentTabs from '@/components/SegmentTabs'
import { useRequest } from '@/components/hooks/useRequest'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { mediaUrl } from '@/core/media'
import { getFeed, listCircles, type FeedKind } from '@/features/upgc/api/upgc'
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

  const choose = (key: FeedKind) => {
    setTab(key)
    setOpened((o) => (o.includes(key) ? o : [...o, key]))
  }

  return (
    <View className='community' data-testid='community' data-tab={tab}>
      {circles.data?.length ? (
        <ScrollView scrollX showScrollbar={false} className='community__circles' data-testid='community-circles'>
          {circles.data.map((c) => (
            <View key={c.id} className='community__circle' onClick={() => openCircle(c.id)} data-testid='community-circle' data-circle-id={c.id}>
              {c.cover ? (
                <Image className='community__circle-cover' src={mediaUrl(c.cover)} mode='aspectFill' />
              ) : (
                <View className='community__circle-cover community__circle-cover--blank'>{c.name.slice(0, 1)}</View>
              )}
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
