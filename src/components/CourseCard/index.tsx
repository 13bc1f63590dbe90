// One course (SubjectCard) in a list: a row (cover left, text right) or a tile (cover on top).
// Generic on purpose: course lists, search results, book lists and learn records all use it;
// `extra` carries what a list adds (a book list's note, a learn record's progress).
import { Image, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { SubjectCard } from '@/core/api/course'
import { accessBadge, formatLearners, placeholderColor, splitHighlight } from '@/components/CourseCard/format'
import './index.scss'

export { accessBadge, formatLearners, placeholderColor, splitHighlight } from '@/components/CourseCard/format'

export interface CourseCardProps {
  subject: SubjectCard
  layout?: 'row' | 'tile'
  onClick?: (subject: SubjectCard) => void
  /** Marks occurrences of this text in the title (search results). */
  highlight?: string
  /** Shown under the meta line (a note, a progress line). */
  extra?: ReactNode
}

export function CourseCover({ subject, className }: { subject: Pick<SubjectCard, 'id' | 'cover' | 'title'>; className?: string }) {
  return (
    <View className={`course-cover ${className ?? ''}`} style={{ background: placeholderColor(subject.id) }}>
      {subject.cover ? (
        <Image className='course-cover__img' src={subject.cover} mode='aspectFill' lazyLoad />
      ) : (
        <Text className='course-cover__letter'>{subject.title.slice(0, 1)}</Text>
      )}
    </View>
  )
}

export default function CourseCard({ subject, layout = 'row', onClick, highlight, extra }: CourseCardProps) {
  const badge = accessBadge(subject)
  return (
    <View
      className={`course-card course-card--${layout}`}
      hoverClass='course-card--active'
      onClick={() => onClick?.(subject)}
      data-testid={`course-card-${subject.id}`}
    >
      <View className='course-card__media'>
        <CourseCover subject={subject} className='course-card__cover' />
        <Text className={`course-card__badge course-card__badge--${badge.tone}`}>{badge.text}</Text>
      </View>
      <View className='course-card__body'>
        <Text className='course-card__title'>
          {splitHighlight(subject.title, highlight ?? '').map((part, i) =>
            part.hit ? (
              <Text key={i} className='course-card__hit'>
                {part.text}
              </Text>
            ) : (
              part.text
            ),
          )}
        </Text>
        {layout === 'row' && subject.summary ? <Text className='course-card__summary'>{subject.summary}</Text> : null}
        <Text className='course-card__meta'>
          {subject.author ? `${subject.author} · ` : ''}
          {subject.chapterCount}讲 · {formatLearners(subject.learners)}人在学
        </Text>
        {extra}
      </View>
    </View>
  )
}
