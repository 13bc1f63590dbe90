// The app's one player: the controller on the platform's engine (engine.ts / engine.weapp.ts,
// picked by the build's file suffix). Importing this module is what loads the player code, so
// only the mini bar and the course pages do; PageShell reads player/store.ts alone.
import { getPlayInfo, reportProgress } from '@/core/api/course'
import { mediaUrl } from '@/core/media'
import { createEngine } from '@/core/player/engine'
import { onLeave, sendWhileLeaving } from '@/core/player/leave'
import { createPlayerController } from '@/core/player/controller'
import type { PlayerController } from '@/core/player/controller'
import { sessionStore } from '@/core/session/atoms'
import { isLoggedIn } from '@/core/session/session'

export { mediaUrl }

let instance: PlayerController | null = null

export function getPlayer(): PlayerController {
  if (!instance) {
    instance = createPlayerController({
      engine: createEngine(),
      store: sessionStore,
      getPlayInfo,
      reportProgress,
      isLoggedIn,
      onLeave,
      sendWhileLeaving,
      mediaUrl,
    })
  }
  return instance
}

export { PLAYER_RATES } from '@/core/player/store'
export type { PlayerController } from '@/core/player/controller'
