// Server-made addresses (`/api/certificate/image?…`) are relative to the API host: the
// mini-program's API base is absolute, H5 serves the API on its own origin.
import { API_BASE } from '@/core/config'

export function apiAssetUrl(url: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url
  const origin = /^https?:\/\/[^/]+/i.exec(API_BASE)?.[0]
  return origin ? `${origin}${url}` : url
}
