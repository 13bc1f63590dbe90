// Minutes for people, and the ranking's display helpers.
import { formatMinutes } from '@/core/format'
import { podiumOrder, weekRangeText } from '@/features/learn/utils/ranking'

describe('formatMinutes', () => {
  it.each([
    [0, '0分钟'], [45, '45分钟'], [59.9, '59分钟'], [60, '1小时'], [125, '2小时5分钟'], [-3, '0分钟'], [NaN, '0分钟'],
  ])('%p → %p', (m, text) => expect(formatMinutes(m)).toBe(text))
})

describe('podiumOrder', () => {
  it('puts the winner in the middle: 2nd, 1st, 3rd', () => {
    const top = [{ rank: 1 }, { rank: 2 }, { rank: 3 }]
    expect(podiumOrder(top).map((e) => e.rank)).toEqual([2, 1, 3])
  })
  it('works with fewer than three', () => {
    expect(podiumOrder([{ rank: 1 }]).map((e) => e.rank)).toEqual([1])
    expect(podiumOrder([{ rank: 2 }, { rank: 1 }]).map((e) => e.rank)).toEqual([2, 1])
  })
})

describe('weekRangeText', () => {
  it('shows month and day of the Monday and the Sunday', () => {
    expect(weekRangeText('2024-12-30', '2025-01-05')).toBe('12月30日 - 1月5日')
    expect(weekRangeText('', '')).toBe('')
  })
})
