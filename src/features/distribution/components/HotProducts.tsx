// 热推商品 (hotproductsList): the categories (each opens its own list) and every product in the
// programme with 赚¥x and 分享赚钱. A promoter's earnings include their level's bonus (the server's).
import { Text, View } from '@tarojs/components'
import StateView from '@/components/StateView'
import { useRequest } from '@/components/hooks/useRequest'
import { getCategories } from '@/features/distribution/api/distribution'
import ProductList from '@/features/distribution/components/ProductList'
import { DIST, openDist } from '@/features/distribution/utils/nav'
import './HotProducts.scss'

function Categories() {
  const categories = useRequest(getCategories)
  if (categories.loading && !categories.data) return <StateView status='loading' compact />
  if (!categories.data) return <StateView status='error' compact message={categories.error} actionText='重新加载' onAction={categories.reload} />
  if (categories.data.length === 0) return null
  return (
    <View className='dist-hot__categories' data-testid='dist-categories'>
      {categories.data.map((c) => (
        <View key={c.id} className='dist-hot__category' onClick={() => openDist(DIST.hotCategory, { categoryId: c.id })} data-testid='dist-category' data-category-id={c.id}>
          <Text className='dist-hot__category-name'>{c.name}</Text>
          <Text className='dist-hot__category-count'>{c.productCount}件商品 ›</Text>
        </View>
      ))}
    </View>
  )
}

export default function HotProducts() {
  return (
    <View className='dist-hot' data-testid='dist-hot'>
      <Categories />
      <Text className='dist-hot__heading'>全部推广商品</Text>
      <ProductList categoryId={null} />
    </View>
  )
}
