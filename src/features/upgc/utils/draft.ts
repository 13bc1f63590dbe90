// The comment being written on a post, kept per post in storage (spec: "comment draft" in the
// session state) so leaving the page and coming back finds it again.
import { readStored, removeStored, writeStored } from '@/core/storage'

export interface CommentDraft {
  text: string
  /** The first-level comment a reply goes under. */
  parentId?: number
  /** Whom the reply answers, for the box's placeholder. */
  replyName?: string
}

/** A draft is kept for a week at most. */
const DRAFT_TTL_SECONDS = 7 * 24 * 3600

const key = (postId: number) => `upgcCommentDraft:${postId}`

export function readDraft(postId: number): CommentDraft | undefined {
  const d = readStored<CommentDraft>(key(postId))
  return d && typeof d.text === 'string' ? d : undefined
}

/** Keeps the draft; an empty text with no reply target removes it. */
export function writeDraft(postId: number, draft: CommentDraft): void {
  if (!draft.text && !draft.parentId) removeStored(key(postId))
  else writeStored(key(postId), draft, DRAFT_TTL_SECONDS)
}

export function clearDraft(postId: number): void {
  removeStored(key(postId))
}

/** The post being written (发布动态): text, circle and uploaded images, one per device. */
export interface PostDraft {
  text: string
  circleId: number | null
  images: { url: string; thumbnailUrl: string }[]
}

const POST_DRAFT_KEY = 'upgcPostDraft'

export function readPostDraft(): PostDraft | undefined {
  const d = readStored<PostDraft>(POST_DRAFT_KEY)
  return d && typeof d.text === 'string' && Array.isArray(d.images) ? d : undefined
}

/** Keeps the post draft; one with no text and no images removes it. */
export function writePostDraft(draft: PostDraft): void {
  if (!draft.text && !draft.images.length) removeStored(POST_DRAFT_KEY)
  else writeStored(POST_DRAFT_KEY, draft, DRAFT_TTL_SECONDS)
}

export function clearPostDraft(): void {
  removeStored(POST_DRAFT_KEY)
}
