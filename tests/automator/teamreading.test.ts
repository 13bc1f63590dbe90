// Team reading in the mini-program, driven by miniprogram-automator against the real API server:
// the captain's 共读进度 answers WeChat's share menu (onShareAppMessage) with the invitation
// path (the team's invite code and the captain's own invitation code); a friend who opens that
// path sees the team as a visitor, joins with one tap, and the server counts them.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { BookListStat, TeamCard, TeamSchedule } from '@contract/teamreading'
import { api, uniqueMobile } from '../support/harness'
import { routeByName } from '../support/routes'
import { apiLogin, asUser, type ApiUser } from '../support/session'
import { startMiniProgram, type MiniProgramSession } from '../miniprogram/harness'
import { byTestId, element, settledPage, storeToken } from './pages'

const MINI_ECOLOGY = 'miniXfs'
const SCHEDULE = routeByName('teamreading-teamSchedule')

describe('mini-program: team reading', () => {
  let s: MiniProgramSession
  let captain: ApiUser
  before(async () => {
    s = await startMiniProgram()
    captain = await apiLogin(s.server, uniqueMobile(), MINI_ECOLOGY)
    await storeToken(s.mp, captain.token)
    await s.relaunch()
  })
  after(async () => {
    await s?.close()
  })

  test('the share menu sends the invitation; a friend opens it and joins', async () => {
    const lists = await api<BookListStat[]>(s.server, 'GET', '/teamreading/bookLists')
    const list = lists.data[0].bookList
    const created = await asUser<TeamCard>(s.server, captain, 'POST', '/teamreading/team/create', { bookListId: list.id, name: '小程序共读队', size: 3 })
    assert.equal(created.state, 1, created.msg)
    const teamId = created.data.id
    const code = (await asUser<TeamSchedule>(s.server, captain, 'GET', `/teamreading/team/schedule?teamId=${teamId}`)).data.inviteCode
    const me = await api<{ invitationCode: string }>(s.server, 'GET', '/user/user/getUserInfo', undefined, { token: captain.token })

    await s.mp.callWxMethod('reLaunch', { url: `/${SCHEDULE.page}?teamId=${teamId}` })
    const mine = await settledPage(s.mp, SCHEDULE.name, SCHEDULE.page)
    await element(mine, `${byTestId('team-schedule')}[data-viewer=captain]`)
    await element(mine, byTestId('team-invite'))
    const share = (await mine.callMethod('onShareAppMessage', { from: 'menu' })) as { title: string; path: string }
    assert.match(share.title, /小程序共读队/)
    const [path, query = ''] = share.path.split('?')
    assert.equal(path, `/${SCHEDULE.page}`)
    const params = Object.fromEntries(query.split('&').map((pair) => pair.split('=').map(decodeURIComponent)))
    assert.deepEqual([params.teamId, params.invite, params.inviteCode], [String(teamId), code, me.data.invitationCode])

    // A friend opens the shared path in their own WeChat.
    const friend = await apiLogin(s.server, uniqueMobile(), MINI_ECOLOGY)
    await storeToken(s.mp, friend.token)
    await s.relaunch({ path: SCHEDULE.page, query: params })
    const invited = await settledPage(s.mp, SCHEDULE.name, SCHEDULE.page)
    await element(invited, `${byTestId('team-schedule')}[data-viewer=visitor]`)
    await (await element(invited, byTestId('team-join'))).tap()
    await element(invited, `${byTestId('team-schedule')}[data-viewer=member]`)
    const after = await asUser<TeamSchedule>(s.server, captain, 'GET', `/teamreading/team/schedule?teamId=${teamId}`)
    assert.deepEqual(
      after.data.members.map((m) => m.user.id),
      [captain.userId, friend.userId],
    )
  })
})
