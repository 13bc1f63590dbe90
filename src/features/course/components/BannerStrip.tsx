// Banners as a horizontal paged strip (native scrolling with snap: no carousel library).
import { Image, ScrollView, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { Banner } from '@/features/course/api/course'
import { openLink } from '@/features/course/utils/nav'
import './BannerStrip.scss'

export default function BannerStrip({ banners }: { banners: Banner[] }) {
  const [current, setCurrent] = useState(0)
  if (!banners.length) return null
  return (
    <View className='banner-strip' data-testid='course-banners'>
      <ScrollView
        scrollX
        enhanced
        pagingEnabled
        showScrollbar={false}
        className='banner-strip__scroll'
        onScroll={(e) => {
          const { scrollLeft, scrollWidth } = e.detail
          setCurrent(Math.round((scrollLeft / Math.max(1, scrollWidth)) * banners.length))
        }}
      >
        {banners.map((b) => (
          <View key={b.id} className='banner-strip__item' onClick={() => b.link && openLink(b.link)}>
            {b.image ? <Image className='banner-strip__img' src={b.image} mode='aspectFill' /> : null}
            <Text className='banner-strip__title'>{b.title}</Text>
          </View>
        ))}
      </ScrollView>
      {banners.length > 1 ? (
        <View className='banner-strip__dots'>
          {banners.map((b, i) => (
            <View key={b.id} className={`banner-strip__dot${i === current ? ' banner-strip__dot--on' : ''}`} />
          ))}
        </View>
      ) : null}
    </View>
  )
}
