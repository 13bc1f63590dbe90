import * as Taro from '../mocks/taro'
import { installBridge } from '../helpers'
import { bridge, bridgeAvailable, BridgeError, openColumnList, PAGE_JUMP_READING_PARTY, toastNotInApp } from '@/core/bridge/native'

describe('outside the app', () => {
  test('is unavailable and calls reject with 请在心栈App中查看', async () => {
    expect(bridgeAvailable()).toBe(false)
    const error = await bridge.goCourse({ subjectId: 1 }).catch((e) => e)
    expect(error).toBeInstanceOf(BridgeError)
    expect(error).toMatchObject({ message: '请在心栈App中查看', unavailable: true })
  })

  test('the column entry toasts 请在心栈App中查看', () => {
    openColumnList()
    expect(Taro.showToast).toHaveBeenCalledWith({ title: '请在心栈App中查看', icon: 'none', duration: 2000 })
    toastNotInApp()
    expect(Taro.showToast).toHaveBeenCalledTimes(2)
  })
})

describe('inside the app', () => {
  test('notifications post { id, method, params } and resolve at once', async () => {
    const b = installBridge(() => null)
    try {
      expect(bridgeAvailable()).toBe(true)
      await bridge.pageJump({ type: PAGE_JUMP_READING_PARTY, params: { id: 3 } })
      await bridge.loadComplete()
      openColumnList({ columnId: 2 })
      expect(b.messages).toEqual([
        { id: expect.any(String), method: 'pageJump', params: { type: 117, params: { id: 3 } } },
        { id: expect.any(String), method: 'loadComplete', params: {} },
        { id: expect.any(String), method: 'goColumnList', params: { columnId: 2 } },
      ])
      expect(new Set(b.messages.map((m) => m.id)).size).toBe(3)
      expect(Taro.showToast).not.toHaveBeenCalled()
    } finally {
      b.remove()
    }
  })

  test('answered calls resolve with data or reject with the error', async () => {
    const b = installBridge((m) =>
      m.method === 'login' ? { ok: true, data: { token: 'T', expiresIn: 10 } } : { ok: false, error: '用户取消' },
    )
    try {
      await expect(bridge.login()).resolves.toEqual({ token: 'T', expiresIn: 10 })
      await expect(
        bridge.weChatPay({ partnerId: 'p', prepayId: 'w', packageVal: 'Sign=WXPay', nonceStr: 'n', timestamp: '1', sign: 's' }),
      ).rejects.toMatchObject({ message: '用户取消', unavailable: false })
    } finally {
      b.remove()
    }
  })

  test('a login answer without a token is a failure', async () => {
    const b = installBridge(() => ({ ok: true, data: {} }))
    try {
      await expect(bridge.login()).rejects.toBeInstanceOf(BridgeError)
    } finally {
      b.remove()
    }
  })

  test('unknown or repeated callback ids are ignored', async () => {
    const b = installBridge(() => null)
    try {
      const pending = bridge.shareImage({ imageUrl: 'https://x/y.png' })
      const id = b.messages[0].id
      const cb = (window as unknown as { __xinzhanBridgeCallback: (id: string, r: unknown) => void }).__xinzhanBridgeCallback
      cb('nope', { ok: true })
      cb(id, { ok: true })
      cb(id, { ok: false, error: 'late' })
      await expect(pending).resolves.toBeUndefined()
    } finally {
      b.remove()
    }
  })
})
