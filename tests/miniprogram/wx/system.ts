// The device and the app around the code: a fixed iPhone X on WeChat 8.0.50 (base library 3.7.0),
// launch options and app listeners from the host, the network, the update manager, nextTick.
import type { WxCallOptions } from '../types'
import { checkParams } from './kit'
import type { WxKit } from './kit'

export const IPHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x18003231) NetType/WIFI Language/zh_CN'

export const SDK_VERSION = '3.7.0'

const SCREEN = { width: 375, height: 812 }
const STATUS_BAR_HEIGHT = 44
const NAVIGATION_BAR_HEIGHT = 44

/** A page with WeChat's own navigation bar and no tab bar: the window starts below both bars. */
function windowInfo() {
  return {
    pixelRatio: 3,
    screenWidth: SCREEN.width,
    screenHeight: SCREEN.height,
    windowWidth: SCREEN.width,
    windowHeight: SCREEN.height - STATUS_BAR_HEIGHT - NAVIGATION_BAR_HEIGHT,
    statusBarHeight: STATUS_BAR_HEIGHT,
    safeArea: { left: 0, right: 375, top: 44, bottom: 778, width: 375, height: 734 },
    screenTop: STATUS_BAR_HEIGHT + NAVIGATION_BAR_HEIGHT,
  }
}

/** The viewport of `wx.createSelectorQuery().selectViewport()`: the window. */
export function windowSize() {
  const { windowWidth, windowHeight } = windowInfo()
  return { width: windowWidth, height: windowHeight, right: windowWidth, bottom: windowHeight }
}

function deviceInfo() {
  return { brand: 'iPhone', model: 'iPhone X', system: 'iOS 16.0', platform: 'ios' }
}

function appBaseInfo() {
  return {
    SDKVersion: SDK_VERSION,
    enableDebug: false,
    host: { env: 'WeChat' },
    language: 'zh_CN',
    version: '8.0.50',
    theme: 'light',
    fontSizeSetting: 17,
  }
}

function systemSetting() {
  return { bluetoothEnabled: false, locationEnabled: true, wifiEnabled: true, deviceOrientation: 'portrait' }
}

function appAuthorizeSetting() {
  return {
    albumAuthorized: 'authorized',
    bluetoothAuthorized: 'not determined',
    cameraAuthorized: 'authorized',
    locationAuthorized: 'authorized',
    locationReducedAccuracy: false,
    microphoneAuthorized: 'authorized',
    notificationAuthorized: 'authorized',
    phoneCalendarAuthorized: 'authorized',
  }
}

/** The legacy all-in-one answer: the five newer answers merged, authorizations as booleans. */
function systemInfo() {
  const authorized = Object.fromEntries(
    Object.entries(appAuthorizeSetting())
      .filter(([, value]) => typeof value === 'string')
      .map(([name, value]) => [name, value === 'authorized']),
  )
  return { ...deviceInfo(), ...windowInfo(), ...appBaseInfo(), ...systemSetting(), ...authorized }
}

type AppListenerKind = 'show' | 'hide' | 'error'

export function systemApis(kit: WxKit) {
  const { host } = kit
  let updateManager: object | null = null

  const addAppListener = (kind: AppListenerKind) => (listener: unknown) => {
    if (typeof listener === 'function') (host.appListeners[kind] as Set<unknown>).add(listener)
  }
  // Without a listener WeChat removes all of that event.
  const removeAppListener = (kind: AppListenerKind) => (listener?: unknown) => {
    const listeners = host.appListeners[kind] as Set<unknown>
    if (listener === undefined) listeners.clear()
    else listeners.delete(listener)
  }

  return {
    getSystemInfoSync: systemInfo,
    getSystemInfo: kit.callbackApi('getSystemInfo', systemInfo),
    getSystemInfoAsync: kit.callbackApi('getSystemInfoAsync', systemInfo),
    getWindowInfo: windowInfo,
    getDeviceInfo: deviceInfo,
    getAppBaseInfo: appBaseInfo,
    getSystemSetting: systemSetting,
    getAppAuthorizeSetting: appAuthorizeSetting,
    getAccountInfoSync: () => ({ miniProgram: { appId: kit.appId, envVersion: 'develop', version: '' } }),
    getMenuButtonBoundingClientRect: () => ({ width: 87, height: 32, top: 48, right: 368, bottom: 80, left: 281 }),
    getLaunchOptionsSync: () => structuredClone(host.launchOptions()),
    getEnterOptionsSync: () => ({ ...structuredClone(host.launchOptions()), apiCategory: 'default' }),
    onAppShow: addAppListener('show'),
    offAppShow: removeAppListener('show'),
    onAppHide: addAppListener('hide'),
    offAppHide: removeAppListener('hide'),
    onError: addAppListener('error'),
    offError: removeAppListener('error'),
    getNetworkType: kit.callbackApi('getNetworkType', () => ({ networkType: 'wifi' })),
    // The test network never changes, so there is never a status change to report.
    onNetworkStatusChange: () => undefined,
    offNetworkStatusChange: () => undefined,
    setEnableDebug: kit.callbackApi('setEnableDebug', (options: WxCallOptions) => {
      checkParams(options, { enableDebug: 'Boolean' })
      return {}
    }),
    nextTick: (task: unknown) => {
      kit.scheduler.after(0, () => kit.callApp(task))
    },
    getUpdateManager: () =>
      (updateManager ??= kit.recorded('UpdateManager', {
        onCheckForUpdate: (listener: unknown) => kit.scheduler.soon(() => kit.callApp(listener, { hasUpdate: false })),
        // There is never an update, so these never fire.
        onUpdateReady: () => undefined,
        onUpdateFailed: () => undefined,
        applyUpdate: () => host.unimplemented('UpdateManager.applyUpdate (the test runtime never has an update)'),
      })),
  }
}
