// The assessment shell's three tabs (spec 2.15) and how they map to routes and the session's
// `assessmentTab` index (spec 3.3).
export type ShellTab = 'home' | 'category' | 'my'

export const SHELL_TABS: { key: ShellTab; label: string; icon: string; route: string }[] = [
  { key: 'home', label: '测评首页', icon: '⌂', route: 'assessment-assessmentHome' },
  { key: 'category', label: '分类', icon: '☷', route: 'assessment-category' },
  { key: 'my', label: '我的', icon: '☺', route: 'assessment-assessmentMy' },
]

export function tabIndex(tab: ShellTab): number {
  return SHELL_TABS.findIndex((t) => t.key === tab)
}

/** The tab of a stored index; anything unknown (an old or broken value) is the home tab. */
export function tabAt(index: unknown): ShellTab {
  return typeof index === 'number' && Number.isInteger(index) ? SHELL_TABS[index]?.key ?? 'home' : 'home'
}

export function tabRoute(tab: ShellTab): string {
  return SHELL_TABS[tabIndex(tab)].route
}

/** The 我的 page's sections, stored as `assessmentMyIndex`. */
export type MySection = 'mine' | 'reports' | 'favorites'

export const MY_SECTIONS: { key: MySection; label: string }[] = [
  { key: 'mine', label: '测评记录' },
  { key: 'reports', label: '历史报告' },
  { key: 'favorites', label: '我的收藏' },
]

export function mySectionAt(index: unknown): MySection {
  return typeof index === 'number' && Number.isInteger(index) ? MY_SECTIONS[index]?.key ?? 'mine' : 'mine'
}

export function mySectionIndex(section: MySection): number {
  return MY_SECTIONS.findIndex((s) => s.key === section)
}
