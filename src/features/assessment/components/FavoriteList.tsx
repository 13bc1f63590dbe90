// 我的收藏 (AssessmentCollect, and the 我的 tab's third section): my favourites, latest first, each
// with 取消收藏. A removed one leaves the list at once.
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import ListFooter from '@/components/ListFooter'
import StateView from '@/components/StateView'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { usePagedList } from '@/components/hooks/usePagedList'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { openRoute } from '@/components/navigation/navigate'
import { listFavoriteAssessments } from '@/features/assessment/api/catalogue'
import type { AssessmentCard as Card } from '@/features/assessment/api/catalogue'
import AssessmentCard from '@/features/assessment/components/AssessmentCard'
import { useFavorite } from '@/features/assessment/hooks/useFavorite'
import './MyLists.scss'

function Unfavorite({ card, onRemoved }: { card: Card; onRemoved: (id: number) => void }) {
  const fav = useFavorite(card.id, true, (on) => !on && onRemoved(card.id))
  return (
    <View className='my-lists__actions'>
      <Text
        className='my-lists__button my-lists__button--ghost'
        onClick={(e) => {
          e.stopPropagation()
          fav.toggle()
        }}
        data-testid={`assessment-unfavorite-${card.id}`}
      >
        {fav.busy ? '处理中…' : '取消收藏'}
      </Text>
    </View>
  )
}

export default function FavoriteList() {
  const list = usePagedList(listFavoriteAssessments)
  const [removed, setRemoved] = useState<number[]>([])
  usePullDownReload(list.reload, list.loading)
  // Back from a detail where the favourite may have changed.
  useOnReturn(() => {
    setRemoved([])
    list.reload()
  })
  const items = list.items.filter((a) => !removed.includes(a.id))
  // With more pages to come, hiding would shift the next page by one: load again instead.
  const remove = (id: number) => {
    if (list.hasMore) {
      setRemoved([])
      list.reload()
    } else setRemoved((prev) => [...prev, id])
  }

  return (
    <View className='my-lists' data-testid='assessment-favorites'>
      {list.loading ? <StateView status='loading' /> : null}
      {!list.loading && list.error ? <StateView status='error' message={list.error} actionText='重新加载' onAction={list.reload} /> : null}
      {!list.loading && !list.error && items.length === 0 ? (
        <StateView status='empty' message='还没有收藏的测评' actionText='去看看' onAction={() => void openRoute('assessment-assessmentAll')} />
      ) : null}
      {items.map((a) => (
        <AssessmentCard key={a.id} card={a} extra={<Unfavorite card={a} onRemoved={remove} />} />
      ))}
      <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} moreError={list.moreError} onMore={list.loadMore} count={items.length} />
    </View>
  )
}
