// Who wrote a card's content: avatar, name in bold and a grey line under it (the time, the day).
// `testId` marks the whole line, `nameTestId` the name; both carry `data-user-id`.
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import Avatar from '@/components/Avatar'
import './index.scss'

export interface UserLineProps {
  user: { id: number; nickname: string; avatar: string }
  sub?: ReactNode
  onClick?: (e: { stopPropagation: () => void }) => void
  testId?: string
  nameTestId?: string
  className?: string
}

export default function UserLine({ user, sub, onClick, testId, nameTestId, className }: UserLineProps) {
  return (
    <View className={`xz-user-line${className ? ` ${className}` : ''}`} onClick={onClick} data-testid={testId} data-user-id={testId ? user.id : undefined}>
      <Avatar src={user.avatar} name={user.nickname} />
      <View className='xz-user-line__who'>
        <Text className='xz-user-line__name' data-testid={nameTestId} data-user-id={nameTestId ? user.id : undefined}>
          {user.nickname}
        </Text>
        {sub ? <Text className='xz-user-line__sub'>{sub}</Text> : null}
      </View>
    </View>
  )
}
