// The pictures of a post or a punch-in (up to nine): three to a row, one alone larger, four in
// two rows of two. A tap shows them all full size from the one tapped (and opens nothing below).
import { Image, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { mediaUrl } from '@/core/media'
import './index.scss'

export interface ThumbnailsProps {
  /** Stored addresses, in order. */
  images: string[]
  /** On the grid (`data-count`). */
  testId?: string
  /** On each picture. */
  imageTestId?: string
  className?: string
}

export default function Thumbnails({ images, testId, imageTestId, className }: ThumbnailsProps) {
  if (!images.length) return null
  const urls = images.map(mediaUrl)
  const layout = urls.length === 1 ? 'one' : urls.length === 4 ? 'four' : 'grid'
  return (
    <View className={`xz-thumbs xz-thumbs--${layout}${className ? ` ${className}` : ''}`} data-testid={testId} data-count={urls.length}>
      {urls.map((src) => (
        <Image
          key={src}
          className='xz-thumbs__image'
          src={src}
          mode='aspectFill'
          lazyLoad
          data-testid={imageTestId}
          onClick={(e) => {
            e.stopPropagation()
            void Taro.previewImage({ current: src, urls }).catch(() => undefined)
          }}
        />
      ))}
    </View>
  )
}
