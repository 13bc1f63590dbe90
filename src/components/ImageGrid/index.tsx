// The pictures attached to what a user writes (useImageUploads): three to a row, each with ×
// to remove it, a tile while pictures upload, and + to choose more until `max`.
// Test ids: `${testId}-images` (`data-count`), `${testId}-image` (`data-url`),
// `${testId}-image-remove`, `${testId}-uploading`, `${testId}-add-image`.
import { Image, Text, View } from '@tarojs/components'
import type { ImageUploads } from '@/components/hooks/useImageUploads'
import { mediaUrl } from '@/core/media'
import './index.scss'

export interface ImageGridProps {
  uploads: Pick<ImageUploads, 'images' | 'uploading' | 'choose' | 'remove'>
  max: number
  testId: string
  className?: string
}

export default function ImageGrid({ uploads, max, testId, className }: ImageGridProps) {
  const { images, uploading } = uploads
  return (
    <View className={`xz-image-grid${className ? ` ${className}` : ''}`} data-testid={`${testId}-images`} data-count={images.length}>
      {images.map((img) => (
        <View key={img.url} className='xz-image-grid__tile' data-testid={`${testId}-image`} data-url={img.url}>
          <Image className='xz-image-grid__pic' src={mediaUrl(img.thumbnailUrl || img.url)} mode='aspectFill' />
          <Text className='xz-image-grid__remove' onClick={() => uploads.remove(img.url)} data-testid={`${testId}-image-remove`}>
            ×
          </Text>
        </View>
      ))}
      {uploading ? (
        <View className='xz-image-grid__tile xz-image-grid__tile--busy' data-testid={`${testId}-uploading`}>
          上传中…
        </View>
      ) : null}
      {images.length + uploading < max ? (
        <View className='xz-image-grid__tile xz-image-grid__tile--add' onClick={() => void uploads.choose()} data-testid={`${testId}-add-image`}>
          +
        </View>
      ) : null}
    </View>
  )
}
