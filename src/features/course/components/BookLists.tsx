// 书单: every book list, paged (15, pull-up for more, pull-down to refresh).
import { View } from '@tarojs/components'
import ListFooter from '@/components/ListFooter'
import StateView from '@/components/StateView'
import { usePagedList } from '@/components/hooks/usePagedList'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { listBookLists } from '@/features/course/api/course'
import BookListRow from '@/features/course/components/BookListRow'

export default function BookLists() {
  const list = usePagedList(listBookLists)
  usePullDownReload(list.reload, list.loading)
  return (
    <View data-testid='book-lists'>
      {list.loading ? <StateView status='loading' /> : null}
      {!list.loading && list.error ? <StateView status='error' message={list.error} actionText='重新加载' onAction={list.reload} /> : null}
      {!list.loading && !list.error && list.items.length === 0 ? <StateView status='empty' message='书单正在整理中，稍后再来看看' /> : null}
      <View style={{ marginTop: '8px' }}>
        {list.items.map((b) => (
          <BookListRow key={b.id} list={b} />
        ))}
      </View>
      <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} moreError={list.moreError} onMore={list.loadMore} count={list.items.length} />
    </View>
  )
}
