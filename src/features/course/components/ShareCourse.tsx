// 课程分享 (public landing of a shared course): header, intro and 立即收听. The page shell has
// already stored and bound the inviter of the link (?inviteCode=).
import { Text, View } from '@tarojs/components'
import { CourseCover, accessBadge, formatLearners } from '@/components/CourseCard'
import StateView from '@/components/StateView'
import RequestError from '@/components/StateView/RequestError'
import { useRequest } from '@/components/hooks/useRequest'
import { getCourseDetail } from '@/features/course/api/course'
import { durationText } from '@/features/course/utils/format'
import { openCourse } from '@/features/course/utils/nav'
import './ShareCourse.scss'

export default function ShareCourse({ subjectId }: { subjectId: number }) {
  const detail = useRequest(() => getCourseDetail(subjectId), [subjectId], subjectId > 0)
  if (!(subjectId > 0)) return <StateView status='error' message='分享的课程不存在' />
  if (detail.loading) return <StateView status='loading' />
  if (detail.error || !detail.data) return <RequestError request={detail} elsewhere={{ text: '看看其他课程', route: 'course-courseIndex' }} />
  const s = detail.data
  const badge = accessBadge(s)
  return (
    <View className='share-course' data-testid='share-course'>
      <View className='share-course__hero'>
        <Text className='share-course__invite'>好友邀请你一起收听</Text>
        <CourseCover subject={s} className='share-course__cover' />
        <Text className='share-course__title'>{s.title}</Text>
        <Text className='share-course__meta'>
          {s.author ? `${s.author} · ` : ''}
          {s.chapterCount}讲 · {durationText(s.totalDurationSec)} · {formatLearners(s.learners)}人在学
        </Text>
        <Text className={`share-course__badge share-course__badge--${badge.tone}`}>{badge.text}</Text>
      </View>
      <View className='share-course__intro'>
        <Text className='share-course__h'>课程简介</Text>
        {(s.intro.length ? s.intro : [s.summary]).map((p, i) => (
          <Text key={i} className='share-course__para'>
            {p}
          </Text>
        ))}
        {s.chapters.length ? (
          <>
            <Text className='share-course__h'>课程目录</Text>
            {s.chapters.slice(0, 5).map((c, i) => (
              <Text key={c.id} className='share-course__chapter'>
                {i + 1}. {c.title}
              </Text>
            ))}
            {s.chapters.length > 5 ? <Text className='share-course__chapter'>…共{s.chapters.length}讲</Text> : null}
          </>
        ) : null}
      </View>
      <View className='share-course__space' />
      <View className='share-course__bar'>
        <View className='share-course__btn' onClick={() => openCourse(s)} data-testid='share-course-listen'>
          立即收听
        </View>
      </View>
    </View>
  )
}
