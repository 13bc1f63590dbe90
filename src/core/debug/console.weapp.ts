// The debug console of test and develop builds, mini-program variant: WeChat's own vConsole,
// switched on by setEnableDebug. Same export as console.ts.
import Taro from '@tarojs/taro'

export function startDebugConsole(): void {
  if (process.env.TARO_APP_DEBUG_CONSOLE === 'on') {
    Taro.setEnableDebug({ enableDebug: true }).catch(() => undefined)
  }
}
