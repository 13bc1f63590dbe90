// A poster as an image, mini-program variant (same exports as image.ts): the page's
// <Canvas type="2d"> → temp file, saved with saveImageToPhotosAlbum.
import Taro from '@tarojs/taro'
import type { Ctx2D, PosterDraw, PosterImages, PosterSize } from '@/components/Poster/canvas'

export const NEEDS_PAGE_CANVAS = true

interface CanvasNode {
  width: number
  height: number
  getContext(type: '2d'): unknown
}

function canvasNode(canvasId: string): Promise<CanvasNode> {
  return new Promise((resolve, reject) => {
    Taro.createSelectorQuery()
      .select(`#${canvasId}`)
      .fields({ node: true, size: true })
      .exec((res: Array<{ node?: CanvasNode } | null>) => {
        const node = res?.[0]?.node
        if (node) resolve(node)
        else reject(new Error('海报生成失败，请稍后重试'))
      })
  })
}

interface CanvasImage {
  width: number
  height: number
  src: string
  onload: () => void
  onerror: () => void
}

/** Loads the poster's images on the canvas; one that fails is left out (the poster draws without it). */
async function loadImages(canvas: CanvasNode, urls: Record<string, string>): Promise<PosterImages> {
  const node = canvas as CanvasNode & { createImage(): CanvasImage }
  const entries = await Promise.all(
    Object.entries(urls).map(
      ([name, url]) =>
        new Promise<[string, CanvasImage | null]>((resolve) => {
          const img = node.createImage()
          img.onload = () => resolve([name, img])
          img.onerror = () => resolve([name, null])
          img.src = url
        }),
    ),
  )
  return Object.fromEntries(entries.filter(([, img]) => img))
}

export async function renderPoster(draw: PosterDraw, size: PosterSize, canvasId: string, imageUrls: Record<string, string> = {}): Promise<string> {
  const canvas = await canvasNode(canvasId)
  const images = await loadImages(canvas, imageUrls)
  canvas.width = size.width * size.scale
  canvas.height = size.height * size.scale
  const ctx = canvas.getContext('2d') as { scale(x: number, y: number): void }
  ctx.scale(size.scale, size.scale)
  draw(ctx as unknown as Ctx2D, images)
  const { tempFilePath } = await Taro.canvasToTempFilePath({ canvas: canvas as never, fileType: 'png' } as never)
  return tempFilePath
}

export async function savePoster(filePath: string, _fileName: string): Promise<'saved' | 'longpress'> {
  try {
    await Taro.saveImageToPhotosAlbum({ filePath })
    return 'saved'
  } catch (e) {
    const msg = String((e as { errMsg?: string })?.errMsg ?? '')
    if (/auth|deny/i.test(msg)) throw new Error('请在设置中允许保存到相册后重试', { cause: e })
    throw new Error('保存失败，请长按图片保存', { cause: e })
  }
}

/** A served image (an SVG certificate) as a PNG temp file of `width` px: the album takes no SVG. */
export async function rasterizeImage(url: string, width: number, canvasId: string): Promise<string> {
  const canvas = (await canvasNode(canvasId)) as CanvasNode & { createImage(): CanvasImage }
  const img = canvas.createImage()
  await new Promise<void>((resolve, reject) => {
    img.onload = () => resolve()
    img.onerror = () => reject(new Error('图片加载失败，请稍后重试'))
    img.src = url
  })
  canvas.width = width
  canvas.height = Math.round(width * (img.width && img.height ? img.height / img.width : 1))
  const ctx = canvas.getContext('2d') as { fillStyle: string; fillRect(...a: number[]): void; drawImage(i: unknown, ...a: number[]): void }
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, canvas.width, canvas.height)
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height)
  const { tempFilePath } = await Taro.canvasToTempFilePath({ canvas: canvas as never, fileType: 'png' } as never)
  return tempFilePath
}

export function canShareImage(): boolean {
  return false
}

export function sharePosterImage(_src: string): Promise<void> {
  return Promise.reject(new Error('请点击右上角分享给好友'))
}
