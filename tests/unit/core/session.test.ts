import * as Taro from '../mocks/taro'
import { JSDOM_UA, mockTransport, ok, resetSession, setUserAgent, UA } from '../helpers'
import { readStored, removeStored, writeStored } from '@/core/storage'
import { sessionStore, topicNameAtom, userInfoAtom } from '@/core/session/atoms'
import {
  clearToken,
  getBrowseUUID,
  getChannel,
  getInviteCode,
  getToken,
  isLoggedIn,
  setChannel,
  setSilentTicket,
  setToken,
  storeInviteCode,
  takeSilentTicket,
} from '@/core/session/session'
import { loadUserInfo } from '@/core/session/userInfo'

beforeEach(() => {
  jest.useRealTimers()
  setUserAgent(JSDOM_UA)
  resetSession()
})

describe('storage', () => {
  test('round-trips values and removes them', () => {
    writeStored('k', { a: 1 })
    expect(readStored('k')).toEqual({ a: 1 })
    removeStored('k')
    expect(readStored('k')).toBeUndefined()
  })

  test('an expired value reads as undefined and is removed', () => {
    jest.useFakeTimers({ now: 1_000_000 })
    writeStored('e', 'x', 10)
    jest.setSystemTime(1_000_000 + 9_999)
    expect(readStored('e')).toBe('x')
    jest.setSystemTime(1_000_000 + 10_000)
    expect(readStored('e')).toBeUndefined()
    expect(Taro.removeStorageSync).toHaveBeenCalledWith('xz:e')
  })

  test('broken storage is not fatal', () => {
    Taro.getStorageSync.mockImplementationOnce(() => {
      throw new Error('denied')
    })
    expect(readStored('k')).toBeUndefined()
  })
})

describe('token', () => {
  test('default life is 24 h outside WeChat', () => {
    jest.useFakeTimers({ now: 5_000_000 })
    setToken('t1')
    expect(getToken()).toBe('t1')
    expect(isLoggedIn()).toBe(true)
    jest.setSystemTime(5_000_000 + 86_400_000 - 1)
    expect(getToken()).toBe('t1')
    jest.setSystemTime(5_000_000 + 86_400_000)
    expect(getToken()).toBe('')
    expect(isLoggedIn()).toBe(false)
  })

  test('default life is 1 h in the WeChat browser', () => {
    setUserAgent(UA.wechatIos)
    jest.useFakeTimers({ now: 5_000_000 })
    setToken('t2')
    jest.setSystemTime(5_000_000 + 3_600_000)
    expect(getToken()).toBe('')
  })

  test("the server's expiresIn wins", () => {
    setUserAgent(UA.wechatIos)
    jest.useFakeTimers({ now: 0 })
    setToken('t3', 7200)
    jest.setSystemTime(3_600_000 + 1)
    expect(getToken()).toBe('t3')
  })

  test('the token is persisted with its expiry', () => {
    setToken('t4', 100)
    expect(readStored<{ value: string; expiresAt: number }>('token')?.value).toBe('t4')
    clearToken()
    expect(readStored('token')).toBeUndefined()
  })
})

describe('user info, invite code, channel, browse id', () => {
  test('loadUserInfo stores the answer', async () => {
    setToken('t')
    const t = mockTransport({ '/user/user/getUserInfo': ok({ userId: 9, invitationCode: 'INV9' }) })
    await expect(loadUserInfo()).resolves.toMatchObject({ userId: 9 })
    expect(sessionStore.get(userInfoAtom)).toMatchObject({ invitationCode: 'INV9' })
    expect(t.sent[0].headers.token).toBe('t')
  })

  test('invite code ignores empty placeholders and persists', () => {
    storeInviteCode('undefined')
    storeInviteCode('')
    expect(getInviteCode()).toBe('')
    storeInviteCode(' K7M2 ')
    expect(getInviteCode()).toBe('K7M2')
    expect(readStored('inviteCode')).toBe('K7M2')
  })

  test('channel defaults to 1', () => {
    expect(getChannel()).toBe('1')
    setChannel(23)
    expect(getChannel()).toBe('23')
    expect(readStored('channel')).toBe('23')
  })

  test('browse UUID is made once and kept', () => {
    const id = getBrowseUUID()
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(getBrowseUUID()).toBe(id)
    expect(readStored('browseUUID')).toBe(id)
  })

  test('topic name defaults to 选择圈子', () => {
    expect(sessionStore.get(topicNameAtom)).toBe('选择圈子')
  })
})

describe('silent ticket', () => {
  test('is returned once, then gone', () => {
    setSilentTicket('tk', 600)
    expect(takeSilentTicket()?.value).toBe('tk')
    expect(takeSilentTicket()).toBeNull()
    expect(readStored('ticket')).toBeUndefined()
  })

  test('an expired ticket is discarded', () => {
    jest.useFakeTimers({ now: 0 })
    setSilentTicket('tk', 600)
    jest.setSystemTime(600_000)
    expect(takeSilentTicket()).toBeNull()
  })
})

describe('reload', () => {
  test('persisted values survive a reload (fresh modules, same storage)', () => {
    setToken('kept', 1000)
    storeInviteCode('INV1')
    setChannel('9')
    setSilentTicket('tk9', 600)
    const id = getBrowseUUID()
    jest.isolateModules(() => {
      const fresh = require('@/core/session/session') as typeof import('@/core/session/session')
      expect(fresh.getToken()).toBe('kept')
      expect(fresh.getInviteCode()).toBe('INV1')
      expect(fresh.getChannel()).toBe('9')
      expect(fresh.getBrowseUUID()).toBe(id)
      expect(fresh.takeSilentTicket()?.value).toBe('tk9')
    })
  })
})
