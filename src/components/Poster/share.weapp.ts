// The 分享 button of a poster page, mini-program variant (same exports as share.ts): the button
// is an openType='share' button; this only sets what WeChat's share sheet sends.
import { configureShare } from '@/core/share/share'

export interface ShareTarget {
  title: string
  desc?: string
  link: string
}

export type ShareOutcome = 'shared' | 'menu' | 'copied'

export async function sharePage(target: ShareTarget): Promise<ShareOutcome> {
  await configureShare(target)
  return 'shared'
}
