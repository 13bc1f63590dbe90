// H5 audio engine (also the default): one hidden <audio> element appended to document.body.
// engine.weapp.ts is the mini-program variant.
import type { AudioEngine, EngineHandlers, EngineTrack } from '@/core/player/types'

function setMediaSession(track: EngineTrack, handlers: EngineHandlers): void {
  // Lock-screen title and next/previous buttons where the browser has a media session.
  const nav = navigator as Partial<Navigator>
  const Metadata = (window as unknown as { MediaMetadata?: typeof MediaMetadata }).MediaMetadata
  if (!nav.mediaSession || !Metadata) return
  nav.mediaSession.metadata = new Metadata({
    title: track.title,
    album: track.subjectTitle,
    artist: '心栈',
    artwork: track.cover ? [{ src: track.cover }] : [],
  })
  nav.mediaSession.setActionHandler('nexttrack', () => handlers.onNext?.())
  nav.mediaSession.setActionHandler('previoustrack', () => handlers.onPrev?.())
}

export function createEngine(): AudioEngine {
  let el: HTMLAudioElement | null = null
  let handlers: EngineHandlers | null = null
  let startAt = 0
  let rate = 1

  const emitTime = () => {
    if (el) handlers?.onTime(el.currentTime, Number.isFinite(el.duration) ? el.duration : 0)
  }

  function element(): HTMLAudioElement {
    if (el) return el
    const audio = document.createElement('audio')
    audio.setAttribute('data-testid', 'player-audio')
    audio.preload = 'metadata'
    audio.addEventListener('loadedmetadata', () => {
      // Seeking before the metadata is known is ignored by some browsers.
      if (startAt > 0 && startAt < audio.duration) audio.currentTime = startAt
      startAt = 0
      audio.playbackRate = rate
      emitTime()
    })
    audio.addEventListener('playing', () => handlers?.onPlay())
    audio.addEventListener('pause', () => handlers?.onPause())
    audio.addEventListener('waiting', () => handlers?.onWaiting())
    audio.addEventListener('ended', () => handlers?.onEnded())
    audio.addEventListener('timeupdate', emitTime)
    audio.addEventListener('error', () => {
      if (audio.getAttribute('src')) handlers?.onError('音频加载失败，请稍后重试')
    })
    document.body.appendChild(audio)
    el = audio
    return audio
  }

  function tryPlay(audio: HTMLAudioElement): void {
    // A browser that refuses to play without a tap rejects: the player shows paused, not broken.
    audio.play().catch((e: { name?: string }) => {
      if (e?.name === 'NotAllowedError') handlers?.onPause()
    })
  }

  return {
    setHandlers(next) {
      handlers = next
    },
    load(track, autoplay) {
      const audio = element()
      startAt = track.startAt
      audio.src = track.src
      audio.defaultPlaybackRate = rate
      audio.playbackRate = rate
      if (handlers) setMediaSession(track, handlers)
      if (autoplay) tryPlay(audio)
      else audio.load()
    },
    play() {
      if (el && el.getAttribute('src')) tryPlay(el)
    },
    pause() {
      el?.pause()
    },
    seek(seconds) {
      if (!el) return
      if (el.readyState >= 1) el.currentTime = seconds
      else startAt = seconds
      emitTime()
    },
    setRate(next) {
      rate = next
      if (el) {
        el.defaultPlaybackRate = next
        el.playbackRate = next
      }
      return true
    },
    stop() {
      if (!el) return
      el.pause()
      el.removeAttribute('src')
      el.load()
    },
  }
}
