// A tap on a punch's heart: one request at a time per punch, the count changes at once and rolls
// back with a toast when the server refuses (not a member of the challenge, gone).
import { useCallback, useRef } from 'react'
import { describeError } from '@/core/request/client'
import { toggleLike, type LikeState } from '@/core/like'
import { toast } from '@/core/toast'
import { setPunchLike } from '@/features/punch/api/punch'

export function usePunchLike(apply: (punchId: number, state: LikeState) => void) {
  const pending = useRef(new Set<number>())
  const applyRef = useRef(apply)
  applyRef.current = apply
  return useCallback((punchId: number, before: LikeState) => {
    if (pending.current.has(punchId)) return
    pending.current.add(punchId)
    void toggleLike(before, {
      send: (liked) => setPunchLike(punchId, liked),
      apply: (state) => applyRef.current(punchId, state),
      fail: (e) => toast(`点赞失败：${describeError(e)}`),
    }).finally(() => pending.current.delete(punchId))
  }, [])
}
