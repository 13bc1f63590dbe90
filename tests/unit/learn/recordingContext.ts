// A 2D context that records what posters draw (texts and filled rectangles), 10 px per character.
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
