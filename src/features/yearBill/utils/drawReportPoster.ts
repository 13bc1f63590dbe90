// The yearly-report share poster: totals and the year's title only (never what was listened to),
// and a QR code of the report page with the sharer's invitation code.
import { drawBackdrop, drawInitial, drawQr, drawStatCard, fitText, font, roundRect } from '@/components/Poster/canvas'
import type { Ctx2D, PosterSize } from '@/components/Poster/canvas'
import type { YearReport } from '@/features/yearBill/api/report'
import { reportWords } from '@/features/yearBill/utils/slides'

export const REPORT_POSTER: PosterSize = { width: 300, height: 500, scale: 2 }

const PALETTE = {
  2023: { from: '#1b1d4a', to: '#5b3f7a', accent: '#ffd98a', badge: '#ffd98a', badgeText: '#37306b' },
  2024: { from: '#ff7e67', to: '#ffc46b', accent: '#ffffff', badge: '#ffffff', badgeText: '#e0673f' },
} as const

export type ReportTotals = Pick<YearReport, 'year' | 'totalMinutes' | 'activeDays' | 'longestStreak' | 'beatPercent' | 'title'>

export function drawReportPoster(ctx: Ctx2D, r: ReportTotals, nickname: string, link: string): void {
  const { width: W, height: H } = REPORT_POSTER
  const p = r.year >= 2024 ? PALETTE[2024] : PALETTE[2023]
  const { verb, name } = reportWords(r.year)

  drawBackdrop(ctx, REPORT_POSTER, {
    stops: [[0, p.from], [1, p.to]],
    to: [W * 0.4, H],
    glow: { x: W - 20, y: 60, r: 80, color: 'rgba(255,255,255,0.08)' },
  })

  ctx.textBaseline = 'alphabetic'
  ctx.textAlign = 'left'
  ctx.fillStyle = 'rgba(255,255,255,0.85)'
  ctx.font = font(12)
  ctx.fillText('心栈', 24, 40)
  ctx.fillStyle = '#ffffff'
  ctx.font = font(22, 700)
  ctx.fillText(name, 24, 70)

  const who = nickname || '心栈用户'
  drawInitial(ctx, who, 40, 106, 16, p.badge, p.badgeText)
  ctx.textAlign = 'left'
  ctx.fillStyle = '#ffffff'
  ctx.font = font(14, 600)
  ctx.fillText(fitText(ctx, who, W - 90), 64, 111)

  ctx.fillStyle = 'rgba(255,255,255,0.85)'
  ctx.font = font(13)
  ctx.fillText(`这一年在心栈${verb}了`, 24, 160)
  ctx.fillStyle = p.accent
  ctx.font = font(48, 800)
  const minutes = String(r.totalMinutes)
  ctx.fillText(minutes, 24, 210)
  const mw = ctx.measureText(minutes).width
  ctx.fillStyle = '#ffffff'
  ctx.font = font(14)
  ctx.fillText('分钟', 24 + mw + 6, 208)

  drawStatCard(
    ctx,
    [
      ['活跃天数', `${r.activeDays}天`],
      ['最长连续', `${r.longestStreak}天`],
      ['超过用户', `${Math.round(r.beatPercent)}%`],
    ],
    { x: 20, y: 232, width: W - 40, height: 76, fill: 'rgba(255,255,255,0.14)', valueSize: 18, valueY: 266, labelY: 290 },
  )

  ctx.textAlign = 'center'
  ctx.fillStyle = 'rgba(255,255,255,0.85)'
  ctx.font = font(12)
  ctx.fillText('我的年度称号', W / 2, 336)
  ctx.fillStyle = p.accent
  ctx.font = font(24, 800)
  ctx.fillText(fitText(ctx, `「${r.title}」`, W - 48), W / 2, 368)

  ctx.fillStyle = '#ffffff'
  roundRect(ctx, 20, 388, W - 40, 96, 12)
  ctx.fill()
  ctx.textAlign = 'left'
  // Left of the QR code (x 196): at most 152 px.
  ctx.fillStyle = '#1f2329'
  ctx.font = font(14, 600)
  ctx.fillText(`你的${r.year}年`, 36, 420)
  ctx.fillText('过得怎么样？', 36, 442)
  ctx.fillStyle = '#646a73'
  ctx.font = font(11)
  ctx.fillText(fitText(ctx, link ? '扫码查看你的年度报告' : '打开心栈，查看你的年度报告', link ? 152 : W - 72), 36, 466)
  if (link) drawQr(ctx, link, W - 104, 398, 76)
}
