// AssessmentHelpUnloc: a friend's request to help unlock their report. Shows whose report and the
// progress, and 为TA助力; the owner sees the progress and shares the link again. Never any scores.
import { Image, Text, View } from '@tarojs/components'
import { useState } from 'react'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import { useRequest } from '@/components/hooks/useRequest'
import { openRoute, replaceRoute } from '@/components/navigation/navigate'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { describeError, isApiError } from '@/core/request/client'
import { toast } from '@/core/toast'
import { getHelp, helpUnlock } from '@/features/assessment/api/report'
import type { HelpInfo } from '@/features/assessment/api/report'
import HelpProgress from '@/features/assessment/components/HelpProgress'
import { shareHelpLink } from '@/features/assessment/utils/shareAssessment'
import './HelpUnlock.scss'

export default function HelpUnlock({ code }: { code: string }) {
  const { loggedIn } = useCurrentUser()
  const loaded = useRequest(() => getHelp(code), [code, loggedIn], !!code && loggedIn)
  const [after, setAfter] = useState<HelpInfo | null>(null)
  const [busy, setBusy] = useState(false)
  const info = after ?? loaded.data

  if (!code) return <StateView status='error' message='助力链接不完整，请让好友重新分享' />
  if (!loggedIn) return <LoginRequired message='登录后即可为好友助力' />
  if (loaded.loading && !info) return <StateView status='loading' />
  if (loaded.error && !info) return <StateView status='error' message={loaded.error} actionText='重新加载' onAction={loaded.reload} />
  if (!info) return null

  const name = info.owner.nickname || '你的好友'

  const help = async () => {
    if (busy) return
    setBusy(true)
    try {
      setAfter(await helpUnlock(code))
      toast('助力成功，谢谢你！')
    } catch (e) {
      // The client toasts refusals (4809, 4810…) itself; a transport failure gets one here.
      if (!isApiError(e) || e.kind !== 'business') toast(describeError(e))
      loaded.reload()
      setAfter(null)
    } finally {
      setBusy(false)
    }
  }

  const state = info.isOwner ? 'owner' : info.unlocked ? 'unlocked' : info.helpedByMe ? 'helped' : 'open'

  return (
    <View className='help-unlock' data-testid='help-unlock' data-state={state}>
      <View className='help-unlock__card'>
        {info.owner.avatar ? (
          <Image className='help-unlock__avatar' src={info.owner.avatar} mode='aspectFill' />
        ) : (
          <View className='help-unlock__avatar help-unlock__avatar--blank'>{name.slice(0, 1)}</View>
        )}
        <Text className='help-unlock__who'>{info.isOwner ? '你的报告' : `${name} 的测评报告`}</Text>
        <Text className='help-unlock__title'>「{info.title}」</Text>
        <Text className='help-unlock__text'>
          {info.isOwner
            ? '把链接发给好友，每位好友助力一次，人数够了报告就会解锁'
            : info.unlocked
              ? '报告已经解锁了，谢谢大家的帮助'
              : `${name} 完成了一项测评，需要 ${info.needed} 位好友助力才能查看完整报告。你只会帮 TA 解锁，看不到 TA 的答案和结果。`}
        </Text>
        <HelpProgress helped={info.helped} needed={info.needed} />

        {state === 'owner' ? (
          <View className='help-unlock__actions'>
            {!info.unlocked ? (
              <TapButton block onClick={() => void shareHelpLink(info.title, code)} testId='help-share'>
                再次邀请好友助力
              </TapButton>
            ) : null}
            <TapButton block variant='outline' onClick={() => void openRoute('assessment-reportHistory')} testId='help-to-reports'>
              查看我的报告
            </TapButton>
          </View>
        ) : (
          <View className='help-unlock__actions'>
            <TapButton block disabled={state !== 'open' || busy} onClick={() => void help()} testId='help-button'>
              {state === 'helped' ? '已助力' : state === 'unlocked' ? '已解锁' : busy ? '助力中…' : '为TA助力'}
            </TapButton>
            <TapButton block variant='outline' onClick={() => void replaceRoute('assessment-assessmentHome')} testId='help-try'>
              我也去做个测评
            </TapButton>
          </View>
        )}
      </View>
    </View>
  )
}
