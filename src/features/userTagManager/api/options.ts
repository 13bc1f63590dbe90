// Choices of the profile wizard (GET /user/tags/options), fetched once per app load.
import { getTagOptions } from '@/core/api/user'
import type { TagOptions } from '@/core/api/user'

let cached: Promise<TagOptions> | null = null

export function loadTagOptions(): Promise<TagOptions> {
  if (!cached) {
    cached = getTagOptions().catch((e) => {
      cached = null
      throw e
    })
  }
  return cached
}
