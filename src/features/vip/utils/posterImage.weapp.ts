// The poster as an image, mini-program variant: the page's <Canvas type="2d"> → temp file, saved
// with saveImageToPhotosAlbum. Same exports as posterImage.ts.
import Taro from '@tarojs/taro'
import { drawPoster, POSTER_HEIGHT, POSTER_SCALE, POSTER_WIDTH } from '@/features/vip/utils/drawPoster'
import type { Ctx2D, PosterData } from '@/features/vip/utils/drawPoster'

export const POSTER_CANVAS_ID = 'vip-poster-canvas'

interface CanvasNode {
  width: number
  height: number
  getContext(type: '2d'): unknown
}

function canvasNode(): Promise<CanvasNode> {
  return new Promise((resolve, reject) => {
    Taro.createSelectorQuery()
      .select(`#${POSTER_CANVAS_ID}`)
      .fields({ node: true, size: true })
      .exec((res: Array<{ node?: CanvasNode } | null>) => {
        const node = res?.[0]?.node
        if (node) resolve(node)
        else reject(new Error('海报生成失败，请稍后重试'))
      })
  })
}

export async function renderPoster(data: PosterData): Promise<string> {
  const canvas = await canvasNode()
  canvas.width = POSTER_WIDTH * POSTER_SCALE
  canvas.height = POSTER_HEIGHT * POSTER_SCALE
  const ctx = canvas.getContext('2d') as { scale(x: number, y: number): void }
  ctx.scale(POSTER_SCALE, POSTER_SCALE)
  drawPoster(ctx as unknown as Ctx2D, data)
  const { tempFilePath } = await Taro.canvasToTempFilePath({ canvas: canvas as never, fileType: 'png' } as never)
  return tempFilePath
}

export async function savePoster(src: string): Promise<'saved' | 'longpress'> {
  try {
    await Taro.saveImageToPhotosAlbum({ filePath: src })
    return 'saved'
  } catch (e) {
    const msg = String((e as { errMsg?: string })?.errMsg ?? '')
    if (/auth|deny/i.test(msg)) throw new Error('请在设置中允许保存到相册后重试')
    throw new Error('保存失败，请长按图片保存')
  }
}

export function canShareImage(): boolean {
  return false
}

export function sharePoster(_src: string): Promise<void> {
  return Promise.reject(new Error('请点击右上角分享给好友'))
}
