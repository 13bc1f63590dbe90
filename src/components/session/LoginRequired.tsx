// What a login-required page shows a visitor under the login view (the page still renders, spec 2.1).
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { promptLogin } from '@/core/login/prompt'
import './LoginRequired.scss'

export interface LoginRequiredProps {
  /** What logging in unlocks here, e.g. 登录后查看你的资料. */
  message: string
}

export default function LoginRequired({ message }: LoginRequiredProps) {
  return (
    <View className='login-required' data-testid='login-required'>
      <Text className='login-required__message'>{message}</Text>
      <Button className='login-required__button' type='primary' onClick={promptLogin} data-testid='login-required-button'>
        登录 / 注册
      </Button>
    </View>
  )
}
