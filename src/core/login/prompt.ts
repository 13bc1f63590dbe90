// Asking the visitor to log in: the login overlay, or the native login inside our app (spec 2.1, 4.2).
import { isInApp } from '@/core/env'
import { bridge, bridgeAvailable } from '@/core/bridge/native'
import { on } from '@/core/hub'
import { loginOverlayVisibleAtom, sessionStore } from '@/core/session/atoms'
import { onLoggedIn } from '@/core/login/flows'

export function showLoginOverlay(): void {
  sessionStore.set(loginOverlayVisibleAtom, true)
}

export function hideLoginOverlay(): void {
  sessionStore.set(loginOverlayVisibleAtom, false)
}

let nativeLoginInFlight: Promise<boolean> | null = null

/** Runs the app's native login once at a time; true when it produced a token. Never rejects. */
export function nativeLogin(): Promise<boolean> {
  if (!nativeLoginInFlight) {
    nativeLoginInFlight = bridge
      .login()
      .then(async ({ token, expiresIn }) => {
        await onLoggedIn(token, expiresIn)
        return true
      })
      .catch(() => false)
      .finally(() => {
        nativeLoginInFlight = null
      })
  }
  return nativeLoginInFlight
}

/** The login view of this client: native login in the app, the overlay everywhere else. */
export function promptLogin(): void {
  if (isInApp() && bridgeAvailable()) {
    void nativeLogin()
    return
  }
  // In the app without a bridge (an old app version) the overlay is the only way left to log in.
  showLoginOverlay()
}

/**
 * Shows the login view whenever the request client reports that the server refused the session.
 * app.ts calls this once at start; returns the unsubscribe.
 */
export function installLoginPrompt(): () => void {
  return on('loginNeeded', promptLogin)
}
