// Who is looking at the pay home: a member with their expiry, a non-member, or a visitor.
import { Image, Text, View } from '@tarojs/components'
import TapButton from '@/components/TapButton'
import { openRoute } from '@/components/navigation/navigate'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { promptLogin } from '@/core/login/prompt'
import { formatDate } from '@/core/format'
import './MemberStatus.scss'

export default function MemberStatus() {
  const { user, loggedIn, error, reload } = useCurrentUser()

  if (!loggedIn) {
    return (
      <View className='member-status member-status--visitor' data-testid='member-status' data-state='visitor'>
        <View className='member-status__text'>
          <Text className='member-status__name'>你好，欢迎来到心栈</Text>
          <Text className='member-status__hint'>登录后查看会员状态与专属权益</Text>
        </View>
        <TapButton className='member-status__login' size='small' onClick={promptLogin} testId='member-login'>
          登录 / 注册
        </TapButton>
      </View>
    )
  }

  if (!user) {
    return (
      <View className='member-status' data-testid='member-status' data-state={error ? 'error' : 'loading'}>
        <Text className='member-status__hint'>{error || '正在读取会员信息…'}</Text>
        {error ? (
          <Text className='member-status__retry' onClick={reload}>
            重试
          </Text>
        ) : null}
      </View>
    )
  }

  const isVip = !!user.vip?.isVip
  const nickname = user.nickname || '心栈用户'
  return (
    <View
      className={`member-status${isVip ? ' member-status--vip' : ''}`}
      data-testid='member-status'
      data-state={isVip ? 'vip' : 'member'}
      onClick={() => openRoute('user-portrait')}
    >
      {user.avatar ? (
        <Image className='member-status__avatar' src={user.avatar} mode='aspectFill' />
      ) : (
        <View className='member-status__avatar member-status__avatar--initial'>{nickname.slice(0, 1)}</View>
      )}
      <View className='member-status__text'>
        <View className='member-status__row'>
          <Text className='member-status__name'>{nickname}</Text>
          <Text className={`member-status__tag${isVip ? ' member-status__tag--vip' : ''}`}>{isVip ? '心栈会员' : '普通用户'}</Text>
        </View>
        <Text className='member-status__hint' data-testid='member-expiry'>
          {isVip
            ? user.vip?.expireAt
              ? `会员有效期至 ${formatDate(user.vip.expireAt)}`
              : '会员长期有效'
            : '开通会员，解锁全部课程与测评'}
        </Text>
      </View>
      <Text className='member-status__arrow'>›</Text>
    </View>
  )
}
