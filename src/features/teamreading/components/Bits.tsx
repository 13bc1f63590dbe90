// Small pieces the team-reading pages share: a person's avatar, a list cover (the progress bar is
// src/components/ProgressBar).
import { Image, Text, View } from '@tarojs/components'
import { placeholderColor } from '@/components/CourseCard/format'
import './Bits.scss'

export function Avatar({ user, size = 'small' }: { user: { nickname: string; avatar: string }; size?: 'small' | 'large' }) {
  return (
    <View className={`tr-avatar tr-avatar--${size}`}>
      {user.avatar ? (
        <Image className='tr-avatar__image' src={user.avatar} mode='aspectFill' lazyLoad />
      ) : (
        <Text className='tr-avatar__initial'>{Array.from(user.nickname || '心')[0]}</Text>
      )}
    </View>
  )
}

/** A book list's cover, or its first letter on a colour of its id. */
export function ListCover({ list, className }: { list: { id: number; title: string; cover: string }; className?: string }) {
  return (
    <View className={`tr-cover ${className ?? ''}`} style={{ background: placeholderColor(list.id) }}>
      {list.cover ? <Image className='tr-cover__image' src={list.cover} mode='aspectFill' lazyLoad /> : <Text className='tr-cover__letter'>{Array.from(list.title || '书')[0]}</Text>}
    </View>
  )
}
