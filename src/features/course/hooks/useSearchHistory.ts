// Search history kept on this device (newest first, at most 10).
import { useCallback, useState } from 'react'
import { readStored, removeStored, writeStored } from '@/core/storage'
import { pushHistory } from '@/features/course/utils/format'

const KEY = 'courseSearchHistory'

export function useSearchHistory() {
  const [history, setHistory] = useState<string[]>(() => readStored<string[]>(KEY) ?? [])
  const add = useCallback((term: string) => {
    setHistory((prev) => {
      const next = pushHistory(prev, term)
      writeStored(KEY, next)
      return next
    })
  }, [])
  const clear = useCallback(() => {
    removeStored(KEY)
    setHistory([])
  }, [])
  return { history, add, clear }
}
