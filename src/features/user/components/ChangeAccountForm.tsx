// 切换账号: a new mobile and its SMS code move this session (and the WeChat binding) to that account.
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import FormField from '@/components/FormField'
import SmsCodeButton from '@/components/SmsCodeButton'
import { notifyError } from '@/components/feedback/notifyError'
import { goBack } from '@/components/navigation/navigate'
import { changeAccount, sendChangeAccountCode } from '@/core/login/login'
import type { UserInfo } from '@/core/session/atoms'
import { toast } from '@/core/toast'
import { validateField } from '@/core/validate'
import { routeUrl } from '@/routes/match'
import { maskMobile } from '@/features/user/utils/profile'
import { CODE_RULES, MOBILE_RULES } from '@/features/user/utils/mobileRules'
import './ChangeAccountForm.scss'

export default function ChangeAccountForm({ user }: { user: UserInfo }) {
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({})
  const [submitting, setSubmitting] = useState(false)

  const checkMobile = () => {
    const message = validateField(mobile, MOBILE_RULES, 'submit')
    setErrors((prev) => ({ ...prev, mobile: message }))
    if (message) toast(message)
    return !message
  }

  const submit = async () => {
    const mobileError = validateField(mobile, MOBILE_RULES, 'submit')
    const codeError = validateField(code, CODE_RULES, 'submit')
    setErrors({ mobile: mobileError, code: codeError })
    if (mobileError || codeError) {
      toast((mobileError || codeError) as string)
      return
    }
    setSubmitting(true)
    try {
      await changeAccount({ mobile, code })
      toast('切换成功')
      goBack(routeUrl('user-portrait'))
    } catch (e) {
      notifyError(e)
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <View className='change-account' data-testid='change-account'>
      <View className='change-account__current'>
        <Text className='change-account__current-label'>当前账号</Text>
        <Text className='change-account__current-mobile' data-testid='change-account-current'>
          {maskMobile(user.mobile)}
        </Text>
      </View>
      <Text className='change-account__note'>验证新手机号后，将切换到该手机号对应的账号；新手机号未注册时会自动创建账号。</Text>
      <View className='change-account__fields'>
        <FormField
          label='新手机号'
          kind='digit'
          value={mobile}
          onChange={(v) => {
            // A message that vanishes on blur would move the rows under the finger: clear it while typing.
            setMobile(v)
            setErrors((p) => ({ ...p, mobile: undefined }))
          }}
          onBlur={() => setErrors((p) => ({ ...p, mobile: validateField(mobile, MOBILE_RULES) }))}
          error={errors.mobile}
          placeholder='请输入新手机号'
          maxLength={11}
          testId='change-account-mobile'
        />
        <FormField
          label='验证码'
          kind='digit'
          value={code}
          onChange={(v) => {
            setCode(v)
            setErrors((p) => ({ ...p, code: undefined }))
          }}
          onBlur={() => setErrors((p) => ({ ...p, code: validateField(code, CODE_RULES) }))}
          error={errors.code}
          placeholder='6位数字验证码'
          maxLength={6}
          testId='change-account-code'
          extra={<SmsCodeButton canSend={checkMobile} onSend={() => sendChangeAccountCode(mobile)} testId='change-account-get-code' />}
        />
      </View>
      <View className='change-account__actions'>
        <Button type='primary' block loading={submitting} onClick={submit} data-testid='change-account-submit'>
          确认切换
        </Button>
      </View>
    </View>
  )
}
