// A picture of someone (round) or of a circle (a rounded square); without one, the first
// character of the name on the brand tint.
import { Image, View } from '@tarojs/components'
import { mediaUrl } from '@/core/media'
import './index.scss'

export interface AvatarProps {
  /** The stored address ('' when there is none). */
  src?: string | null
  name: string
  /** Side in design px; the letter grows with it. */
  size?: 36 | 40 | 44 | 48 | 56 | 60
  shape?: 'round' | 'square'
  className?: string
}

export default function Avatar({ src, name, size = 36, shape = 'round', className }: AvatarProps) {
  const classes = `xz-avatar xz-avatar--${size} xz-avatar--${shape}${className ? ` ${className}` : ''}`
  if (src) return <Image className={classes} src={mediaUrl(src)} mode='aspectFill' />
  return <View className={`${classes} xz-avatar--blank`}>{Array.from(name)[0] ?? ''}</View>
}
