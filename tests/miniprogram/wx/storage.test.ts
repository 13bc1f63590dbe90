// Storage: values keep their type, missing keys read as WeChat reads them, host.storage holds it all.
import assert from 'node:assert/strict'
import { afterEach, beforeEach, describe, it } from 'node:test'
import { createRig, invoke } from './test-support'
import type { TestRig } from './test-support'

let rig: TestRig
beforeEach(() => (rig = createRig()))
afterEach(() => rig.close())

const get = (key: string) => rig.wx.getStorageSync(key as never)
const set = (key: string, value: unknown) => rig.wx.setStorageSync(key as never, value as never)

describe('sync storage', () => {
  it('keeps the type of what was stored', () => {
    const when = new Date('2024-05-01T08:00:00Z')
    set('string', '12')
    set('number', 12)
    set('boolean', false)
    set('null', null)
    set('array', [1, 'two'])
    set('object', { v: { nested: true }, e: 5 })
    set('date', when)
    assert.equal(get('string'), '12')
    assert.equal(get('number'), 12)
    assert.equal(get('boolean'), false)
    assert.equal(get('null'), null)
    assert.deepEqual(get('array'), [1, 'two'])
    assert.deepEqual(get('object'), { v: { nested: true }, e: 5 })
    assert.ok(get('date') instanceof Date)
    assert.equal((get('date') as Date).getTime(), when.getTime())
  })

  it('stores a JSON copy: later changes to the object are not stored', () => {
    const item = { count: 1 }
    set('item', item)
    item.count = 2
    assert.deepEqual(get('item'), { count: 1 })
  })

  it("reads a missing key as ''", () => {
    assert.equal(get('absent'), '')
  })

  it('keeps values in host.storage as JSON with their type', () => {
    set('n', 3)
    assert.deepEqual(JSON.parse(rig.host.storage.get('n') ?? ''), { type: 'Number', data: 3 })
  })

  it('removes, clears and reports the keys and size', () => {
    set('a', 'x'.repeat(3000))
    set('b', 1)
    rig.wx.removeStorageSync('b' as never)
    assert.deepEqual(rig.wx.getStorageInfoSync(), { keys: ['a'], currentSize: 3, limitSize: 10240 })
    rig.wx.clearStorageSync()
    assert.equal(rig.host.storage.size, 0)
  })

  it('throws for a key that is no string, as WeChat does', () => {
    assert.throws(() => set(42 as unknown as string, 'v'), {
      message: 'setStorageSync:fail parameter error: parameter.key should be String instead of Number;',
    })
  })
})

describe('async storage', () => {
  it('sets, gets and removes with errMsgs', async () => {
    assert.equal((await invoke(rig.wx.setStorage, { key: 'k', data: { a: 1 } })).res.errMsg, 'setStorage:ok')
    assert.deepEqual((await invoke(rig.wx.getStorage, { key: 'k' })).res, { data: { a: 1 }, errMsg: 'getStorage:ok' })
    assert.equal((await invoke(rig.wx.removeStorage, { key: 'k' })).res.errMsg, 'removeStorage:ok')
    const missing = await invoke(rig.wx.getStorage, { key: 'k' })
    assert.equal(missing.outcome, 'fail')
    assert.deepEqual(missing.res, { errMsg: 'getStorage:fail data not found' })
  })

  it('shares its data with the sync API', async () => {
    set('shared', 5)
    const info = await invoke(rig.wx.getStorageInfo)
    assert.deepEqual(info.res.keys, ['shared'])
    await invoke(rig.wx.clearStorage)
    assert.equal(get('shared'), '')
  })
})
