// Pure maths and wording of the report: tone colours, the score gauge, the type test's axes.
import type { BandTone, ReportTypeAxis } from '@/features/assessment/api/report'

/** Colours of the band tones (theme-independent: they carry meaning). */
export const TONE_COLORS: Record<BandTone, string> = {
  positive: '#2f9e6e',
  neutral: '#4a7fd6',
  caution: '#e39b2d',
  warning: '#d9534f',
}

const FALLBACK_COLOR = '#8c8c8c'

export function toneColor(tone: BandTone | null | undefined): string {
  return (tone && TONE_COLORS[tone]) || FALLBACK_COLOR
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(Math.max(n, lo), hi)
}

/** Where a raw score sits on a min..max gauge, 0..100 (one decimal). */
export function gaugePosition(raw: number, min: number, max: number): number {
  if (!(max > min)) return 0
  return Math.round(clamp(((raw - min) / (max - min)) * 100, 0, 100) * 10) / 10
}

/** Percent shown next to a bar: whole numbers, clamped. */
export function percentText(percent: number): string {
  return `${Math.round(clamp(percent, 0, 100))}%`
}

export interface AxisBar {
  /** The chosen pole's side: the high letter (letters[0]) is drawn on the left. */
  side: 'left' | 'right' | 'none'
  /** Left edge and width of the fill, in percent of the whole bar (the middle is 50). */
  left: number
  width: number
}

/** A two-pole bar: the fill grows from the middle towards the chosen pole by half the strength. */
export function axisBar(axis: ReportTypeAxis): AxisBar {
  const half = clamp(axis.strength, 0, 100) / 2
  if (axis.tie || half === 0) return { side: 'none', left: 50, width: 0 }
  if (axis.pole === axis.letters[0]) return { side: 'left', left: 50 - half, width: half }
  return { side: 'right', left: 50, width: half }
}

/** How clear a preference is, in words. */
export function strengthWord(axis: ReportTypeAxis): string {
  if (axis.tie || axis.strength === 0) return '不明显'
  if (axis.strength < 25) return '轻微'
  if (axis.strength < 50) return '中等'
  if (axis.strength < 75) return '明显'
  return '非常明显'
}

export interface DialTarget {
  /** As printed: 400-161-9995. */
  label: string
  /** What the phone dials: 4001619995. */
  number: string
}

/** The numbers in a hotline's number text: '120 / 110' gives two, dashes are dropped for dialling. */
export function dialTargets(text: string): DialTarget[] {
  return text
    .split(/[/／、,，]/)
    .map((part) => ({ label: part.trim(), number: part.replace(/[^\d+]/g, '') }))
    .filter((t) => t.number.length >= 3)
}
