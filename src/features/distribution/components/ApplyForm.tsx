// 合伙人协议 (partnerAgreementAdd): apply to be a promoter with a real name, a mobile, why, and the
// agreement version read; checked as the server checks before sending, the server's refusal under
// the form (an agreement updated meanwhile is read again and must be agreed to again). Someone who
// applied sees where the application stands: 审核中, 已通过, 未通过 with the note (and the form to
// apply again), 已暂停.
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import AgreementCheck from '@/components/AgreementCheck'
import FormField from '@/components/FormField'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import TextBox from '@/components/TextBox'
import { useRequest } from '@/components/hooks/useRequest'
import { usePageRoute } from '@/components/PageShell/context'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { describeError, isApiError } from '@/core/request/client'
import { toast } from '@/core/toast'
import { applyPromoter, getAgreement, getCenter, REAL_NAME_MAX, REASON_MAX, type MyPromoter } from '@/features/distribution/api/distribution'
import { PromoterStatusCard } from '@/features/distribution/components/PromoterState'
import { applyBody, checkDraft, checkField, hasErrors, type ApplyDraft, type ApplyField } from '@/features/distribution/utils/apply'
import { DIST, openDist, positiveId } from '@/features/distribution/utils/nav'
import './ApplyForm.scss'

/** The server's state when the agreement changed since it was read (core/states.ts AGREEMENT_OUTDATED). */
const AGREEMENT_OUTDATED = 5202

const EMPTY: ApplyDraft = { realName: '', mobile: '', reason: '' }

function StatusActions({ promoter }: { promoter: MyPromoter }) {
  if (promoter.status === 'active') {
    return (
      <TapButton block onClick={() => openDist(DIST.promotion)} testId='apply-go-promotion'>
        去推广中心
      </TapButton>
    )
  }
  return (
    <TapButton block variant='outline' onClick={() => openDist(DIST.talent)} testId='apply-go-center'>
      去达人中心
    </TapButton>
  )
}

function Form({ version, readVersion, onApplied, onOutdated }: { version: number; readVersion: number | null; onApplied: (p: MyPromoter) => void; onOutdated: () => void }) {
  const [draft, setDraft] = useState<ApplyDraft>(EMPTY)
  const [errors, setErrors] = useState<Record<ApplyField, string>>({ realName: '', mobile: '', reason: '' })
  const [agreed, setAgreed] = useState(readVersion === version)
  const [shake, setShake] = useState(false)
  const [sending, setSending] = useState(false)
  const [refusal, setRefusal] = useState('')

  const set = (field: ApplyField, value: string) => {
    const next = { ...draft, [field]: value }
    setDraft(next)
    if (errors[field]) setErrors({ ...errors, [field]: checkField(field, next) })
  }
  const blur = (field: ApplyField) => setErrors({ ...errors, [field]: checkField(field, draft) })

  const submit = async () => {
    if (sending) return
    const found = checkDraft(draft)
    setErrors(found)
    if (hasErrors(found)) return
    if (!agreed) {
      toast('请先阅读并同意《推广服务协议》')
      setShake(true)
      setTimeout(() => setShake(false), 500)
      return
    }
    setSending(true)
    setRefusal('')
    try {
      onApplied(await applyPromoter(applyBody(draft, version)))
    } catch (e) {
      setRefusal(describeError(e))
      if (isApiError(e) && e.state === AGREEMENT_OUTDATED) {
        setAgreed(false)
        onOutdated()
      }
    } finally {
      setSending(false)
    }
  }

  return (
    <View className='dist-apply__form' data-testid='apply-form'>
      <View className='dist-apply__panel'>
        <FormField
          label='真实姓名'
          value={draft.realName}
          onChange={(v) => set('realName', v)}
          onBlur={() => blur('realName')}
          error={errors.realName}
          placeholder='与身份证一致，用于结算'
          maxLength={REAL_NAME_MAX}
          testId='apply-real-name'
        />
        <FormField
          label='手机号'
          value={draft.mobile}
          onChange={(v) => set('mobile', v)}
          onBlur={() => blur('mobile')}
          error={errors.mobile}
          placeholder='方便平台联系你'
          maxLength={11}
          kind='digit'
          testId='apply-mobile'
        />
        <View className='dist-apply__reason'>
          <Text className='dist-apply__label'>申请理由</Text>
          <TextBox value={draft.reason} onChange={(v) => set('reason', v)} maxLength={REASON_MAX} placeholder='说说你打算怎样推广，例如：在读书群里分享好课' testId='apply-reason' />
          {errors.reason ? (
            <Text className='dist-apply__error' data-testid='apply-reason-error'>
              {errors.reason}
            </Text>
          ) : null}
        </View>
      </View>
      <View className='dist-apply__agree'>
        <AgreementCheck checked={agreed} onChange={setAgreed} document={`《推广服务协议》（第${version}版）`} onOpen={() => openDist(DIST.agreement)} testId='apply-agree' shake={shake} />
      </View>
      {refusal ? (
        <Text className='dist-apply__refusal' data-testid='apply-error'>
          {refusal}
        </Text>
      ) : null}
      <View className='dist-apply__submit'>
        <TapButton block onClick={() => void submit()} disabled={sending} testId='apply-submit'>
          {sending ? '正在提交…' : '提交申请'}
        </TapButton>
      </View>
    </View>
  )
}

export default function ApplyForm() {
  const { params } = usePageRoute()
  const { loggedIn } = useCurrentUser()
  const center = useRequest(getCenter, [loggedIn], loggedIn)
  const agreement = useRequest(getAgreement, [loggedIn], loggedIn)
  const [applied, setApplied] = useState<MyPromoter | null>(null)

  if (!loggedIn) return <LoginRequired message='登录后申请成为推广达人' />
  const data = center.data
  if ((center.loading && !data) || (agreement.loading && !agreement.data)) return <StateView status='loading' />
  if (!data) return <StateView status='error' message={center.error || '加载失败'} actionText='重新加载' onAction={center.reload} />
  if (!agreement.data) return <StateView status='error' message={agreement.error || '协议加载失败'} actionText='重新加载' onAction={agreement.reload} />

  const promoter = applied ?? data.promoter
  if (promoter && promoter.status !== 'rejected') {
    return (
      <View className='dist-apply' data-testid='dist-apply' data-state={promoter.status}>
        <PromoterStatusCard promoter={promoter} />
        <View className='dist-apply__submit'>
          <StatusActions promoter={promoter} />
        </View>
      </View>
    )
  }
  if (!data.enabled) return <StateView status='empty' message='推广计划暂未开放，敬请期待' />

  return (
    <View className='dist-apply' data-testid='dist-apply' data-state={promoter ? 'rejected' : 'new'}>
      {promoter ? (
        <PromoterStatusCard promoter={promoter} />
      ) : (
        <View className='dist-apply__intro'>
          <Text className='dist-apply__intro-title'>申请成为推广达人</Text>
          <Text className='dist-apply__intro-text'>
            {data.approvalRequired ? '提交后平台会尽快审核，审核结果在达人中心查看。' : '提交后即可开始推广。'}
          </Text>
        </View>
      )}
      <Form
        version={agreement.data.version}
        readVersion={positiveId(params.version)}
        onApplied={(p) => {
          setApplied(p)
          toast(p.status === 'active' ? '你已成为推广达人' : '申请已提交，请等待审核')
        }}
        onOutdated={agreement.reload}
      />
    </View>
  )
}
