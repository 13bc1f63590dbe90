// One rule for telling the user an action failed, without repeating what the client already said.
import { describeError, isApiError } from '@/core/request/client'
import { QUIET_STATES, STATE_NOT_LOGGED_IN } from '@/core/request/envelope'
import { toast } from '@/core/toast'

/**
 * The request client already toasts business errors that carry a message and opens the login
 * view on -1; everything else (network, timeout, quiet states, non-API errors) is toasted here.
 */
export function notifyError(e: unknown): void {
  if (isApiError(e) && e.kind === 'business') {
    if (e.state === STATE_NOT_LOGGED_IN) return
    if (!QUIET_STATES.includes(e.state) && e.message) return
  }
  toast(describeError(e))
}
