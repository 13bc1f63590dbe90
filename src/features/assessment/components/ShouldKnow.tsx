// AssessmentShouldKnow: what the test measures, what it is not (screening / non-clinical), who sees
// the answers, the time it takes; consent (我已阅读并同意) before 开始测评 starts or resumes a session.
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import AgreementCheck from '@/components/AgreementCheck'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import { useRequest } from '@/components/hooks/useRequest'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { openRoute, replaceRoute } from '@/components/navigation/navigate'
import { describeError, isApiError } from '@/core/request/client'
import { getAssessmentDetail } from '@/features/assessment/api/catalogue'
import type { AssessmentDetail } from '@/features/assessment/api/catalogue'
import { startSession } from '@/features/assessment/api/session'
import './ShouldKnow.scss'

const NEED_CONSENT = '请先阅读以上须知，并勾选「我已阅读并同意」'

function natureText(detail: AssessmentDetail): string {
  if (detail.clinical) {
    return '这是一份经过验证的心理健康筛查量表，用来初步了解你最近的状况。它只是筛查工具，不是诊断：结果不能代替医生或心理专业人员的评估。'
  }
  if (detail.category === 'personality') {
    return '这是一份性格测试，描述的是你的偏好和风格，没有好坏之分，也与健康状况无关。它不是临床工具，结果仅供自我了解。'
  }
  return '这是一份自评问卷（非临床），帮助你了解自己当前的状态。它不是诊断工具，结果仅供参考。'
}

/** Why this person cannot take the test yet, with the way forward; null when they can. */
function blocker(detail: AssessmentDetail): { text: string; action: 'vip' | 'detail' } | null {
  if (detail.canTake) return null
  if (detail.access === 'vip') return { text: '该测评为会员专享，开通会员即可测试', action: 'vip' }
  return { text: '购买该测评后即可开始测试', action: 'detail' }
}

export default function ShouldKnow({ assessmentId }: { assessmentId: number }) {
  const { loggedIn } = useCurrentUser()
  const detail = useRequest(() => getAssessmentDetail(assessmentId), [assessmentId, loggedIn], assessmentId > 0 && loggedIn)
  const [agreed, setAgreed] = useState(false)
  const [shake, setShake] = useState(false)
  const [starting, setStarting] = useState(false)
  const [message, setMessage] = useState('')
  // Back from 开通会员: the test may be open now.
  useOnReturn(detail.reload)

  if (!(assessmentId > 0)) return <StateView status='error' message='测评不存在或已下架' />
  if (!loggedIn) return <LoginRequired message='登录后即可开始测评，答案只有你自己能看到' />
  if (detail.loading && !detail.data) return <StateView status='loading' />
  if (detail.error && !detail.data) return <StateView status='error' message={detail.error} actionText='重新加载' onAction={detail.reload} />
  const a = detail.data
  if (!a) return null

  const blocked = blocker(a)
  const resume = a.unfinished

  const start = async () => {
    if (!agreed) {
      setMessage(NEED_CONSENT)
      setShake(true)
      setTimeout(() => setShake(false), 600)
      return
    }
    if (starting) return
    setStarting(true)
    setMessage('')
    try {
      const session = await startSession(a.id)
      await replaceRoute('assessment-assessmentQuestionList', { id: a.id, sessionId: session.sessionId })
    } catch (e) {
      setMessage(describeError(e))
      // Membership or purchase changed since the page loaded: show the way forward.
      if (isApiError(e) && (e.state === 4803 || e.state === 4804)) detail.reload()
    } finally {
      setStarting(false)
    }
  }

  return (
    <View className='should-know' data-testid='should-know' data-assessment-id={a.id}>
      <View className='should-know__hero' style={{ background: a.coverColor }}>
        <Text className='should-know__title'>{a.title}</Text>
        {a.subtitle ? <Text className='should-know__subtitle'>{a.subtitle}</Text> : null}
        <Text className='should-know__meta'>
          共{a.itemCount}题 · 约{a.minutes}分钟
        </Text>
      </View>

      <View className='should-know__card'>
        <Text className='should-know__h'>测评须知</Text>
        <View className='should-know__item'>
          <Text className='should-know__label'>测什么</Text>
          <Text className='should-know__text'>{a.intro}</Text>
        </View>
        <View className='should-know__item' data-testid='should-know-nature'>
          <Text className='should-know__label'>{a.clinical ? '筛查，不是诊断' : '非临床工具'}</Text>
          <Text className='should-know__text'>{natureText(a)}</Text>
          {a.disclaimer ? <Text className='should-know__text should-know__text--muted'>{a.disclaimer}</Text> : null}
        </View>
        <View className='should-know__item'>
          <Text className='should-know__label'>隐私</Text>
          <Text className='should-know__text'>
            你的答案和报告只有你自己能看到。只有当你主动分享报告链接时，拿到链接的人才能查看，你也可以随时取消分享。我们不会把你的答案用于推广或告诉任何人。
          </Text>
        </View>
        <View className='should-know__item'>
          <Text className='should-know__label'>需要多久</Text>
          <Text className='should-know__text'>
            共{a.itemCount}题，大约需要{a.minutes}分钟。每答一题都会自动保存，中途离开后可以从上次的位置继续。
          </Text>
        </View>
        {a.instruction ? (
          <View className='should-know__item'>
            <Text className='should-know__label'>怎么作答</Text>
            <Text className='should-know__text'>{a.instruction}</Text>
          </View>
        ) : null}
      </View>

      <View className='should-know__bar'>
        {blocked ? (
          <View className='should-know__blocked' data-testid='should-know-blocked'>
            <Text>{blocked.text}</Text>
            {blocked.action === 'vip' ? (
              <TapButton variant='gold' size='small' onClick={() => void openRoute('common-openVip')} testId='should-know-vip'>
                开通会员
              </TapButton>
            ) : (
              <TapButton variant='outline' size='small' onClick={() => void openRoute('assessment-assessmentDetail', { id: a.id })}>
                查看详情
              </TapButton>
            )}
          </View>
        ) : (
          <>
            <AgreementCheck
              checked={agreed}
              onChange={(on) => {
                setAgreed(on)
                if (on) setMessage('')
              }}
              document='《测评须知》'
              onOpen={() => void Taro.pageScrollTo({ scrollTop: 0, duration: 200 }).catch(() => undefined)}
              testId='consent-check'
              shake={shake}
            />
            {message ? (
              <Text className='should-know__message' data-testid='should-know-message'>
                {message}
              </Text>
            ) : null}
            <TapButton block onClick={() => void start()} disabled={starting} testId='consent-start' className='should-know__start'>
              {starting ? '正在准备…' : resume ? `继续测评（已答${resume.answered}题）` : '开始测评'}
            </TapButton>
          </>
        )}
      </View>
    </View>
  )
}
