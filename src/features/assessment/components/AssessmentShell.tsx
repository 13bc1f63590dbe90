// The assessment shell (spec 2.15): assessmentHome, category and assessmentMy are three pages that
// render their content inside this frame with one bottom tab bar. Switching replaces the page
// (redirectTo), so the back button leaves the shell; the tab is kept in the session (spec 3.3).
import { Text, View } from '@tarojs/components'
import { useSetAtom } from 'jotai'
import { useEffect } from 'react'
import type { ReactNode } from 'react'
import { replaceRoute } from '@/components/navigation/navigate'
import { assessmentTabAtom, sessionStore } from '@/core/session/atoms'
import { SHELL_TABS, tabIndex } from '@/features/assessment/utils/shell'
import type { ShellTab } from '@/features/assessment/utils/shell'
import './AssessmentShell.scss'

export interface AssessmentShellProps {
  tab: ShellTab
  children: ReactNode
}

export default function AssessmentShell({ tab, children }: AssessmentShellProps) {
  const setTab = useSetAtom(assessmentTabAtom, { store: sessionStore })
  useEffect(() => setTab(tabIndex(tab)), [tab, setTab])

  const open = (next: ShellTab) => {
    if (next === tab) return
    setTab(tabIndex(next))
    void replaceRoute(SHELL_TABS[tabIndex(next)].route)
  }

  return (
    <View className='assessment-shell' data-testid='assessment-shell' data-tab={tab}>
      <View className='assessment-shell__content'>{children}</View>
      <View className='assessment-shell__bar' role='tablist'>
        {SHELL_TABS.map((t) => {
          const on = t.key === tab
          return (
            <View
              key={t.key}
              className={`assessment-shell__tab${on ? ' assessment-shell__tab--on' : ''}`}
              role='tab'
              aria-selected={on ? 'true' : 'false'}
              onClick={() => open(t.key)}
              data-testid={`assessment-tab-${t.key}`}
              data-active={on ? 'true' : 'false'}
            >
              <Text className='assessment-shell__icon'>{t.icon}</Text>
              <Text className='assessment-shell__label'>{t.label}</Text>
            </View>
          )
        })}
      </View>
    </View>
  )
}
