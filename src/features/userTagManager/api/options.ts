// Choices of the profile wizard (GET /user/tags/options), fetched once per app load.
import type { TagOptions } from '@contract/accounts'
import { getTagOptions } from '@/core/api/user'

export type { TagOptions }

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
