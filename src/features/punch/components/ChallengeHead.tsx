// The green head of a challenge's pages: its title, a line under it, and what the page adds
// below (my numbers).
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './ChallengeHead.scss'

export interface ChallengeHeadProps {
  title: string
  sub: ReactNode
  titleTestId: string
  children?: ReactNode
  className?: string
}

export default function ChallengeHead({ title, sub, titleTestId, children, className }: ChallengeHeadProps) {
  return (
    <View className={`punch-head${className ? ` ${className}` : ''}`}>
      <Text className='punch-head__title' data-testid={titleTestId}>
        {title}
      </Text>
      <Text className='punch-head__sub'>{sub}</Text>
      {children}
    </View>
  )
}
