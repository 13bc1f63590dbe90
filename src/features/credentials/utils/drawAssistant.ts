// The assistant's QR card drawn for saving: programme title, the QR code of `assistant.qr`, the
// assistant's name and the tip (platform-neutral 2D drawing of components/Poster).
import { drawQr, fillWrapped, fitText, font, roundRect } from '@/components/Poster/canvas'
import type { Ctx2D, PosterSize } from '@/components/Poster/canvas'

export const ASSISTANT_CARD_SIZE: PosterSize = { width: 300, height: 400, scale: 2 }

export interface AssistantCard {
  title: string
  name: string
  qr: string
  tip: string
}

export function drawAssistantCard(ctx: Ctx2D, card: AssistantCard): void {
  const { width, height } = ASSISTANT_CARD_SIZE
  ctx.fillStyle = '#ffffff'
  roundRect(ctx, 0, 0, width, height, 16)
  ctx.fill()
  ctx.textAlign = 'center'
  ctx.textBaseline = 'top'
  ctx.fillStyle = '#2f7d6d'
  ctx.font = font(13)
  ctx.fillText(fitText(ctx, card.title, width - 40), width / 2, 22)
  ctx.fillStyle = '#1f2329'
  ctx.font = font(18, 600)
  ctx.fillText(fitText(ctx, card.name, width - 40), width / 2, 46)
  const qrSize = 200
  ctx.fillStyle = '#f1f3f5'
  roundRect(ctx, (width - qrSize) / 2 - 10, 82, qrSize + 20, qrSize + 20, 10)
  ctx.fill()
  ctx.fillStyle = '#ffffff'
  ctx.fillRect((width - qrSize) / 2 - 4, 88, qrSize + 8, qrSize + 8)
  drawQr(ctx, card.qr, (width - qrSize) / 2, 92, qrSize)
  ctx.fillStyle = '#646a73'
  ctx.font = font(13)
  fillWrapped(ctx, card.tip, width / 2, 318, width - 48, 20, 3)
}
