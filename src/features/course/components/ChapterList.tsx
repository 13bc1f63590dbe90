// 目录: every chapter with its length, 试听 tag, a lock when it cannot be played, progress or 完成,
// and the playing one highlighted.
import { Text, View } from '@tarojs/components'
import type { Chapter } from '@/core/api/course'
import { usePlayerState } from '@/core/player/usePlayerState'
import { durationText } from '@/features/course/utils/format'
import './ChapterList.scss'

export interface ChapterListProps {
  chapters: Chapter[]
  /** Locked chapters show the lock (and the gate when tapped); free courses show no trial tags. */
  showTrial: boolean
  onTap: (chapter: Chapter) => void
}

export default function ChapterList({ chapters, showTrial, onTap }: ChapterListProps) {
  const { track, status } = usePlayerState()
  if (!chapters.length) return <View className='chapter-list__empty'>课程内容正在更新中</View>
  return (
    <View className='chapter-list'>
      {chapters.map((c, i) => {
        const current = track?.chapterId === c.id
        const percent = c.progress && c.durationSec ? Math.floor((c.progress.positionSec / c.durationSec) * 100) : 0
        return (
          <View
            key={c.id}
            className={`chapter-list__item${current ? ' chapter-list__item--current' : ''}`}
            onClick={() => onTap(c)}
            data-testid={`chapter-${c.id}`}
            data-playable={c.playable ? 'true' : 'false'}
            data-current={current ? 'true' : 'false'}
          >
            <Text className='chapter-list__no'>{current && status === 'playing' ? '♪' : String(i + 1).padStart(2, '0')}</Text>
            <View className='chapter-list__body'>
              <Text className='chapter-list__title'>{c.title}</Text>
              <View className='chapter-list__meta'>
                {showTrial && c.freeTrial ? <Text className='chapter-list__trial'>试听</Text> : null}
                <Text>{durationText(c.durationSec)}</Text>
                {c.progress?.completed ? (
                  <Text className='chapter-list__done'>已完成</Text>
                ) : percent > 0 ? (
                  <Text className='chapter-list__progress'>已听{percent}%</Text>
                ) : null}
              </View>
            </View>
            {!c.playable ? <Text className='chapter-list__lock' aria-label='未解锁' /> : null}
          </View>
        )
      })}
    </View>
  )
}
