// Mini-program audio engine: the background audio manager, so listening goes on with the screen
// off or the app in the background (app.config requiredBackgroundModes: ['audio']). Same export
// as engine.ts.
import Taro from '@tarojs/taro'
import type { AudioEngine, EngineHandlers, EngineTrack } from '@/core/player/types'

export function createEngine(): AudioEngine {
  const bgm = Taro.getBackgroundAudioManager()
  let handlers: EngineHandlers | null = null
  /** Setting src starts playback at once, so a track loaded paused waits here for play(). */
  let pending: EngineTrack | null = null
  let hasTrack = false
  let rate = 1

  bgm.onPlay(() => handlers?.onPlay())
  bgm.onPause(() => handlers?.onPause())
  // Closed from the system player: the same as a pause for the app.
  bgm.onStop(() => handlers?.onPause())
  bgm.onWaiting(() => handlers?.onWaiting())
  bgm.onEnded(() => handlers?.onEnded())
  bgm.onTimeUpdate(() => handlers?.onTime(bgm.currentTime || 0, bgm.duration || 0))
  bgm.onError(() => handlers?.onError('音频加载失败，请稍后重试'))
  bgm.onNext(() => handlers?.onNext?.())
  bgm.onPrev(() => handlers?.onPrev?.())

  function start(track: EngineTrack): void {
    pending = null
    hasTrack = true
    bgm.title = track.title
    bgm.epname = track.subjectTitle
    bgm.singer = '心栈'
    bgm.coverImgUrl = track.cover
    bgm.startTime = track.startAt
    setPlaybackRate(rate)
    bgm.src = track.src
  }

  function setPlaybackRate(value: number): boolean {
    // playbackRate exists from base library 2.11.0; older clients play at 1×.
    if (!('playbackRate' in bgm)) return false
    ;(bgm as unknown as { playbackRate: number }).playbackRate = value
    return true
  }

  return {
    setHandlers(next) {
      handlers = next
    },
    load(track, autoplay) {
      if (autoplay) start(track)
      else {
        pending = track
        if (hasTrack) bgm.stop()
      }
    },
    play() {
      if (pending) start(pending)
      else if (hasTrack) bgm.play()
    },
    pause() {
      if (hasTrack) bgm.pause()
    },
    seek(seconds) {
      if (pending) pending = { ...pending, startAt: seconds }
      else if (hasTrack) bgm.seek(seconds)
      handlers?.onTime(seconds, bgm.duration || 0)
    },
    setRate(next) {
      rate = next
      return setPlaybackRate(next)
    },
    stop() {
      pending = null
      if (hasTrack) bgm.stop()
      hasTrack = false
    },
  }
}
