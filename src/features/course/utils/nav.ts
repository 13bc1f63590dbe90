// Where course things open.
import Taro from '@tarojs/taro'
import type { SubjectCard } from '@/core/api/course'
import { openRoute, toPageUrl } from '@/components/navigation/navigate'

export function openCourse(subject: Pick<SubjectCard, 'id' | 'kind'>): void {
  void openRoute(subject.kind === 'happiness' ? 'course-happinessDetail' : 'course-courseDetail', { subjectId: subject.id })
}

/** A banner's link: an app path opens its page; a web address opens in the browser (H5 only). */
export function openLink(link: string): void {
  const page = toPageUrl(link)
  if (page) {
    Taro.navigateTo({ url: page }).catch(() => undefined)
    return
  }
  if (process.env.TARO_ENV === 'h5' && /^https?:\/\//i.test(link)) window.location.href = link
}
