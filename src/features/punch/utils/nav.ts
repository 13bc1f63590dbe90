// Where punch-in pages open (route names of src/routes/table.ts). The challenge of a page is its
// query `?challengeId=` (docs/PUNCH.md); the listen-to-book pages keep their legacy `:id`.
import { goBack, openRoute, replaceRoute } from '@/components/navigation/navigate'
import type { RouteParams } from '@/routes/match'
import { routeUrl } from '@/routes/match'
import type { Challenge } from '@contract/punch'

/** The challenge a page is about: `?challengeId=`, or `id` (the `/activity/learnPunchIndex/:id` path), else null. */
export function challengeIdOf(params: RouteParams): number | null {
  const id = Number(params.challengeId ?? params.id)
  return Number.isInteger(id) && id > 0 ? id : null
}

export type PunchPage = 'punch-detailed' | 'punch-post' | 'punch-calendar' | 'punch-timeline' | 'punch-ranking' | 'punch-message' | 'punch-introduce'

export function openPunch(page: PunchPage, challengeId: number, extra?: Record<string, string | number>): void {
  void openRoute(page, { challengeId, ...extra })
}

/** A challenge's own page: the listen-to-book page for a listen challenge, 打卡详情 otherwise. */
export function openChallenge(challenge: Pick<Challenge, 'id' | 'kind'>, replace = false): void {
  const [name, query] = challenge.kind === 'listen' ? ['activity-learnPunchIndex', { id: challenge.id }] : ['punch-detailed', { challengeId: challenge.id }]
  void (replace ? replaceRoute(name, query) : openRoute(name, query))
}

export function openListenRank(challengeId: number): void {
  void openRoute('activity-learnPunchRank', { id: challengeId })
}

/** Back to the page below (打卡详情 or the calendar), or to 打卡详情 when this page was opened on its own. */
export function backToChallenge(challenge: Pick<Challenge, 'id' | 'kind'>): void {
  const fallback = challenge.kind === 'listen' ? routeUrl('activity-learnPunchIndex', { id: challenge.id }) : routeUrl('punch-detailed', { challengeId: challenge.id })
  goBack(fallback)
}

export function openCourses(): void {
  void openRoute('course-courseIndex')
}
