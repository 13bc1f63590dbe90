// Draws the VIP share poster with the user's invitation code and a QR code of the share link
// (the canvas, saving and sharing are src/components/Poster's).
import { drawBackdrop, drawQr, fitText as fit, font, roundRect } from '@/components/Poster/canvas'
import type { Ctx2D, PosterSize } from '@/components/Poster/canvas'
import { fenToYuan as yuan } from '@/core/format'

export type { Ctx2D }

export interface PosterData {
  nickname: string
  invitationCode: string
  offerName: string
  priceFen: number
  originalPriceFen: number
  durationDays: number
  benefits: string[]
  /** The share link the QR code opens (the VIP home with the inviter's code); '' for none. */
  link: string
}

/** Logical size in px; drawn at POSTER_SCALE for sharp text. */
export const POSTER_WIDTH = 300
export const POSTER_HEIGHT = 480
export const POSTER_SCALE = 2
export const POSTER_SIZE: PosterSize = { width: POSTER_WIDTH, height: POSTER_HEIGHT, scale: POSTER_SCALE }

export function drawPoster(ctx: Ctx2D, data: PosterData): void {
  const W = POSTER_WIDTH

  // Background: the brand teal, as on the pay home.
  drawBackdrop(ctx, POSTER_SIZE, { stops: [[0, '#24685a'], [0.6, '#2f7d6d'], [1, '#4f9a86']] })

  ctx.textBaseline = 'alphabetic'
  ctx.textAlign = 'left'
  ctx.fillStyle = '#ffffff'
  ctx.font = font(26, 700)
  ctx.fillText('心栈会员', 24, 56)
  ctx.font = font(12)
  ctx.fillStyle = 'rgba(255,255,255,0.85)'
  ctx.fillText('读书 · 学习 · 心理成长，一张会员卡全部解锁', 24, 80)

  // The offer card: dark gold like a member card.
  const card = ctx.createLinearGradient(24, 100, W - 24, 250)
  card.addColorStop(0, '#3b2f22')
  card.addColorStop(1, '#5a4632')
  ctx.fillStyle = card
  roundRect(ctx, 20, 100, W - 40, 168, 12)
  ctx.fill()

  ctx.fillStyle = '#f3dfbf'
  ctx.font = font(15, 600)
  ctx.fillText(fit(ctx, data.offerName, 140), 36, 130)
  ctx.textAlign = 'right'
  ctx.font = font(11)
  ctx.fillStyle = 'rgba(243,223,191,0.75)'
  ctx.fillText(`${data.durationDays}天`, W - 36, 130)

  ctx.textAlign = 'left'
  ctx.fillStyle = '#e9c891'
  ctx.font = font(16, 700)
  ctx.fillText('¥', 36, 168)
  ctx.font = font(34, 700)
  const price = yuan(data.priceFen)
  ctx.fillText(price, 50, 170)
  if (data.originalPriceFen > data.priceFen) {
    const x = 50 + ctx.measureText(price).width + 8
    ctx.font = font(12)
    ctx.fillStyle = 'rgba(243,223,191,0.55)'
    const original = `¥${yuan(data.originalPriceFen)}`
    ctx.fillText(original, x, 168)
    ctx.fillRect(x, 164, ctx.measureText(original).width, 1)
  }

  ctx.font = font(12)
  ctx.fillStyle = '#f3dfbf'
  data.benefits.slice(0, 4).forEach((b, i) => {
    const y = 196 + i * 18
    ctx.fillStyle = '#e9c891'
    ctx.fillText('✓', 36, y)
    ctx.fillStyle = 'rgba(243,223,191,0.9)'
    ctx.fillText(fit(ctx, b, W - 100), 52, y)
  })

  // The invitation: a white ticket at the bottom.
  ctx.fillStyle = '#ffffff'
  roundRect(ctx, 20, 288, W - 40, 168, 12)
  ctx.fill()

  ctx.textAlign = 'center'
  ctx.fillStyle = '#1f2329'
  ctx.font = font(14, 600)
  ctx.fillText(fit(ctx, `${data.nickname} 邀请你加入心栈`, W - 72), W / 2, 318)

  // Without a link (no H5 address known) the code takes the whole ticket.
  const codeX = data.link ? 98 : W / 2
  const boxW = data.link ? 132 : W - 120
  ctx.fillStyle = '#999fa8'
  ctx.font = font(11)
  ctx.fillText('我的专属邀请码', codeX, 346)

  ctx.fillStyle = '#fbf6ee'
  roundRect(ctx, codeX - boxW / 2, 358, boxW, 44, 8)
  ctx.fill()
  ctx.fillStyle = '#b8894a'
  ctx.font = font(data.link ? 20 : 26, 700)
  ctx.fillText(fit(ctx, data.link ? data.invitationCode : data.invitationCode.split('').join(' '), boxW - 12), codeX, 388)

  ctx.fillStyle = '#646a73'
  ctx.font = font(10)
  ctx.fillText(data.link ? '注册时填写邀请码与我绑定' : '打开心栈，注册时填写邀请码即可与我绑定', codeX, 426)

  if (data.link) {
    drawQr(ctx, data.link, 180, 330, 84)
    ctx.fillStyle = '#646a73'
    ctx.font = font(10)
    ctx.fillText('扫码开通会员', 222, 430)
  }
}
