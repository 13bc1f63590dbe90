import { flush, JSDOM_UA, mockTransport, ok, resetSession, setUserAgent, UA } from '../helpers'
import { formatErrorMarkdown, installGlobalErrorHandlers, reportError, resetErrorReportState } from '@/core/errors/report'
import { ApiError } from '@/core/request/errors'
import { sessionStore, userInfoAtom } from '@/core/session/atoms'
import { userInfo } from './fixtures'
import { setToken } from '@/core/session/session'

const WEBHOOK = '/api/cgi-bin/webhook/send'

beforeEach(() => {
  jest.useRealTimers()
  setUserAgent(JSDOM_UA)
  resetSession()
  resetErrorReportState()
})

describe('formatErrorMarkdown', () => {
  test('heading with the error name, then one labelled line per field', () => {
    expect(
      formatErrorMarkdown({
        name: 'TypeError',
        message: "Cannot read properties of undefined (reading 'id')",
        stack: 'TypeError: boom\n    at a (app.js:1:2)',
        userId: 42,
        terminal: 'ios',
        ecologyName: 'mpXfs',
        route: '/course/courseDetail/12',
        lifecycle: 'window.onerror',
      }),
    ).toBe(
      [
        '### TypeError',
        '用户ID：42',
        '设备类型：ios',
        '生态：mpXfs',
        '页面：/course/courseDetail/12',
        "错误信息：Cannot read properties of undefined (reading 'id')",
        '错误堆栈：TypeError: boom\n    at a (app.js:1:2)',
        '生命周期：window.onerror',
      ].join('\n'),
    )
  })

  test('missing fields have Chinese placeholders; long stacks are cut', () => {
    const text = formatErrorMarkdown({ name: '', message: '', stack: 'x'.repeat(2000) })
    expect(text.split('\n')).toEqual([
      '### Error',
      '用户ID：未登录',
      '设备类型：未知',
      '生态：未知',
      '页面：未知',
      '错误信息：无',
      `错误堆栈：${'x'.repeat(1500)}…`,
      '生命周期：未知',
    ])
  })
})

describe('reportError', () => {
  test('posts markdown to the webhook with the key, silently and without session headers', async () => {
    setUserAgent(UA.wechatIos)
    setToken('secret-token')
    sessionStore.set(userInfoAtom, userInfo({ userId: 8, invitationCode: 'X' }))
    const t = mockTransport({ [WEBHOOK]: ok({ id: 1 }) })
    reportError(new RangeError('bad index'), 'App.onError')
    await new Promise((r) => setTimeout(r, 0))
    expect(t.sent).toHaveLength(1)
    const sent = t.sent[0]
    expect(sent.method).toBe('POST')
    expect(sent.baseURL).toBe('')
    expect(sent.params).toEqual({ key: 'xinzhan-client' })
    expect(sent.headers).not.toHaveProperty('token')
    const body = sent.body as { msgtype: string; markdown: { content: string } }
    expect(body.msgtype).toBe('markdown')
    expect(body.markdown.content).toContain('### RangeError')
    expect(body.markdown.content).toContain('用户ID：8')
    expect(body.markdown.content).toContain('设备类型：ios')
    expect(body.markdown.content).toContain('生态：mpXfs')
    expect(body.markdown.content).toContain('页面：/pages/index/index')
    expect(body.markdown.content).toContain('生命周期：App.onError')
  })

  test('never throws, even when the webhook fails', async () => {
    mockTransport({ [WEBHOOK]: { network: true } })
    expect(() => reportError(new Error('x'), 'test')).not.toThrow()
    await new Promise((r) => setTimeout(r, 0))
  })

  test('dedupes identical errors within a minute and caps at 10 per minute', async () => {
    jest.useFakeTimers({ now: 0 })
    const t = mockTransport({ [WEBHOOK]: ok() })
    reportError(new Error('same'), 'a')
    reportError(new Error('same'), 'b')
    await flush(20)
    expect(t.sent).toHaveLength(1)
    for (let i = 0; i < 20; i++) reportError(new Error(`e${i}`), 'a')
    await flush(20)
    expect(t.sent).toHaveLength(10)
    jest.setSystemTime(60_000)
    reportError(new Error('same'), 'c')
    await flush(20)
    expect(t.sent).toHaveLength(11)
  })

  test('business, network and timeout rejections are not reported; HTTP faults are', async () => {
    const t = mockTransport({ [WEBHOOK]: ok() })
    reportError(new ApiError({ state: 4001, message: '库存不足' }), 'unhandledrejection')
    reportError(new ApiError({ state: 0, message: 'Network Error', kind: 'network' }), 'unhandledrejection')
    await flush(20)
    expect(t.sent).toHaveLength(0)
    reportError(new ApiError({ state: 0, message: 'Request failed with status code 500', kind: 'http', httpStatus: 500 }), 'unhandledrejection')
    await flush(20)
    expect(t.sent).toHaveLength(1)
  })

  test('global handlers report window errors and unhandled rejections', async () => {
    const t = mockTransport({ [WEBHOOK]: ok() })
    installGlobalErrorHandlers()
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('from window'), message: 'from window' }))
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown }
    rejection.reason = new Error('from promise')
    window.dispatchEvent(rejection)
    // A cross-origin script error carries nothing to report.
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }))
    await flush(20)
    const contents = t.sent.map((s) => (s.body as { markdown: { content: string } }).markdown.content)
    expect(contents).toHaveLength(2)
    expect(contents[0]).toContain('错误信息：from window')
    expect(contents[0]).toContain('生命周期：window.onerror')
    expect(contents[1]).toContain('生命周期：unhandledrejection')
  })
})
