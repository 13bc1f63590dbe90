// Runs a callback when the page is shown again after another page covered it (back from adding
// an address, paying an order…). Pages render their content after the navigation guard, so the
// first show is over before their components mount: counting shows would miss the return.
import { useDidHide, useDidShow } from '@tarojs/taro'
import { useRef } from 'react'

export function useOnReturn(callback: () => void): void {
  const hidden = useRef(false)
  const latest = useRef(callback)
  latest.current = callback
  useDidHide(() => {
    hidden.current = true
  })
  useDidShow(() => {
    if (!hidden.current) return
    hidden.current = false
    latest.current()
  })
}
