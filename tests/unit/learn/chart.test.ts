// Scaling of the plain-View bar charts and the bars of the minutes-per-day chart.
import { barHeights, niceMax } from '@/components/BarChart/scale'
import { beijingToday, dayBars } from '@/features/learn/utils/days'

describe('niceMax', () => {
  it.each([
    [0, 10], [1, 1], [7, 8], [37, 40], [123, 150], [480, 500], [1001, 1500],
  ])('%p → %p', (max, axis) => expect(niceMax(max)).toBe(axis))
})

describe('barHeights', () => {
  it('scales against the round axis, keeps zero flat and a short listen visible', () => {
    expect(barHeights([0, 1, 20, 40])).toEqual([0, 4, 50, 100])
    expect(barHeights([0, 0])).toEqual([0, 0])
    expect(barHeights([1000, 1])).toEqual([100, 4])
  })
})

describe('beijingToday', () => {
  it('is the Beijing calendar date, not UTC', () => {
    // 2024-03-03 17:30 UTC is already 03-04 01:30 in Beijing.
    expect(beijingToday(Date.UTC(2024, 2, 3, 17, 30))).toBe('2024-03-04')
    expect(beijingToday(Date.UTC(2024, 2, 3, 15, 59))).toBe('2024-03-03')
  })
})

function daysEnding(last: string, n: number) {
  const end = Date.parse(`${last}T00:00:00Z`)
  return Array.from({ length: n }, (_, i) => ({ date: new Date(end - (n - 1 - i) * 86400000).toISOString().slice(0, 10), minutes: i }))
}

describe('dayBars', () => {
  it('a week: weekday labels, today highlighted and called 今天, every value above zero labelled', () => {
    const bars = dayBars(daysEnding('2024-03-10', 7), '2024-03-10') // a Sunday
    expect(bars.map((b) => b.label)).toEqual(['一', '二', '三', '四', '五', '六', '今天'])
    expect(bars.filter((b) => b.highlight).map((b) => b.key)).toEqual(['2024-03-10'])
    expect(bars.map((b) => b.valueLabel)).toEqual(['', '1', '2', '3', '4', '5', '6'])
  })

  it('a month: a date every fifth day back from today, values only on today and the best day', () => {
    const days = daysEnding('2024-03-30', 30)
    days[10].minutes = 99
    const bars = dayBars(days, '2024-03-30')
    const labelled = bars.filter((b) => b.label).map((b) => b.label)
    expect(labelled).toEqual(['3/5', '3/10', '3/15', '3/20', '3/25', '今天'])
    expect(bars.filter((b) => b.valueLabel).map((b) => b.valueLabel)).toEqual(['99', '29'])
  })

  it('highlights nothing when the range does not reach today (a stale answer)', () => {
    expect(dayBars(daysEnding('2024-03-09', 7), '2024-03-10').some((b) => b.highlight)).toBe(false)
  })
})
