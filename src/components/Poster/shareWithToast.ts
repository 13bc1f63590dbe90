// The whole 分享 flow of a button: share the page, then tell the person what happens next (use
// the menu in WeChat, the link was copied) or what went wrong. Platform-neutral: sharePage is
// chosen per platform (share.ts / share.weapp.ts).
import { describeError } from '@/core/request/client'
import { toast } from '@/core/toast'
import { sharePage, type ShareOutcome, type ShareTarget } from '@/components/Poster/share'

const MENU_TOAST = '点击右上角「···」分享给好友'

/** Shares `target`; answers the outcome, or null after a failure (already toasted). */
export async function shareWithToast(target: ShareTarget, copiedToast = '链接已复制，发给好友吧'): Promise<ShareOutcome | null> {
  try {
    const outcome = await sharePage(target)
    toast(outcome === 'menu' ? MENU_TOAST : outcome === 'copied' ? copiedToast : '')
    return outcome
  } catch (e) {
    toast(describeError(e))
    return null
  }
}
