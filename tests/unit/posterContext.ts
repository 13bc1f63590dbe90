// Poster test kit: a 2D context that records what posters draw (texts and filled rectangles,
// 10 px per character), and how many dark modules the QR code of a text has.
import qrcode from 'qrcode-generator'
import type { Ctx2D } from '@/components/Poster/canvas'

export function recordingContext() {
  const texts: string[] = []
  const rects: [number, number, number, number][] = []
  const ctx = {
    fillStyle: '', strokeStyle: '', font: '', textAlign: 'left', textBaseline: 'alphabetic', lineWidth: 1,
    beginPath() {}, closePath() {}, moveTo() {}, lineTo() {}, arcTo() {}, arc() {}, fill() {}, stroke() {},
    fillRect: (x: number, y: number, w: number, h: number) => void rects.push([x, y, w, h]),
    fillText: (t: string) => void texts.push(t),
    measureText: (t: string) => ({ width: Array.from(t).length * 10 }),
    createLinearGradient: () => ({ addColorStop() {} }) as unknown as CanvasGradient,
  }
  return { ctx: ctx as unknown as Ctx2D, texts, rects }
}

/** The dark modules of a text's QR code: a poster must draw one square for each. */
export function darkModules(text: string): number {
  const qr = qrcode(0, 'M')
  qr.addData(text)
  qr.make()
  let dark = 0
  for (let r = 0; r < qr.getModuleCount(); r++) for (let c = 0; c < qr.getModuleCount(); c++) if (qr.isDark(r, c)) dark++
  return dark
}
