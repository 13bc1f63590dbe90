// The yearly report: which slides a person gets, what they say, the poster, and the events.
import type { SubjectCard } from '@/core/api/course'
import { reportEvent } from '@/core/events/report'
import type { YearReport } from '@/features/yearBill/api/report'
import { drawReportPoster } from '@/features/yearBill/utils/drawReportPoster'
import { buildSlides, monthDay, nightTime, reportWords } from '@/features/yearBill/utils/slides'
import { reportYearEvent } from '@/features/yearBill/utils/events'
import { recordingContext } from '../posterContext'

// Hoisted above the imports by babel-jest.
jest.mock('@/core/events/report', () => ({ reportEvent: jest.fn() }))

const subject = (id: number, title: string) => ({ id, title, cover: '' }) as unknown as SubjectCard

const full: YearReport = {
  year: 2023, hasData: true, totalMinutes: 1234, activeDays: 88, longestStreak: 12, coursesStarted: 5, coursesCompleted: 2,
  certificates: 2, firstListen: { date: '2023-01-08', subjectTitle: '情绪的力量' }, latestNight: { date: '2023-06-01', time: '01:05' },
  busiestMonth: { month: 6, minutes: 300 }, monthly: [10, 20, 30, 40, 50, 300, 0, 0, 0, 0, 0, 0],
  topSubjects: [{ subject: subject(1, '情绪的力量'), minutes: 500 }, { subject: subject(2, '睡个好觉'), minutes: 200 }],
  topCategory: { name: '心理成长', minutes: 700 }, beatPercent: 86.4, title: '深夜学习家',
}

describe('buildSlides', () => {
  it('a full year: every slide in order, with the numbers in words', () => {
    const slides = buildSlides(full)
    expect(slides.map((s) => s.key)).toEqual(['cover', 'total', 'first', 'night', 'month', 'courses', 'beat', 'title', 'share'])
    const byKey = Object.fromEntries(slides.map((s) => [s.key, s]))
    expect(byKey.cover.big).toBe('2023年度听书报告')
    expect(byKey.total.big).toBe('1234')
    expect(byKey.total.lines).toEqual(['约等于20小时34分钟', '有 88 天打开了课程，最长连续听课 12 天'])
    expect(byKey.first.kicker).toBe('1月8日，是你这一年的第一次听课')
    expect(byKey.night.big).toBe('凌晨1:05')
    expect(byKey.month.big).toBe('6月')
    expect(byKey.courses.kicker).toBe('陪伴你最久的2门课程')
    expect(byKey.courses.lines).toEqual(['你最常听的是「心理成长」类课程'])
    expect(byKey.beat.big).toBe('86%')
    expect(byKey.beat.lines[1]).toBe('还获得了 2 张结业证书')
    expect(byKey.title.big).toBe('深夜学习家')
  })

  it('leaves out the slides without data, and speaks of learning in 2024', () => {
    const sparse: YearReport = {
      ...full, year: 2024, longestStreak: 1, certificates: 0, firstListen: null, latestNight: null, busiestMonth: null,
      topSubjects: [], topCategory: null,
    }
    const slides = buildSlides(sparse)
    expect(slides.map((s) => s.key)).toEqual(['cover', 'total', 'beat', 'title', 'share'])
    expect(slides[0].big).toBe('2024年度学习报告')
    expect(slides[1].lines[1]).toBe('有 88 天打开了课程')
    expect(slides[2].lines[1]).toBe('下一张结业证书，也许就在明年')
  })

  it('formats dates and night times', () => {
    expect(monthDay('2023-11-03')).toBe('11月3日')
    expect(nightTime('00:40')).toBe('凌晨0:40')
    expect(nightTime('23:15')).toBe('深夜23:15')
    expect(reportWords(2024).verb).toBe('学习')
  })
})

describe('drawReportPoster', () => {
  it('shows totals and the title, never what was listened to', () => {
    const { ctx, texts } = recordingContext()
    drawReportPoster(ctx, full, '小鹿', 'https://xinzhan.example/yearBill/index?inviteCode=CN4VAW')
    expect(texts).toEqual(expect.arrayContaining(['2023年度听书报告', '小鹿', '1234', '88天', '12天', '86%', '「深夜学习家」']))
    expect(texts.some((t) => t.includes('情绪的力量') || t.includes('心理成长'))).toBe(false)
  })
})

describe('reportYearEvent', () => {
  it('sends module YEARBILL with the year only', () => {
    reportYearEvent('OPEN', 2023)
    reportYearEvent('SHARE', 2024, 'save')
    expect(reportEvent).toHaveBeenNthCalledWith(1, 'YEARBILL', 'OPEN', { year: 2023 })
    expect(reportEvent).toHaveBeenNthCalledWith(2, 'YEARBILL', 'SHARE', { year: 2024, via: 'save' })
  })
})
