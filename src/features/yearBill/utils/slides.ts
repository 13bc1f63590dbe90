// The slides of a yearly report, from the server's numbers: which slides a person gets (a slide
// without data is left out) and what each one says. The 2023 report is about listening, the 2024
// one about learning: only the words differ.
import { formatMinutes } from '@/core/format'
import type { YearReport } from '@/features/yearBill/api/report'

export type SlideKey = 'cover' | 'total' | 'first' | 'night' | 'month' | 'courses' | 'beat' | 'title' | 'share'

export interface Slide {
  key: SlideKey
  /** Small line above the headline. */
  kicker: string
  /** The big number or phrase. */
  big: string
  /** After the big number (分钟, 天…); '' for none. */
  unit: string
  lines: string[]
}

/** Words of each year's report. */
export function reportWords(year: number): { verb: string; name: string } {
  return year >= 2024 ? { verb: '学习', name: `${year}年度学习报告` } : { verb: '听课', name: `${year}年度听书报告` }
}

/** 2023-03-05 → 3月5日 */
export function monthDay(date: string): string {
  const [, m, d] = date.split('-').map(Number)
  return `${m}月${d}日`
}

/** '01:20' → 凌晨1:20, '23:05' → 深夜23:05 (the server counts 22:00–04:00). */
export function nightTime(time: string): string {
  const [h, m] = time.split(':').map(Number)
  return h < 4 ? `凌晨${h}:${String(m).padStart(2, '0')}` : `深夜${time}`
}

export function buildSlides(r: YearReport): Slide[] {
  const { verb, name } = reportWords(r.year)
  const slides: Slide[] = [
    { key: 'cover', kicker: '心栈', big: name, unit: '', lines: ['这一年，你在心栈留下的每一分钟，都值得被看见'] },
    {
      key: 'total',
      kicker: `${r.year}年，你在心栈${verb}了`,
      big: String(r.totalMinutes),
      unit: '分钟',
      lines: [
        `约等于${formatMinutes(r.totalMinutes)}`,
        `有 ${r.activeDays} 天打开了课程${r.longestStreak > 1 ? `，最长连续${verb} ${r.longestStreak} 天` : ''}`,
      ],
    },
  ]
  if (r.firstListen) {
    slides.push({
      key: 'first',
      kicker: `${monthDay(r.firstListen.date)}，是你这一年的第一次${verb}`,
      big: `《${r.firstListen.subjectTitle}》`,
      unit: '',
      lines: ['一切从这里开始', '还记得那天按下播放键的心情吗'],
    })
  }
  if (r.latestNight) {
    slides.push({
      key: 'night',
      kicker: `${monthDay(r.latestNight.date)}的夜里`,
      big: nightTime(r.latestNight.time),
      unit: '',
      lines: ['这是你这一年睡得最晚的一次', `夜深了还在${verb}，也请早点休息`],
    })
  }
  if (r.busiestMonth && r.busiestMonth.minutes > 0) {
    slides.push({
      key: 'month',
      kicker: '你最投入的月份是',
      big: `${r.busiestMonth.month}月`,
      unit: '',
      lines: [`这个月你${verb}了${formatMinutes(r.busiestMonth.minutes)}`],
    })
  }
  if (r.topSubjects.length) {
    slides.push({
      key: 'courses',
      kicker: `陪伴你最久的${r.topSubjects.length > 1 ? `${r.topSubjects.length}门` : ''}课程`,
      big: `《${r.topSubjects[0].subject.title}》`,
      unit: '',
      lines: r.topCategory ? [`你最常听的是「${r.topCategory.name}」类课程`] : [],
    })
  }
  slides.push({
    key: 'beat',
    kicker: `你的${verb}时长超过了`,
    big: `${Math.round(r.beatPercent)}%`,
    unit: '的心栈用户',
    lines: [
      `这一年你开始了 ${r.coursesStarted} 门课程，学完了 ${r.coursesCompleted} 门`,
      r.certificates > 0 ? `还获得了 ${r.certificates} 张结业证书` : '下一张结业证书，也许就在明年',
    ],
  })
  slides.push({ key: 'title', kicker: `${r.year}年，你的年度称号是`, big: r.title, unit: '', lines: ['愿你带着这份好奇与坚持，走进新的一年'] })
  slides.push({ key: 'share', kicker: '把这一年分享给朋友', big: '生成我的年度海报', unit: '', lines: ['海报只展示总时长等合计数据，不展示你听过的具体内容'] })
  return slides
}
