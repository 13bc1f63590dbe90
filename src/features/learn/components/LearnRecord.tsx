// 学习记录: the courses I listened to, latest first, with where I stopped and how far I got.
import { Text, View } from '@tarojs/components'
import CourseCard from '@/components/CourseCard'
import ListFooter from '@/components/ListFooter'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import { usePagedList } from '@/components/hooks/usePagedList'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { openRoute } from '@/components/navigation/navigate'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { formatDate } from '@/core/format'
import { getRecords } from '@/features/learn/api/learn'
import type { LearnRecord as Record } from '@/features/learn/api/learn'
import './LearnRecord.scss'

function openCourse(subjectId: number) {
  void openRoute('course-courseDetail', { subjectId })
}

function RecordItem({ record }: { record: Record }) {
  const { subject } = record
  const percent = Math.max(0, Math.min(100, Math.round(record.percent)))
  const done = record.chapterCount > 0 && record.completedChapters >= record.chapterCount
  return (
    <View className='learn-record__item' data-testid={`record-${subject.id}`} data-percent={percent}>
      <CourseCard
        subject={subject}
        onClick={() => openCourse(subject.id)}
        extra={<Text className='learn-record__chapter'>上次听到：{record.lastChapter.title}</Text>}
      />
      <View className='learn-record__progress'>
        <View className='learn-record__track'>
          <View className='learn-record__fill' style={{ width: `${percent}%` }} />
        </View>
        <Text className='learn-record__percent'>{percent}%</Text>
      </View>
      <View className='learn-record__foot'>
        <Text className='learn-record__time'>
          {done ? '已学完' : `已学 ${record.completedChapters}/${record.chapterCount} 讲`} · {formatDate(record.updatedAt)}
        </Text>
        <TapButton size='small' variant={done ? 'outline' : 'primary'} onClick={() => openCourse(subject.id)} testId='record-continue'>
          {done ? '再听一遍' : '继续收听'}
        </TapButton>
      </View>
    </View>
  )
}

export default function LearnRecord() {
  const { loggedIn } = useCurrentUser()
  const list = usePagedList(getRecords, [], loggedIn)
  usePullDownReload(list.reload, list.loading)

  if (!loggedIn) return <LoginRequired message='登录后查看你的学习记录' />
  return (
    <View className='learn-record' data-testid='learn-record'>
      {list.loading && !list.items.length ? <StateView status='loading' /> : null}
      {!list.loading && list.error ? <StateView status='error' message={list.error} actionText='重新加载' onAction={list.reload} /> : null}
      {!list.loading && !list.error && list.items.length === 0 ? (
        <StateView status='empty' message='还没有学习记录，去挑一门感兴趣的课程吧' actionText='去选课' onAction={() => void openRoute('course-courseIndex')} />
      ) : null}
      {list.items.map((record) => (
        <RecordItem key={record.subject.id} record={record} />
      ))}
      <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} moreError={list.moreError} onMore={list.loadMore} count={list.items.length} />
    </View>
  )
}
