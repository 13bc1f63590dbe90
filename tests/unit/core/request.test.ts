import * as Taro from '../mocks/taro'
import { fail, installBridge, JSDOM_UA, mockTransport, ok, resetSession, setUserAgent, stateOf, UA } from '../helpers'
import { ApiError, describeError, get, getPage, post, put, unsettledCalls } from '@/core/request/client'
import { interpretEnvelope } from '@/core/request/envelope'
import { loadingAtom, loadingCountAtom, loginOverlayVisibleAtom, sessionStore } from '@/core/session/atoms'
import { getToken, setToken } from '@/core/session/session'
import { installLoginPrompt } from '@/core/login/prompt'
import { toast } from '@/core/toast'
import { TOAST_DURATION } from '@/core/config'

// As app.ts does at start: a -1 the client reports shows the login view.
let uninstallLoginPrompt: () => void
beforeAll(() => {
  uninstallLoginPrompt = installLoginPrompt()
})
afterAll(() => uninstallLoginPrompt())

beforeEach(() => {
  setUserAgent(JSDOM_UA)
  resetSession()
})

describe('envelope rules (pure)', () => {
  test('state 1 resolves with data', () => {
    expect(interpretEnvelope({ state: 1, msg: '', data: { a: 1 } })).toEqual({ action: 'resolve', data: { a: 1 } })
  })
  test('state -1 asks for login', () => {
    const out = interpretEnvelope({ state: -1, msg: '请先登录', data: null })
    expect(out.action).toBe('login')
  })
  test.each([-4, -6009, -103])('state %i rejects quietly', (state) => {
    const out = interpretEnvelope({ state, msg: '不行', data: null })
    expect(out.action).toBe('reject')
    expect(out.action === 'reject' && out.error.message).toBe('不行')
  })
  test('other state with message → toast; without → hang', () => {
    expect(interpretEnvelope({ state: 4001, msg: '参数错误', data: null }).action).toBe('toast')
    expect(interpretEnvelope({ state: 4001, msg: '', data: null })).toEqual({ action: 'hang', state: 4001 })
    expect(interpretEnvelope({ state: 4001, data: null })).toEqual({ action: 'hang', state: 4001 })
  })
  test('state as a numeric string counts; a non-envelope body is an HTTP failure', () => {
    expect(interpretEnvelope({ state: '1', data: 2 })).toEqual({ action: 'resolve', data: 2 })
    const out = interpretEnvelope('<html>502</html>')
    expect(out.action).toBe('reject')
    expect(out.action === 'reject' && out.error.kind).toBe('http')
  })
})

describe('client: envelope handling', () => {
  test('state 1 resolves with data', async () => {
    mockTransport({ '/x': ok({ id: 7 }) })
    await expect(get('/x')).resolves.toEqual({ id: 7 })
    expect(Taro.showToast).not.toHaveBeenCalled()
  })

  test('state -1 shows the login overlay, drops the token and rejects without toast', async () => {
    setToken('old-token')
    mockTransport({ '/me': fail(-1, '登录已失效') })
    const error = await get('/me').catch((e) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ state: -1, message: '登录已失效' })
    expect(sessionStore.get(loginOverlayVisibleAtom)).toBe(true)
    expect(getToken()).toBe('')
    expect(Taro.showToast).not.toHaveBeenCalled()
  })

  test('state -1 inside the app uses the native login instead of the overlay', async () => {
    setUserAgent(UA.appAndroid)
    const bridge = installBridge((m) => (m.method === 'login' ? { ok: true, data: { token: 'native-token', expiresIn: 100 } } : null))
    const transport = mockTransport({ '/me': fail(-1, ''), '/user/user/getUserInfo': ok({ userId: 1, invitationCode: 'ABC' }) })
    try {
      const error = await get('/me').catch((e) => e)
      expect(error).toMatchObject({ state: -1, message: '请先登录' })
      await new Promise((r) => setTimeout(r, 5))
      expect(bridge.messages.map((m) => m.method)).toEqual(['login'])
      expect(sessionStore.get(loginOverlayVisibleAtom)).toBe(false)
      expect(getToken()).toBe('native-token')
      expect(transport.to('/user/user/getUserInfo')).toHaveLength(1)
    } finally {
      bridge.remove()
    }
  })

  test.each([-4, -6009, -103])('state %i rejects with the message and no toast', async (state) => {
    mockTransport({ '/q': fail(state, '票据无效') })
    await expect(get('/q')).rejects.toMatchObject({ state, message: '票据无效', kind: 'business' })
    expect(Taro.showToast).not.toHaveBeenCalled()
    expect(sessionStore.get(loginOverlayVisibleAtom)).toBe(false)
  })

  test('other state with a message toasts it (icon none, 2000 ms) and rejects with it', async () => {
    mockTransport({ '/t': fail(4001, '库存不足', { left: 0 }) })
    const error = await post('/t', { a: 1 }).catch((e) => e)
    expect(error).toMatchObject({ state: 4001, message: '库存不足', data: { left: 0 } })
    expect(Taro.showToast).toHaveBeenCalledWith({ title: '库存不足', icon: 'none', duration: 2000 })
  })

  test('other state with an empty message never settles, is counted and warns; loading ends', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const seen: number[] = []
    const stop = unsettledCalls.subscribe((count) => seen.push(count))
    const before = unsettledCalls.count
    mockTransport({ '/h': fail(4002, '') })
    const promise = get('/h')
    expect(await stateOf(promise)).toBe('pending')
    expect(unsettledCalls.count).toBe(before + 1)
    expect(seen).toEqual([before + 1])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/h'))
    expect(sessionStore.get(loadingCountAtom)).toBe(0)
    expect(Taro.hideLoading).toHaveBeenCalledTimes(1)
    expect(Taro.showToast).not.toHaveBeenCalled()
    stop()
    warn.mockRestore()
  })

  test('silent calls reject instead of hanging, toasting or prompting', async () => {
    mockTransport({ '/s': [fail(4002, ''), fail(4001, '错'), fail(-1, '')] })
    await expect(get('/s', undefined, { silent: true })).rejects.toBeInstanceOf(ApiError)
    await expect(get('/s', undefined, { silent: true })).rejects.toMatchObject({ message: '错' })
    await expect(get('/s', undefined, { silent: true })).rejects.toMatchObject({ state: -1 })
    expect(Taro.showToast).not.toHaveBeenCalled()
    expect(sessionStore.get(loginOverlayVisibleAtom)).toBe(false)
  })
})

describe('client: transport failures', () => {
  test('network failure rejects with the error text; describeError gives Chinese', async () => {
    mockTransport({ '/n': { network: true } })
    const error = await get('/n').catch((e) => e)
    expect(error).toMatchObject({ kind: 'network', message: 'Network Error', state: 0 })
    expect(describeError(error)).toBe('网络异常，请检查网络后重试')
    expect(Taro.showToast).not.toHaveBeenCalled()
  })

  test('timeout rejects with the timeout text', async () => {
    mockTransport({ '/slow': { timeout: true } })
    const error = await get('/slow').catch((e) => e)
    expect(error).toMatchObject({ kind: 'timeout', message: 'timeout of 180000ms exceeded' })
    expect(describeError(error)).toBe('请求超时，请稍后重试')
  })

  test('HTTP 5xx rejects with the error text; describeError prefers the envelope message', async () => {
    mockTransport({ '/boom': { status: 500, body: { state: 5000, msg: '服务器开小差了，请稍后再试', data: null } } })
    const error = await get('/boom').catch((e) => e)
    expect(error).toMatchObject({ kind: 'http', httpStatus: 500, message: 'Request failed with status code 500' })
    expect(describeError(error)).toBe('服务器开小差了，请稍后再试')
    expect(Taro.showToast).not.toHaveBeenCalled()
  })

  test('any 2xx status is success', async () => {
    mockTransport({ '/created': { status: 201, body: { state: 1, msg: '', data: 'yes' } } })
    await expect(post('/created')).resolves.toBe('yes')
  })
})

describe('client: headers, bodies, paging, loading', () => {
  test('headers of spec 3.1; token only when logged in', async () => {
    const t = mockTransport({ '/h': ok() })
    await get('/h')
    expect(t.sent[0].headers).toMatchObject({ loginType: '3', terminal: 'pc', version: '1.3.2', ecology: 'OTHER' })
    expect(t.sent[0].headers).not.toHaveProperty('token')
    setToken('tok-1')
    await get('/h')
    expect(t.sent[1].headers.token).toBe('tok-1')
    expect(t.sent[1].baseURL).toBe('/api')
  })

  test('POST and PUT send JSON bodies', async () => {
    const t = mockTransport({ '/p': ok() })
    await post('/p', { mobile: '13800000000' })
    await put('/p', { n: 2 })
    expect(t.sent[0]).toMatchObject({ method: 'POST', body: { mobile: '13800000000' } })
    expect(t.sent[0].rawData).toBe('{"mobile":"13800000000"}')
    expect(JSON.stringify(t.sent[0].headers)).toMatch(/application\/json/)
    expect(t.sent[1]).toMatchObject({ method: 'PUT', body: { n: 2 } })
  })

  test('getPage adds pageNum, pageNo and pageSize 15', async () => {
    const t = mockTransport({ '/list': ok([]) })
    await getPage('/list', 3, { kind: 'a' })
    expect(t.sent[0].params).toEqual({ kind: 'a', pageNum: 3, pageNo: 3, pageSize: 15 })
  })

  test('loading is on while at least one call is open; skipLoading leaves it alone', async () => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((r) => (release = r))
    mockTransport({ '/a': async () => (await gate, ok(1)), '/b': ok(2) })
    const a = get('/a')
    const b = get('/b')
    expect(sessionStore.get(loadingAtom)).toBe(true)
    await b
    expect(sessionStore.get(loadingCountAtom)).toBe(1)
    expect(Taro.hideLoading).not.toHaveBeenCalled()
    release()
    await a
    expect(sessionStore.get(loadingAtom)).toBe(false)
    expect(Taro.showLoading).toHaveBeenCalledTimes(1)
    expect(Taro.hideLoading).toHaveBeenCalledTimes(1)

    await get('/b', undefined, { skipLoading: true })
    expect(Taro.showLoading).toHaveBeenCalledTimes(1)
  })

  test('a toast on screen is not replaced by the loading view, and hiding loading never hides a toast', async () => {
    jest.useFakeTimers({ now: 1_000_000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
    try {
      toast('保存成功')
      mockTransport({ '/list': ok([]) })
      await get('/list')
      expect(Taro.showLoading).not.toHaveBeenCalled()
      expect(Taro.hideLoading).not.toHaveBeenCalled()

      jest.setSystemTime(1_000_000 + TOAST_DURATION)
      await get('/list')
      expect(Taro.showLoading).toHaveBeenCalledTimes(1)
      expect(Taro.hideLoading).toHaveBeenCalledWith({ noConflict: true })
    } finally {
      jest.useRealTimers()
    }
  })

  test('loading ends on failure too', async () => {
    mockTransport({ '/n': { network: true } })
    await get('/n').catch(() => undefined)
    expect(sessionStore.get(loadingCountAtom)).toBe(0)
    expect(Taro.hideLoading).toHaveBeenCalledTimes(1)
  })
})

describe('describeError', () => {
  test('keeps Chinese messages, replaces English internals', () => {
    expect(describeError(new ApiError({ state: 4001, message: '库存不足' }))).toBe('库存不足')
    expect(describeError(new Error('请在心栈App中查看'))).toBe('请在心栈App中查看')
    expect(describeError(new TypeError('x is undefined'))).toBe('操作失败，请稍后重试')
    expect(describeError(undefined)).toBe('操作失败，请稍后重试')
  })
})

describe('client: -1 racing a login', () => {
  test('a -1 for a call sent with an old token keeps a token stored meanwhile', async () => {
    setToken('old')
    let release: () => void = () => undefined
    const gate = new Promise<void>((r) => (release = r))
    mockTransport({ '/slow': async () => (await gate, fail(-1, '登录已失效')) })
    const pending = get('/slow').catch((e) => e)
    await new Promise((r) => setTimeout(r, 0))
    setToken('fresh')
    release()
    expect(await pending).toMatchObject({ state: -1 })
    expect(getToken()).toBe('fresh')
    expect(sessionStore.get(loginOverlayVisibleAtom)).toBe(false)
  })
})
