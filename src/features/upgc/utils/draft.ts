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
