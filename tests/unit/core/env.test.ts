import { detectEcology, detectSystem, detectTerminal, ecologyNameOf, getEnvInfo, isInApp, isInWechat, resetEnvCache } from '@/core/env'
import type { Ecology, Terminal } from '@/core/env'

// Real user agents as captured from devices (our app appends `XinZhanApp/<version>`).
const UA = {
  wechatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; M2012K11AC Build/TKQ1.220829.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/5235 MMWEBSDK/20230701 MMWEBID/2592 MicroMessenger/8.0.40.2420(0x28002837) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  miniProgramIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.20(0x18001442) NetType/WIFI Language/zh_CN miniProgram/wx4f4bc4dec97d474b',
  miniProgramAndroid:
    'Mozilla/5.0 (Linux; Android 12; SM-G9910 Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5061 MMWEBSDK/20230303 MMWEBID/7331 MicroMessenger/8.0.34.2340(0x2800223F) WeChat/arm64 Weixin NetType/5G Language/zh_CN ABI/arm64 MiniProgramEnv/android',
  appIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 XinZhanApp/1.3.2',
  appAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/121.0.6167.178 Mobile Safari/537.36 XinZhanApp/1.3.2',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  empty: '',
}

const cases: [keyof typeof UA, Ecology, string, Terminal][] = [
  ['wechatIos', 'WECHAT', 'mpXfs', 'ios'],
  ['wechatAndroid', 'WECHAT', 'mpXfs', 'android'],
  ['miniProgramIos', 'MINIPROGRAM', 'miniXfs', 'ios'],
  ['miniProgramAndroid', 'MINIPROGRAM', 'miniXfs', 'android'],
  ['appIos', 'APP', 'appXfs', 'ios'],
  ['appAndroid', 'APP', 'appXfs', 'android'],
  ['safariIphone', 'H5', 'h5', 'ios'],
  ['ipad', 'H5', 'h5', 'ios'],
  ['chromeAndroid', 'H5', 'h5', 'android'],
  ['desktopChrome', 'OTHER', 'other', 'pc'],
  ['empty', 'OTHER', 'other', 'pc'],
]

describe('detectEcology / ecologyNameOf / detectTerminal', () => {
  test.each(cases)('%s → %s / %s / %s', (name, ecology, ecologyName, terminal) => {
    expect(detectEcology(UA[name])).toBe(ecology)
    expect(ecologyNameOf(detectEcology(UA[name]))).toBe(ecologyName)
    expect(detectTerminal(UA[name])).toBe(terminal)
  })
})

describe('detectSystem', () => {
  test('reads iOS and Android versions', () => {
    expect(detectSystem(UA.safariIphone)).toBe('iOS 17.2.1')
    expect(detectSystem(UA.ipad)).toBe('iOS 16.7')
    expect(detectSystem(UA.wechatAndroid)).toBe('Android 13')
    expect(detectSystem(UA.desktopChrome)).toBe('Windows')
    expect(detectSystem('')).toBe('')
  })
})

describe('getEnvInfo', () => {
  const original = navigator.userAgent
  function setUA(ua: string) {
    Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true })
    resetEnvCache()
  }
  afterEach(() => setUA(original))

  test('H5 build reads the user agent once and caches it', () => {
    setUA(UA.wechatIos)
    expect(getEnvInfo()).toEqual({ ecology: 'WECHAT', ecologyName: 'mpXfs', terminal: 'ios', system: 'iOS 16.6' })
    expect(isInWechat()).toBe(true)
    Object.defineProperty(window.navigator, 'userAgent', { value: UA.appAndroid, configurable: true })
    expect(getEnvInfo().ecology).toBe('WECHAT')
    resetEnvCache()
    expect(isInApp()).toBe(true)
    expect(isInWechat()).toBe(false)
  })

  test('weapp build is always MINIPROGRAM, terminal from the system info', () => {
    const before = process.env.TARO_ENV
    process.env.TARO_ENV = 'weapp'
    setUA(UA.desktopChrome)
    try {
      expect(getEnvInfo()).toEqual({ ecology: 'MINIPROGRAM', ecologyName: 'miniXfs', terminal: 'ios', system: 'iOS 17.2' })
    } finally {
      process.env.TARO_ENV = before
    }
  })
})
