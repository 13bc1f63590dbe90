// 打卡消息 (?challengeId=): likes and comments others left on my punches, newest first. What was
// unread when the page opened keeps its dot; once the first page is shown the server marks read
// up to the newest message on it (a message arriving meanwhile stays unread).
import { Text, View } from '@tarojs/components'
import { useEffect, useRef } from 'react'
import ListFooter from '@/components/ListFooter'
import StateView from '@/components/StateView'
import { usePagedList } from '@/components/hooks/usePagedList'
import { usePageRoute } from '@/components/PageShell/context'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { formatDateTime } from '@/core/format'
import { listMessages, markMessagesRead } from '@/features/punch/api/punch'
import { monthDay } from '@/features/punch/utils/calendar'
import { challengeIdOf, openPunch } from '@/features/punch/utils/nav'
import './Messages.scss'

export default function Messages() {
  const { params } = usePageRoute()
  const challengeId = challengeIdOf(params)
  const { loggedIn } = useCurrentUser()
  const list = usePagedList((page) => listMessages(challengeId ?? 0, page), [challengeId, loggedIn], loggedIn && challengeId !== null)
  const marked = useRef(0)
  const newest = list.items[0]?.createdAt ?? 0
  useEffect(() => {
    if (challengeId === null || !newest || newest <= marked.current) return
    marked.current = newest
    markMessagesRead(challengeId, newest).catch(() => undefined)
  }, [challengeId, newest])

  if (!loggedIn) return <LoginRequired message='登录后查看打卡消息' />
  if (challengeId === null) return <StateView status='error' message='挑战不存在' />

  return (
    <View className='punch-messages' data-testid='punch-messages' data-count={list.items.length}>
      {list.loading ? <StateView status='loading' /> : null}
      {!list.loading && list.error ? <StateView status='error' message={list.error} actionText='重新加载' onAction={list.reload} /> : null}
      {!list.loading && !list.error && list.items.length === 0 ? <StateView status='empty' message='还没有人给你点赞或评论，先去打卡吧' /> : null}
      {list.items.map((m) => (
        <View
          key={m.key}
          className='punch-messages__item'
          data-testid='punch-message'
          data-type={m.type}
          data-unread={m.unread ? 'true' : 'false'}
          onClick={() => openPunch('punch-timeline', challengeId)}
        >
          {m.unread ? <View className='punch-messages__dot' /> : null}
          <View className='punch-messages__body'>
            <Text className='punch-messages__line'>
              <Text className='punch-messages__from' data-testid='punch-message-from' data-user-id={m.from.id}>
                {m.from.nickname}
              </Text>
              {m.type === 'like' ? ' 赞了你的打卡' : ' 评论了你的打卡'}
            </Text>
            {m.type === 'comment' ? (
              <Text className='punch-messages__text' data-testid='punch-message-text'>
                {m.text}
              </Text>
            ) : null}
            <Text className='punch-messages__punch'>
              {monthDay(m.punch.day)}：{m.punch.text || '（听书打卡）'}
            </Text>
            <Text className='punch-messages__time'>{formatDateTime(m.createdAt)}</Text>
          </View>
        </View>
      ))}
      <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} moreError={list.moreError} onMore={list.loadMore} count={list.items.length} />
    </View>
  )
}
