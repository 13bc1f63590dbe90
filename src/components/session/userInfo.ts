// One profile request at a time, however many pages and hooks ask for it.
import type { UserInfo } from '@/core/session/atoms'
import { loadUserInfo } from '@/core/session/userInfo'

let inFlight: Promise<UserInfo> | null = null

/** GET user/user/getUserInfo into the session, shared by concurrent callers. */
export function fetchCurrentUser(): Promise<UserInfo> {
  if (!inFlight) {
    inFlight = loadUserInfo().finally(() => {
      inFlight = null
    })
  }
  return inFlight
}
