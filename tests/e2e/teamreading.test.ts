// Team reading in Chromium with two people in two browser contexts: A creates a team from the
// UI (组队共读 → 共读书单 → the form) and copies the invitation link; B opens the link, joins and
// appears on A's 共读进度; B listens (progress reported through the learning API) and B's
// progress shows, equal to the server's; A removes B on 移除队友 after the confirmation. A shared
// book list opens without login, and an unknown symbol shows its empty state.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import type { SubjectDetail } from '@contract/course'
import type { BookListStat, TeamSchedule } from '@contract/teamreading'
import { api, newPhone, screenshot, uniqueMobile, useServerAndBrowser, watchErrors } from '../support/harness'
import { expectToast, field, openAndSettle, overlayVisible, pageRoot } from '../support/pages'
import { apiLogin, asUser, type ApiUser, phoneFor } from '../support/session'

const e2e = useServerAndBrowser()
const testid = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`)
/** A demo book list whose first course is free, so B can listen without membership. */
const LIST_TITLE = '幸福是一种练习'

const phoneOf = (user: ApiUser) => phoneFor(e2e.browser, user)

const schedule = (user: ApiUser, teamId: number) => asUser<TeamSchedule>(e2e.server, user, 'GET', `/teamreading/team/schedule?teamId=${teamId}`)

test('A creates a team, B joins by the invitation link and listens, B’s progress shows, A removes B', async () => {
  const a = await apiLogin(e2e.server, uniqueMobile())
  const b = await apiLogin(e2e.server, uniqueMobile())
  const lists = await api<BookListStat[]>(e2e.server, 'GET', '/teamreading/bookLists')
  const list = lists.data.find((s) => s.bookList.title === LIST_TITLE)?.bookList
  assert.ok(list, `the demo book list ${LIST_TITLE} is seeded`)

  // A: 组队共读 → 创建战队 → choose the list → name the team → 创建战队.
  const phoneA = await phoneOf(a)
  const pa = phoneA.page
  await openAndSettle(pa, `${e2e.server.base}/teamreading/teamreading`, 'teamreading-teamreading')
  await testid(pa, 'team-home').waitFor()
  await testid(pa, 'team-create-entry').click()
  await pa.waitForSelector(`${pageRoot('teamreading-teamReadBooklist')}[data-guard="done"]`)
  await pa.locator(`[data-testid="choose-book-list-row"][data-book-list-id="${list.id}"]`).click()
  await pa.locator(`[data-testid="team-create-form"][data-book-list-id="${list.id}"]`).waitFor()
  const name = `晨光共读${Date.now() % 100000}`
  await field(pa, 'team-name').fill(name)
  await testid(pa, 'team-size-5').click()
  await testid(pa, 'team-per-day-2').click()
  await screenshot(pa, 'teamreading-create')
  await testid(pa, 'team-create-submit').click()
  await expectToast(pa, '战队已创建，快邀请好友加入吧')
  await pa.waitForSelector(`${pageRoot('teamreading-teamSchedule')}[data-guard="done"]`)
  const mine = pa.locator('[data-testid="team-schedule"][data-viewer="captain"]')
  await mine.waitFor()
  const teamId = Number(await mine.getAttribute('data-team-id'))
  assert.equal(await testid(pa, 'team-name-text').textContent(), name)
  const created = await schedule(a, teamId)
  assert.equal(created.state, 1, created.msg)
  assert.deepEqual([created.data.team.name, created.data.team.bookList.id, created.data.team.size, created.data.team.memberCount], [name, list.id, 5, 1])

  // The invitation link the page shares: its 共读进度 with the team's invite code.
  const invite = testid(pa, 'team-invite')
  const link = (await invite.getAttribute('data-link')) ?? ''
  assert.equal(link, `${e2e.server.base}/teamreading/teamSchedule?teamId=${teamId}&invite=${created.data.inviteCode}`)
  await invite.click()
  await expectToast(pa, '邀请链接已复制，发给好友即可加入')

  // B opens the link: a visitor of the team with a join button.
  const phoneB = await phoneOf(b)
  const pb = phoneB.page
  await openAndSettle(pb, link, 'teamreading-teamSchedule')
  await pb.locator(`[data-testid="team-schedule"][data-team-id="${teamId}"][data-viewer="visitor"]`).waitFor()
  await screenshot(pb, 'teamreading-invited')
  await testid(pb, 'team-join').click()
  await expectToast(pb, '已加入战队，一起读起来吧')
  await pb.locator('[data-testid="team-schedule"][data-viewer="member"]').waitFor()
  await testid(pb, 'my-progress').waitFor()

  // A sees B among the members.
  await pa.reload()
  await pa.waitForSelector(`${pageRoot('teamreading-teamSchedule')}[data-guard="done"]`)
  await pa.locator(`[data-testid="team-member"][data-user-id="${b.userId}"]`).waitFor()
  await pa.locator('[data-testid="team-seats"][data-count="2"]').waitFor()

  // B listens to the list's first (free) course: two minutes, to the end of its first chapter.
  const first = (await api<{ items: { subject: { id: number } }[] }>(e2e.server, 'GET', `/course/bookList/detail?id=${list.id}`)).data.items[0].subject.id
  const course = await asUser<SubjectDetail>(e2e.server, b, 'GET', `/course/detail?subjectId=${first}`)
  const chapter = course.data.chapters[0]
  const reported = await asUser(e2e.server, b, 'POST', '/learn/progress', { reportId: `e2e-team-${Date.now()}`, chapterId: chapter.id, positionSec: chapter.durationSec, playedSeconds: 120, ended: true })
  assert.equal(reported.state, 1, reported.msg)
  const counted = await schedule(a, teamId)
  const bOnServer = counted.data.members.find((m) => m.user.id === b.userId)
  assert.ok(bOnServer)
  assert.equal(bOnServer.progress.listenedSeconds, 120)
  assert.equal(bOnServer.progress.completedChapters, 1)
  await pa.reload()
  const bRow = pa.locator(`[data-testid="team-member"][data-user-id="${b.userId}"]`)
  await pa.locator(`[data-testid="team-member"][data-user-id="${b.userId}"][data-seconds="120"][data-completed="1"]`).waitFor()
  assert.match((await bRow.locator('[data-testid="team-member-minutes"]').textContent()) ?? '', /已读1\/\d+章 · 共听2分钟/)
  await screenshot(pa, 'teamreading-schedule')
  // B's own page says the same.
  await pb.reload()
  await pb.locator('[data-testid="my-progress"][data-seconds="120"][data-completed="1"]').waitFor()
  await pb.locator('[data-testid="plan-chapter"][data-completed="true"]').first().waitFor()

  // A removes B: 管理队员 → 移除 → the confirmation.
  await testid(pa, 'team-manage').click()
  await pa.waitForSelector(`${pageRoot('teamreading-deletingTeammate')}[data-guard="done"]`)
  const row = pa.locator(`[data-testid="teammate-row"][data-user-id="${b.userId}"]`)
  await row.waitFor()
  await row.locator('[data-testid="remove-teammate"]').click()
  await testid(pa, 'confirm-dialog').waitFor()
  await screenshot(pa, 'teamreading-remove-confirm')
  // Cancelling changes nothing.
  await testid(pa, 'confirm-cancel').click()
  assert.equal((await schedule(a, teamId)).data.team.memberCount, 2)
  await row.locator('[data-testid="remove-teammate"]').click()
  await testid(pa, 'confirm-ok').click()
  await row.waitFor({ state: 'detached' })
  await testid(pa, 'state-empty').waitFor()
  const after = await schedule(a, teamId)
  assert.deepEqual(after.data.members.map((m) => m.user.id), [a.userId])
  assert.equal(after.data.team.totalSeconds, 0, 'B’s listening left the team with B')
  const again = await asUser(e2e.server, b, 'POST', '/teamreading/team/join', { teamId, inviteCode: created.data.inviteCode })
  assert.equal(again.state, 4908)
  // Back on 共读进度 (kept below), A's page reloads without B.
  await pa.goBack()
  await pa.waitForSelector(`${pageRoot('teamreading-teamSchedule')}[data-guard="done"]`)
  await pa.locator('[data-testid="team-seats"][data-count="1"]').waitFor()
  assert.equal(await pa.locator(`[data-testid="team-member"][data-user-id="${b.userId}"]`).count(), 0)

  // 我的战队 lists A's team as captain.
  await openAndSettle(pa, `${e2e.server.base}/teamreading/myteam`, 'teamreading-myteam')
  await pa.locator(`[data-testid="my-teams-captain"] [data-testid="team-card"][data-team-id="${teamId}"]`).waitFor()
  assert.deepEqual(phoneA.errors, [])
  assert.deepEqual(phoneB.errors, [])
})

test('a shared book list opens without login; an unknown symbol says so', async () => {
  const context = await newPhone(e2e.browser)
  const page = await context.newPage()
  const errors = watchErrors(page)
  const shared = await api<{ bookList: { id: number; items: unknown[] }; headline: string }>(e2e.server, 'GET', '/teamreading/share/symbol?symbol=newyear2026&theme=newyear')
  assert.equal(shared.state, 1, shared.msg)

  await openAndSettle(page, `${e2e.server.base}/teamreading/bookListNewYear/newyear2026`, 'teamreading-bookListNewYear')
  const view = page.locator(`[data-testid="shared-booklist"][data-book-list-id="${shared.data.bookList.id}"][data-theme="newyear"]`)
  await view.waitFor()
  assert.equal(await overlayVisible(page), false, 'public: no login view')
  assert.equal(await testid(page, 'shared-headline').textContent(), shared.data.headline)
  assert.equal(await page.locator('[data-testid^="course-card-"]').count(), shared.data.bookList.items.length)
  await screenshot(page, 'teamreading-shared-newyear')

  await openAndSettle(page, `${e2e.server.base}/teamreading/goddessFestivals/newyear2026`, 'teamreading-goddessFestivals')
  await page.locator('[data-testid="state-empty"]').getByText('这份书单不存在或已下线，去看看其他书单吧').waitFor()
  await openAndSettle(page, `${e2e.server.base}/teamreading/booklistShare?bookListId=${shared.data.bookList.id}`, 'teamreading-booklistShare')
  await page.locator(`[data-testid="shared-booklist"][data-book-list-id="${shared.data.bookList.id}"]`).waitFor()
  assert.equal(await overlayVisible(page), false)
  await context.close()
  assert.deepEqual(errors, [])
})
