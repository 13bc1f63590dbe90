// 商品详情 (hotproductsDetail/{categoryId}): one category's products, each with 赚¥x and 分享赚钱
// (the product's poster).
import { Text, View } from '@tarojs/components'
import StateView from '@/components/StateView'
import { useRequest } from '@/components/hooks/useRequest'
import { usePageRoute } from '@/components/PageShell/context'
import { getCategories } from '@/features/distribution/api/distribution'
import ProductList from '@/features/distribution/components/ProductList'
import { DIST, openDist, positiveId } from '@/features/distribution/utils/nav'
import './HotProducts.scss'

export default function CategoryProducts() {
  const { params } = usePageRoute()
  const categoryId = positiveId(params.categoryId)
  const categories = useRequest(getCategories, [], categoryId !== null)
  if (categoryId === null) return <StateView status='error' message='没有找到这个分类，去看看全部推广商品吧' actionText='全部商品' onAction={() => openDist(DIST.hotList)} />
  const category = categories.data?.find((c) => c.id === categoryId)

  return (
    <View className='dist-hot' data-testid='dist-category-products' data-category-id={categoryId}>
      {category ? (
        <View className='dist-hot__intro'>
          <Text className='dist-hot__intro-title' data-testid='dist-category-name'>
            {category.name}
          </Text>
          <Text className='dist-hot__intro-text'>共{category.productCount}件商品，分享给好友，好友购买后你得佣金</Text>
        </View>
      ) : null}
      <ProductList categoryId={categoryId} />
    </View>
  )
}
