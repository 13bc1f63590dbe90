// The full player on the course page: cover, chapter, seek bar with times, ±15 s, prev/next,
// play/pause and speed. Drives the app's one player.
import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { ITouchEvent } from '@tarojs/components'
import { useRef, useState } from 'react'
import { formatClock } from '@/core/format'
import { getPlayer, PLAYER_RATES } from '@/core/player'
import { usePlayerState } from '@/core/player/usePlayerState'
import './PlayerPanel.scss'

interface Rect {
  left: number
  width: number
}

function measure(selector: string): Promise<Rect | null> {
  return new Promise((resolve) => {
    Taro.createSelectorQuery()
      .select(selector)
      .boundingClientRect((r) => resolve(r && !Array.isArray(r) ? { left: r.left, width: r.width } : null))
      .exec()
  })
}

function pointX(e: ITouchEvent | { detail?: { x?: number }; clientX?: number }): number | undefined {
  const touch = (e as ITouchEvent).touches?.[0] ?? (e as ITouchEvent).changedTouches?.[0]
  if (touch) return touch.clientX
  const ev = e as { detail?: { x?: number }; clientX?: number }
  return typeof ev.clientX === 'number' ? ev.clientX : ev.detail?.x
}

export default function PlayerPanel() {
  const { track, status, time, rate, error } = usePlayerState()
  const [dragging, setDragging] = useState<number | null>(null)
  const rect = useRef<Rect | null>(null)
  if (!track) return null

  const player = getPlayer()
  const duration = time.duration || track.durationSec
  const shown = dragging ?? time.position
  const percent = duration ? Math.min(100, (shown / duration) * 100) : 0
  const playing = status === 'playing' || status === 'loading'

  const at = (x: number | undefined): number | null => {
    const r = rect.current
    if (x === undefined || !r || !r.width) return null
    return Math.max(0, Math.min(1, (x - r.left) / r.width)) * duration
  }
  const seekTo = async (e: ITouchEvent) => {
    rect.current = await measure('.player-panel__bar')
    const to = at(pointX(e))
    if (to !== null) player.seek(to)
  }
  const nextRate = () => {
    const i = PLAYER_RATES.indexOf(rate as (typeof PLAYER_RATES)[number])
    player.setRate(PLAYER_RATES[(i + 1) % PLAYER_RATES.length])
  }

  return (
    <View className='player-panel' data-testid='player-panel' data-status={status} data-chapter={track.chapterId}>
      <View className='player-panel__head'>
        <View className='player-panel__cover'>
          {track.cover ? <Image className='player-panel__img' src={track.cover} mode='aspectFill' /> : <Text>{track.subjectTitle.slice(0, 1)}</Text>}
        </View>
        <View className='player-panel__titles'>
          <Text className='player-panel__title'>{track.title}</Text>
          <Text className='player-panel__sub'>{status === 'error' && error ? error.message || '暂时无法播放' : track.subjectTitle}</Text>
        </View>
      </View>

      <View
        className='player-panel__bar'
        data-testid='player-seek'
        data-position={Math.floor(time.position)}
        data-duration={Math.floor(duration)}
        onClick={(e) => void seekTo(e as unknown as ITouchEvent)}
        onTouchStart={() => {
          void measure('.player-panel__bar').then((r) => (rect.current = r))
        }}
        onTouchMove={(e) => {
          const to = at(pointX(e))
          if (to !== null) setDragging(to)
        }}
        onTouchEnd={() => {
          if (dragging !== null) player.seek(dragging)
          setDragging(null)
        }}
      >
        <View className='player-panel__track'>
          <View className='player-panel__fill' style={{ width: `${percent}%` }} />
          <View className='player-panel__knob' style={{ left: `${percent}%` }} />
        </View>
      </View>
      <View className='player-panel__times' data-testid='player-time'>
        <Text>{formatClock(shown)}</Text>
        <Text>{formatClock(duration)}</Text>
      </View>

      <View className='player-panel__controls'>
        <Text className='player-panel__rate' onClick={nextRate} data-testid='player-speed' data-rate={rate}>
          {rate}×
        </Text>
        <Text
          className={`player-panel__step${track.prevChapterId ? '' : ' player-panel__step--off'}`}
          onClick={() => void player.prev()}
          data-testid='player-prev'
          aria-label='上一讲'
        >
          <Text className='player-panel__step-icon player-panel__step-icon--prev' />
        </Text>
        <Text className='player-panel__jump' onClick={() => player.skip(-15)} data-testid='player-back15'>
          -15
        </Text>
        <View className='player-panel__play' onClick={() => player.toggle()} data-testid='player-play' data-playing={playing ? 'true' : 'false'}>
          <View className={playing ? 'player-panel__pause-icon' : 'player-panel__play-icon'} />
        </View>
        <Text className='player-panel__jump' onClick={() => player.skip(15)} data-testid='player-fwd15'>
          +15
        </Text>
        <Text
          className={`player-panel__step${track.nextChapterId ? '' : ' player-panel__step--off'}`}
          onClick={() => void player.next()}
          data-testid='player-next'
          aria-label='下一讲'
        >
          <Text className='player-panel__step-icon' />
        </Text>
        <Text className='player-panel__rate player-panel__rate--ghost'>{rate}×</Text>
      </View>
    </View>
  )
}
