// Opening a party from a list: in our native app the app opens it (pageJump type 117 with the
// party's id and H5 address); elsewhere, and in an app without the bridge, the detail page here.
import { openRoute } from '@/components/navigation/navigate'
import { openParty } from '@/features/reading/utils/nav'
import { flush, installBridge, JSDOM_UA, setUserAgent, UA } from '../helpers'

jest.mock('@/components/navigation/navigate', () => ({ openRoute: jest.fn(() => Promise.resolve()) }))

afterEach(() => setUserAgent(JSDOM_UA))

test('in the app: one pageJump of type 117 with partyId and the H5 link, no navigation in the webview', async () => {
  setUserAgent(UA.appAndroid)
  const bridge = installBridge(() => null)
  try {
    openParty(7)
    await flush()
    expect(bridge.messages.map((m) => [m.method, m.params])).toEqual([
      ['pageJump', { type: 117, params: { partyId: 7, url: 'https://xinzhan.test/reading/detail?partyId=7' } }],
    ])
    expect(openRoute).not.toHaveBeenCalled()
  } finally {
    bridge.remove()
  }
})

test('in the app without the bridge (an old version): the detail page opens here', async () => {
  setUserAgent(UA.appAndroid)
  openParty(7)
  await flush()
  expect(openRoute).toHaveBeenCalledTimes(1)
  expect(openRoute).toHaveBeenCalledWith('reading-detail', { partyId: 7 })
})

test('in a browser or WeChat: the detail page, never the bridge', async () => {
  for (const ua of [UA.safariIphone, UA.wechatIos]) {
    setUserAgent(ua)
    const bridge = installBridge(() => null)
    openParty(9)
    await flush()
    expect(bridge.messages).toEqual([])
    bridge.remove()
  }
  expect(jest.mocked(openRoute).mock.calls).toEqual([
    ['reading-detail', { partyId: 9 }],
    ['reading-detail', { partyId: 9 }],
  ])
})
