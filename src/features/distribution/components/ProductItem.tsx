// A product in the programme: cover, name, the promoter's pitch, price, and what sharing it earns
// (赚¥x: tier 1 on one unit at the list price, with my level's bonus, from the server), with 分享赚钱.
import { Image, Text, View } from '@tarojs/components'
import TapButton from '@/components/TapButton'
import { fenToYuan } from '@/core/format'
import { mediaUrl } from '@/core/media'
import type { ProductCard } from '@/features/distribution/api/distribution'
import { PRODUCT_TYPE_TEXT, ruleText } from '@/features/distribution/utils/labels'
import { DIST, openDist } from '@/features/distribution/utils/nav'
import './ProductItem.scss'

export function ProductCover({ product, className }: { product: Pick<ProductCard, 'cover' | 'type' | 'name'>; className: string }) {
  if (product.cover) return <Image className={className} src={mediaUrl(product.cover)} mode='aspectFill' />
  return (
    <View className={`${className} dist-cover dist-cover--${product.type}`}>
      <Text>{product.type === 'vip' ? 'VIP' : PRODUCT_TYPE_TEXT[product.type] ?? Array.from(product.name)[0]}</Text>
    </View>
  )
}

export default function ProductItem({ product }: { product: ProductCard }) {
  return (
    <View className='dist-product' data-testid='dist-product' data-commodity-id={product.commodityId} data-earn-fen={product.earnFen}>
      <ProductCover product={product} className='dist-product__cover' />
      <View className='dist-product__body'>
        <Text className='dist-product__name' data-testid='dist-product-name'>
          {product.name}
        </Text>
        {product.pitch ? <Text className='dist-product__pitch'>{product.pitch}</Text> : null}
        <View className='dist-product__prices'>
          <Text className='dist-product__price'>¥{fenToYuan(product.priceFen)}</Text>
          {product.originalPriceFen > product.priceFen ? <Text className='dist-product__original'>¥{fenToYuan(product.originalPriceFen)}</Text> : null}
          <Text className='dist-product__rule'>{ruleText(product)}</Text>
        </View>
        <View className='dist-product__foot'>
          <Text className='dist-product__earn' data-testid='dist-product-earn'>
            赚¥{fenToYuan(product.earnFen)}
          </Text>
          <TapButton size='small' onClick={() => openDist(DIST.poster, { commodityId: product.commodityId })} testId='dist-product-share'>
            分享赚钱
          </TapButton>
        </View>
      </View>
    </View>
  )
}
