// The poster as an image, H5 variant: an off-screen canvas → PNG data URL; saving goes through the
// app bridge in our app, a download elsewhere, and a long press in the WeChat browser.
import { bridge, bridgeAvailable } from '@/core/bridge/native'
import { isInWechat } from '@/core/env'
import { drawPoster, POSTER_HEIGHT, POSTER_SCALE, POSTER_WIDTH } from '@/features/vip/utils/drawPoster'
import type { Ctx2D, PosterData } from '@/features/vip/utils/drawPoster'

export const POSTER_CANVAS_ID = 'vip-poster-canvas'

export async function renderPoster(data: PosterData): Promise<string> {
  const canvas = document.createElement('canvas')
  canvas.width = POSTER_WIDTH * POSTER_SCALE
  canvas.height = POSTER_HEIGHT * POSTER_SCALE
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('海报生成失败，请稍后重试')
  ctx.scale(POSTER_SCALE, POSTER_SCALE)
  drawPoster(ctx as unknown as Ctx2D, data)
  return canvas.toDataURL('image/png')
}

/** 'saved', or 'longpress' where only a long press can save (the WeChat browser). */
export async function savePoster(src: string): Promise<'saved' | 'longpress'> {
  if (bridgeAvailable()) {
    await bridge.saveImage({ base64: src })
    return 'saved'
  }
  if (isInWechat()) return 'longpress'
  const link = document.createElement('a')
  link.href = src
  link.download = '心栈会员海报.png'
  document.body.appendChild(link)
  link.click()
  link.remove()
  return 'saved'
}

/** Our app shares the image natively; elsewhere the person long-presses it. */
export function canShareImage(): boolean {
  return bridgeAvailable()
}

export function sharePoster(src: string): Promise<void> {
  return bridge.shareBase64Image({ base64: src })
}
