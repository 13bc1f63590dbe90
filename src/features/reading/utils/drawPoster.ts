// The share poster of a party: what is read, when and where, the fee, who organises it, and a QR
// code of the party's H5 page with the sharer's invitation code.
import { drawBackdrop, drawInitial, drawQr, fillWrapped, fitText, font, roundRect } from '@/components/Poster/canvas'
import type { Ctx2D, PosterSize } from '@/components/Poster/canvas'
import type { PartyCard } from '@/features/reading/api/reading'
import { bookTopicText, feeText, partyTime } from '@/features/reading/utils/format'

export const PARTY_POSTER: PosterSize = { width: 300, height: 480, scale: 2 }

export function drawPartyPoster(ctx: Ctx2D, party: PartyCard, link: string): void {
  const W = PARTY_POSTER.width
  drawBackdrop(ctx, PARTY_POSTER, {
    stops: [[0, '#1f5e52'], [0.6, '#2f7d6d'], [1, '#6aa995']],
    glow: { x: W - 24, y: 36, r: 96, color: 'rgba(255,255,255,0.07)' },
  })

  ctx.textAlign = 'left'
  ctx.textBaseline = 'alphabetic'
  ctx.fillStyle = 'rgba(255,255,255,0.85)'
  ctx.font = font(12)
  ctx.fillText(`心栈读书会 · ${party.city}`, 24, 40)
  ctx.fillStyle = '#ffffff'
  ctx.font = font(22, 700)
  let y = fillWrapped(ctx, party.title, 24, 76, W - 48, 30, 2)
  const reads = bookTopicText(party)
  if (reads) {
    ctx.fillStyle = '#ffe3a8'
    ctx.font = font(14, 600)
    ctx.fillText(fitText(ctx, reads, W - 48), 24, y + 6)
    y += 30
  }

  // The facts on a white card.
  const top = y + 8
  ctx.fillStyle = '#ffffff'
  roundRect(ctx, 20, top, W - 40, 132, 12)
  ctx.fill()
  const rows: [string, string][] = [
    ['时间', partyTime(party.startsAt, party.endsAt)],
    ['地点', party.venue],
    ['名额', `${party.capacity}人`],
    ['费用', feeText(party.feeFen)],
  ]
  rows.forEach(([label, value], i) => {
    const rowY = top + 30 + i * 28
    ctx.fillStyle = '#999fa8'
    ctx.font = font(12)
    ctx.fillText(label, 36, rowY)
    ctx.fillStyle = label === '费用' && party.feeFen > 0 ? '#d9534f' : '#1f2329'
    ctx.font = font(13, label === '费用' ? 700 : 400)
    ctx.fillText(fitText(ctx, value, W - 120), 76, rowY)
  })

  // Who invites, and the QR code.
  const bottom = PARTY_POSTER.height - 120
  const name = party.organiser.nickname || '心栈书友'
  drawInitial(ctx, name, 44, bottom + 26, 18, '#f3dfbf', '#24685a')
  ctx.fillStyle = '#ffffff'
  ctx.font = font(14, 600)
  ctx.fillText(fitText(ctx, name, 120), 70, bottom + 22)
  ctx.fillStyle = 'rgba(255,255,255,0.8)'
  ctx.font = font(11)
  ctx.fillText('邀请你一起来读书', 70, bottom + 40)
  ctx.fillText(link ? '扫码查看详情并报名' : '打开心栈搜索读书会', 24, bottom + 84)
  if (link) {
    ctx.fillStyle = '#ffffff'
    roundRect(ctx, W - 116, bottom - 4, 96, 96, 8)
    ctx.fill()
    drawQr(ctx, link, W - 110, bottom + 2, 84)
  }
}
