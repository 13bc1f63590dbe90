// Page navigation: the runtime's page stack does the work and knows WeChat's limits; a rejection's
// message is the errMsg WeChat would give (`navigateTo:fail page "x" is not found` …).
import type { WxCallOptions, WxHost } from '../types'
import { checkParams, WxFailure } from './kit'
import type { WxKit } from './kit'

type NavigationKind = Parameters<WxHost['navigate']>[0]

function navigationApi(kit: WxKit, kind: NavigationKind) {
  return kit.callbackApi(kind, async (options: WxCallOptions) => {
    if (kind === 'navigateBack') checkParams(options, {}, { delta: 'Number' })
    else checkParams(options, { url: 'String' })
    const target = kind === 'navigateBack' ? { delta: (options.delta as number | undefined) ?? 1 } : { url: options.url as string }
    try {
      await kit.host.navigate(kind, target)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      // The runtime may give the whole errMsg, prefix included: keep one prefix.
      const prefix = `${kind}:fail`
      throw new WxFailure(message.startsWith(prefix) ? message.slice(prefix.length).trimStart() : message)
    }
    return {}
  })
}

export function navigationApis(kit: WxKit) {
  return {
    navigateTo: navigationApi(kit, 'navigateTo'),
    redirectTo: navigationApi(kit, 'redirectTo'),
    switchTab: navigationApi(kit, 'switchTab'),
    reLaunch: navigationApi(kit, 'reLaunch'),
    navigateBack: navigationApi(kit, 'navigateBack'),
  }
}
