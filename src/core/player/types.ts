// The one interface both audio engines implement (engine.ts on H5, engine.weapp.ts in the
// mini-program); the controller only talks to this.

export interface EngineTrack {
  src: string
  title: string
  /** The course title (album). */
  subjectTitle: string
  cover: string
  /** Seconds to start at. */
  startAt: number
}

export interface EngineHandlers {
  /** Audio is really advancing (after play, after buffering). */
  onPlay(): void
  onPause(): void
  /** Buffering: time does not advance. */
  onWaiting(): void
  onEnded(): void
  onTime(position: number, duration: number): void
  onError(message: string): void
  /** System controls (lock screen, control centre) where the platform has them. */
  onNext?(): void
  onPrev?(): void
}

export interface AudioEngine {
  setHandlers(handlers: EngineHandlers): void
  /** Replaces the track; starts playing when autoplay. */
  load(track: EngineTrack, autoplay: boolean): void
  play(): void
  pause(): void
  seek(seconds: number): void
  /** false where the platform cannot change the speed. */
  setRate(rate: number): boolean
  /** Stops and forgets the track. */
  stop(): void
}
