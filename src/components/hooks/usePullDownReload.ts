// Pull-down refresh for a page whose config sets `enablePullDownRefresh: true`: reloads, and
// closes the refresh indicator once the reload has settled.
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { useEffect, useRef } from 'react'

export function usePullDownReload(reload: () => void, loading: boolean): void {
  const pulling = useRef(false)
  usePullDownRefresh(() => {
    pulling.current = true
    reload()
  })
  useEffect(() => {
    if (loading || !pulling.current) return
    pulling.current = false
    Taro.stopPullDownRefresh()
  }, [loading])
}
