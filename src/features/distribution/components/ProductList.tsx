// Products in the programme, paged (all, or one category's), each with what sharing it earns.
import { View } from '@tarojs/components'
import ListFooter from '@/components/ListFooter'
import StateView from '@/components/StateView'
import { usePagedList } from '@/components/hooks/usePagedList'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { getProducts } from '@/features/distribution/api/distribution'
import ProductItem from '@/features/distribution/components/ProductItem'

export default function ProductList({ categoryId }: { categoryId: number | null }) {
  const list = usePagedList((pageNum) => getProducts(pageNum, categoryId), [categoryId])
  usePullDownReload(list.reload, list.loading)
  if (list.loading) return <StateView status='loading' message='正在读取推广商品…' />
  if (list.error) return <StateView status='error' message={list.error} actionText='重新加载' onAction={list.reload} />
  if (list.items.length === 0) return <StateView status='empty' message={categoryId ? '这个分类暂时没有推广商品，去看看其他分类吧' : '暂时没有参与推广的商品'} />
  return (
    <View data-testid='dist-products' data-count={list.items.length}>
      {list.items.map((p) => (
        <ProductItem key={p.commodityId} product={p} />
      ))}
      <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} moreError={list.moreError} onMore={list.loadMore} count={list.items.length} />
    </View>
  )
}
