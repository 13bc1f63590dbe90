// The poster kit (text wrapping) and the learning-achievement poster.
import { fitText, wrapText } from '@/components/Poster/canvas'
import type { ShareSummary } from '@/features/learn/api/learn'
import { achievementLine, drawAchievements } from '@/features/learn/utils/drawAchievements'
import { darkModules, recordingContext } from '../posterContext'

describe('wrapText', () => {
  const { ctx } = recordingContext()
  it('breaks Chinese text by width, keeps explicit line breaks', () => {
    expect(wrapText(ctx, '一二三四五六七', 30)).toEqual(['一二三', '四五六', '七'])
    expect(wrapText(ctx, '一二\n三', 100)).toEqual(['一二', '三'])
  })
  it('ends the last allowed line with an ellipsis when text is left over', () => {
    const lines = wrapText(ctx, '一二三四五六七八九', 40, 2)
    expect(lines).toEqual(['一二三四', '五六七…'])
    expect(fitText(ctx, '一二三四五', 30)).toBe('一二…')
  })
})

const someone: ShareSummary = {
  nickname: '小鹿', avatar: '', invitationCode: 'CN4VAW', totalMinutes: 125, totalDays: 9, currentStreak: 4,
  coursesCompleted: 1, certificates: 1, weekRank: 3,
}

describe('drawAchievements', () => {
  it('draws the totals, the code and one square per dark module of the link', () => {
    const { ctx, texts, rects } = recordingContext()
    const link = 'https://xinzhan.example/learnGrowPlan/learnShare?inviteCode=CN4VAW'
    drawAchievements(ctx, someone, link)
    expect(texts).toEqual(expect.arrayContaining(['小鹿', '2小时5分钟', '9天', '4天', '1门', '1张', 'CN4VAW', '本周学习排行榜第 3 名']))
    // The QR code sits at x 176..264, y 332..420.
    expect(rects.filter(([x, y]) => x >= 176 && y >= 332 && y < 420)).toHaveLength(darkModules(link))
  })

  it('without a link draws no QR code and tells how to use the code', () => {
    const { ctx, texts, rects } = recordingContext()
    drawAchievements(ctx, { ...someone, weekRank: null }, '')
    expect(rects.filter(([x, y]) => x >= 176 && y >= 332 && y < 420)).toHaveLength(0)
    expect(texts).toContain('打开心栈，注册时填写邀请码')
    expect(texts.some((t) => t.includes('排行榜'))).toBe(false)
  })

  it('picks the strongest line', () => {
    expect(achievementLine({ currentStreak: 5, totalDays: 9, coursesCompleted: 1 })).toBe('已连续学习 5 天')
    expect(achievementLine({ currentStreak: 1, totalDays: 9, coursesCompleted: 2 })).toBe('已学完 2 门课程')
    expect(achievementLine({ currentStreak: 0, totalDays: 3, coursesCompleted: 0 })).toBe('已在心栈学习 3 天')
    expect(achievementLine({ currentStreak: 0, totalDays: 0, coursesCompleted: 0 })).toBe('在心栈开启学习之旅')
  })
})
