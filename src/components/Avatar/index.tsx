// Someone's picture in a circle; without one, the first character of their name on the brand tint.
import { Image, View } from '@tarojs/components'
import { mediaUrl } from '@/core/media'
import './index.scss'

export interface AvatarProps {
  /** The stored address ('' when they have none). */
  src?: string | null
  name: string
  /** Diameter in design px; the letter grows with it. */
  size?: 36 | 40 | 44 | 60
  className?: string
}

export default function Avatar({ src, name, size = 36, className }: AvatarProps) {
  const classes = `xz-avatar xz-avatar--${size}${className ? ` ${className}` : ''}`
  if (src) return <Image className={classes} src={mediaUrl(src)} mode='aspectFill' />
  return <View className={`${classes} xz-avatar--blank`}>{Array.from(name)[0] ?? ''}</View>
}
