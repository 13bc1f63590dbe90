// Addresses of served media (signed `/api/media/…` links), without loading the player.
import { API_BASE } from '@/core/config'

/** `/api/media/…` on the API's host when the API is elsewhere (the mini-program). */
export function mediaUrl(url: string): string {
  const origin = /^https?:\/\/[^/]+/i.exec(API_BASE)?.[0]
  return origin && url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url
}
