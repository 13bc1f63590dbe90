import { fail, JSDOM_UA, mockTransport, ok, resetSession, setUserAgent, UA } from '../helpers'
import { configureShare, getShareData, shareInApp } from '@/core/share/share'
import { sessionStore, userInfoAtom } from '@/core/session/atoms'
import { userInfo } from './fixtures'

function fakeWx() {
  const calls: Record<string, unknown[]> = { config: [], app: [], timeline: [] }
  const wx = {
    config: (o: unknown) => calls.config.push(o),
    ready: (cb: () => void) => cb(),
    error: () => undefined,
    updateAppMessageShareData: (o: unknown) => calls.app.push(o),
    updateTimelineShareData: (o: unknown) => calls.timeline.push(o),
  }
  return { wx, calls }
}

beforeEach(() => {
  setUserAgent(JSDOM_UA)
  resetSession()
  window.history.replaceState(null, '', '/course/courseDetail/12?token=t&from=a#frag')
  delete (window as unknown as Record<string, unknown>).wx
  document.head.querySelectorAll('script').forEach((s) => s.remove())
})

describe('configureShare (H5)', () => {
  test('defaults: 心栈社区 / 发现心灵的宝藏 / the default image / the cleaned current address', async () => {
    sessionStore.set(userInfoAtom, userInfo({ userId: 1, invitationCode: 'ME' }))
    const t = mockTransport()
    await configureShare()
    expect(getShareData()).toEqual({
      title: '心栈社区',
      desc: '发现心灵的宝藏',
      imageUrl: 'https://xinzhan.test/static/images/test-image.png',
      link: 'https://xinzhan.test/course/courseDetail/12?from=a&inviteCode=ME#frag',
    })
    // Not in WeChat: no JS-SDK, no signature call.
    expect(t.sent).toHaveLength(0)
    expect(document.querySelector('script[src*="jweixin"]')).toBeNull()
  })

  test('in WeChat: loads the JS-SDK once, signs the address without #, updates both share targets', async () => {
    setUserAgent(UA.wechatIos)
    const { wx, calls } = fakeWx()
    const t = mockTransport({ '/wechat/mp/config': ok({ appId: 'wxapp', timestamp: 1, nonceStr: 'n', signature: 's' }) })
    const pending = configureShare({ title: '读书会', link: 'https://xz.example.com/reading/detail?id=3' })
    const script = document.querySelector('script[src="https://res.wx.qq.com/open/js/jweixin-1.6.0.js"]') as HTMLScriptElement
    expect(script).not.toBeNull()
    ;(window as unknown as { wx: unknown }).wx = wx
    script.dispatchEvent(new Event('load'))
    await pending

    // iOS WeChat signs against the address the app was entered with (jsdom's start page here).
    expect(t.to('/wechat/mp/config')[0].params).toEqual({ url: 'https://xinzhan.test/' })
    expect(calls.config[0]).toMatchObject({ appId: 'wxapp', signature: 's', debug: false })
    expect(calls.app[0]).toEqual({
      title: '读书会',
      desc: '发现心灵的宝藏',
      link: 'https://xz.example.com/reading/detail?id=3',
      imgUrl: 'https://xinzhan.test/static/images/test-image.png',
    })
    expect(calls.timeline).toHaveLength(1)

    // Same address: no second signature, no second script.
    await configureShare({ title: '第二页' })
    expect(t.to('/wechat/mp/config')).toHaveLength(1)
    expect(document.querySelectorAll('script[src*="jweixin"]')).toHaveLength(1)
    expect(calls.app[1]).toMatchObject({ title: '第二页' })
  })

  test('Android WeChat signs the current address without #', async () => {
    setUserAgent(
      'Mozilla/5.0 (Linux; Android 13; M2012K11AC Build/TKQ1.220829.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/5235 MMWEBSDK/20230701 MMWEBID/2592 MicroMessenger/8.0.40.2420(0x28002837) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
    )
    const { wx, calls } = fakeWx()
    ;(window as unknown as { wx: unknown }).wx = wx
    const t = mockTransport({ '/wechat/mp/config': ok({ appId: 'wxapp', timestamp: 1, nonceStr: 'n', signature: 's2' }) })
    await configureShare()
    expect(t.to('/wechat/mp/config')[0].params).toEqual({ url: 'https://xinzhan.test/course/courseDetail/12?token=t&from=a' })
    expect(calls.config).toHaveLength(1)
  })

  test('a failing signature call never rejects', async () => {
    setUserAgent(UA.wechatIos)
    const { wx } = fakeWx()
    ;(window as unknown as { wx: unknown }).wx = wx
    mockTransport({ '/wechat/mp/config': fail(-6009, 'bad url') })
    await expect(configureShare()).resolves.toBeUndefined()
  })

  test('in the app the data is kept for the native share sheet', async () => {
    setUserAgent(UA.appAndroid)
    const messages: { method: string; params: unknown }[] = []
    const w = window as unknown as Record<string, unknown>
    w.XinZhanBridge = {
      postMessage: (json: string) => {
        const m = JSON.parse(json)
        messages.push(m)
        setTimeout(() => (w.__xinzhanBridgeCallback as (id: string, r: unknown) => void)(m.id, { ok: true }), 0)
      },
    }
    try {
      await configureShare({ title: '课程', link: 'https://xz.example.com/c', imageUrl: 'https://cdn/x.png' })
      await shareInApp('timeline')
      expect(messages[0]).toMatchObject({
        method: 'shareUrl',
        params: { title: '课程', desc: '发现心灵的宝藏', link: 'https://xz.example.com/c', imageUrl: 'https://cdn/x.png', channel: 'timeline' },
      })
    } finally {
      delete w.XinZhanBridge
    }
  })
})
