// 继续收听: the latest progress of the user on any device (GET /learn/lastPlay).
import { Text, View } from '@tarojs/components'
import { getLastPlay } from '@/core/api/course'
import { formatClock } from '@/core/format'
import { getPlayer } from '@/core/player'
import { useRequest } from '@/components/hooks/useRequest'
import { CourseCover } from '@/components/CourseCard'
import './ContinueCard.scss'

export default function ContinueCard({ reloadKey }: { reloadKey: number }) {
  const last = useRequest(getLastPlay, [reloadKey])
  const info = last.data
  if (!info) return null
  const percent = info.chapter.durationSec ? Math.min(100, Math.round((info.positionSec / info.chapter.durationSec) * 100)) : 0
  return (
    <View className='continue-card' data-testid='course-continue'>
      <CourseCover subject={info.subject} className='continue-card__cover' />
      <View className='continue-card__text'>
        <Text className='continue-card__label'>继续收听</Text>
        <Text className='continue-card__title'>{info.chapter.title}</Text>
        <Text className='continue-card__meta'>
          {info.subject.title} · 听到 {formatClock(info.positionSec)}（{percent}%）
        </Text>
      </View>
      <View
        className='continue-card__play'
        data-testid='course-continue-play'
        onClick={() => void getPlayer().load(info.chapter.id, { autoplay: true })}
      >
        继续
      </View>
    </View>
  )
}
