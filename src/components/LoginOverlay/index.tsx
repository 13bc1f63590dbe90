// The login overlay (spec 2.1): a bottom sheet with mobile + SMS code, shown while the session's
// loginOverlayVisibleAtom is on. After login the sheet closes and the page stays where it is.
import { Input, ScrollView, Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { COUNTRY_CODE, Z_INDEX_BASE } from '@/core/config'
import { loginOverlayVisibleAtom, sessionStore } from '@/core/session/atoms'
import { AGREEMENTS } from '@/components/LoginOverlay/agreement'
import type { AgreementKind } from '@/components/LoginOverlay/agreement'
import { CODE_MAX, MOBILE_MAX } from '@/components/LoginOverlay/loginForm'
import { useLoginForm } from '@/components/LoginOverlay/useLoginForm'
import './index.scss'

function inputValue(e: { detail: { value: string } }): string {
  return e.detail.value
}

export default function LoginOverlay() {
  const [visible, setVisible] = useAtom(loginOverlayVisibleAtom, { store: sessionStore })
  const form = useLoginForm()
  const [agreement, setAgreement] = useState<AgreementKind | null>(null)
  const { reset } = form

  useEffect(() => {
    if (!visible) {
      reset()
      setAgreement(null)
    }
  }, [visible, reset])

  const close = () => setVisible(false)
  const doc = agreement ? AGREEMENTS[agreement] : null

  return (
    <Popup
      visible={visible}
      position='bottom'
      round
      zIndex={Z_INDEX_BASE}
      closeOnOverlayClick={!form.submitting}
      onClose={close}
      className='login-overlay-popup'
    >
      <View className='login-overlay' data-testid='login-overlay'>
        <View className='login-overlay__close' data-testid='login-close' onClick={close} aria-label='关闭'>
          <Text className='login-overlay__close-icon'>×</Text>
        </View>

        {doc ? (
          <View className='login-overlay__doc'>
            <View className='login-overlay__doc-head'>
              <Text className='login-overlay__back' onClick={() => setAgreement(null)}>
                ‹ 返回登录
              </Text>
            </View>
            <Text className='login-overlay__title'>{doc.title}</Text>
            <ScrollView scrollY className='login-overlay__doc-body'>
              {doc.paragraphs.map((p) => (
                <View key={p.slice(0, 16)} className='login-overlay__doc-p'>
                  {p}
                </View>
              ))}
            </ScrollView>
          </View>
        ) : (
          <View className='login-overlay__body'>
            <Text className='login-overlay__title'>手机号登录</Text>
            <Text className='login-overlay__subtitle'>登录后同步你的学习记录与会员权益</Text>

            <View className='login-overlay__field'>
              <Text className='login-overlay__country'>+{COUNTRY_CODE}</Text>
              <View className='login-overlay__divider' />
              <Input
                className='login-overlay__input'
                data-testid='login-mobile'
                type='number'
                maxlength={MOBILE_MAX}
                placeholder='请输入手机号'
                placeholderClass='login-overlay__placeholder'
                value={form.mobile}
                onInput={(e) => {
                  form.setMobile(inputValue(e))
                }}
              />
            </View>

            <View className='login-overlay__field'>
              <Input
                className='login-overlay__input'
                data-testid='login-code'
                type='number'
                maxlength={CODE_MAX}
                placeholder='请输入验证码'
                placeholderClass='login-overlay__placeholder'
                value={form.code}
                onInput={(e) => {
                  form.setCode(inputValue(e))
                }}
              />
              <View
                className={`login-overlay__get-code${form.codeDisabled ? ' login-overlay__get-code--disabled' : ''}`}
                data-testid='login-get-code'
                aria-disabled={form.codeDisabled ? 'true' : 'false'}
                onClick={() => {
                  void form.sendCode()
                }}
              >
                {form.codeLabel}
              </View>
            </View>

            <Button
              className='login-overlay__submit'
              data-testid='login-submit'
              type='primary'
              shape='round'
              size='large'
              block
              loading={form.submitting}
              disabled={form.submitting}
              onClick={() => {
                void form.submit()
              }}
            >
              {form.submitting ? '登录中' : '登录'}
            </Button>

            <View className='login-overlay__terms'>
              <Text>未注册的手机号验证后将自动创建账号，登录即表示同意</Text>
              <Text className='login-overlay__link' data-testid='login-agreement' onClick={() => setAgreement('user')}>
                《用户协议》
              </Text>
              <Text>和</Text>
              <Text className='login-overlay__link' onClick={() => setAgreement('privacy')}>
                《隐私政策》
              </Text>
            </View>
          </View>
        )}
      </View>
    </Popup>
  )
}
