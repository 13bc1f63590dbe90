// The `wx` object of the mini-program test runtime. Every WeChat API that Taro knows is an own
// enumerable function (Taro builds `Taro.*` from `Object.keys(wx)`): the implemented ones work
// against real parts, every other one fails the test through host.unimplemented with its name.
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { WxHost } from '../types'
import { WX_API_NAMES } from './api-names'
import { audioApis } from './audio'
import { canvasApis } from './canvas'
import { deviceApis } from './device'
import { fileSystemApis } from './files'
import { createKit } from './kit'
import { mediaApis } from './media'
import { navigationApis } from './navigation'
import { networkApis } from './network'
import { openApis } from './open-api'
import { USER_DATA_PATH, userDataDir } from './paths'
import { createScheduler } from './scheduler'
import { selectorQueryApis } from './selector-query'
import { storageApis } from './storage'
import { systemApis } from './system'
import { uiApis } from './ui'

export interface CreateWxOptions {
  /** dist/weapp: its project.config.json gives the appid, and package paths resolve in it. */
  distDir?: string
  /**
   * Where an error goes that WeChat reports as a script error outside any call: a throw in an app
   * callback, a background audio src without a title, a fault of this runtime after a call returned.
   * By default it is thrown as an uncaught exception, so the test fails.
   */
  onAsyncError?: (error: unknown) => void
}

type WxFunction = (...args: never[]) => unknown

/** The methods of `wx.cloud` (Taro copies the object to Taro.cloud); cloud development is not run. */
const CLOUD_METHODS = ['init', 'CloudID', 'callFunction', 'uploadFile', 'downloadFile', 'getTempFileURL', 'deleteFile', 'database', 'Cloud']

/** The appid the WeChat client would know; the devtools' tourist id when the build has none. */
function appIdOf(distDir: string | undefined): string {
  const configPath = distDir && path.join(distDir, 'project.config.json')
  if (!configPath || !existsSync(configPath)) return 'wx_mini_test'
  const { appid } = JSON.parse(readFileSync(configPath, 'utf8')) as { appid?: string }
  return appid || 'wx_mini_test'
}

function throwUncaught(error: unknown): void {
  queueMicrotask(() => {
    throw error
  })
}

export function createWx(host: WxHost, options: CreateWxOptions = {}) {
  const scheduler = createScheduler()
  const kit = createKit(host, scheduler, {
    appId: appIdOf(options.distDir),
    distDir: options.distDir ?? null,
    onAsyncError: options.onAsyncError ?? throwUncaught,
  })
  mkdirSync(userDataDir(host.fileDir), { recursive: true })

  const mocks = new Map<string, (...args: unknown[]) => unknown>()
  const audio = audioApis(kit)
  const implementations: Record<string, WxFunction> = {
    ...networkApis(kit),
    ...storageApis(kit),
    ...uiApis(kit),
    ...navigationApis(kit),
    ...deviceApis(kit),
    ...openApis(kit),
    ...systemApis(kit),
    ...mediaApis(kit),
    ...fileSystemApis(kit),
    ...selectorQueryApis(kit),
    ...canvasApis(kit),
    ...audio.apis,
    // What the client supports: the APIs implemented here (or mocked by the test). Components and
    // their attributes (`button.open-type.share`) are not checked by this runtime: false.
    canIUse: (schema: unknown) => {
      const api = String(schema).split('.')[0]
      return api in implementations || mocks.has(api)
    },
  }
  for (const name of Object.keys(implementations)) {
    // A typo in an implementation would otherwise hide behind an unimplemented stand-in.
    if (!WX_API_NAMES.includes(name)) throw new Error(`wx.${name} is implemented but is not a WeChat API of api-names.ts`)
  }

  const wx: Record<string, unknown> = {}
  for (const name of WX_API_NAMES) {
    wx[name] = (...args: unknown[]) => {
      kit.record(name, args)
      const implementation = mocks.get(name) ?? (implementations[name] as ((...args: unknown[]) => unknown) | undefined)
      if (!implementation) return host.unimplemented(`wx.${name}`)
      return implementation(...args)
    }
  }
  wx.env = { USER_DATA_PATH }
  wx.cloud = kit.unimplementedMethods('wx.cloud', CLOUD_METHODS)

  return {
    wx,
    /** Replaces `wx.<method>` until `mock(method, null)` (automator's mockWxMethod); calls are still recorded. */
    mock(method: string, implementation: ((...args: unknown[]) => unknown) | null): void {
      if (!WX_API_NAMES.includes(method)) throw new Error(`wx.${method} is not a WeChat API function, so it cannot be mocked`)
      if (implementation) mocks.set(method, implementation)
      else mocks.delete(method)
    },
    /** Stops every timer and HTTP exchange: nothing calls back into the app afterwards. */
    dispose(): void {
      scheduler.dispose()
    },
    /** Audio plays `factor` times faster than real time (default 1). */
    setPlaybackSpeed: audio.setPlaybackSpeed,
  }
}
