// The exercise's own background audio (not the app-wide player): plays, looping, while the guided
// timer runs, pauses with it, and stops when the page goes away.
import Taro, { useDidHide } from '@tarojs/taro'
import { useEffect, useRef } from 'react'
import { mediaUrl } from '@/core/media'

export function useExerciseAudio(url: string | null, playing: boolean): void {
  const audio = useRef<Taro.InnerAudioContext | null>(null)

  useEffect(() => {
    if (!url) return
    const ctx = Taro.createInnerAudioContext()
    ctx.src = mediaUrl(url)
    ctx.loop = true
    audio.current = ctx
    return () => {
      audio.current = null
      ctx.stop()
      ctx.destroy()
    }
  }, [url])

  useEffect(() => {
    const ctx = audio.current
    if (!ctx) return
    if (playing) ctx.play()
    else ctx.pause()
  }, [playing, url])

  useDidHide(() => audio.current?.pause())
}
