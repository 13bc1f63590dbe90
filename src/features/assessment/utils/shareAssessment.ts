// Sharing an assessment: friends open its detail page with the sharer's invitation code (added by
// buildShareLink), so the inviter is bound when they sign up (spec 7).
import { configureShare } from '@/core/share/share'
import { buildShareLink } from '@/core/share/link'
import { toast } from '@/core/toast'
import { describeError } from '@/core/request/client'
import { routeShareLink } from '@/components/Poster/link'
import { sharePage } from '@/components/Poster/share'
import type { AssessmentCard } from '@/features/assessment/api/catalogue'

const SHARE_TOAST = { menu: '点击右上角「···」分享给好友', copied: '链接已复制，发给好友一起测测吧', shared: '' } as const

function target(card: Pick<AssessmentCard, 'id' | 'title' | 'subtitle'>) {
  return {
    title: `${card.title}｜心栈心理测评`,
    desc: card.subtitle || '花几分钟，更了解自己',
    link: buildShareLink(routeShareLink('assessment-assessmentDetail', { id: card.id })),
  }
}

/** What the platform's own share menu sends while the detail is open. */
export function configureAssessmentShare(card: Pick<AssessmentCard, 'id' | 'title' | 'subtitle'>): void {
  void configureShare(target(card))
}

/** The 分享 button: our app's sheet, WeChat's menu, the system sheet or a copied link. */
export function shareAssessment(card: Pick<AssessmentCard, 'id' | 'title' | 'subtitle'>): void {
  sharePage(target(card))
    .then((outcome) => {
      if (SHARE_TOAST[outcome]) toast(SHARE_TOAST[outcome])
    })
    .catch((e) => toast(describeError(e)))
}
