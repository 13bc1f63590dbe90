// Full-page SMS login (/common/login): the overlay's form rules and testids, then back to the
// `redirect` address or the home page.
import { Input, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { AGREEMENTS } from '@/components/LoginOverlay/agreement'
import type { AgreementKind } from '@/components/LoginOverlay/agreement'
import { CODE_MAX, MOBILE_MAX } from '@/components/LoginOverlay/loginForm'
import { useLoginForm } from '@/components/LoginOverlay/useLoginForm'
import { goHome, openReturnUrl } from '@/components/navigation/navigate'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { COUNTRY_CODE } from '@/core/config'
import './LoginPage.scss'

export interface LoginPageProps {
  /** Where to go after login: a page path or legacy path of this app. */
  redirect?: string
}

function leave(redirect?: string) {
  if (redirect) openReturnUrl(redirect)
  else goHome()
}

export default function LoginPage({ redirect }: LoginPageProps) {
  const form = useLoginForm()
  const { loggedIn, user } = useCurrentUser()
  const [agreement, setAgreement] = useState<AgreementKind | null>(null)

  if (loggedIn && !form.submitting) {
    return (
      <View className='login-page login-page--done' data-testid='login-page-logged-in'>
        <Text className='login-page__title'>你已登录</Text>
        <Text className='login-page__subtitle'>{user?.mobile ? `当前账号 ${user.mobile}` : '欢迎回到心栈'}</Text>
        <Button className='login-page__submit' type='primary' block onClick={() => leave(redirect)} data-testid='login-page-continue'>
          {redirect ? '继续' : '返回首页'}
        </Button>
      </View>
    )
  }

  const doc = agreement ? AGREEMENTS[agreement] : null
  if (doc) {
    return (
      <View className='login-page login-page--doc'>
        <Text className='login-page__back' onClick={() => setAgreement(null)}>
          ‹ 返回登录
        </Text>
        <Text className='login-page__title'>{doc.title}</Text>
        {doc.paragraphs.map((p) => (
          <View key={p.slice(0, 16)} className='login-page__doc-p'>
            {p}
          </View>
        ))}
      </View>
    )
  }

  const submit = async () => {
    if (await form.submit()) leave(redirect)
  }

  return (
    <View className='login-page' data-testid='login-page'>
      <Text className='login-page__brand'>心栈</Text>
      <Text className='login-page__title'>手机号登录</Text>
      <Text className='login-page__subtitle'>登录后同步你的学习记录与会员权益</Text>

      <View className='login-page__field'>
        <Text className='login-page__country'>+{COUNTRY_CODE}</Text>
        <Input
          className='login-page__input'
          data-testid='login-mobile'
          type='number'
          maxlength={MOBILE_MAX}
          placeholder='请输入手机号'
          value={form.mobile}
          onInput={(e) => form.setMobile(e.detail.value)}
        />
      </View>
      <View className='login-page__field'>
        <Input
          className='login-page__input'
          data-testid='login-code'
          type='number'
          maxlength={CODE_MAX}
          placeholder='请输入验证码'
          value={form.code}
          onInput={(e) => form.setCode(e.detail.value)}
        />
        <View
          className={`login-page__get-code${form.codeDisabled ? ' login-page__get-code--disabled' : ''}`}
          data-testid='login-get-code'
          aria-disabled={form.codeDisabled ? 'true' : 'false'}
          onClick={() => void form.sendCode()}
        >
          {form.codeLabel}
        </View>
      </View>

      <Button
        className='login-page__submit'
        data-testid='login-submit'
        type='primary'
        size='large'
        block
        loading={form.submitting}
        disabled={form.submitting}
        onClick={() => void submit()}
      >
        {form.submitting ? '登录中' : '登录'}
      </Button>

      <View className='login-page__terms'>
        <Text>未注册的手机号验证后将自动创建账号，登录即表示同意</Text>
        <Text className='login-page__link' onClick={() => setAgreement('user')}>
          《用户协议》
        </Text>
        <Text>和</Text>
        <Text className='login-page__link' onClick={() => setAgreement('privacy')}>
          《隐私政策》
        </Text>
      </View>
    </View>
  )
}
