// One assessment in a list: a row (colour block left, text right) or a tile (colour block on top).
// The colour block stands in for a cover: assessments ship no images, only `coverColor`.
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { splitHighlight } from '@/components/CourseCard/format'
import type { AssessmentCard as Card } from '@/features/assessment/api/catalogue'
import { accessBadge, kindLabel, metaLine } from '@/features/assessment/utils/browse'
import { openAssessment } from '@/features/assessment/utils/browseNav'
import './AssessmentCard.scss'

export interface AssessmentCardProps {
  card: Card
  layout?: 'row' | 'tile'
  onClick?: (card: Card) => void
  /** Marks occurrences of this text in the title (search results). */
  highlight?: string
  /** Shown under the meta line (a list's own line or buttons). */
  extra?: ReactNode
}

export function CoverBlock({ color, title, className }: { color: string; title: string; className?: string }) {
  return (
    <View className={`assessment-cover ${className ?? ''}`} style={{ background: color }}>
      <Text className='assessment-cover__letter'>{title.slice(0, 1)}</Text>
    </View>
  )
}

export default function AssessmentCard({ card, layout = 'row', onClick = openAssessment, highlight, extra }: AssessmentCardProps) {
  const badge = accessBadge(card)
  const kind = kindLabel(card)
  return (
    <View
      className={`assessment-card assessment-card--${layout}`}
      hoverClass='assessment-card--active'
      onClick={() => onClick(card)}
      data-testid={`assessment-card-${card.id}`}
    >
      <View className='assessment-card__media'>
        <CoverBlock color={card.coverColor} title={card.title} className='assessment-card__cover' />
        <Text className={`assessment-card__badge assessment-card__badge--${badge.tone}`}>{badge.text}</Text>
      </View>
      <View className='assessment-card__body'>
        <Text className='assessment-card__title'>
          {splitHighlight(card.title, highlight ?? '').map((part, i) =>
            part.hit ? (
              <Text key={i} className='assessment-card__hit'>
                {part.text}
              </Text>
            ) : (
              part.text
            ),
          )}
        </Text>
        {layout === 'row' && card.subtitle ? <Text className='assessment-card__subtitle'>{card.subtitle}</Text> : null}
        <View className='assessment-card__meta'>
          <Text className={`assessment-card__kind assessment-card__kind--${kind.tone}`}>{kind.text}</Text>
          <Text className='assessment-card__numbers'>{metaLine(card)}</Text>
        </View>
        {extra}
      </View>
    </View>
  )
}
