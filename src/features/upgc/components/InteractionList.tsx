// 互动消息 (login): likes on my posts and comments, comments and replies, new followers, newest
// first, in tabs 全部 / 赞 / 评论 / 关注 with their unread counts. Seeing a tab's first page marks
// that tab read up to its newest notice (a notice arriving meanwhile stays unread); a notice still
// shows its dot for this visit. Tapping one opens the post, or the follower's home.
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import Avatar from '@/components/Avatar'
import ListFooter from '@/components/ListFooter'
import SegmentTabs from '@/components/SegmentTabs'
import StateView from '@/components/StateView'
import { openRoute } from '@/components/navigation/navigate'
import { usePagedList } from '@/components/hooks/usePagedList'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { useRequest } from '@/components/hooks/useRequest'
import { getUnreadNotices, listNotices, markNoticesRead, type Notice, type NoticeUnread } from '@/features/upgc/api/upgc'
import { postTime } from '@/features/upgc/utils/feed'
import { NOTICE_TABS, noticeAction, noticeTarget, readUpTo, tabGroup, tabUnread, type NoticeTab } from '@/features/upgc/utils/notices'
import './InteractionList.scss'

function NoticeRow({ notice }: { notice: Notice }) {
  const open = () => {
    const { route, query } = noticeTarget(notice)
    void openRoute(route, query)
  }
  const openActor = (e: { stopPropagation: () => void }) => {
    e.stopPropagation()
    void openRoute('upgc-dynamic', { userId: notice.actor.id })
  }
  return (
    <View
      className='notice'
      onClick={open}
      data-testid='notice'
      data-notice-id={notice.id}
      data-kind={notice.kind}
      data-read={notice.read ? 'true' : 'false'}
      data-post-id={notice.postId ?? ''}
      data-actor-id={notice.actor.id}
    >
      <View className='notice__avatar-box' onClick={openActor}>
        <Avatar src={notice.actor.avatar} name={notice.actor.nickname} size={40} />
        {notice.read ? null : <View className='notice__dot' data-testid='notice-unread' />}
      </View>
      <View className='notice__body'>
        <View className='notice__line'>
          <Text className='notice__actor' onClick={openActor} data-testid='notice-actor'>
            {notice.actor.nickname}
          </Text>
          <Text className='notice__action' data-testid='notice-action'>
            {noticeAction(notice.kind)}
          </Text>
        </View>
        {/* What they wrote and what of mine it is about: plain text. */}
        {notice.text ? (
          <Text className='notice__text' data-testid='notice-text'>
            {notice.text}
          </Text>
        ) : null}
        {notice.target ? (
          <Text className='notice__target' data-testid='notice-target'>
            {notice.target}
          </Text>
        ) : null}
        <Text className='notice__time'>{postTime(notice.createdAt)}</Text>
      </View>
    </View>
  )
}

export default function InteractionList() {
  const [tab, setTab] = useState<NoticeTab>('all')
  const counts = useRequest(getUnreadNotices)
  const [unread, setUnread] = useState<NoticeUnread | undefined>(undefined)
  useEffect(() => setUnread(counts.data), [counts.data])

  const group = tabGroup(tab)
  const list = usePagedList((page) => listNotices(group, page), [tab])
  usePullDownReload(() => {
    list.reload()
    counts.reload()
  }, list.loading)

  // Seen: the tab's first page marks it read up to its newest notice.
  const newest = list.loading ? undefined : readUpTo(list.items)
  useEffect(() => {
    if (newest === undefined) return
    markNoticesRead(group, newest)
      .then(setUnread)
      .catch(() => undefined)
  }, [group, newest])

  const tabs = NOTICE_TABS.map((t) => {
    const n = tabUnread(unread, t.key)
    return { ...t, count: n > 0 ? n : undefined }
  })

  return (
    <View className='interactions' data-testid='interactions' data-tab={tab} data-unread={unread?.total ?? ''}>
      <SegmentTabs tabs={tabs} active={tab} onChange={setTab} testIdPrefix='interactions-tab' sticky />
      <View className='interactions__list' data-testid='notice-list' data-count={list.items.length}>
        {list.loading ? <StateView status='loading' /> : null}
        {!list.loading && list.error ? <StateView status='error' message={list.error} actionText='重新加载' onAction={list.reload} /> : null}
        {!list.loading && !list.error && list.items.length === 0 ? <StateView status='empty' message='还没有互动消息，去社区发一条动态吧' /> : null}
        {list.items.map((n) => (
          <NoticeRow key={n.id} notice={n} />
        ))}
        <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} moreError={list.moreError} onMore={list.loadMore} count={list.items.length} />
      </View>
    </View>
  )
}
