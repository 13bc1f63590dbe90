// Loading the logged-in user's profile into the session. Apart from session.ts because it calls
// the user API, which goes through the request client, which reads the token from session.ts.
import { fetchUserInfo } from '@/core/api/user'
import { sessionStore, userInfoAtom } from '@/core/session/atoms'
import type { UserInfo } from '@/core/session/atoms'

/** GET user/user/getUserInfo and keep the result in the session. */
export async function loadUserInfo(): Promise<UserInfo> {
  const info = await fetchUserInfo()
  sessionStore.set(userInfoAtom, info)
  return info
}
