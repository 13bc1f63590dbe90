// Moving through the three steps of 完善信息: each step replaces the previous page, so "done"
// goes back to wherever the visitor opened the wizard from.
import { goBack, openReturnUrl, replaceRoute } from '@/components/navigation/navigate'
import { usePageRoute } from '@/components/PageShell/context'

export const WIZARD_STEPS = [
  { route: 'userTagManager-baseInfoPortrait', label: '基本信息' },
  { route: 'userTagManager-baseInfoAge', label: '年龄段' },
  { route: 'userTagManager-tags', label: '兴趣偏好' },
] as const

export function useWizard() {
  const { route, params } = usePageRoute()
  const index = Math.max(0, WIZARD_STEPS.findIndex((s) => s.route === route.name))
  // What travels from step to step: the inviter and where to return.
  const carried = { inviteCode: params.inviteCode, redirect: params.redirect }

  const go = (to: number) => {
    const step = WIZARD_STEPS[to]
    if (step) void replaceRoute(step.route, carried).catch(() => undefined)
  }

  const finish = () => {
    if (params.redirect) openReturnUrl(params.redirect)
    else goBack()
  }

  return { index, next: () => go(index + 1), previous: () => go(index - 1), finish }
}
