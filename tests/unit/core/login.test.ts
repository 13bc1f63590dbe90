import * as Taro from '../mocks/taro'
import { fail, installBridge, JSDOM_UA, mockTransport, ok, resetSession, setUserAgent, UA } from '../helpers'
import { changeAccount, ensureAuthorized, loginBySms, logout, removeLoginParamsFromAddress } from '@/core/login/login'
import { loginOverlayVisibleAtom, sessionStore, userInfoAtom } from '@/core/session/atoms'
import { userInfo } from './fixtures'
import {
  getBindingTicket,
  getToken,
  getWxOpenid,
  setCurrentSceneId,
  setSilentTicket,
  setToken,
  storeInviteCode,
  takeSilentTicket,
} from '@/core/session/session'

const USER = { userId: 5, invitationCode: 'MINE5', nickname: '读者' }

function goTo(path: string) {
  window.history.replaceState(null, '', path)
}

function overlayShown() {
  return sessionStore.get(loginOverlayVisibleAtom)
}

beforeEach(() => {
  setUserAgent(JSDOM_UA)
  resetSession()
  window.sessionStorage.clear()
  goTo('/')
})

describe('ensureAuthorized (H5)', () => {
  test('already logged in → true without any call', async () => {
    setToken('t')
    const t = mockTransport()
    await expect(ensureAuthorized({ needLogin: true })).resolves.toBe(true)
    expect(t.sent).toHaveLength(0)
  })

  test('a stored silent ticket is exchanged (with the invitation code) and cleared', async () => {
    storeInviteCode('INV1')
    setCurrentSceneId(513)
    setSilentTicket('tk-1', 600)
    const t = mockTransport({
      '/user/login/getTokenByTicket': ok({ token: 'tok', expiresIn: 3600 }),
      '/user/user/getUserInfo': ok(USER),
      '/basics/relation/bindRelation/dataSend': ok({ inviterId: 1 }),
    })
    await expect(ensureAuthorized()).resolves.toBe(true)
    expect(t.to('/user/login/getTokenByTicket')[0].params).toEqual({ ticket: 'tk-1', invitationCode: 'INV1' })
    expect(getToken()).toBe('tok')
    expect(sessionStore.get(userInfoAtom)).toMatchObject(USER)
    expect(t.to('/basics/relation/bindRelation/dataSend')[0].body).toEqual({ inviteCode: 'INV1', channel: '1', sceneId: 513 })
    expect(takeSilentTicket()).toBeNull()
    expect(Taro.showLoading).not.toHaveBeenCalled()
  })

  test('a ticket in the entry address is stored and used', async () => {
    goTo('/course/courseIndex?ticket=tk-url&x=1')
    const t = mockTransport({
      '/user/login/getTokenByTicket': ok({ token: 'tok-url', expiresIn: 3600 }),
      '/user/user/getUserInfo': ok(USER),
    })
    await expect(ensureAuthorized()).resolves.toBe(true)
    expect(t.to('/user/login/getTokenByTicket')[0].params).toEqual({ ticket: 'tk-url' })
    expect(getToken()).toBe('tok-url')
  })

  test('a failed ticket exchange returns false silently and never rejects', async () => {
    setSilentTicket('bad', 600)
    mockTransport({ '/user/login/getTokenByTicket': [fail(-4, '票据无效'), { network: true }] })
    await expect(ensureAuthorized()).resolves.toBe(false)
    setSilentTicket('bad2', 600)
    await expect(ensureAuthorized()).resolves.toBe(false)
    expect(Taro.showToast).not.toHaveBeenCalled()
    expect(overlayShown()).toBe(false)
  })

  test('login-required route in a plain browser → the overlay; a public one → nothing', async () => {
    mockTransport()
    await expect(ensureAuthorized({ needLogin: false })).resolves.toBe(false)
    expect(overlayShown()).toBe(false)
    await expect(ensureAuthorized({ needLogin: true })).resolves.toBe(false)
    expect(overlayShown()).toBe(true)
  })

  test('WeChat: ?code= before the hash → getTicket → getTokenByTicket; a code is used once', async () => {
    setUserAgent(UA.wechatIos)
    goTo('/?code=wx-code-1&state=s#/course/courseIndex')
    const t = mockTransport({
      '/user/login/getTicket': ok({ ticket: 'tk-wx', expiresIn: 600, openid: 'o-1' }),
      '/user/login/getTokenByTicket': ok({ token: 'tok-wx', expiresIn: 3600 }),
      '/user/user/getUserInfo': ok(USER),
    })
    await expect(ensureAuthorized({ needLogin: true })).resolves.toBe(true)
    expect(t.to('/user/login/getTicket')[0].params).toEqual({ ecologyName: 'mpXfs', code: 'wx-code-1' })
    expect(getToken()).toBe('tok-wx')
    expect(getWxOpenid()).toBe('o-1')

    // Logged out on the same address: the spent code is not sent again.
    setToken('')
    await ensureAuthorized({ needLogin: false })
    expect(t.to('/user/login/getTicket')).toHaveLength(1)
  })

  test('WeChat: unbound identity (-4 请先绑定手机号) keeps the ticket for the SMS login, which binds it', async () => {
    setUserAgent(UA.wechatIos)
    goTo('/?code=wx-code-2&state=s')
    storeInviteCode('INV2')
    const t = mockTransport({
      '/user/login/getTicket': ok({ ticket: 'tk-bind', expiresIn: 600, openid: 'o-2' }),
      '/user/login/getTokenByTicket': fail(-4, '请先绑定手机号'),
      '/user/login/getTokenByMobileAndVerificationCode': ok({ token: 'tok-sms', expiresIn: 3600 }),
      '/user/user/getUserInfo': ok(USER),
      '/basics/relation/bindRelation/dataSend': fail(-103, '已绑定'),
    })
    await expect(ensureAuthorized({ needLogin: true })).resolves.toBe(false)
    expect(getBindingTicket()).toBe('tk-bind')
    expect(overlayShown()).toBe(true)
    // No OAuth redirect: the identity is known, only the mobile is missing.
    expect(t.to('/user/login/getAuthorizationUrl')).toHaveLength(0)

    setCurrentSceneId(542)
    await loginBySms({ mobile: '13800000000', code: '123456' })
    expect(t.to('/user/login/getTokenByMobileAndVerificationCode')[0].body).toEqual({
      countryCode: '86',
      mobile: '13800000000',
      verificationCode: '123456',
      ecologyName: 'mpXfs',
      channel: '1',
      ticket: 'tk-bind',
      sceneId: 542,
      invitationCode: 'INV2',
    })
    expect(getToken()).toBe('tok-sms')
    expect(getBindingTicket()).toBe('')
    expect(overlayShown()).toBe(false)
    expect(t.to('/basics/relation/bindRelation/dataSend')).toHaveLength(1)
    expect(Taro.showToast).not.toHaveBeenCalled()
  })

  test('WeChat without code on a login-required route → OAuth redirect once, no loop', async () => {
    setUserAgent(UA.wechatIos)
    goTo('/user/portrait?inviteCode=A1&token=leak')
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const t = mockTransport({ '/user/login/getAuthorizationUrl': ok('https://open.weixin.qq.com/connect/oauth2/authorize?x=1') })
    await expect(ensureAuthorized({ needLogin: true })).resolves.toBe(false)
    expect(t.to('/user/login/getAuthorizationUrl')[0].params).toEqual({
      ecologyName: 'mpXfs',
      url: 'https://xinzhan.test/user/portrait?inviteCode=A1',
    })
    // jsdom cannot navigate; its "not implemented" report proves location.replace was called.
    expect(errors.mock.calls.some((c) => String(c[0]).includes('navigation'))).toBe(true)
    expect(overlayShown()).toBe(false)

    // Back from WeChat without a usable code: no second redirect, the overlay instead.
    await expect(ensureAuthorized({ needLogin: true })).resolves.toBe(false)
    expect(t.to('/user/login/getAuthorizationUrl')).toHaveLength(1)
    expect(overlayShown()).toBe(true)
    errors.mockRestore()
  })

  test('app: a token in the address is stored', async () => {
    setUserAgent(UA.appAndroid)
    goTo('/course/courseIndex?token=app-token')
    const t = mockTransport()
    await expect(ensureAuthorized({ needLogin: true })).resolves.toBe(true)
    expect(getToken()).toBe('app-token')
    expect(t.sent).toHaveLength(0)
  })

  test('a token in the address outside the app is ignored', async () => {
    goTo('/course/courseIndex?token=shared-by-mistake')
    mockTransport()
    await expect(ensureAuthorized()).resolves.toBe(false)
    expect(getToken()).toBe('')
  })

  test('app without token on a login-required route → native login, never the overlay', async () => {
    setUserAgent(UA.appAndroid)
    const bridge = installBridge((m) => (m.method === 'login' ? { ok: true, data: { token: 'native', expiresIn: 86400 } } : null))
    mockTransport({ '/user/user/getUserInfo': ok(USER) })
    try {
      await expect(ensureAuthorized({ needLogin: true })).resolves.toBe(true)
      expect(bridge.messages.map((m) => m.method)).toEqual(['login'])
      expect(getToken()).toBe('native')
      expect(overlayShown()).toBe(false)
    } finally {
      bridge.remove()
    }
  })

  test('app: a cancelled native login returns false and shows no overlay', async () => {
    setUserAgent(UA.appAndroid)
    const bridge = installBridge(() => ({ ok: false, error: 'cancel' }))
    mockTransport()
    try {
      await expect(ensureAuthorized({ needLogin: true })).resolves.toBe(false)
      expect(overlayShown()).toBe(false)
    } finally {
      bridge.remove()
    }
  })
})

describe('account flows', () => {
  test('SMS login in a plain browser sends ecologyName h5/other and no ticket', async () => {
    setUserAgent(UA.safariIphone)
    const t = mockTransport({
      '/user/login/getTokenByMobileAndVerificationCode': ok({ token: 'tok', expiresIn: 86400 }),
      '/user/user/getUserInfo': ok(USER),
    })
    await expect(loginBySms({ mobile: '13900000000', code: '654321' })).resolves.toMatchObject(USER)
    expect(t.sent[0].body).toEqual({ countryCode: '86', mobile: '13900000000', verificationCode: '654321', ecologyName: 'h5', channel: '1' })
    // No invitation code stored → no relation call.
    expect(t.to('/basics/relation/bindRelation/dataSend')).toHaveLength(0)
  })

  test('a rejected SMS login keeps the visitor logged out and the server message is toasted', async () => {
    mockTransport({ '/user/login/getTokenByMobileAndVerificationCode': fail(4010, '验证码错误') })
    await expect(loginBySms({ mobile: '13900000000', code: '000000' })).rejects.toMatchObject({ message: '验证码错误' })
    expect(getToken()).toBe('')
    expect(Taro.showToast).toHaveBeenCalledWith({ title: '验证码错误', icon: 'none', duration: 2000 })
  })

  test('changeAccount stores the new token and reloads user info', async () => {
    setToken('old')
    const t = mockTransport({
      '/user/user/changeAccount': ok({ token: 'new', expiresIn: 86400 }),
      '/user/user/getUserInfo': ok({ ...USER, userId: 6 }),
    })
    await expect(changeAccount({ mobile: '13700000000', code: '111111' })).resolves.toMatchObject({ userId: 6 })
    expect(t.sent[0].headers.token).toBe('old')
    expect(t.sent[0].body).toEqual({ countryCode: '86', mobile: '13700000000', verificationCode: '111111', ecologyName: 'other' })
    expect(t.sent[1].headers.token).toBe('new')
    expect(getToken()).toBe('new')
  })

  test('logout forgets the session even when the server call fails', async () => {
    setToken('t')
    sessionStore.set(userInfoAtom, userInfo(USER))
    mockTransport({ '/user/user/logout': { network: true } })
    await logout()
    expect(getToken()).toBe('')
    expect(sessionStore.get(userInfoAtom)).toBeNull()
  })
})

describe('removeLoginParamsFromAddress', () => {
  test('drops login parameters from the query and the hash query, keeps the rest', () => {
    goTo('/a/b?code=1&state=2&inviteCode=K&channel=3#/x?ticket=9&y=1')
    removeLoginParamsFromAddress()
    expect(window.location.href).toBe('https://xinzhan.test/a/b?inviteCode=K#/x?y=1')
  })
})
