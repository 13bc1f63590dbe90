// A poster as an image, H5 variant (image.weapp.ts has the same exports): an off-screen canvas →
// PNG data URL; saving goes through the app bridge in our app, a download elsewhere, and a long
// press in the WeChat browser (it blocks downloads).
import { bridge, bridgeAvailable } from '@/core/bridge/native'
import { isInWechat } from '@/core/env'
import type { Ctx2D, PosterDraw, PosterImages, PosterSize } from '@/components/Poster/canvas'

/** The mini-program draws on a <Canvas> of the page; H5 needs none. */
export const NEEDS_PAGE_CANVAS = false

/** Loads the poster's images; one that fails is left out (the poster draws without it). */
async function loadImages(urls: Record<string, string>): Promise<PosterImages> {
  const entries = await Promise.all(
    Object.entries(urls).map(
      ([name, url]) =>
        new Promise<[string, HTMLImageElement | null]>((resolve) => {
          const img = new Image()
          img.crossOrigin = 'anonymous'
          img.onload = () => resolve([name, img])
          img.onerror = () => resolve([name, null])
          img.src = url
        }),
    ),
  )
  return Object.fromEntries(entries.filter(([, img]) => img))
}

export async function renderPoster(draw: PosterDraw, size: PosterSize, _canvasId: string, imageUrls: Record<string, string> = {}): Promise<string> {
  const images = await loadImages(imageUrls)
  const canvas = document.createElement('canvas')
  canvas.width = size.width * size.scale
  canvas.height = size.height * size.scale
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('海报生成失败，请稍后重试')
  ctx.scale(size.scale, size.scale)
  draw(ctx as unknown as Ctx2D, images)
  return canvas.toDataURL('image/png')
}

/** 'saved', or 'longpress' where only a long press can save (the WeChat browser). */
export async function savePoster(src: string, fileName: string): Promise<'saved' | 'longpress'> {
  if (bridgeAvailable()) {
    await bridge.saveImage({ base64: src })
    return 'saved'
  }
  if (isInWechat()) return 'longpress'
  const link = document.createElement('a')
  link.href = src
  link.download = fileName
  document.body.appendChild(link)
  link.click()
  link.remove()
  return 'saved'
}

/**
 * A served image (an SVG certificate) as a PNG of `width` px, so that it saves like a poster.
 * Same origin: drawing it does not taint the canvas.
 */
export async function rasterizeImage(url: string, width: number, _canvasId: string): Promise<string> {
  const img = new Image()
  img.crossOrigin = 'anonymous'
  await new Promise<void>((resolve, reject) => {
    img.onload = () => resolve()
    img.onerror = () => reject(new Error('图片加载失败，请稍后重试'))
    img.src = url
  })
  const ratio = img.naturalWidth && img.naturalHeight ? img.naturalHeight / img.naturalWidth : 1
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = Math.round(width * ratio)
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('图片生成失败，请稍后重试')
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, canvas.width, canvas.height)
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height)
  return canvas.toDataURL('image/png')
}

/** Our app shares the image natively; elsewhere the person long-presses it. */
export function canShareImage(): boolean {
  return bridgeAvailable()
}

export function sharePosterImage(src: string): Promise<void> {
  return bridge.shareBase64Image({ base64: src })
}
