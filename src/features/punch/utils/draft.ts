// The punch being written on 发布打卡, kept per challenge and day (today's, or the missed day of a
// make-up) across leaving the page, like the community's post draft: the text and the photos
// already uploaded (their addresses). Kept a week at most; removed once the punch is sent.
// Minutes listened are not part of it: they are the server's count, read again on every visit.
import type { UploadedPicture } from '@/components/hooks/useImageUploads'
import { readStored, removeStored, writeStored } from '@/core/storage'

export interface PunchDraft {
  text: string
  images: UploadedPicture[]
}

/** A draft is kept for a week at most. */
const DRAFT_TTL_SECONDS = 7 * 24 * 3600

const key = (challengeId: number, day: string) => `punchDraft:${challengeId}:${day}`

function isPicture(x: unknown): x is UploadedPicture {
  return typeof x === 'object' && x !== null && typeof (x as UploadedPicture).url === 'string' && typeof (x as UploadedPicture).thumbnailUrl === 'string'
}

export function readPunchDraft(challengeId: number, day: string): PunchDraft | undefined {
  const d = readStored<PunchDraft>(key(challengeId, day))
  if (!d || typeof d.text !== 'string' || !Array.isArray(d.images)) return undefined
  return { text: d.text, images: d.images.filter(isPicture) }
}

/** Keeps the draft; one with no text (blank) and no photos removes it. */
export function writePunchDraft(challengeId: number, day: string, draft: PunchDraft): void {
  if (!draft.text.trim() && !draft.images.length) removeStored(key(challengeId, day))
  else writeStored(key(challengeId, day), { text: draft.text, images: draft.images }, DRAFT_TTL_SECONDS)
}

export function clearPunchDraft(challengeId: number, day: string): void {
  removeStored(key(challengeId, day))
}
