// Platform-neutral drawing helpers for share posters: they only use the 2D context API that the
// browser canvas and the mini-program's canvas type='2d' share.
import qrcode from 'qrcode-generator'

/** The subset of CanvasRenderingContext2D posters use (the mini-program's context has it too). */
export interface Ctx2D {
  fillStyle: string | CanvasGradient
  strokeStyle: string | CanvasGradient
  font: string
  textAlign: CanvasTextAlign
  textBaseline: CanvasTextBaseline
  lineWidth: number
  beginPath(): void
  closePath(): void
  moveTo(x: number, y: number): void
  lineTo(x: number, y: number): void
  arcTo(x1: number, y1: number, x2: number, y2: number, r: number): void
  arc(x: number, y: number, r: number, start: number, end: number): void
  fill(): void
  stroke(): void
  fillRect(x: number, y: number, w: number, h: number): void
  fillText(text: string, x: number, y: number): void
  measureText(text: string): { width: number }
  createLinearGradient(x0: number, y0: number, x1: number, y1: number): CanvasGradient
  setLineDash?(segments: number[]): void
  /** Draws an image the poster loaded beforehand (PosterImages). */
  drawImage?(image: never, x: number, y: number, w: number, h: number): void
}

/** Logical size of a poster in px; it is drawn at `scale` for sharp text. */
export interface PosterSize {
  width: number
  height: number
  scale: number
}

/**
 * Images a poster draws (a served mini-program code), by name: loaded before drawing, a name
 * missing when its image failed to load, so the poster can draw something else in its place.
 */
export type PosterImages = Record<string, unknown>

/** Draws one poster on a context already scaled to logical px. */
export type PosterDraw = (ctx: Ctx2D, images: PosterImages) => void

/** Draws a loaded image at (x, y), `w` × `h`; false when there is none (or the context cannot). */
export function drawLoadedImage(ctx: Ctx2D, image: unknown, x: number, y: number, w: number, h: number): boolean {
  if (!image || !ctx.drawImage) return false
  ctx.drawImage(image as never, x, y, w, h)
  return true
}

const FONT = '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif'

export function font(size: number, weight = 400): string {
  return `${weight} ${size}px ${FONT}`
}

/** Draws `text` as a QR code of `size` px with its top-left corner at (x, y). */
export function drawQr(ctx: Ctx2D, text: string, x: number, y: number, size: number, color = '#1f2329'): void {
  const qr = qrcode(0, 'M')
  qr.addData(text)
  qr.make()
  const n = qr.getModuleCount()
  const cell = size / n
  ctx.fillStyle = color
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      // Cells overlap by a hair so no seams show between them when scaled.
      if (qr.isDark(r, c)) ctx.fillRect(x + c * cell, y + r * cell, cell + 0.3, cell + 0.3)
    }
  }
}

/** A rounded rectangle path (fill or stroke it after). */
export function roundRect(ctx: Ctx2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath()
  ctx.moveTo(x + r, y)
  ctx.arcTo(x + w, y, x + w, y + h, r)
  ctx.arcTo(x + w, y + h, x, y + h, r)
  ctx.arcTo(x, y + h, x, y, r)
  ctx.arcTo(x, y, x + w, y, r)
  ctx.closePath()
}

/** Cuts text to fit `max` px (in the current font), with an ellipsis. */
export function fitText(ctx: Ctx2D, text: string, max: number): string {
  if (ctx.measureText(text).width <= max) return text
  let cut = text
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > max) cut = cut.slice(0, -1)
  return `${cut}…`
}

/**
 * Breaks text into lines of at most `max` px (character by character: Chinese has no spaces), at
 * most `maxLines` lines, the last one with an ellipsis when text is left over.
 */
export function wrapText(ctx: Ctx2D, text: string, max: number, maxLines = Infinity): string[] {
  const lines: string[] = []
  let line = ''
  const chars = Array.from(text)
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]
    if (ch === '\n') {
      lines.push(line)
      line = ''
    } else if (line && ctx.measureText(line + ch).width > max) {
      lines.push(line)
      line = ch
    } else {
      line += ch
    }
    if (lines.length === maxLines) {
      const rest = line + chars.slice(i + 1).join('')
      if (rest) lines[maxLines - 1] = fitText(ctx, `${lines[maxLines - 1]}${rest}`, max)
      return lines
    }
  }
  if (line) lines.push(line)
  return lines
}

/** Fills wrapped text from (x, y) down, `lineHeight` apart; returns the y below the last line. */
export function fillWrapped(ctx: Ctx2D, text: string, x: number, y: number, max: number, lineHeight: number, maxLines?: number): number {
  const lines = wrapText(ctx, text, max, maxLines)
  lines.forEach((line, i) => ctx.fillText(line, x, y + i * lineHeight))
  return y + lines.length * lineHeight
}

/** A poster's background: a linear gradient from the top-left corner, and a soft circle for depth. */
export interface Backdrop {
  /** Colour stops from 0 to 1. */
  stops: [number, string][]
  /** Where the gradient ends; the bottom-right corner unless given. */
  to?: [number, number]
  glow?: { x: number; y: number; r: number; color: string }
}

export function drawBackdrop(ctx: Ctx2D, size: Pick<PosterSize, 'width' | 'height'>, backdrop: Backdrop): void {
  const [toX, toY] = backdrop.to ?? [size.width, size.height]
  const bg = ctx.createLinearGradient(0, 0, toX, toY)
  backdrop.stops.forEach(([at, color]) => bg.addColorStop(at, color))
  ctx.fillStyle = bg
  ctx.fillRect(0, 0, size.width, size.height)
  const { glow } = backdrop
  if (!glow) return
  ctx.fillStyle = glow.color
  ctx.beginPath()
  ctx.arc(glow.x, glow.y, glow.r, 0, Math.PI * 2)
  ctx.fill()
}

export interface StatCard {
  x: number
  y: number
  width: number
  height: number
  fill: string
  valueSize: number
  /** Baselines of the values and of the labels under them. */
  valueY: number
  labelY: number
}

/** A translucent card of equal cells, each a white value over its label (for dark backgrounds). */
export function drawStatCard(ctx: Ctx2D, cells: [label: string, value: string][], card: StatCard): void {
  ctx.fillStyle = card.fill
  roundRect(ctx, card.x, card.y, card.width, card.height, 12)
  ctx.fill()
  const align = ctx.textAlign
  ctx.textAlign = 'center'
  const cellW = card.width / cells.length
  cells.forEach(([label, value], i) => {
    const cx = card.x + cellW * i + cellW / 2
    ctx.fillStyle = '#ffffff'
    ctx.font = font(card.valueSize, 700)
    ctx.fillText(value, cx, card.valueY)
    ctx.fillStyle = 'rgba(255,255,255,0.75)'
    ctx.font = font(11)
    ctx.fillText(label, cx, card.labelY)
  })
  ctx.textAlign = align
}

/** A round badge with the first character of a name (posters never load remote avatars). */
export function drawInitial(ctx: Ctx2D, name: string, cx: number, cy: number, r: number, bg: string, fg: string): void {
  ctx.fillStyle = bg
  ctx.beginPath()
  ctx.arc(cx, cy, r, 0, Math.PI * 2)
  ctx.fill()
  ctx.fillStyle = fg
  ctx.font = font(Math.round(r * 0.95), 600)
  const align = ctx.textAlign
  const baseline = ctx.textBaseline
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.fillText(Array.from(name.trim() || '心')[0], cx, cy + 1)
  ctx.textAlign = align
  ctx.textBaseline = baseline
}
