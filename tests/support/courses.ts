// Lookups in the demo catalogue that the browser and the mini-program suites share.
import type { SubjectCard, SubjectDetail } from '@contract/course'
import type { Page } from '@contract/core'
import { api, type TestServer } from './harness'
import { asUser, type ApiUser } from './session'

/** A VIP course whose first chapter is a free trial of at least 20 s and whose second is not. */
export async function vipCourseWithTrial(server: TestServer, user: ApiUser): Promise<SubjectDetail> {
  const list = await api<Page<SubjectCard>>(server, 'GET', '/course/list?access=vip&pageSize=50')
  for (const card of list.data.list) {
    const detail = await asUser<SubjectDetail>(server, user, 'GET', `/course/detail?subjectId=${card.id}`)
    const [first, second] = detail.data.chapters
    if (first?.freeTrial && first.durationSec >= 20 && second && !second.freeTrial) return detail.data
  }
  throw new Error('the demo catalogue has no VIP course with a trial chapter')
}
