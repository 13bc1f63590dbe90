// Audio with real files over real HTTP and a real clock, sped up by setPlaybackSpeed.
import assert from 'node:assert/strict'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { after, afterEach, before, beforeEach, describe, it } from 'node:test'
import { audioDuration } from './audio-duration'
import { createRig, delay, startServer, wavOf } from './test-support'
import type { TestRig, TestServer } from './test-support'

/** A constant-bitrate MP3 body: `frames` MPEG-1 Layer III frames of 128 kbps at 44.1 kHz (417 bytes each). */
function mp3Of(frames: number): Buffer {
  const frame = Buffer.alloc(417)
  frame.set([0xff, 0xfb, 0x90, 0x00])
  return Buffer.concat(Array.from({ length: frames }, () => frame))
}

const EVENTS = ['Canplay', 'Play', 'Pause', 'Stop', 'Ended', 'TimeUpdate', 'Error', 'Waiting', 'Seeking', 'Seeked']

type Audio = Record<string, unknown> & {
  src: string
  startTime: number
  playbackRate: number
  readonly currentTime: number
  readonly duration: number
  readonly paused: boolean
  readonly buffered: number
  play(): void
  pause(): void
  stop(): void
  seek(position: number): void
  destroy(): void
}

/** Every event of the audio object, in order, with its answer. */
function listen(audio: Audio) {
  const events: { name: string; res: unknown }[] = []
  for (const name of EVENTS) (audio[`on${name}`] as (listener: (res: unknown) => void) => void)((res) => events.push({ name, res }))
  const names = () => events.map((event) => event.name).filter((name) => name !== 'TimeUpdate')
  const waitFor = async (name: string, timeoutMs = 3000) => {
    const deadline = performance.now() + timeoutMs
    while (!events.some((event) => event.name === name)) {
      if (performance.now() > deadline) throw new Error(`no on${name} within ${timeoutMs} ms; got ${names().join(', ')}`)
      await delay(5)
    }
    return events.find((event) => event.name === name)?.res
  }
  return { events, names, waitFor }
}

let server: TestServer
let rig: TestRig

before(async () => {
  server = await startServer({
    '/media/tone.wav': (_request, _body, response) => response.writeHead(200, { 'Content-Type': 'audio/wav' }).end(wavOf(2)),
    '/media/tone.mp3': (_request, _body, response) => response.writeHead(200, { 'Content-Type': 'audio/mpeg' }).end(mp3Of(100)),
  })
})
after(() => server.close())
beforeEach(() => (rig = createRig()))
afterEach(() => rig.close())

const innerAudio = () => rig.wx.createInnerAudioContext() as Audio

describe('InnerAudioContext', () => {
  it('downloads the file and reads its duration from the WAV header before onCanplay', async () => {
    const audio = innerAudio()
    const { waitFor, names } = listen(audio)
    assert.equal(audio.duration, 0)
    audio.src = `${server.origin}/media/tone.wav`
    await waitFor('Canplay')
    assert.equal(audio.duration, 2)
    assert.equal(audio.buffered, 2)
    assert.equal(audio.paused, true)
    assert.equal(audio.currentTime, 0)
    assert.deepEqual(names(), ['Canplay'])
    assert.equal(server.received.at(-1)?.url, '/media/tone.wav')
  })

  it('advances currentTime with time while playing, and holds it while paused', async () => {
    rig.runtime.setPlaybackSpeed(4)
    const audio = innerAudio()
    const { waitFor } = listen(audio)
    audio.src = `${server.origin}/media/tone.wav`
    audio.play()
    await waitFor('Play')
    assert.equal(audio.paused, false)
    const first = audio.currentTime
    await delay(60)
    const second = audio.currentTime
    assert.ok(second > first, `currentTime went from ${first} to ${second}`)
    audio.pause()
    await waitFor('Pause')
    const paused = audio.currentTime
    await delay(30)
    assert.equal(audio.currentTime, paused)
    assert.equal(audio.paused, true)
  })

  it('plays to the end: onTimeUpdate on the way, then onEnded at the duration', async () => {
    rig.runtime.setPlaybackSpeed(20)
    const audio = innerAudio()
    const { waitFor, events, names } = listen(audio)
    audio.autoplay = true
    audio.src = `${server.origin}/media/tone.wav`
    await waitFor('Ended')
    assert.deepEqual(names(), ['Waiting', 'Canplay', 'Play', 'Ended'])
    assert.ok(events.some((event) => event.name === 'TimeUpdate'))
    assert.equal(audio.currentTime, 2)
    assert.equal(audio.paused, true)
  })

  it('starts at startTime and answers seek with onSeeking and onSeeked', async () => {
    const audio = innerAudio()
    const { waitFor } = listen(audio)
    audio.startTime = 1.5
    audio.src = `${server.origin}/media/tone.wav`
    await waitFor('Canplay')
    assert.equal(audio.currentTime, 1.5)
    audio.seek(0.25)
    await waitFor('Seeked')
    assert.equal(audio.currentTime, 0.25)
    audio.seek(99)
    assert.equal(audio.currentTime, 2)
  })

  it('goes back to 0 on stop, with onStop', async () => {
    rig.runtime.setPlaybackSpeed(4)
    const audio = innerAudio()
    const { waitFor } = listen(audio)
    audio.src = `${server.origin}/media/tone.wav`
    audio.play()
    await waitFor('Play')
    await delay(30)
    audio.stop()
    await waitFor('Stop')
    assert.equal(audio.currentTime, 0)
    assert.equal(audio.paused, true)
  })

  it('plays faster at a higher playbackRate, within WeChat’s 0.5–2', async () => {
    const audio = innerAudio()
    const { waitFor } = listen(audio)
    audio.playbackRate = 5
    assert.equal(audio.playbackRate, 2)
    audio.playbackRate = 0.1
    assert.equal(audio.playbackRate, 0.5)
    audio.playbackRate = 2
    rig.runtime.setPlaybackSpeed(10)
    audio.src = `${server.origin}/media/tone.wav`
    audio.play()
    // 2 s of audio at 2× rate and 10× speed: 100 ms of real time.
    await waitFor('Ended', 1000)
  })

  it('reports a 404 with onError, errCode 10002', async () => {
    const audio = innerAudio()
    const { waitFor } = listen(audio)
    audio.src = `${server.origin}/media/missing.wav`
    audio.play()
    const error = (await waitFor('Error')) as { errCode: number; errMsg: string }
    assert.equal(error.errCode, 10002)
    assert.match(error.errMsg, /404/)
    assert.equal(audio.paused, true)
  })

  it('reads the duration of a constant-bitrate MP3 from its first frame', async () => {
    const audio = innerAudio()
    const { waitFor } = listen(audio)
    audio.src = `${server.origin}/media/tone.mp3`
    await waitFor('Canplay')
    assert.equal(audio.duration, (100 * 417 * 8) / 128_000)
  })

  it('plays a local file the app has', async () => {
    writeFileSync(path.join(rig.host.fileDir, 'tmp_voice.wav'), wavOf(0.5))
    const audio = innerAudio()
    const { waitFor } = listen(audio)
    audio.src = 'wxfile://tmp_voice.wav'
    await waitFor('Canplay')
    assert.equal(audio.duration, 0.5)
  })

  it('stops its clock on dispose: no onTimeUpdate afterwards', async () => {
    rig.runtime.setPlaybackSpeed(0.01)
    const audio = innerAudio()
    const { waitFor, events } = listen(audio)
    audio.src = `${server.origin}/media/tone.wav`
    audio.play()
    await waitFor('TimeUpdate')
    rig.runtime.dispose()
    const count = events.length
    await delay(600)
    assert.equal(events.length, count)
  })
})

describe('BackgroundAudioManager', () => {
  const manager = () => rig.wx.getBackgroundAudioManager() as Audio & { title: string; epname: string; singer: string; coverImgUrl: string }

  it('is one object per runtime', () => {
    assert.equal(manager(), manager())
  })

  it('plays as soon as it has a src, and ends', async () => {
    rig.runtime.setPlaybackSpeed(20)
    const bgm = manager()
    const { waitFor, names } = listen(bgm)
    bgm.title = '晨间冥想'
    bgm.epname = '第一课'
    bgm.singer = '心栈'
    bgm.coverImgUrl = `${server.origin}/cover.png`
    bgm.src = `${server.origin}/media/tone.wav`
    await waitFor('Ended')
    assert.deepEqual(names(), ['Waiting', 'Canplay', 'Play', 'Ended'])
    assert.equal(bgm.title, '晨间冥想')
  })

  it('refuses a src without a title, as WeChat does, and plays nothing', async () => {
    const bgm = manager()
    bgm.src = `${server.origin}/media/tone.wav`
    assert.equal((rig.asyncErrors[0] as Error).message, 'setBackgroundAudioState:fail title is nil!')
    assert.equal(bgm.src, '')
    assert.equal(bgm.paused, true)
  })

  it('has playbackRate, as base library 2.11 and later', () => {
    assert.ok('playbackRate' in manager())
  })
})

describe('audio durations', () => {
  it('tells WAV and MP3, and leaves other bytes unknown', () => {
    assert.deepEqual(audioDuration(wavOf(1.25)), { seconds: 1.25 })
    assert.deepEqual(audioDuration(mp3Of(10)), { seconds: (10 * 417 * 8) / 128_000 })
    assert.equal(audioDuration(Buffer.from('<html>not audio</html>')), null)
    assert.deepEqual(audioDuration(wavOf(1).subarray(0, 36)), { unreadable: 'WAV without a data chunk' })
  })

  it('refuses a playback speed that is not positive', () => {
    assert.throws(() => rig.runtime.setPlaybackSpeed(0), /positive/)
  })
})
