// App root: the session store for every page, error reporting, the login prompt for refused sessions, and 404 for unknown paths.
import { createElement } from 'react'
import type { PropsWithChildren } from 'react'
import { Provider } from 'jotai'
import Taro, { useError, usePageNotFound, useUnhandledRejection } from '@tarojs/taro'
import { startDebugConsole } from '@/core/debug/console'
import { installGlobalErrorHandlers, reportError } from '@/core/errors/report'
import { installLoginPrompt } from '@/core/login/prompt'
import { sessionStore } from '@/core/session/atoms'
import { NOT_FOUND_PAGE } from '@/routes/build'
import { pagePathToUrl } from '@/routes/match'
import './app.scss'

const IS_WEAPP = process.env.TARO_ENV === 'weapp'

// H5 reports through window listeners; the mini-program has no window, only the app hooks below.
if (!IS_WEAPP) installGlobalErrorHandlers()

// Test and develop builds only (spec 9); release builds do not contain it.
startDebugConsole()

// A request the server answers with -1 (not logged in) shows the login view: native login or the overlay.
installLoginPrompt()

function App({ children }: PropsWithChildren) {
  usePageNotFound(() => {
    const url = pagePathToUrl(NOT_FOUND_PAGE)
    // H5 renders nothing for an unmatched path: replace it with the 404 page. The mini-program
    // has no page to replace when it was opened on a path that does not exist.
    const go = IS_WEAPP ? Taro.reLaunch({ url }) : Taro.redirectTo({ url })
    go.catch(() => undefined)
  })
  useError((error) => {
    if (IS_WEAPP) reportError(error, 'App.onError')
  })
  useUnhandledRejection((event) => {
    if (IS_WEAPP) reportError((event as { reason?: unknown })?.reason ?? event, 'App.onUnhandledRejection')
  })
  return createElement(Provider, { store: sessionStore }, children)
}

export default App
