// A cursor-paged list of post cards with its states (loading, empty, error, more) and pull-down
// refresh while it is the visible list. Likes change the card at once (useLike); each card's ···
// menu deletes my post or reports someone else's, and a deleted post leaves every list.
import { View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import ListFooter from '@/components/ListFooter'
import StateView from '@/components/StateView'
import type { CursorPage, Post } from '@/features/upgc/api/upgc'
import ContentMenu, { type MenuTarget } from '@/features/upgc/components/ContentMenu'
import PostCard from '@/features/upgc/components/PostCard'
import { useCursorFeed } from '@/features/upgc/hooks/useCursorFeed'
import { useLike } from '@/features/upgc/hooks/useLike'
import { openCircle, openPost } from '@/features/upgc/utils/nav'
import { announcePostChange, announcePostRemoved, onPostChange, onPostRemoved } from '@/features/upgc/utils/postEvents'

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
  // Posts deleted here or elsewhere (动态详情) are dropped from what was loaded.
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set())
  useEffect(() => onPostRemoved((id) => setRemoved((r) => new Set(r).add(id))), [])
  const [menu, setMenu] = useState<MenuTarget | null>(null)
  const shown = feed.items.filter((p) => !removed.has(p.id))

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
    <View className='upgc-feed' data-testid={testId} data-count={shown.length} style={active ? undefined : { display: 'none' }}>
      {feed.loading ? <StateView status='loading' /> : null}
      {!feed.loading && feed.error ? <StateView status='error' message={feed.error} actionText='重新加载' onAction={feed.reload} /> : null}
      {!feed.loading && !feed.error && shown.length === 0 ? <StateView status='empty' message={emptyText} /> : null}
      {shown.map((p) => (
        <PostCard
          key={p.id}
          post={p}
          onLike={like}
          onOpen={(x) => openPost(x.id)}
          onCircle={linkCircles ? openCircle : undefined}
          onMore={(x) => setMenu({ type: 'post', id: x.id, mine: x.mine })}
        />
      ))}
      <ListFooter loadingMore={feed.loadingMore} hasMore={feed.hasMore} moreError={feed.moreError} onMore={feed.loadMore} count={shown.length} />
      <ContentMenu target={menu} onClose={() => setMenu(null)} onDeleted={(t) => announcePostRemoved(t.id)} />
    </View>
  )
}
