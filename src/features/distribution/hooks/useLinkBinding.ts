// A page opened from a promoter's link binds the logged-in buyer to that promoter, once per page
// (also right after a login on the page). Binding is a background event: refusals are outcomes
// the buyer never asked about, so nothing is said.
import { useEffect, useRef } from 'react'
import { bindToPromoter } from '@/features/distribution/api/distribution'

export function useLinkBinding(code: string, loggedIn: boolean): void {
  const done = useRef(false)
  useEffect(() => {
    if (!code || !loggedIn || done.current) return
    done.current = true
    bindToPromoter(code).catch(() => undefined)
  }, [code, loggedIn])
}
