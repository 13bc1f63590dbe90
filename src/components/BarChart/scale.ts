// Scaling for the plain-View bar charts (learning minutes per day, the yearly report's months).

/** A round axis maximum at or above `max`: 1, 2, 5 × 10ⁿ steps (37 → 40, 123 → 150, 0 → 10). */
export function niceMax(max: number): number {
  if (!(max > 0)) return 10
  const power = 10 ** Math.floor(Math.log10(max))
  for (const step of [1, 1.5, 2, 3, 4, 5, 6, 8, 10]) {
    const candidate = step * power
    if (candidate >= max) return Math.round(candidate * 1000) / 1000
  }
  return 10 * power
}

/**
 * Bar heights in percent of the axis (niceMax of the values). A value above zero gets at least
 * `minPercent` so that a short listen still shows; zero stays flat.
 */
export function barHeights(values: number[], minPercent = 4): number[] {
  const axis = niceMax(Math.max(0, ...values))
  return values.map((v) => {
    if (!(v > 0)) return 0
    return Math.min(100, Math.max(minPercent, (v / axis) * 100))
  })
}
