// The promoter's share poster: who recommends, the product (price and pitch) or the programme, and
// the code to scan — the mini-program code WeChat made when the server has one (loaded as the
// poster's `code` image), else a QR code of the H5 link carrying the promoter's code.
import { drawBackdrop, drawInitial, drawLoadedImage, drawQr, fillWrapped, fitText, font, roundRect } from '@/components/Poster/canvas'
import type { Ctx2D, PosterImages, PosterSize } from '@/components/Poster/canvas'
import { fenToYuan } from '@/core/format'
import type { Poster } from '@/features/distribution/api/distribution'
import { productKind } from '@/features/distribution/utils/labels'

export const PROMOTER_POSTER: PosterSize = { width: 300, height: 500, scale: 2 }
/** The name the mini-program code image is loaded under. */
export const CODE_IMAGE = 'code'

/** What the poster's code is: the mini-program code, a QR code of the link, or none (no H5 address known). */
export type PosterCode = 'wxacode' | 'qr' | 'none'

export function drawPromoterPoster(ctx: Ctx2D, images: PosterImages, poster: Poster, link: string): PosterCode {
  const W = PROMOTER_POSTER.width
  const H = PROMOTER_POSTER.height
  drawBackdrop(ctx, PROMOTER_POSTER, {
    stops: [[0, '#1f5e52'], [0.55, '#2f7d6d'], [1, '#6aa995']],
    glow: { x: W - 30, y: 40, r: 100, color: 'rgba(255,255,255,0.07)' },
  })
  ctx.textAlign = 'left'
  ctx.textBaseline = 'alphabetic'

  // Who recommends.
  const name = poster.promoter.nickname || '心栈推广达人'
  drawInitial(ctx, name, 42, 44, 18, '#f3dfbf', '#24685a')
  ctx.fillStyle = '#ffffff'
  ctx.font = font(15, 600)
  ctx.fillText(fitText(ctx, name, W - 100), 68, 40)
  ctx.fillStyle = 'rgba(255,255,255,0.8)'
  ctx.font = font(11)
  ctx.fillText(poster.product ? '向你推荐' : '邀请你一起来心栈学习成长', 68, 58)

  // The product, or the programme, on a white card.
  const top = 84
  ctx.fillStyle = '#ffffff'
  roundRect(ctx, 20, top, W - 40, 196, 14)
  ctx.fill()
  const product = poster.product
  if (product) {
    ctx.fillStyle = '#2f7d6d'
    ctx.font = font(12, 600)
    ctx.fillText(productKind(product.type), 36, top + 30)
    ctx.fillStyle = '#1f2329'
    ctx.font = font(19, 700)
    const below = fillWrapped(ctx, product.name, 36, top + 58, W - 72, 27, 3)
    if (product.pitch) {
      ctx.fillStyle = '#646a73'
      ctx.font = font(13)
      fillWrapped(ctx, product.pitch, 36, below + 6, W - 72, 20, 2)
    }
    ctx.fillStyle = '#d9534f'
    ctx.font = font(26, 700)
    ctx.fillText(`¥${fenToYuan(product.priceFen)}`, 36, top + 176)
    if (product.originalPriceFen > product.priceFen) {
      const at = 44 + ctx.measureText(`¥${fenToYuan(product.priceFen)}`).width
      ctx.fillStyle = '#999fa8'
      ctx.font = font(13)
      const original = `¥${fenToYuan(product.originalPriceFen)}`
      ctx.fillText(original, at, top + 176)
      ctx.fillRect(at, top + 171, ctx.measureText(original).width, 1)
    }
  } else {
    ctx.fillStyle = '#1f2329'
    ctx.font = font(22, 700)
    ctx.fillText('心栈', 36, top + 48)
    ctx.fillStyle = '#2f7d6d'
    ctx.font = font(16, 600)
    ctx.fillText('好课与会员，陪你成为更好的自己', 36, top + 84)
    ctx.fillStyle = '#646a73'
    ctx.font = font(13)
    fillWrapped(ctx, '心理学好课、测评与读书会，和朋友一起学习、一起成长。', 36, top + 118, W - 72, 21, 3)
  }

  // The code to scan.
  const side = 112
  const codeX = W - side - 28
  const codeY = H - side - 44
  ctx.fillStyle = '#ffffff'
  roundRect(ctx, codeX - 8, codeY - 8, side + 16, side + 16, 12)
  ctx.fill()
  let code: PosterCode = 'none'
  if (drawLoadedImage(ctx, images[CODE_IMAGE], codeX, codeY, side, side)) code = 'wxacode'
  else if (link) {
    drawQr(ctx, link, codeX, codeY, side)
    code = 'qr'
  }
  ctx.fillStyle = '#ffffff'
  ctx.font = font(15, 600)
  ctx.fillText(code === 'wxacode' ? '长按识别小程序码' : code === 'qr' ? '长按识别二维码' : '打开心栈搜索', 28, codeY + 40)
  ctx.fillStyle = 'rgba(255,255,255,0.85)'
  ctx.font = font(12)
  ctx.fillText(product ? '查看详情并购买' : '和我一起学习成长', 28, codeY + 62)
  ctx.fillText(`推广码 ${poster.code}`, 28, codeY + 92)
  return code
}
