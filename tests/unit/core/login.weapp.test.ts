import * as Taro from '../mocks/taro'
import { fail, mockTransport, ok, resetSession } from '../helpers'
import { resetEnvCache } from '@/core/env'
import { ensureAuthorized } from '@/core/login/login.weapp'
import { loginOverlayVisibleAtom, sessionStore } from '@/core/session/atoms'
import { getBindingTicket, getToken, getWxOpenid, setToken } from '@/core/session/session'

const before = process.env.TARO_ENV

beforeAll(() => {
  process.env.TARO_ENV = 'weapp'
  resetEnvCache()
})

afterAll(() => {
  process.env.TARO_ENV = before
  resetEnvCache()
})

beforeEach(() => resetSession())

describe('ensureAuthorized (mini-program)', () => {
  test('wx.login → POST /login → ticket → token', async () => {
    const t = mockTransport({
      '/login': ok({ ticket: 'tk-mini', expiresIn: 600, openid: 'o-mini' }),
      '/user/login/getTokenByTicket': ok({ token: 'tok-mini', expiresIn: 3600 }),
      '/user/user/getUserInfo': ok({ userId: 3, invitationCode: 'M3' }),
    })
    await expect(ensureAuthorized({ needLogin: true })).resolves.toBe(true)
    expect(Taro.login).toHaveBeenCalledTimes(1)
    expect(t.to('/login')[0].body).toEqual({ code: 'wx-login-code', ecologyName: 'miniXfs' })
    expect(t.to('/login')[0].headers).toMatchObject({ ecology: 'MINIPROGRAM', terminal: 'ios' })
    expect(getToken()).toBe('tok-mini')
    expect(getWxOpenid()).toBe('o-mini')
  })

  test('already logged in → no wx.login', async () => {
    setToken('t')
    mockTransport()
    await expect(ensureAuthorized()).resolves.toBe(true)
    expect(Taro.login).not.toHaveBeenCalled()
  })

  test('unbound identity → overlay on a login-required page; the ticket waits for the SMS login', async () => {
    const t = mockTransport({
      '/login': ok({ ticket: 'tk-unbound', expiresIn: 600, openid: 'o' }),
      '/user/login/getTokenByTicket': fail(-4, '请先绑定手机号'),
    })
    await expect(ensureAuthorized({ needLogin: true })).resolves.toBe(false)
    expect(getBindingTicket()).toBe('tk-unbound')
    expect(sessionStore.get(loginOverlayVisibleAtom)).toBe(true)
    // The next navigation does not repeat wx.login while the ticket waits.
    await ensureAuthorized({ needLogin: false })
    expect(t.to('/login')).toHaveLength(1)
  })

  test('a failing wx.login or /login resolves false silently', async () => {
    Taro.login.mockRejectedValueOnce(new Error('login:fail'))
    mockTransport({ '/login': fail(-6009, 'code 无效') })
    await expect(ensureAuthorized()).resolves.toBe(false)
    await expect(ensureAuthorized()).resolves.toBe(false)
    expect(Taro.showToast).not.toHaveBeenCalled()
    expect(sessionStore.get(loginOverlayVisibleAtom)).toBe(false)
  })
})
