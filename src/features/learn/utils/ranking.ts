// Ranking display helpers.

/** The podium stands left to right: 2nd, 1st, 3rd (as many as there are). */
export function podiumOrder<T extends { rank: number }>(top: T[]): T[] {
  const [first, second, third] = [...top].sort((a, b) => a.rank - b.rank)
  return [second, first, third].filter((e): e is T => !!e)
}

/** 2025-03-03 … 2025-03-09 → 3月3日 - 3月9日. */
export function weekRangeText(start: string, end: string): string {
  const day = (date: string) => {
    const [, m, d] = date.split('-').map(Number)
    return `${m}月${d}日`
  }
  return start && end ? `${day(start)} - ${day(end)}` : ''
}
