import * as Taro from '../mocks/taro'
import { resetSession } from '../helpers'
import { configureShare, getShareData, useWeappShare } from '@/core/share/share.weapp'
import { sessionStore, userInfoAtom } from '@/core/session/atoms'
import { userInfo } from './fixtures'

const before = process.env.TARO_ENV
beforeAll(() => {
  process.env.TARO_ENV = 'weapp'
})
afterAll(() => {
  process.env.TARO_ENV = before
})
beforeEach(() => resetSession())

test('share data per page; the hooks answer with path, title and image', async () => {
  sessionStore.set(userInfoAtom, userInfo({ userId: 1, invitationCode: 'ME' }))
  Taro.getCurrentInstance.mockReturnValue({
    router: { path: '/packages/course/courseDetail/index', params: { subjectId: '12', token: 'x', $taroTimestamp: '1' } },
  })
  await configureShare({ title: '好课' })
  expect(getShareData()).toEqual({
    title: '好课',
    desc: '发现心灵的宝藏',
    link: '/packages/course/courseDetail/index?subjectId=12&inviteCode=ME',
    imageUrl: '/static/images/test-image.png',
  })
  useWeappShare()
  const appMessage = (Taro.useShareAppMessage.mock.calls[0][0] as () => unknown)()
  expect(appMessage).toEqual({ title: '好课', path: '/packages/course/courseDetail/index?subjectId=12&inviteCode=ME', imageUrl: '/static/images/test-image.png' })
  const timeline = (Taro.useShareTimeline.mock.calls[0][0] as () => unknown)()
  expect(timeline).toEqual({ title: '好课', query: 'subjectId=12&inviteCode=ME', imageUrl: '/static/images/test-image.png' })

  // Another page without its own data gets the defaults.
  Taro.getCurrentInstance.mockReturnValue({ router: { path: '/pages/index/index', params: {} } })
  expect(getShareData().title).toBe('心栈社区')
})
