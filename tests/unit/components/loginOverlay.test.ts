import { act, createElement } from 'react'
import type { ReactNode } from 'react'
import * as Taro from '../mocks/taro'
import { fail, flush, JSDOM_UA, mockTransport, ok, resetSession, setUserAgent } from '../helpers'
import { alreadyShown, checkLoginForm, checkMobile, cleanCode, cleanMobile, codeButtonLabel } from '@/components/LoginOverlay/loginForm'
import { useLoginForm } from '@/components/LoginOverlay/useLoginForm'
import { ApiError } from '@/core/request/errors'
import { getToken } from '@/core/session/session'

// @types/react-dom is not installed; this is the part of react-dom/client the test uses.
interface Root {
  render(node: ReactNode): void
  unmount(): void
}
const { createRoot } = require('react-dom/client') as { createRoot(container: Element): Root }

;(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true

describe('login form rules', () => {
  test('toasts of spec 5', () => {
    expect(checkMobile('')).toBe('请输入手机号')
    expect(checkMobile('1380013800')).toBe('请输入正确的手机号')
    expect(checkMobile('13800138000')).toBeUndefined()
    expect(checkLoginForm({ mobile: '', code: '' })).toBe('请输入手机号')
    expect(checkLoginForm({ mobile: '13800138000', code: '' })).toBe('请输入验证码')
    expect(checkLoginForm({ mobile: '13800138000', code: '1234' })).toBeUndefined()
  })

  test('fields keep digits only and their maximum length', () => {
    expect(cleanMobile('138 0013-8000 99')).toBe('13800138000')
    expect(cleanCode('12a34567')).toBe('123456')
  })

  test('get-code label counts down, then resets to 获取验证码', () => {
    expect(codeButtonLabel(60, false)).toBe('60s后重新获取')
    expect(codeButtonLabel(1, false)).toBe('1s后重新获取')
    expect(codeButtonLabel(0, false)).toBe('获取验证码')
    expect(codeButtonLabel(0, true)).toBe('发送中…')
  })

  test('knows which failures the client already showed', () => {
    expect(alreadyShown(new ApiError({ state: 4010, message: '验证码错误' }))).toBe(true)
    expect(alreadyShown(new ApiError({ state: -6009, message: '无效' }))).toBe(false)
    expect(alreadyShown(new ApiError({ state: 0, message: 'Network Error', kind: 'network' }))).toBe(false)
    expect(alreadyShown(new Error('x'))).toBe(false)
  })
})

describe('useLoginForm', () => {
  let root: Root
  let container: HTMLDivElement
  let form: ReturnType<typeof useLoginForm>

  function Probe() {
    form = useLoginForm()
    return null
  }

  beforeEach(() => {
    jest.useFakeTimers()
    setUserAgent(JSDOM_UA)
    resetSession()
    container = document.createElement('div')
    root = createRoot(container)
    act(() => root.render(createElement(Probe)))
  })

  afterEach(() => {
    act(() => root.unmount())
    jest.useRealTimers()
  })

  test('get-code: refuses a bad mobile, then sends and counts down 60 s', async () => {
    const t = mockTransport({ '/user/login/sendVerificationCode': ok({ expiresIn: 300, resendAfter: 60 }) })
    await act(async () => {
      await form.sendCode()
    })
    expect(Taro.showToast).toHaveBeenLastCalledWith({ title: '请输入手机号', icon: 'none', duration: 2000 })
    act(() => form.setMobile('13800138000'))
    await act(async () => {
      await form.sendCode()
    })
    expect(t.to('/user/login/sendVerificationCode')[0].params).toEqual({ countryCode: '86', mobile: '13800138000', ecologyName: 'other' })
    expect(Taro.showLoading).not.toHaveBeenCalled()
    expect(form.codeLabel).toBe('60s后重新获取')
    expect(form.codeDisabled).toBe(true)
    await act(async () => {
      await form.sendCode()
    })
    expect(t.to('/user/login/sendVerificationCode')).toHaveLength(1)
    act(() => {
      jest.advanceTimersByTime(59_000)
    })
    expect(form.codeLabel).toBe('1s后重新获取')
    act(() => {
      jest.advanceTimersByTime(1_000)
    })
    expect(form.codeLabel).toBe('获取验证码')
    expect(form.codeDisabled).toBe(false)
  })

  test('a refused send keeps the button ready; the client toasted the message', async () => {
    mockTransport({ '/user/login/sendVerificationCode': fail(4291, '发送太频繁，请稍后再试') })
    act(() => form.setMobile('13800138000'))
    await act(async () => {
      await form.sendCode()
    })
    expect(form.codeLabel).toBe('获取验证码')
    expect(Taro.showToast).toHaveBeenCalledTimes(1)
    expect(Taro.showToast).toHaveBeenCalledWith({ title: '发送太频繁，请稍后再试', icon: 'none', duration: 2000 })
  })

  test('submit: busy state, no double submit, logged in after', async () => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((r) => (release = r))
    const t = mockTransport({
      '/user/login/getTokenByMobileAndVerificationCode': async () => (await gate, ok({ token: 'T', expiresIn: 86400 })),
      '/user/user/getUserInfo': ok({ userId: 1, invitationCode: 'I' }),
    })
    act(() => {
      form.setMobile('13800138000')
      form.setCode('123456')
    })
    let first: Promise<boolean> = Promise.resolve(false)
    let second: Promise<boolean> = Promise.resolve(false)
    await act(async () => {
      first = form.submit()
      second = form.submit()
      await flush()
    })
    expect(form.submitting).toBe(true)
    await expect(second).resolves.toBe(false)
    await act(async () => {
      release()
      await first
    })
    await expect(first).resolves.toBe(true)
    expect(form.submitting).toBe(false)
    expect(t.to('/user/login/getTokenByMobileAndVerificationCode')).toHaveLength(1)
    expect(getToken()).toBe('T')
    expect(Taro.showToast).toHaveBeenLastCalledWith({ title: '登录成功', icon: 'none', duration: 2000 })
  })

  test('network failure on submit is told in Chinese', async () => {
    mockTransport({ '/user/login/getTokenByMobileAndVerificationCode': { network: true } })
    act(() => {
      form.setMobile('13800138000')
      form.setCode('123456')
    })
    await act(async () => {
      await form.submit()
    })
    expect(Taro.showToast).toHaveBeenCalledWith({ title: '网络异常，请检查网络后重试', icon: 'none', duration: 2000 })
  })
})
