// A titled block of the course pages, with an optional "more" link.
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './Section.scss'

export interface SectionProps {
  title: string
  more?: { label?: string; onClick: () => void }
  children: ReactNode
  testId?: string
}

export default function Section({ title, more, children, testId }: SectionProps) {
  return (
    <View className='course-section' data-testid={testId}>
      <View className='course-section__head'>
        <Text className='course-section__title'>{title}</Text>
        {more ? (
          <Text className='course-section__more' onClick={more.onClick}>
            {more.label ?? '查看全部'} ›
          </Text>
        ) : null}
      </View>
      {children}
    </View>
  )
}
