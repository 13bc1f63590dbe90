// 书单详情: the list's header and its courses, each with the curator's note.
import { Text, View } from '@tarojs/components'
import CourseCard, { CourseCover } from '@/components/CourseCard'
import StateView from '@/components/StateView'
import RequestError from '@/components/StateView/RequestError'
import { useRequest } from '@/components/hooks/useRequest'
import { getBookListDetail } from '@/features/course/api/course'
import { openCourse } from '@/features/course/utils/nav'
import './BookListDetail.scss'

export default function BookListDetail({ id }: { id: number }) {
  const detail = useRequest(() => getBookListDetail(id), [id], id > 0)
  if (!(id > 0)) return <StateView status='error' message='书单不存在或已下架' />
  if (detail.loading) return <StateView status='loading' />
  if (detail.error || !detail.data) return <RequestError request={detail} elsewhere={{ text: '看看其他书单', route: 'course-bookList' }} />
  const data = detail.data
  return (
    <View className='book-list-detail' data-testid='book-list-detail'>
      <View className='book-list-detail__head'>
        <CourseCover subject={data} className='book-list-detail__cover' />
        <View className='book-list-detail__info'>
          <Text className='book-list-detail__title'>{data.title}</Text>
          {data.subtitle ? <Text className='book-list-detail__subtitle'>{data.subtitle}</Text> : null}
          <Text className='book-list-detail__meta'>
            {data.curator ? `${data.curator} 推荐 · ` : ''}共{data.count}门课
          </Text>
        </View>
      </View>
      {data.summary ? <Text className='book-list-detail__summary'>{data.summary}</Text> : null}
      <View className='book-list-detail__list'>
        {data.items.length === 0 ? <StateView status='empty' compact message='这个书单还没有课程' /> : null}
        {data.items.map(({ note, subject }) => (
          <CourseCard
            key={subject.id}
            subject={subject}
            onClick={openCourse}
            extra={note ? <Text className='book-list-detail__note'>“{note}”</Text> : null}
          />
        ))}
      </View>
    </View>
  )
}
