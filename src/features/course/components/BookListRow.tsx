// One book list in a list.
import { Text, View } from '@tarojs/components'
import { CourseCover } from '@/components/CourseCard'
import { openRoute } from '@/components/navigation/navigate'
import type { BookListCard } from '@/features/course/api/course'
import './BookListRow.scss'

export default function BookListRow({ list }: { list: BookListCard }) {
  return (
    <View
      className='book-list-row'
      hoverClass='book-list-row--active'
      onClick={() => void openRoute('course-bookListDetail', { subjectId: list.id })}
      data-testid={`book-list-${list.id}`}
    >
      <CourseCover subject={list} className='book-list-row__cover' />
      <View className='book-list-row__body'>
        <Text className='book-list-row__title'>{list.title}</Text>
        <Text className='book-list-row__summary'>{list.subtitle || list.summary}</Text>
        <Text className='book-list-row__meta'>
          {list.curator ? `${list.curator} 推荐 · ` : ''}共{list.count}门课
        </Text>
      </View>
    </View>
  )
}
