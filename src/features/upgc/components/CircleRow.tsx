// One circle in the lists of 选择圈子 and 发现圈子: cover, name, intro, counts, and what the list
// puts at its end (a check mark, a join button).
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import Avatar from '@/components/Avatar'
import type { Circle } from '@/features/upgc/api/upgc'
import './Topics.scss'

export interface CircleRowProps {
  circle: Circle
  testId: string
  onClick?: () => void
  /** The session's chosen circle (data-selected). */
  selected?: boolean
  children?: ReactNode
}

export default function CircleRow({ circle, testId, onClick, selected, children }: CircleRowProps) {
  return (
    <View
      className='topics__row'
      onClick={onClick}
      data-testid={testId}
      data-circle-id={circle.id}
      data-joined={circle.joined ? 'true' : 'false'}
      data-selected={selected ? 'true' : 'false'}
    >
      <Avatar src={circle.cover} name={circle.name} size={48} shape='square' />
      <View className='topics__info'>
        <Text className='topics__name' data-testid='topic-name'>
          {circle.name}
        </Text>
        {circle.intro ? <Text className='topics__intro'>{circle.intro}</Text> : null}
        <Text className='topics__counts'>
          {circle.members}位成员 · {circle.posts}条动态
        </Text>
      </View>
      {children}
    </View>
  )
}
