// A promoter's link (or mini-program code) opened: the visit is reported once per page with this
// device's visitor id (the server counts a visitor once a day per promoter and, with a token,
// binds). A code that came in a mini-program scene is kept as the inviter, like a link's
// inviteCode (PageShell keeps that one). For any landing page: `useLinkVisit(landingLink(params).code, path)`.
import { useEffect, useRef } from 'react'
import { storeInviteCode } from '@/core/session/session'
import { reportVisit } from '@/features/distribution/api/distribution'
import { visitorId } from '@/features/distribution/utils/visitor'

export function useLinkVisit(code: string, page: string, fromScene: boolean): void {
  const reported = useRef(false)
  useEffect(() => {
    if (!code || reported.current) return
    reported.current = true
    if (fromScene) storeInviteCode(code)
    reportVisit(code, page, visitorId()).catch(() => undefined)
  }, [code])
}
