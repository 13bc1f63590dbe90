// wx.createInnerAudioContext and wx.getBackgroundAudioManager with real files and a real clock:
// setting `src` fetches the file over HTTP (or reads a local one), the duration comes from its
// header, and playing advances currentTime with time — real time × the playback rate × the speed
// factor a test sets (setPlaybackSpeed) — with WeChat's events: onWaiting, onCanplay, onPlay,
// onTimeUpdate about every 250 ms, onPause, onSeeking/onSeeked, onStop, onEnded, onError.
import { existsSync, readFileSync } from 'node:fs'
import { audioDuration } from './audio-duration'
import { exchange, HttpFailure } from './http'
import type { WxKit } from './kit'
import { localFile } from './paths'
import { IPHONE_USER_AGENT } from './system'

const TIME_UPDATE_INTERVAL_MS = 250
const LOAD_TIMEOUT_MS = 60_000
const MIN_RATE = 0.5
const MAX_RATE = 2

/** WeChat's onError codes. */
const ERROR_CODE = { network: 10002, file: 10003, format: 10004 }

const INNER_EVENTS = ['Canplay', 'Play', 'Pause', 'Stop', 'Ended', 'TimeUpdate', 'Error', 'Waiting', 'Seeking', 'Seeked']
const BACKGROUND_EVENTS = [...INNER_EVENTS, 'Next', 'Prev']

class AudioLoadError extends Error {
  constructor(
    readonly errCode: number,
    message: string,
  ) {
    super(message)
  }
}

type Listener = (res?: unknown) => void

/** The playing machinery both audio objects share; they differ in their surface. */
class Player {
  readonly listeners = new Map<string, Set<Listener>>()
  src = ''
  startTime = 0
  loop = false
  duration = 0
  private ready = false
  private rate = 1
  /** Position in seconds at `anchorMs`; the clock advances from there while running. */
  private position = 0
  private anchorMs = 0
  private running = false
  /** play() came before the file was ready: start once it is. */
  private wantsPlay = false
  /** A seek before the file was ready: where playing starts instead of startTime. */
  private pendingSeek: number | null = null
  /** Bumped by every new src and by destroy, so a late load of an old src is dropped. */
  private loadGeneration = 0
  private stopTicking = () => {}
  private destroyed = false

  constructor(
    private readonly kit: WxKit,
    private readonly label: string,
    private readonly speed: () => number,
  ) {}

  get currentTime(): number {
    return Math.min(this.rawTime(), this.duration)
  }

  get paused(): boolean {
    return !this.running && !this.wantsPlay
  }

  get buffered(): number {
    return this.ready ? this.duration : 0
  }

  get playbackRate(): number {
    return this.rate
  }

  set playbackRate(value: number) {
    if (typeof value !== 'number' || !Number.isFinite(value)) return
    this.rebase()
    this.rate = Math.min(MAX_RATE, Math.max(MIN_RATE, value))
  }

  on(event: string, listener: unknown): void {
    if (typeof listener !== 'function') return
    if (!this.listeners.has(event)) this.listeners.set(event, new Set())
    this.listeners.get(event)?.add(listener as Listener)
  }

  off(event: string, listener?: unknown): void {
    if (listener === undefined) this.listeners.get(event)?.clear()
    else this.listeners.get(event)?.delete(listener as Listener)
  }

  /** Called before the speed factor or the rate changes, so time already played keeps its rate. */
  rebase(): void {
    this.position = this.rawTime()
    this.anchorMs = performance.now()
  }

  load(src: string, autoplay: boolean): void {
    if (this.destroyed) return
    this.halt()
    this.src = src
    this.ready = false
    this.duration = 0
    this.position = 0
    this.pendingSeek = null
    this.wantsPlay = false
    const generation = ++this.loadGeneration
    if (!src) return
    if (autoplay) this.requestPlay()
    this.fetchAndMeasure(src, generation).catch(this.kit.onAsyncError)
  }

  play(): void {
    if (this.destroyed || !this.src) return
    if (this.ready) this.startClock()
    else this.requestPlay()
  }

  pause(): void {
    if (this.running) {
      this.position = this.currentTime
      this.halt()
      this.emit('Pause')
    } else if (this.wantsPlay) {
      this.wantsPlay = false
      this.emit('Pause')
    }
  }

  stop(): void {
    if (this.destroyed || !this.src) return
    this.halt()
    this.wantsPlay = false
    this.position = 0
    this.emit('Stop')
  }

  seek(seconds: unknown): void {
    if (this.destroyed || typeof seconds !== 'number' || !Number.isFinite(seconds)) return
    this.emit('Seeking')
    if (this.ready) {
      this.position = Math.min(Math.max(0, seconds), this.duration)
      this.anchorMs = performance.now()
    } else this.pendingSeek = Math.max(0, seconds)
    this.emit('Seeked')
  }

  destroy(): void {
    this.halt()
    this.loadGeneration++
    this.wantsPlay = false
    this.listeners.clear()
    this.destroyed = true
  }

  /** Reports an error as WeChat's onError does, without loading anything. */
  fail(errCode: number, errMsg: string): void {
    this.halt()
    this.wantsPlay = false
    this.emit('Error', { errCode, errMsg })
  }

  private rawTime(): number {
    if (!this.running) return this.position
    return this.position + ((performance.now() - this.anchorMs) / 1000) * this.rate * this.speed()
  }

  private requestPlay(): void {
    if (this.wantsPlay) return
    this.wantsPlay = true
    this.emit('Waiting')
  }

  private emit(event: string, res?: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) {
      this.kit.scheduler.soon(() => {
        if (!this.destroyed) this.kit.callApp(listener, res)
      })
    }
  }

  private halt(): void {
    this.running = false
    this.stopTicking()
    this.stopTicking = () => {}
  }

  private startClock(): void {
    if (this.running) return
    this.wantsPlay = false
    // Playing again after the end starts over, as an ended audio does in WeChat.
    if (this.position >= this.duration) this.position = 0
    this.running = true
    this.anchorMs = performance.now()
    this.emit('Play')
    this.stopTicking = this.kit.scheduler.every(TIME_UPDATE_INTERVAL_MS, () => this.tick())
  }

  private tick(): void {
    const time = this.rawTime()
    if (time < this.duration) {
      this.emit('TimeUpdate')
    } else if (this.loop) {
      this.position = this.duration > 0 ? time % this.duration : 0
      this.anchorMs = performance.now()
      this.emit('TimeUpdate')
    } else {
      this.position = this.duration
      this.halt()
      this.emit('TimeUpdate')
      this.emit('Ended')
    }
  }

  private async fetchAndMeasure(src: string, generation: number): Promise<void> {
    let bytes: Buffer
    try {
      bytes = await this.fetch(src)
    } catch (error) {
      if (generation !== this.loadGeneration) return
      if (error instanceof AudioLoadError) this.fail(error.errCode, error.message)
      else throw error
      return
    }
    if (generation !== this.loadGeneration) return
    const reading = audioDuration(bytes)
    if (!reading) this.kit.host.unimplemented(`${this.label}: the duration of ${src} (the test runtime reads WAV and MP3 only)`)
    if ('unreadable' in reading) {
      this.fail(ERROR_CODE.format, `format error: ${reading.unreadable}`)
      return
    }
    this.duration = reading.seconds
    this.ready = true
    this.position = Math.min(this.pendingSeek ?? this.startTime, this.duration)
    this.pendingSeek = null
    this.emit('Canplay')
    if (this.wantsPlay) this.startClock()
  }

  private async fetch(src: string): Promise<Buffer> {
    const file = localFile(this.kit, src)
    if (file) {
      if (!existsSync(file.real)) throw new AudioLoadError(ERROR_CODE.file, `file error: ${src} does not exist`)
      return readFileSync(file.real)
    }
    if (!/^https?:\/\//i.test(src)) throw new AudioLoadError(ERROR_CODE.file, `file error: ${src} is neither a URL nor a local file`)
    const result = await exchange({
      url: new URL(src),
      method: 'GET',
      headers: { 'User-Agent': IPHONE_USER_AGENT },
      timeoutMs: LOAD_TIMEOUT_MS,
      signal: this.kit.scheduler.signal,
    }).catch((error: unknown) => {
      if (error instanceof HttpFailure) throw new AudioLoadError(ERROR_CODE.network, `network error: ${error.message}`)
      throw error
    })
    if (result.statusCode < 200 || result.statusCode >= 300) {
      throw new AudioLoadError(ERROR_CODE.network, `network error: the server answered ${result.statusCode} for ${src}`)
    }
    return result.body
  }
}

type Accessors = Record<string, { get: () => unknown; set?: (value: never) => void }>

/** The app's object: recorded methods, then the properties as accessors over the player. */
function surface(kit: WxKit, label: string, methods: object, accessors: Accessors): Record<string, unknown> {
  const object = kit.recorded(label, methods) as Record<string, unknown>
  for (const [name, { get, set }] of Object.entries(accessors)) {
    Object.defineProperty(object, name, { get, set, enumerable: true })
  }
  return object
}

function listenerMethods(player: Player, events: string[], withOff: boolean): object {
  return Object.fromEntries(
    events.flatMap((event) => [
      [`on${event}`, (listener: unknown) => player.on(event, listener)],
      ...(withOff ? [[`off${event}`, (listener?: unknown) => player.off(event, listener)]] : []),
    ]),
  )
}

function playerAccessors(player: Player): Accessors {
  return {
    startTime: { get: () => player.startTime, set: (value: number) => (player.startTime = Number(value) || 0) },
    playbackRate: { get: () => player.playbackRate, set: (value: number) => (player.playbackRate = value) },
    duration: { get: () => player.duration },
    currentTime: { get: () => player.currentTime },
    paused: { get: () => player.paused },
    buffered: { get: () => player.buffered },
  }
}

export function audioApis(kit: WxKit) {
  let speed = 1
  const players = new Set<Player>()
  let backgroundManager: Record<string, unknown> | null = null

  const createPlayer = (label: string) => {
    const player = new Player(kit, label, () => speed)
    players.add(player)
    return player
  }

  const createInnerAudioContext = () => {
    const player = createPlayer('InnerAudioContext')
    let autoplay = false
    let volume = 1
    let obeyMuteSwitch = true
    let referrerPolicy = 'origin'
    return surface(
      kit,
      'InnerAudioContext',
      {
        play: () => player.play(),
        pause: () => player.pause(),
        stop: () => player.stop(),
        seek: (position: unknown) => player.seek(position),
        destroy: () => {
          player.destroy()
          players.delete(player)
        },
        ...listenerMethods(player, INNER_EVENTS, true),
      },
      {
        ...playerAccessors(player),
        src: { get: () => player.src, set: (value: string) => player.load(String(value ?? ''), autoplay) },
        autoplay: { get: () => autoplay, set: (value: boolean) => (autoplay = Boolean(value)) },
        loop: { get: () => player.loop, set: (value: boolean) => (player.loop = Boolean(value)) },
        volume: { get: () => volume, set: (value: number) => (volume = Math.min(1, Math.max(0, Number(value)))) },
        obeyMuteSwitch: { get: () => obeyMuteSwitch, set: (value: boolean) => (obeyMuteSwitch = Boolean(value)) },
        referrerPolicy: { get: () => referrerPolicy, set: (value: string) => (referrerPolicy = String(value)) },
      },
    )
  }

  const createBackgroundAudioManager = () => {
    const player = createPlayer('BackgroundAudioManager')
    const metadata: Record<string, string> = { title: '', epname: '', singer: '', coverImgUrl: '', webUrl: '', protocol: 'http', referrerPolicy: 'origin' }
    const metadataAccessors: Accessors = Object.fromEntries(
      Object.keys(metadata).map((name) => [name, { get: () => metadata[name], set: (value: string) => (metadata[name] = String(value ?? '')) }]),
    )
    return surface(
      kit,
      'BackgroundAudioManager',
      {
        play: () => player.play(),
        pause: () => player.pause(),
        stop: () => player.stop(),
        seek: (position: unknown) => player.seek(position),
        ...listenerMethods(player, BACKGROUND_EVENTS, false),
      },
      {
        ...playerAccessors(player),
        ...metadataAccessors,
        src: {
          get: () => player.src,
          set: (value: string) => {
            // The system player shows the title, so WeChat refuses a src without one and reports
            // it as a script error; nothing plays.
            if (!metadata.title) kit.onAsyncError(new Error('setBackgroundAudioState:fail title is nil!'))
            // The background player starts as soon as it has a src.
            else player.load(String(value ?? ''), true)
          },
        },
      },
    )
  }

  return {
    apis: {
      createInnerAudioContext,
      getBackgroundAudioManager: () => (backgroundManager ??= createBackgroundAudioManager()),
    },
    /** Playback runs `factor` times faster than real time (tests: hear an 8 s file end in 0.1 s). */
    setPlaybackSpeed(factor: number) {
      if (!(factor > 0)) throw new Error(`playback speed must be a positive number, not ${factor}`)
      for (const player of players) player.rebase()
      speed = factor
    },
  }
}
