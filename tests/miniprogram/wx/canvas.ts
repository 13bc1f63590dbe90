// `<canvas type="2d">` nodes drawn for real: the node a selector query gives for a canvas
// (`fields({ node: true })`) is a Skia canvas (@napi-rs/canvas) with WeChat's Canvas surface
// (width/height, getContext('2d'), createImage, toDataURL), and `wx.canvasToTempFilePath` writes
// its pixels to a real PNG or JPEG temp file. Text is drawn with the fonts of the machine: CJK
// glyphs may show as boxes, their measurements are real all the same.
import { readFileSync } from 'node:fs'
import { createCanvas, loadImage, type Image, type SKRSContext2D } from '@napi-rs/canvas'
import type { WxKit } from './kit'
import { WxFailure, checkParams } from './kit'
import { localFile, writeTempFile } from './paths'

/** What `canvas.createImage()` gives: loads its `src` (a URL over HTTP, or a local file) for drawImage. */
export class CanvasImage {
  width = 0
  height = 0
  onload: (() => void) | null = null
  onerror: ((error: unknown) => void) | null = null
  /** The decoded picture, once loaded. */
  decoded: Image | null = null
  private source = ''

  constructor(private readonly kit: WxKit) {}

  get src(): string {
    return this.source
  }

  set src(value: string) {
    this.source = value
    void this.load(value).then(
      (image) => {
        this.decoded = image
        this.width = image.width
        this.height = image.height
        this.kit.scheduler.soon(() => this.kit.callApp(this.onload))
      },
      (error: unknown) => this.kit.scheduler.soon(() => this.kit.callApp(this.onerror, { errMsg: String((error as Error).message ?? error) })),
    )
  }

  private async load(src: string): Promise<Image> {
    if (/^https?:\/\//.test(src)) {
      const res = await fetch(src, { signal: this.kit.scheduler.signal })
      if (!res.ok) throw new Error(`image ${src}: HTTP ${res.status}`)
      return loadImage(Buffer.from(await res.arrayBuffer()))
    }
    const file = localFile(this.kit, src)
    if (!file) throw new Error(`image ${src} is not a file of this mini-program`)
    return loadImage(readFileSync(file.real))
  }
}

/** The Canvas object of a `<canvas type="2d">` node. */
export class CanvasNode {
  private readonly canvas = createCanvas(300, 150)
  private context: SKRSContext2D | null = null

  constructor(private readonly kit: WxKit) {}

  get width(): number {
    return this.canvas.width
  }

  set width(value: number) {
    this.canvas.width = value
  }

  get height(): number {
    return this.canvas.height
  }

  set height(value: number) {
    this.canvas.height = value
  }

  getContext(type: string): SKRSContext2D {
    if (type !== '2d') return this.kit.host.unimplemented(`canvas.getContext('${type}')`)
    if (!this.context) {
      const context = this.canvas.getContext('2d')
      // The app draws the images it made with createImage: hand Skia the decoded picture.
      const drawImage = context.drawImage.bind(context) as (image: unknown, ...args: number[]) => void
      Object.defineProperty(context, 'drawImage', {
        value: (image: unknown, ...args: number[]) => drawImage(image instanceof CanvasImage ? image.decoded : image, ...args),
      })
      this.context = context
    }
    return this.context
  }

  createImage(): CanvasImage {
    return new CanvasImage(this.kit)
  }

  toDataURL(type = 'image/png', quality?: number): string {
    return `data:${type};base64,${this.encode(type === 'image/jpeg' ? 'jpg' : 'png', quality).toString('base64')}`
  }

  encode(fileType: 'png' | 'jpg', quality = 1): Buffer {
    return fileType === 'jpg' ? this.canvas.toBuffer('image/jpeg', Math.round(quality * 100)) : this.canvas.toBuffer('image/png')
  }
}

export function canvasApis(kit: WxKit) {
  return {
    canvasToTempFilePath: kit.callbackApi('canvasToTempFilePath', (options) => {
      checkParams(options, {}, { fileType: 'String', quality: 'Number' })
      const canvas = options.canvas
      // The old canvas-id drawing API has no node to read pixels from here.
      if (!(canvas instanceof CanvasNode)) {
        if (options.canvasId !== undefined) return kit.host.unimplemented('wx.canvasToTempFilePath with canvasId (the old canvas API)')
        throw new WxFailure('parameter error: parameter.canvas should be Object instead of Undefined;')
      }
      const fileType = options.fileType === 'jpg' ? 'jpg' : 'png'
      const tempFilePath = writeTempFile(kit, fileType, canvas.encode(fileType, (options.quality as number | undefined) ?? 1))
      return { tempFilePath }
    }),
  }
}
