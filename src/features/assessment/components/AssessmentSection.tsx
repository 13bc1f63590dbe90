// A titled block of the assessment pages, with an optional "more" link.
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './AssessmentSection.scss'

export interface AssessmentSectionProps {
  title: string
  more?: { label?: string; onClick: () => void; testId?: string }
  children: ReactNode
  testId?: string
}

export default function AssessmentSection({ title, more, children, testId }: AssessmentSectionProps) {
  return (
    <View className='assessment-section' data-testid={testId}>
      <View className='assessment-section__head'>
        <Text className='assessment-section__title'>{title}</Text>
        {more ? (
          <Text className='assessment-section__more' onClick={more.onClick} data-testid={more.testId}>
            {more.label ?? '查看更多'} ›
          </Text>
        ) : null}
      </View>
      {children}
    </View>
  )
}
