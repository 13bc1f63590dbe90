// The device's visitor id for link visits: made once, kept, in the server's accepted format.
import { visitorId } from '@/features/distribution/utils/visitor'
import { __resetStorage } from '../mocks/taro'
import Taro from '@tarojs/taro'

beforeEach(() => __resetStorage())

test('the same id every time on this device, in the format the server accepts', () => {
  const id = visitorId()
  expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
  expect(visitorId()).toBe(id)
})

test('another device (empty storage) gets another id; a damaged one is replaced', () => {
  const first = visitorId()
  __resetStorage()
  const second = visitorId()
  expect(second).not.toBe(first)
  Taro.setStorageSync('xz:distVisitor', { v: 'bad id with spaces' })
  const third = visitorId()
  expect(third).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
  expect(visitorId()).toBe(third)
})
