// 我的报名 (login): my sign-ups with their states (SignupList).
import { View } from '@tarojs/components'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import SignupList from '@/features/reading/components/SignupList'
import './MyCenter.scss'

export default function MyReport() {
  const { loggedIn } = useCurrentUser()
  if (!loggedIn) return <LoginRequired message='登录后查看我的报名' />
  return (
    <View className='reading-mine reading-mine--list' data-testid='reading-my-report'>
      <SignupList />
    </View>
  )
}
