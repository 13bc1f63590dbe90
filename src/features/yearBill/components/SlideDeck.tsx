// Full-screen vertical slides: swipe up / down (or tap the arrow), a gentle transition, and a
// progress bar of segments at the top.
import { Text, View } from '@tarojs/components'
import { useRef } from 'react'
import type { ReactNode } from 'react'
import './SlideDeck.scss'

export interface SlideDeckProps {
  count: number
  index: number
  onChange: (index: number) => void
  /** Renders slide i; `active` is true for the one on screen (it plays its entrance). */
  renderSlide: (i: number, active: boolean) => ReactNode
  className?: string
}

/** The part of a touch event used here (Taro types View touch handlers loosely). */
interface TouchLike {
  touches: ArrayLike<{ clientY: number }>
  changedTouches: ArrayLike<{ clientY: number }>
}

/** A swipe shorter than this (px) is a tap. */
const SWIPE_PX = 40

export default function SlideDeck({ count, index, onChange, renderSlide, className }: SlideDeckProps) {
  const startY = useRef<number | null>(null)
  const go = (next: number) => {
    if (next >= 0 && next < count && next !== index) onChange(next)
  }
  const onTouchStart = (e: TouchLike) => {
    startY.current = e.touches[0]?.clientY ?? null
  }
  const onTouchEnd = (e: TouchLike) => {
    const from = startY.current
    startY.current = null
    const to = e.changedTouches[0]?.clientY
    if (from === null || to === undefined) return
    if (from - to > SWIPE_PX) go(index + 1)
    else if (to - from > SWIPE_PX) go(index - 1)
  }

  const slides: ReactNode[] = []
  for (let i = 0; i < count; i++) {
    // Only the neighbours render content: a long report stays light.
    const near = Math.abs(i - index) <= 1
    slides.push(
      <View key={i} className={`slide-deck__slide${i === index ? ' slide-deck__slide--on' : ''}`} data-testid={`report-slide-${i}`}>
        {near ? renderSlide(i, i === index) : null}
      </View>,
    )
  }

  return (
    <View
      className={`slide-deck${className ? ` ${className}` : ''}`}
      onTouchStart={(e) => onTouchStart(e as unknown as TouchLike)}
      onTouchEnd={(e) => onTouchEnd(e as unknown as TouchLike)}
      catchMove
      data-index={index}
      data-count={count}
    >
      <View className='slide-deck__track' style={{ transform: `translate3d(0, ${-index * 100}%, 0)` }}>
        {slides}
      </View>
      <View className='slide-deck__progress' data-testid='report-progress'>
        {slides.map((_, i) => (
          <View key={i} className={`slide-deck__dot${i <= index ? ' slide-deck__dot--on' : ''}`} onClick={() => go(i)} />
        ))}
      </View>
      {index < count - 1 ? (
        <View className='slide-deck__next' onClick={() => go(index + 1)} data-testid='report-next'>
          <Text className='slide-deck__chevron'>︿</Text>
          <Text className='slide-deck__hint'>{index === 0 ? '上滑开启' : '上滑继续'}</Text>
        </View>
      ) : null}
    </View>
  )
}
