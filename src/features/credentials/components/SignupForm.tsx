// 填写报名信息 (submitinfo, also under familyEducation/): 姓名, 手机号, 身份证号 and 学历, each
// checked on blur with the server's rules and wording (spec 5; the ID number's checksum through
// core/idcard); submit checks all, and a refusal that names a field shows under it too.
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import FormField from '@/components/FormField'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import LoginRequired from '@/components/session/LoginRequired'
import { useRequest } from '@/components/hooks/useRequest'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { cleanIdCardInput, normalizeIdCard } from '@/core/idcard'
import { isApiError } from '@/core/request/client'
import { toast } from '@/core/toast'
import { validateField } from '@/core/validate'
import { getMySignup, getProgramme, signUp } from '@/features/credentials/api/credentials'
import type { CredentialProgramme } from '@/features/credentials/api/credentials'
import EducationPicker from '@/features/credentials/components/EducationPicker'
import { toAssistant } from '@/features/credentials/utils/programme'
import type { SignupSource } from '@/features/credentials/utils/programme'
import { fieldOfMessage, NAME_MAX, prefillMobile, SIGNUP_FIELDS, SIGNUP_RULES } from '@/features/credentials/utils/rules'
import type { SignupField } from '@/features/credentials/utils/rules'
import './SignupForm.scss'

type Values = Record<SignupField, string>
type Errors = Partial<Record<SignupField, string>>

export default function SignupForm({ programme, source }: { programme: CredentialProgramme; source: SignupSource }) {
  const { user, loggedIn } = useCurrentUser()
  const info = useRequest(() => getProgramme(programme), [programme])
  const mine = useRequest(() => getMySignup(programme), [programme, loggedIn], loggedIn)
  const [values, setValues] = useState<Values>({ name: '', mobile: '', idCard: '', education: '' })
  const [errors, setErrors] = useState<Errors>({})
  const [picking, setPicking] = useState(false)
  const [saving, setSaving] = useState(false)

  // Prefill once: an earlier sign-up (all but the ID number, which comes back masked), or the profile's mobile.
  const [prefilled, setPrefilled] = useState(false)
  useEffect(() => {
    if (prefilled || !loggedIn || mine.loading) return
    const before = mine.data
    setValues((v) => ({
      name: v.name || before?.name || '',
      mobile: v.mobile || prefillMobile(before?.mobile, user?.mobile),
      idCard: v.idCard,
      education: v.education || before?.education || '',
    }))
    setPrefilled(true)
  }, [prefilled, loggedIn, mine.loading, mine.data, user])

  if (!loggedIn) return <LoginRequired message='登录后填写报名信息' />
  if (info.loading) return <StateView status='loading' />
  if (info.error || !info.data) return <StateView status='error' message={info.error} actionText='重新加载' onAction={info.reload} />
  const educations = info.data.educations

  const check = (field: SignupField, v: Values = values, trigger: 'blur' | 'submit' = 'blur') => validateField(v[field], SIGNUP_RULES[field], trigger)
  const set = (field: SignupField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
  }
  const blur = (field: SignupField) => setErrors((e) => ({ ...e, [field]: check(field) }))

  const submit = () => {
    if (saving) return
    const found: Errors = {}
    for (const field of SIGNUP_FIELDS) {
      const message = check(field, values, 'submit')
      if (message) found[field] = message
    }
    // The level is one of the programme's choices (the picker offers nothing else).
    const education = educations.find((level) => level === values.education)
    if (!education && !found.education) found.education = '请选择学历'
    setErrors(found)
    if (Object.keys(found).length || !education) return
    setSaving(true)
    signUp({
      programme,
      name: values.name.trim(),
      mobile: values.mobile,
      idCard: normalizeIdCard(values.idCard.trim()),
      education,
      ...(source.inviteCode ? { inviteCode: source.inviteCode } : {}),
      ...(source.sourceName ? { sourceName: source.sourceName } : {}),
    })
      .then((result) => {
        toast(result.updated ? '报名信息已更新' : '报名成功')
        toAssistant(programme, source)
      })
      .catch((e) => {
        setSaving(false)
        // The client has toasted the message; one that names a field also stays under it.
        const field = isApiError(e) ? fieldOfMessage(e.message) : undefined
        if (field) setErrors((prev) => ({ ...prev, [field]: e.message }))
      })
  }

  return (
    <View className='signup-form' data-testid='signup-form' data-programme={programme}>
      <Text className='signup-form__lead'>{info.data.title}</Text>
      {mine.data ? <Text className='signup-form__note'>你已报名，重新提交将更新报名信息（身份证号需重新填写）</Text> : null}
      <View className='signup-form__group'>
        <FormField
          label='姓名'
          value={values.name}
          onChange={(v) => set('name', v)}
          onBlur={() => blur('name')}
          error={errors.name}
          placeholder='请输入真实姓名'
          maxLength={NAME_MAX}
          testId='field-name'
        />
        <FormField
          label='手机号'
          kind='digit'
          value={values.mobile}
          onChange={(v) => set('mobile', v)}
          onBlur={() => blur('mobile')}
          error={errors.mobile}
          placeholder='请输入手机号'
          maxLength={11}
          testId='field-mobile'
        />
        <FormField
          label='身份证号'
          value={values.idCard}
          onChange={(v) => set('idCard', cleanIdCardInput(v))}
          onBlur={() => blur('idCard')}
          error={errors.idCard}
          placeholder='请输入18位身份证号'
          maxLength={18}
          testId='field-idCard'
        />
        <View className={`form-field${errors.education ? ' form-field--error' : ''}`}>
          <View className='form-field__row' onClick={() => setPicking(true)} data-testid='field-education' data-value={values.education}>
            <Text className='form-field__label'>学历</Text>
            <Text className={`signup-form__picked${values.education ? '' : ' signup-form__picked--empty'}`}>{values.education || '请选择学历'}</Text>
            <Text className='signup-form__arrow'>›</Text>
          </View>
          {errors.education ? (
            <Text className='form-field__error' data-testid='field-education-error'>
              {errors.education}
            </Text>
          ) : null}
        </View>
      </View>
      <Text className='signup-form__privacy'>报名信息仅用于课程报名与证书办理，提交后身份证号只显示后四位。</Text>

      <View className='signup-form__bar'>
        <TapButton block disabled={saving} onClick={submit} testId='signup-submit'>
          {saving ? '正在提交…' : '提交报名'}
        </TapButton>
      </View>

      <EducationPicker
        visible={picking}
        options={educations}
        value={values.education}
        onSelect={(v) => {
          set('education', v)
          setPicking(false)
        }}
        onClose={() => {
          setPicking(false)
          // Closing without a choice is the picker's blur.
          blur('education')
        }}
      />
    </View>
  )
}
