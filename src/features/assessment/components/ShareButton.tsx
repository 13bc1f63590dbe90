// A 分享 button for an assessment. The mini-program opens its share sheet only from a real
// openType='share' button, which sends what configureAssessmentShare set.
import { Button, Text, View } from '@tarojs/components'
import type { AssessmentCard } from '@/features/assessment/api/catalogue'
import { shareAssessment } from '@/features/assessment/utils/shareAssessment'

export interface ShareButtonProps {
  card: Pick<AssessmentCard, 'id' | 'title' | 'subtitle'>
  className: string
  testId: string
  label?: string
  icon?: string
}

export default function ShareButton({ card, className, testId, label = '分享', icon }: ShareButtonProps) {
  const content = (
    <>
      {icon ? <Text className={`${className}-icon`}>{icon}</Text> : null}
      <Text>{label}</Text>
    </>
  )
  if (process.env.TARO_ENV === 'weapp') {
    return (
      <Button className={className} openType='share' plain data-testid={testId}>
        {content}
      </Button>
    )
  }
  return (
    <View className={className} onClick={() => shareAssessment(card)} data-testid={testId}>
      {content}
    </View>
  )
}
