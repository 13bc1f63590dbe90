// A cursor-paged list of post cards with its states (loading, empty, error, more) and pull-down
// refresh while it is the visible list. Likes change the card at once (useLike).
import { View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { useEffect, useRef } from 'react'
import ListFooter from '@/components/ListFooter'
import StateView from '@/components/StateView'
import type { CursorPage, Post } from '@/features/upgc/api/upgc'
import PostCard from '@/features/upgc/components/PostCard'
import { useCursorFeed } from '@/features/upgc/hooks/useCursorFeed'
import { useLike } from '@/features/upgc/hooks/useLike'
import { openCircle, openPost } from '@/features/upgc/utils/nav'
import { announcePostChange, onPostChange } from '@/features/upgc/utils/postEvents'

export interface FeedListProps {
  load: (cursor: string | null) => Promise<CursorPage<Post>>
  deps?: unknown[]
  /** The visible list (the others ignore the page bottom and pull-down). */
  active?: boolean
  emptyText: string
  /** data-testid of the list. */
  testId: string
  /** Post cards link their circle (not on the circle's own page). */
  linkCircles?: boolean
}

export default function FeedList({ load, deps = [], active = true, emptyText, testId, linkCircles = true }: FeedListProps) {
  const feed = useCursorFeed(load, deps, { active })
  // A like here is told to every list showing the post (this one included), and changes made
  // elsewhere (动态详情, the other tab) come back the same way.
  const like = useLike('post', announcePostChange)
  const { patch } = feed
  useEffect(() => onPostChange(patch), [patch])

  const pulling = useRef(false)
  usePullDownRefresh(() => {
    if (!active) return
    pulling.current = true
    feed.reload()
  })
  useEffect(() => {
    if (feed.loading || !pulling.current) return
    pulling.current = false
    Taro.stopPullDownRefresh()
  }, [feed.loading])

  return (
    <View className='upgc-feed' data-testid={testId} data-count={feed.items.length} style={active ? undefined : { display: 'none' }}>
      {feed.loading ? <StateView status='loading' /> : null}
      {!feed.loading && feed.error ? <StateView status='error' message={feed.error} actionText='重新加载' onAction={feed.reload} /> : null}
      {!feed.loading && !feed.error && feed.items.length === 0 ? <StateView status='empty' message={emptyText} /> : null}
      {feed.items.map((p) => (
        <PostCard key={p.id} post={p} onLike={like} onOpen={(x) => openPost(x.id)} onCircle={linkCircles ? openCircle : undefined} />
      ))}
      <ListFooter loadingMore={feed.loadingMore} hasMore={feed.hasMore} moreError={feed.moreError} onMore={feed.loadMore} count={feed.items.length} />
    </View>
  )
}
