// The one page wrapper: runs the navigation guard, renders the page frame, the login overlay and
// the attributes end-to-end tests read (data-testid="page-<route name>", data-route-params).
import { View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import DebugBadge from '@/components/DebugBadge'
import StateView from '@/components/StateView'
import { loginOverlayVisibleAtom, sessionStore } from '@/core/session/atoms'
import { useWeappShare } from '@/core/share/share'
import OverlayHost from '@/components/PageShell/OverlayHost'
import MiniPlayerHost from '@/components/MiniPlayer/Host'
import { PageRouteContext } from '@/components/PageShell/context'
import type { PageRouteValue } from '@/components/PageShell/context'
import { usePageGuard } from '@/components/PageShell/usePageGuard'
import './index.scss'

export interface PageShellProps {
  children: ReactNode | ((page: PageRouteValue) => ReactNode)
  /** Overrides the route's title (e.g. a title passed in the query). */
  title?: string
  className?: string
  /** false on pages that are a login form themselves. */
  loginOverlay?: boolean
  /** false where the page shows the full player itself. */
  miniPlayer?: boolean
}

/** Params shown to tests; credentials never go into the DOM. */
function visibleParams(params: Record<string, string>): string {
  const { token: _token, ticket: _ticket, ...rest } = params
  return JSON.stringify(rest)
}

export default function PageShell({ children, title, className, loginOverlay = true, miniPlayer = true }: PageShellProps) {
  const { route, params, sceneId, ready, shown } = usePageGuard({ title })
  const overlayOpen = useAtomValue(loginOverlayVisibleAtom, { store: sessionStore })
  // Mini-program: answers the share menu with what the guard configured (a no-op on H5).
  useWeappShare()

  if (!route) {
    // Only a page file missing from the route table gets here: a build mistake, said plainly.
    return <StateView status='error' message='页面配置缺失，请返回首页' />
  }

  const value: PageRouteValue = { route, params, sceneId }
  return (
    <PageRouteContext.Provider value={value}>
      <View
        className={`page-shell${className ? ` ${className}` : ''}`}
        data-testid={`page-${route.name}`}
        data-route-params={visibleParams(params)}
        data-guard={ready ? 'done' : 'pending'}
        // The overlay's code loads on demand: tests read the decision here, then wait for it.
        data-login-overlay={overlayOpen ? 'open' : 'closed'}
      >
        {ready ? (typeof children === 'function' ? children(value) : children) : <StateView status='loading' />}
        {ready && shown && miniPlayer ? <MiniPlayerHost /> : null}
        {shown && loginOverlay ? <OverlayHost /> : null}
        {process.env.TARO_APP_DEBUG_CONSOLE === 'on' ? <DebugBadge /> : null}
      </View>
    </PageRouteContext.Provider>
  )
}
