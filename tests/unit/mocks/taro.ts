// Manual mock of @tarojs/taro for unit tests: in-memory storage, UI spies, login and environment.
/* eslint-disable @typescript-eslint/no-explicit-any */

// Kept on globalThis so a fresh module registry (a simulated reload) still sees the same storage.
const holder = globalThis as unknown as { __taroMockStorage?: Map<string, string> }
const memory = (holder.__taroMockStorage ??= new Map<string, string>())

export const ENV_TYPE = {
  WEAPP: 'WEAPP',
  SWAN: 'SWAN',
  ALIPAY: 'ALIPAY',
  TT: 'TT',
  QQ: 'QQ',
  JD: 'JD',
  WEB: 'WEB',
  RN: 'RN',
  HARMONY: 'HARMONY',
  QUICKAPP: 'QUICKAPP',
} as const

export const getEnv = jest.fn(() => (process.env.TARO_ENV === 'weapp' ? ENV_TYPE.WEAPP : ENV_TYPE.WEB))

// Storage behaves like the real one: values are serialized, a missing key reads as ''.
export const getStorageSync = jest.fn((key: string) => (memory.has(key) ? JSON.parse(memory.get(key) as string) : ''))
export const setStorageSync = jest.fn((key: string, value: unknown) => {
  memory.set(key, JSON.stringify(value))
})
export const removeStorageSync = jest.fn((key: string) => {
  memory.delete(key)
})
export const clearStorageSync = jest.fn(() => memory.clear())

export const showToast = jest.fn((_options: any) => Promise.resolve({ errMsg: 'showToast:ok' }))
export const showLoading = jest.fn((_options: any) => Promise.resolve({ errMsg: 'showLoading:ok' }))
export const hideLoading = jest.fn((_options?: any) => Promise.resolve({ errMsg: 'hideLoading:ok' }))

export const showModal = jest.fn((_options: any) => Promise.resolve({ confirm: true, cancel: false, errMsg: 'showModal:ok' }))
export const requestPayment = jest.fn((_options: any) => Promise.resolve({ errMsg: 'requestPayment:ok' }))

export const login = jest.fn((_options?: any) => Promise.resolve({ code: 'wx-login-code', errMsg: 'login:ok' }))

export const getSystemInfoSync = jest.fn(() => ({ platform: 'ios', system: 'iOS 17.2', model: 'iPhone 15' }))

/** Transport: tests swap the axios adapter instead; a real call here means a test forgot to. */
export const request = jest.fn((_options: any) => Promise.reject(new Error('Taro.request is not mocked in this test')))
export const uploadFile = jest.fn((_options: any) => Promise.reject(new Error('Taro.uploadFile is not mocked in this test')))

export const getCurrentInstance = jest.fn(() => ({ router: { path: '/pages/index/index', params: {} as Record<string, string> } }))
export const onAppHide = jest.fn((_callback: () => void) => undefined)
export const useShareAppMessage = jest.fn((_callback: () => unknown) => undefined)
export const useShareTimeline = jest.fn((_callback: () => unknown) => undefined)

/** Empties the in-memory storage (tests call it in beforeEach). */
export function __resetStorage(): void {
  memory.clear()
}

const Taro = {
  ENV_TYPE,
  getEnv,
  getStorageSync,
  setStorageSync,
  removeStorageSync,
  clearStorageSync,
  showToast,
  showLoading,
  hideLoading,
  showModal,
  requestPayment,
  login,
  getSystemInfoSync,
  request,
  uploadFile,
  getCurrentInstance,
  onAppHide,
  useShareAppMessage,
  useShareTimeline,
}

export default Taro
