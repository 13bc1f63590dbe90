// The optimistic like every list with hearts uses (community posts and comments, punch-ins):
// flip at once, settle on the server's answer, roll back on failure.

export interface LikeState {
  liked: boolean
  likeCount: number
}

/** The like state a tap asks for, shown before the server answers. */
export function flipLike(state: LikeState): LikeState {
  return state.liked ? { liked: false, likeCount: Math.max(0, state.likeCount - 1) } : { liked: true, likeCount: state.likeCount + 1 }
}

export interface LikeDeps {
  send: (liked: boolean) => Promise<LikeState>
  /** Shows a state (optimistic, confirmed, or rolled back). */
  apply: (state: LikeState) => void
  fail: (error: unknown) => void
}

/**
 * One tap on a like: applies the flipped state at once, then the server's answer, or puts the
 * state before the tap back and reports the failure. Resolves to the state shown at the end.
 */
export async function toggleLike(before: LikeState, deps: LikeDeps): Promise<LikeState> {
  const wanted = flipLike(before)
  deps.apply(wanted)
  try {
    const answer = await deps.send(wanted.liked)
    const settled = { liked: answer.liked, likeCount: answer.likeCount }
    deps.apply(settled)
    return settled
  } catch (e) {
    deps.apply(before)
    deps.fail(e)
    return before
  }
}
