// The player controller's reporting and navigation rules, with a fake engine and fake timers.
import { createStore } from 'jotai'
import type { PlayInfo, ProgressAnswer, ProgressReportBody } from '@/core/api/course'
import { createPlayerController, RETRY_AFTER_MS } from '@/core/player/controller'
import { playerErrorAtom, playerStatusAtom, playerTrackAtom } from '@/core/player/store'
import type { AudioEngine, EngineHandlers, EngineTrack } from '@/core/player/types'
import { ApiError } from '@/core/request/errors'
import { lastPlayAtom } from '@/core/session/atoms'

function chapter(id: number, extra: Partial<PlayInfo> = {}): PlayInfo {
  return {
    chapterId: id,
    subjectId: 7,
    subjectTitle: '情绪课',
    cover: '/c.png',
    title: `第${id}讲`,
    durationSec: 300,
    audioUrl: `/api/media/audio/${id}.wav?exp=1&sig=a`,
    positionSec: 0,
    prevChapterId: id > 1 ? id - 1 : null,
    nextChapterId: id < 3 ? id + 1 : null,
    ...extra,
  }
}

/** Plays like an <audio> element: time advances with the clock at the current rate while playing. */
class FakeEngine implements AudioEngine {
  handlers!: EngineHandlers
  loaded: { track: EngineTrack; autoplay: boolean }[] = []
  playing = false
  position = 0
  setHandlers(h: EngineHandlers) {
    this.handlers = h
  }
  load(track: EngineTrack, autoplay: boolean) {
    this.loaded.push({ track, autoplay })
    this.position = track.startAt
    this.playing = false
    if (autoplay) this.play()
  }
  play() {
    this.playing = true
    this.handlers.onPlay()
  }
  pause() {
    if (!this.playing) return
    this.playing = false
    this.handlers.onPause()
  }
  seek(s: number) {
    this.position = s
    this.handlers.onTime(s, 300)
  }
  setRate() {
    return true
  }
  stop() {
    this.playing = false
  }
  /** Lets `seconds` of wall clock pass, with a timeupdate every second. */
  advance(seconds: number) {
    for (let i = 0; i < seconds; i++) {
      // timeupdate comes several times a second: the position is current when a timer fires.
      if (this.playing) {
        this.position += 1
        this.handlers.onTime(this.position, 300)
      }
      jest.advanceTimersByTime(1000)
    }
  }
}

const result: ProgressAnswer = { positionSec: 0, completed: false, subjectCompleted: false, certificate: null, todaySeconds: 0 }

function setup(options: { loggedIn?: boolean; info?: (id: number) => PlayInfo } = {}) {
  const engine = new FakeEngine()
  const store = createStore()
  const reports: ProgressReportBody[] = []
  const reportProgress = jest.fn(async (r: ProgressReportBody) => {
    reports.push(r)
    return result
  })
  const getPlayInfo = jest.fn(async (id: number) => (options.info ?? chapter)(id))
  let n = 0
  const leave: { cb?: (unloading: boolean) => void } = {}
  const sentWhileLeaving: ProgressReportBody[] = []
  const player = createPlayerController({
    engine,
    store,
    getPlayInfo,
    reportProgress,
    isLoggedIn: () => options.loggedIn ?? true,
    onLeave: (cb) => {
      leave.cb = cb
      return () => undefined
    },
    sendWhileLeaving: (r) => sentWhileLeaving.push(r),
    newReportId: () => `report-${++n}`,
  })
  return { engine, store, reports, reportProgress, getPlayInfo, player, leave, sentWhileLeaving }
}

/** Lets resolved promises (the fake API) run. */
async function flush() {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

beforeEach(() => {
  jest.useFakeTimers()
  jest.setSystemTime(new Date('2025-03-01T10:00:00Z'))
})
afterEach(() => {
  jest.useRealTimers()
})

test('reports every 10 s while playing, with the seconds really listened', async () => {
  const t = setup()
  await t.player.load(1, { autoplay: true })
  t.engine.advance(25)
  await flush()
  expect(t.reports.map((r) => [r.playedSeconds, r.positionSec])).toEqual([
    [10, 10],
    [10, 20],
  ])
  expect(new Set(t.reports.map((r) => r.reportId)).size).toBe(2)
  t.player.dispose()
})

test('pauses and seeks do not count as listening; pause and seek each report', async () => {
  const t = setup()
  await t.player.load(1, { autoplay: true })
  t.engine.advance(4)
  t.player.pause()
  await flush()
  expect(t.reports).toHaveLength(1)
  expect(t.reports[0]).toMatchObject({ playedSeconds: 4, positionSec: 4 })

  // Paused for a minute: no report, nothing counted.
  t.engine.advance(60)
  await flush()
  expect(t.reports).toHaveLength(1)

  t.player.play()
  t.engine.advance(3)
  t.player.seek(200)
  await flush()
  expect(t.reports[1]).toMatchObject({ playedSeconds: 3, positionSec: 200 })

  // The jump of 193 s counted nothing: the next interval report has only real time.
  t.engine.advance(7)
  await flush()
  expect(t.reports[2]).toMatchObject({ playedSeconds: 7, positionSec: 207 })
  t.player.dispose()
})

test('a network failure is retried once with the same reportId', async () => {
  const t = setup()
  t.reportProgress.mockImplementationOnce(async (r) => {
    t.reports.push(r)
    throw new ApiError({ state: 0, message: 'Network Error', kind: 'network' })
  })
  await t.player.load(1, { autoplay: true })
  t.engine.advance(5)
  t.player.pause()
  await flush()
  expect(t.reports).toHaveLength(1)
  jest.advanceTimersByTime(RETRY_AFTER_MS)
  await flush()
  expect(t.reports).toHaveLength(2)
  expect(t.reports[1]).toEqual(t.reports[0])
  t.player.dispose()
})

test('a business refusal is not retried; a VIP denial stops the player', async () => {
  const t = setup()
  t.reportProgress.mockImplementationOnce(async (r) => {
    t.reports.push(r)
    throw new ApiError({ state: 4703, message: '开通会员后收听' })
  })
  await t.player.load(1, { autoplay: true })
  t.engine.advance(5)
  t.player.pause()
  await flush()
  jest.advanceTimersByTime(RETRY_AFTER_MS * 2)
  await flush()
  expect(t.reports).toHaveLength(1)
  expect(t.store.get(playerStatusAtom)).toBe('error')
  expect(t.store.get(playerErrorAtom)).toMatchObject({ state: 4703, chapterId: 1 })
  t.player.dispose()
})

test('ended reports the whole chapter as ended and plays the next chapter from its start', async () => {
  const t = setup({ info: (id) => chapter(id, { positionSec: id === 2 ? 120 : 0 }) })
  await t.player.load(1, { autoplay: true, startAt: 295 })
  t.engine.advance(5)
  t.engine.playing = false
  t.engine.handlers.onEnded()
  await flush()
  expect(t.reports.at(-1)).toMatchObject({ chapterId: 1, ended: true, positionSec: 300, playedSeconds: 5 })
  expect(t.getPlayInfo).toHaveBeenLastCalledWith(2)
  expect(t.engine.loaded.at(-1)).toMatchObject({ autoplay: true, track: { startAt: 0 } })
  expect(t.store.get(playerTrackAtom)?.chapterId).toBe(2)
  expect(t.store.get(playerStatusAtom)).toBe('playing')
  t.player.dispose()
})

test('a chapter resumes at the saved position; a finished one starts over', async () => {
  const t = setup({ info: (id) => chapter(id, { positionSec: id === 1 ? 132 : 299 }) })
  await t.player.load(1)
  expect(t.engine.loaded[0]).toMatchObject({ autoplay: false, track: { startAt: 132, src: '/api/media/audio/1.wav?exp=1&sig=a' } })
  expect(t.store.get(playerStatusAtom)).toBe('paused')
  expect(t.store.get(lastPlayAtom)).toMatchObject({ id: 1, subjectId: 7, title: '第1讲', position: 132 })
  await t.player.load(2)
  expect(t.engine.loaded[1].track.startAt).toBe(0)
  t.player.dispose()
})

test('switching chapters reports the old one first; every report updates the last play info', async () => {
  const t = setup()
  await t.player.load(1, { autoplay: true })
  t.engine.advance(6)
  await t.player.next()
  await flush()
  expect(t.reports[0]).toMatchObject({ chapterId: 1, playedSeconds: 6, positionSec: 6 })
  expect(t.store.get(lastPlayAtom)).toMatchObject({ id: 2, position: 0 })
  t.engine.advance(10)
  await flush()
  expect(t.reports[1]).toMatchObject({ chapterId: 2, playedSeconds: 10 })
  expect(t.store.get(lastPlayAtom)).toMatchObject({ id: 2, position: 10 })
  t.player.dispose()
})

test('leaving the page: hidden reports normally, going away sends the keepalive report', async () => {
  const t = setup()
  await t.player.load(1, { autoplay: true })
  t.engine.advance(3)
  t.leave.cb?.(false)
  await flush()
  expect(t.reports).toHaveLength(1)
  t.engine.advance(4)
  t.leave.cb?.(true)
  expect(t.sentWhileLeaving).toEqual([expect.objectContaining({ playedSeconds: 4, positionSec: 7 })])
  t.player.dispose()
})

test('a visitor plays without reports but keeps the last play info', async () => {
  const t = setup({ loggedIn: false })
  await t.player.load(1, { autoplay: true })
  t.engine.advance(12)
  t.player.pause()
  await flush()
  expect(t.reportProgress).not.toHaveBeenCalled()
  expect(t.store.get(lastPlayAtom)).toMatchObject({ id: 1, position: 12 })
  t.player.dispose()
})

test('a denied chapter shows the reason and stops', async () => {
  const t = setup()
  t.getPlayInfo.mockRejectedValueOnce(new ApiError({ state: 4704, message: '购买后收听' }))
  expect(await t.player.load(3, { autoplay: true })).toBe(false)
  expect(t.store.get(playerErrorAtom)).toMatchObject({ state: 4704, chapterId: 3 })
  expect(t.store.get(playerStatusAtom)).toBe('error')
  expect(t.engine.loaded).toHaveLength(0)
  t.player.dispose()
})
