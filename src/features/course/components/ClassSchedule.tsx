// 全国课程表: this week's timetable (Monday first) with today selected; items open their course.
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import StateView from '@/components/StateView'
import { useRequest } from '@/components/hooks/useRequest'
import { getSchedule } from '@/features/course/api/course'
import { endTime } from '@/features/course/utils/format'
import { openCourse } from '@/features/course/utils/nav'
import './ClassSchedule.scss'

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日']

export default function ClassSchedule() {
  const schedule = useRequest(getSchedule)
  const [day, setDay] = useState(1)
  useEffect(() => {
    if (schedule.data) setDay(schedule.data.today)
  }, [schedule.data])

  if (schedule.loading && !schedule.data) return <StateView status='loading' />
  if (!schedule.data) return <StateView status='error' message={schedule.error} actionText='重新加载' onAction={schedule.reload} />
  const data = schedule.data
  const current = data.days.find((d) => d.weekday === day)

  return (
    <View className='class-schedule' data-testid='class-schedule'>
      <View className='class-schedule__week'>
        {data.days.map((d) => (
          <View
            key={d.weekday}
            className={`class-schedule__day${d.weekday === day ? ' class-schedule__day--on' : ''}`}
            onClick={() => setDay(d.weekday)}
            data-testid={`schedule-day-${d.weekday}`}
            data-active={d.weekday === day ? 'true' : 'false'}
          >
            <Text className='class-schedule__weekday'>{d.weekday === data.today ? '今天' : `周${WEEKDAYS[d.weekday - 1]}`}</Text>
            <Text className='class-schedule__date'>{d.date.slice(5).replace('-', '/')}</Text>
          </View>
        ))}
      </View>
      {!current || current.items.length === 0 ? <StateView status='empty' message='这一天没有安排课程，去看看别的日子吧' /> : null}
      <View className='class-schedule__list'>
        {current?.items.map((item) => (
          <View
            key={item.id}
            className={`class-schedule__item${item.subject ? '' : ' class-schedule__item--plain'}`}
            onClick={() => item.subject && openCourse(item.subject)}
            data-testid={`schedule-item-${item.id}`}
          >
            <View className='class-schedule__time'>
              <Text className='class-schedule__start'>{item.startTime}</Text>
              <Text className='class-schedule__end'>{endTime(item.startTime, item.durationMin)}</Text>
            </View>
            <View className='class-schedule__body'>
              <Text className='class-schedule__title'>{item.title}</Text>
              <Text className='class-schedule__teacher'>
                {item.teacher ? `${item.teacher} · ` : ''}
                {item.durationMin}分钟
              </Text>
              {item.subject ? <Text className='class-schedule__course'>《{item.subject.title}》 去收听 ›</Text> : null}
            </View>
          </View>
        ))}
      </View>
    </View>
  )
}
