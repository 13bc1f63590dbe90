// A titled white block of a home page, with an optional "more" link at the right of the title.
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './index.scss'

export interface SectionProps {
  title: string
  more?: { label?: string; onClick: () => void; testId?: string }
  children: ReactNode
  testId?: string
}

export default function Section({ title, more, children, testId }: SectionProps) {
  return (
    <View className='xz-section' data-testid={testId}>
      <View className='xz-section__head'>
        <Text className='xz-section__title'>{title}</Text>
        {more ? (
          <Text className='xz-section__more' onClick={more.onClick} data-testid={more.testId}>
            {more.label ?? '查看全部'} ›
          </Text>
        ) : null}
      </View>
      {children}
    </View>
  )
}
