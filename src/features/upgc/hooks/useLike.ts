// A tap on a like: login first, one request at a time per target, the count changes at once
// and rolls back with a toast when the server refuses.
import { useCallback, useRef } from 'react'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { promptLogin } from '@/core/login/prompt'
import { describeError } from '@/core/request/client'
import { toast } from '@/core/toast'
import { setLike, type LikeState } from '@/features/upgc/api/upgc'
import { toggleLike } from '@/features/upgc/utils/feed'

export function useLike(targetType: 'post' | 'comment', apply: (id: number, state: LikeState) => void) {
  const { loggedIn } = useCurrentUser()
  const pending = useRef(new Set<number>())
  const applyRef = useRef(apply)
  applyRef.current = apply

  return useCallback(
    (id: number, before: LikeState) => {
      if (!loggedIn) {
        promptLogin()
        return
      }
      if (pending.current.has(id)) return
      pending.current.add(id)
      void toggleLike(before, {
        send: (liked) => setLike(targetType, id, liked),
        apply: (state) => applyRef.current(id, state),
        fail: (e) => toast(`点赞失败：${describeError(e)}`),
      }).finally(() => pending.current.delete(id))
    },
    [loggedIn, targetType],
  )
}
