// The end of a paged list: loading more, a retry after a failure, pull-up hint, or the end.
import { View } from '@tarojs/components'
import './index.scss'

export interface ListFooterProps {
  loadingMore: boolean
  hasMore: boolean
  moreError: string
  onMore: () => void
  /** Items shown so far; with none the list shows its empty state instead of this footer. */
  count: number
}

export default function ListFooter({ loadingMore, hasMore, moreError, onMore, count }: ListFooterProps) {
  if (!count) return null
  if (loadingMore) {
    return (
      <View className='list-footer' data-testid='list-footer' data-state='loading'>
        <View className='list-footer__spinner' />
        正在加载…
      </View>
    )
  }
  if (moreError) {
    return (
      <View className='list-footer list-footer--error' data-testid='list-footer' data-state='error' onClick={onMore}>
        {moreError}，点击重试
      </View>
    )
  }
  if (hasMore) {
    return (
      <View className='list-footer list-footer--more' data-testid='list-footer' data-state='more' onClick={onMore}>
        上拉或点击加载更多
      </View>
    )
  }
  return (
    <View className='list-footer' data-testid='list-footer' data-state='end'>
      没有更多了
    </View>
  )
}
