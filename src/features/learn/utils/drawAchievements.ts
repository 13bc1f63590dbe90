// The learning-achievement poster: who, the totals (never what was listened to), and a QR code
// of the share link with the person's invitation code.
import { drawBackdrop, drawInitial, drawQr, drawStatCard, fitText, font, roundRect } from '@/components/Poster/canvas'
import type { Ctx2D, PosterSize } from '@/components/Poster/canvas'
import { formatMinutes } from '@/core/format'
import type { ShareSummary } from '@/features/learn/api/learn'

export const ACHIEVEMENT_POSTER: PosterSize = { width: 300, height: 480, scale: 2 }

/** The sentence under the name, from the strongest fact. */
export function achievementLine(a: Pick<ShareSummary, 'currentStreak' | 'totalDays' | 'coursesCompleted'>): string {
  if (a.currentStreak >= 3) return `已连续学习 ${a.currentStreak} 天`
  if (a.coursesCompleted > 0) return `已学完 ${a.coursesCompleted} 门课程`
  if (a.totalDays > 0) return `已在心栈学习 ${a.totalDays} 天`
  return '在心栈开启学习之旅'
}

export function drawAchievements(ctx: Ctx2D, a: ShareSummary, link: string): void {
  const W = ACHIEVEMENT_POSTER.width

  drawBackdrop(ctx, ACHIEVEMENT_POSTER, {
    stops: [[0, '#1f5e52'], [0.55, '#2f7d6d'], [1, '#5aa38f']],
    glow: { x: W - 30, y: 40, r: 90, color: 'rgba(255,255,255,0.06)' },
  })

  const name = a.nickname || '心栈用户'
  drawInitial(ctx, name, 48, 56, 22, '#f3dfbf', '#24685a')
  ctx.textAlign = 'left'
  ctx.textBaseline = 'alphabetic'
  ctx.fillStyle = '#ffffff'
  ctx.font = font(16, 600)
  ctx.fillText(fitText(ctx, name, W - 110), 82, 52)
  ctx.font = font(12)
  ctx.fillStyle = 'rgba(255,255,255,0.85)'
  ctx.fillText(achievementLine(a), 82, 72)

  ctx.font = font(12)
  ctx.fillStyle = 'rgba(255,255,255,0.8)'
  ctx.fillText('在心栈累计学习', 24, 116)
  ctx.fillStyle = '#ffe3a8'
  ctx.font = font(32, 700)
  ctx.fillText(fitText(ctx, formatMinutes(a.totalMinutes), W - 48), 24, 156)

  // Four totals in a frosted card.
  drawStatCard(
    ctx,
    [
      ['学习天数', `${a.totalDays}天`],
      ['连续学习', `${a.currentStreak}天`],
      ['学完课程', `${a.coursesCompleted}门`],
      ['获得证书', `${a.certificates}张`],
    ],
    { x: 20, y: 176, width: W - 40, height: 96, fill: 'rgba(255,255,255,0.12)', valueSize: 17, valueY: 218, labelY: 244 },
  )
  if (a.weekRank) {
    ctx.textAlign = 'center'
    ctx.fillStyle = '#ffe3a8'
    ctx.font = font(12, 600)
    ctx.fillText(`本周学习排行榜第 ${a.weekRank} 名`, W / 2, 298)
  }

  // The invitation ticket.
  ctx.fillStyle = '#ffffff'
  roundRect(ctx, 20, 316, W - 40, 144, 12)
  ctx.fill()
  ctx.textAlign = 'left'
  ctx.fillStyle = '#1f2329'
  ctx.font = font(15, 600)
  // Left of the QR code (x 176): at most 132 px.
  ctx.fillText(fitText(ctx, '和我一起学习吧', 132), 36, 352)
  ctx.fillStyle = '#646a73'
  ctx.font = font(11)
  ctx.fillText(fitText(ctx, link ? '扫码打开心栈一起听课' : '打开心栈，注册时填写邀请码', link ? 132 : W - 72), 36, 376)
  ctx.fillStyle = '#999fa8'
  ctx.fillText('我的邀请码', 36, 408)
  ctx.fillStyle = '#b8894a'
  ctx.font = font(20, 700)
  ctx.fillText(a.invitationCode, 36, 436)
  if (link) drawQr(ctx, link, W - 124, 332, 88)
}
