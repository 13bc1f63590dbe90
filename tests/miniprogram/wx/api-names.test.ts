// The wx surface: every API name WeChat has that Taro knows is an own enumerable key, Taro's own
// processApis builds a working Taro from it, and an API that is not implemented fails with its name.
import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { processApis } from '@tarojs/shared'
import { TARO_ONLY_NAMES, WX_API_NAMES, WX_OBJECT_NAMES } from './api-names'
import { createRig, Unimplemented } from './test-support'
import type { TestRig } from './test-support'

const TARO = path.resolve('node_modules/@tarojs')

/** Names in Taro's promise lists that are QQ's, not WeChat's. */
const QQ_ONLY_NAMES = ['navigateToBookshelf', 'queryBookshelf', 'showFavoriteGuide']

function taroWeappNames(): Set<string> {
  const names = new Set<string>()
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : entry.name.endsWith('.d.ts') ? [path.join(dir, entry.name)] : [],
    )
  for (const file of walk(path.join(TARO, 'taro/types/api'))) {
    const text = readFileSync(file, 'utf8')
    for (const block of text.split('interface TaroStatic {').slice(1)) {
      const body = block.slice(0, block.indexOf('\n  }\n'))
      for (const [, doc, name] of body.matchAll(/\/\*\*([\s\S]*?)\*\/\s*\n {4}([A-Za-z_$][\w$]*)\s*[(<:?]/g)) {
        const supported = /@supported\s+([^\n]*)/.exec(doc)?.[1].split(/[,\s]+/) ?? []
        if (supported.includes('weapp')) names.add(name)
      }
    }
  }
  return names
}

function needPromiseApis(file: string): string[] {
  const list = /needPromiseApis = new Set\(\[([\s\S]*?)\]\)/.exec(readFileSync(path.join(TARO, file), 'utf8'))
  assert.ok(list, `no needPromiseApis in ${file}`)
  return [...list[1].matchAll(/'(\w+)'/g)].map((match) => match[1])
}

describe('wx API names', () => {
  it('lists every WeChat API of Taro 4 (types with @supported weapp and both promise lists)', () => {
    const known = new Set([...WX_API_NAMES, ...WX_OBJECT_NAMES])
    const fromTypes = [...taroWeappNames()].filter((name) => !TARO_ONLY_NAMES.includes(name) && !/^use[A-Z]/.test(name))
    const fromPromiseLists = [
      ...needPromiseApis('shared/dist/native-apis.js'),
      ...needPromiseApis('plugin-platform-weapp/dist/runtime.js'),
    ].filter((name) => !QQ_ONLY_NAMES.includes(name))
    assert.ok(fromTypes.length > 400, `only ${fromTypes.length} names read from Taro's types`)
    assert.deepEqual([...fromTypes, ...fromPromiseLists].filter((name) => !known.has(name)), [])
  })

  it('has no name twice', () => {
    assert.equal(new Set(WX_API_NAMES).size, WX_API_NAMES.length)
  })
})

describe('the wx object', () => {
  let rig: TestRig
  before(() => (rig = createRig()))
  after(() => rig.close())

  it('has an own enumerable function for every API and WeChat objects for env and cloud', () => {
    const keys = Object.keys(rig.wx)
    for (const name of WX_API_NAMES) {
      assert.ok(keys.includes(name), `wx.${name} is missing`)
      assert.equal(typeof rig.wx[name], 'function', `wx.${name} is no function`)
    }
    assert.deepEqual(rig.wx.env, { USER_DATA_PATH: 'wxfile://usr' })
    assert.equal(typeof (rig.wx.cloud as unknown as Record<string, unknown>).callFunction, 'function')
  })

  it('fails an unimplemented API with its name, and records the call first', () => {
    assert.throws(() => rig.wx.startBluetoothDevicesDiscovery(), (error) => error instanceof Unimplemented && error.api === 'wx.startBluetoothDevicesDiscovery')
    assert.equal(rig.host.calls.at(-1)?.api, 'startBluetoothDevicesDiscovery')
    const cloud = rig.wx.cloud as unknown as { callFunction(): void; Cloud: new () => unknown }
    assert.throws(() => cloud.callFunction(), (error) => error instanceof Unimplemented && error.api === 'wx.cloud.callFunction')
    assert.throws(() => new cloud.Cloud(), (error) => error instanceof Unimplemented && error.api === 'wx.cloud.Cloud')
  })

  it("builds a Taro through Taro's own processApis: promises over the callbacks, sync APIs as they are", async () => {
    const taro: Record<string, unknown> = {
      Link: class {
        request() {}
        addInterceptor() {}
        cleanInterceptors() {}
      },
      options: {},
      config: {},
    }
    const globals = globalThis as Record<string, unknown>
    // processApis reads these WeChat globals (the runtime part provides them in the app's context).
    Object.assign(globals, { getCurrentPages: () => [], getApp: () => ({}), requirePlugin: () => ({}) })
    try {
      processApis(taro, rig.wx, { needPromiseApis: new Set(needPromiseApis('plugin-platform-weapp/dist/runtime.js')) })
    } finally {
      for (const name of ['getCurrentPages', 'getApp', 'requirePlugin']) delete globals[name]
    }
    const Taro = taro as Record<string, (...args: unknown[]) => unknown>
    Taro.setStorageSync('k', 7)
    assert.equal(Taro.getStorageSync('k'), 7)
    assert.deepEqual(await Taro.showModal({ title: 'T', content: 'C' }), { confirm: true, cancel: false, errMsg: 'showModal:ok' })
    await assert.rejects(Taro.getStorage({ key: 'absent' }) as Promise<unknown>, { errMsg: 'getStorage:fail data not found' })
    assert.deepEqual(taro.env, { USER_DATA_PATH: 'wxfile://usr' })
    assert.equal(taro.cloud, rig.wx.cloud)
    // A sync API throws at the call; Taro's promise wrapper turns the throw into a rejection.
    assert.throws(() => Taro.getBatteryInfoSync(), Unimplemented)
    await assert.rejects(Taro.startCompass() as Promise<unknown>, Unimplemented)
  })
})
