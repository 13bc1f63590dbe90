// The player's logic, independent of the platform: loads chapters, drives the engine, keeps the
// state atoms, and reports listening to POST /learn/progress (docs/API.md "Courses and learning").
//
// Reporting rules: every 10 s while playing, and on pause, seek, ended, chapter switch and when
// the page is hidden or goes away. playedSeconds is wall-clock time during which audio really
// advanced since the previous report (so seeking, pauses and buffering never count; at 2× it
// is still real listening time, which is what the server's time slots measure). Each report has
// a fresh reportId; a network failure is retried once with the same id (the server counts it once).
import type { createStore } from 'jotai'
import type { PlayInfo, ProgressAnswer, ProgressReportBody } from '@/core/api/course'
import { isApiError } from '@/core/request/errors'
import { lastPlayAtom } from '@/core/session/atoms'
import {
  miniPlayerDismissedAtom,
  playerErrorAtom,
  playerRateAtom,
  playerResultAtom,
  playerStatusAtom,
  playerTimeAtom,
  playerTrackAtom,
} from '@/core/player/store'
import type { PlayerStatus } from '@/core/player/store'
import type { AudioEngine } from '@/core/player/types'

type Store = ReturnType<typeof createStore>

export const REPORT_EVERY_MS = 10_000
export const RETRY_AFTER_MS = 2_000
/** The server accepts 0..120 listened seconds per report. */
export const MAX_PLAYED_SECONDS = 120
/** Denials the course page answers with its gate. */
export const DENIED_STATES = [4703, 4704]

export interface PlayerDeps {
  engine: AudioEngine
  store: Store
  getPlayInfo(chapterId: number): Promise<PlayInfo>
  reportProgress(report: ProgressReportBody): Promise<ProgressAnswer>
  /** Progress is the user's: visitors (free and trial chapters) play without reports. */
  isLoggedIn(): boolean
  /** Page hidden (false) or going away (true). */
  onLeave?(callback: (unloading: boolean) => void): () => void
  /** The last report while the page goes away (keepalive). */
  sendWhileLeaving?(report: ProgressReportBody): void
  /** The audio URL the engine can open (absolute in the mini-program). */
  mediaUrl?(url: string): string
  now?(): number
  newReportId?(): string
}

export interface LoadOptions {
  autoplay?: boolean
  /** Seconds to start at; default: the server's saved position. */
  startAt?: number
}

export interface PlayerController {
  load(chapterId: number, options?: LoadOptions): Promise<boolean>
  play(): void
  pause(): void
  toggle(): void
  seek(seconds: number): void
  /** Relative seek (±15 s buttons). */
  skip(delta: number): void
  setRate(rate: number): void
  next(): Promise<boolean>
  prev(): Promise<boolean>
  /** Reports, stops and forgets the track (the mini bar's close). */
  close(): void
  /** Test and teardown hook: stops timers and listeners. */
  dispose(): void
}

function randomReportId(): string {
  const c: Crypto | undefined = typeof crypto !== 'undefined' ? crypto : undefined
  if (c && typeof c.randomUUID === 'function') return c.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}-${Math.random().toString(36).slice(2, 12)}`
}

function isNetworkFailure(e: unknown): boolean {
  return isApiError(e) && (e.kind === 'network' || e.kind === 'timeout')
}

export function createPlayerController(deps: PlayerDeps): PlayerController {
  const { engine, store } = deps
  const now = deps.now ?? Date.now
  const newReportId = deps.newReportId ?? randomReportId
  const mediaUrl = deps.mediaUrl ?? ((url: string) => url)

  let track: PlayInfo | null = null
  let position = 0
  /** Listened milliseconds not yet reported. */
  let listenedMs = 0
  /** When audio last started advancing; null while it does not. */
  let advancingSince: number | null = null
  let lastReportedPosition = -1
  let ended = false
  let timer: ReturnType<typeof setInterval> | null = null
  /** Drops the answer of a load that a later load replaced. */
  let loadSeq = 0
  /** A chapter is being fetched: the old track's pause event must not say "paused". */
  let switching = false

  const setStatus = (status: PlayerStatus) => store.set(playerStatusAtom, status)

  function startClock(): void {
    if (advancingSince === null) advancingSince = now()
  }

  function stopClock(): void {
    if (advancingSince !== null) listenedMs += now() - advancingSince
    advancingSince = null
  }

  function startTimer(): void {
    if (timer === null) timer = setInterval(() => report(), REPORT_EVERY_MS)
  }

  function stopTimer(): void {
    if (timer !== null) clearInterval(timer)
    timer = null
  }

  /** Takes the listened seconds since the last report (the fraction stays for the next one). */
  function takePlayedSeconds(): number {
    if (advancingSince !== null) {
      const t = now()
      listenedMs += t - advancingSince
      advancingSince = t
    }
    const seconds = Math.floor(listenedMs / 1000)
    listenedMs -= seconds * 1000
    return Math.min(MAX_PLAYED_SECONDS, seconds)
  }

  function writeLastPlay(info: PlayInfo, at: number): void {
    store.set(lastPlayAtom, { id: info.chapterId, subjectId: info.subjectId, title: info.title, cover: info.cover, position: at })
  }

  /** Builds the next report, or null when there is nothing new to say. */
  function buildReport(withEnded = false): ProgressReportBody | null {
    if (!track) return null
    const played = takePlayedSeconds()
    const at = Math.max(0, Math.min(track.durationSec, Math.floor(withEnded ? track.durationSec : position)))
    if (!withEnded && played === 0 && at === lastReportedPosition) return null
    lastReportedPosition = at
    writeLastPlay(track, at)
    if (!deps.isLoggedIn()) return null
    return { reportId: newReportId(), chapterId: track.chapterId, positionSec: at, playedSeconds: played, ...(withEnded ? { ended: true } : {}) }
  }

  function deny(state: number, message: string, chapterId: number): void {
    stopTimer()
    stopClock()
    engine.stop()
    store.set(playerErrorAtom, { state, message, chapterId })
    setStatus('error')
  }

  function send(body: ProgressReportBody, subjectId: number, retried = false): void {
    deps
      .reportProgress(body)
      .then((result) => store.set(playerResultAtom, { chapterId: body.chapterId, subjectId, result }))
      .catch((e: unknown) => {
        if (isNetworkFailure(e) && !retried) {
          setTimeout(() => send(body, subjectId, true), RETRY_AFTER_MS)
          return
        }
        // The request client already toasted (or opened the login view for -1).
        if (isApiError(e) && DENIED_STATES.includes(e.state) && track?.chapterId === body.chapterId) {
          deny(e.state, e.message, body.chapterId)
        }
      })
  }

  function report(withEnded = false): void {
    const body = buildReport(withEnded)
    if (body && track) send(body, track.subjectId)
  }

  engine.setHandlers({
    onPlay() {
      ended = false
      startClock()
      startTimer()
      setStatus('playing')
    },
    onPause() {
      stopClock()
      stopTimer()
      if (!switching && store.get(playerStatusAtom) !== 'error') setStatus('paused')
      report()
    },
    onWaiting() {
      stopClock()
      setStatus('loading')
    },
    onEnded() {
      stopClock()
      stopTimer()
      ended = true
      if (track) position = track.durationSec
      report(true)
      const next = track?.nextChapterId
      if (next) void controller.load(next, { autoplay: true, startAt: 0 })
      else setStatus('paused')
    },
    onTime(at, duration) {
      position = at
      store.set(playerTimeAtom, { position: at, duration: duration || track?.durationSec || 0 })
    },
    onError(message) {
      stopClock()
      stopTimer()
      report()
      store.set(playerErrorAtom, { state: 0, message, chapterId: track?.chapterId ?? 0 })
      setStatus('error')
    },
    onNext: () => void controller.next(),
    onPrev: () => void controller.prev(),
  })

  const stopLeaving = deps.onLeave?.((unloading) => {
    if (!unloading) {
      report()
      return
    }
    const body = buildReport()
    if (body) (deps.sendWhileLeaving ?? ((r: ProgressReportBody) => track && send(r, track.subjectId)))(body)
  })

  const controller: PlayerController = {
    async load(chapterId, options = {}) {
      const seq = ++loadSeq
      // Chapter switch: the old chapter's listening is reported first.
      if (track) {
        stopClock()
        stopTimer()
        report()
        if (track.chapterId !== chapterId) engine.pause()
      }
      store.set(playerErrorAtom, null)
      store.set(miniPlayerDismissedAtom, false)
      setStatus('loading')
      let info: PlayInfo
      switching = true
      try {
        info = await deps.getPlayInfo(chapterId)
      } catch (e) {
        if (seq !== loadSeq) return false
        switching = false
        // Nothing plays now; the mini bar falls back to the last play info.
        track = null
        store.set(playerTrackAtom, null)
        const state = isApiError(e) ? e.state : 0
        deny(state, e instanceof Error ? e.message : '', chapterId)
        return false
      }
      if (seq !== loadSeq) return false
      switching = false
      // A saved position at the very end would start and end at once: start over instead.
      const saved = info.positionSec < info.durationSec - 2 ? info.positionSec : 0
      const startAt = Math.max(0, Math.min(options.startAt ?? saved, Math.max(0, info.durationSec - 1)))
      track = info
      position = startAt
      lastReportedPosition = startAt
      listenedMs = 0
      advancingSince = null
      ended = false
      store.set(playerTrackAtom, info)
      store.set(playerTimeAtom, { position: startAt, duration: info.durationSec })
      writeLastPlay(info, startAt)
      engine.setRate(store.get(playerRateAtom))
      engine.load({ src: mediaUrl(info.audioUrl), title: info.title, subjectTitle: info.subjectTitle, cover: info.cover, startAt }, !!options.autoplay)
      if (!options.autoplay) setStatus('paused')
      return true
    },
    play() {
      if (!track) return
      if (ended) {
        ended = false
        controller.seek(0)
      }
      setStatus('loading')
      engine.play()
    },
    pause() {
      engine.pause()
    },
    toggle() {
      const status = store.get(playerStatusAtom)
      if (status === 'playing' || status === 'loading') controller.pause()
      else controller.play()
    },
    seek(seconds) {
      if (!track) return
      const to = Math.max(0, Math.min(track.durationSec, seconds))
      // Time listened up to here belongs to the old position; the jump itself counts nothing.
      stopClock()
      engine.seek(to)
      position = to
      ended = false
      store.set(playerTimeAtom, { position: to, duration: store.get(playerTimeAtom).duration || track.durationSec })
      report()
      if (store.get(playerStatusAtom) === 'playing') startClock()
    },
    skip(delta) {
      controller.seek(position + delta)
    },
    setRate(rate) {
      store.set(playerRateAtom, rate)
      engine.setRate(rate)
    },
    async next() {
      return track?.nextChapterId ? controller.load(track.nextChapterId, { autoplay: true, startAt: 0 }) : false
    },
    async prev() {
      return track?.prevChapterId ? controller.load(track.prevChapterId, { autoplay: true, startAt: 0 }) : false
    },
    close() {
      stopClock()
      stopTimer()
      report()
      loadSeq++
      engine.stop()
      track = null
      store.set(playerTrackAtom, null)
      store.set(playerErrorAtom, null)
      store.set(playerTimeAtom, { position: 0, duration: 0 })
      store.set(miniPlayerDismissedAtom, true)
      setStatus('idle')
    },
    dispose() {
      stopTimer()
      stopLeaving?.()
    },
  }
  return controller
}
