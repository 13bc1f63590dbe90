// The assessment shell's tabs and the 我的 sections as stored in the session (spec 3.3).
import { MY_SECTIONS, SHELL_TABS, mySectionAt, mySectionIndex, tabAt, tabIndex, tabRoute } from '@/features/assessment/utils/shell'
import { findRouteByName } from '@/routes/match'

test('three tabs in order, each on its own route of the table', () => {
  expect(SHELL_TABS.map((t) => t.label)).toEqual(['测评首页', '分类', '我的'])
  expect(tabRoute('home')).toBe('assessment-assessmentHome')
  expect(tabRoute('category')).toBe('assessment-category')
  expect(tabRoute('my')).toBe('assessment-assessmentMy')
  for (const tab of SHELL_TABS) expect(findRouteByName(tab.route)?.status).toBe('ready')
})

test('tab index round trip; unknown stored values fall back to the home tab', () => {
  for (const tab of SHELL_TABS) expect(tabAt(tabIndex(tab.key))).toBe(tab.key)
  expect(tabIndex('my')).toBe(2)
  expect(tabAt(7)).toBe('home')
  expect(tabAt(-1)).toBe('home')
  expect(tabAt(1.5)).toBe('home')
  expect(tabAt('1')).toBe('home')
  expect(tabAt(null)).toBe('home')
})

test('我的 sections round trip; unknown stored values fall back to 测评记录', () => {
  for (const s of MY_SECTIONS) expect(mySectionAt(mySectionIndex(s.key))).toBe(s.key)
  expect(MY_SECTIONS.map((s) => s.label)).toEqual(['测评记录', '历史报告', '我的收藏'])
  expect(mySectionAt(3)).toBe('mine')
  expect(mySectionAt(undefined)).toBe('mine')
})

test('the shell tab, category and 我的 section survive a reload (persisted session atoms)', async () => {
  const { readStored } = await import('@/core/storage')
  const { assessmentMyIndexAtom, assessmentTabAtom, assessmentTypeAtom, sessionStore } = await import('@/core/session/atoms')
  sessionStore.set(assessmentTabAtom, tabIndex('category'))
  sessionStore.set(assessmentTypeAtom, 'emotion')
  sessionStore.set(assessmentMyIndexAtom, mySectionIndex('favorites'))
  expect(readStored('assessmentTab')).toBe(1)
  expect(readStored('assessmentType')).toBe('emotion')
  expect(readStored('assessmentMyIndex')).toBe(2)
  // A new store (the app after a reload) reads them back from storage.
  const { createStore } = await import('jotai')
  const fresh = createStore()
  expect(fresh.get(assessmentTabAtom)).toBe(1)
  expect(fresh.get(assessmentTypeAtom)).toBe('emotion')
  expect(fresh.get(assessmentMyIndexAtom)).toBe(2)
})
