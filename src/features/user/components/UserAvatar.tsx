import { Image, View } from '@tarojs/components'
import './UserAvatar.scss'

export interface UserAvatarProps {
  src?: string
  name?: string
  size?: 'medium' | 'large'
}

/** The avatar, or the first character of the nickname on a tinted disc. */
export default function UserAvatar({ src, name, size = 'medium' }: UserAvatarProps) {
  const className = `user-avatar user-avatar--${size}`
  if (src) return <Image className={className} src={src} mode='aspectFill' />
  return <View className={`${className} user-avatar--initial`}>{(name || '心').slice(0, 1)}</View>
}
