// Sharing an assessment: friends open its detail page with the sharer's invitation code (added by
// buildShareLink), so the inviter is bound when they sign up (spec 7).
import { configureShare } from '@/core/share/share'
import { buildShareLink } from '@/core/share/link'
import { routeShareLink } from '@/components/Poster/link'
import { shareWithToast } from '@/components/Poster/shareWithToast'
import type { AssessmentCard } from '@/features/assessment/api/catalogue'

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
  void shareWithToast(target(card), '链接已复制，发给好友一起测测吧')
}

/** Asks friends to help unlock a report: they open AssessmentHelpUnloc with its help code. */
export function shareHelpLink(reportTitle: string, code: string): Promise<unknown> {
  return shareWithToast({
    title: `帮我解锁「${reportTitle}」报告`,
    desc: '点一下就能为我助力，谢谢你！',
    link: routeShareLink('assessment-AssessmentHelpUnloc', { code }),
  })
}
