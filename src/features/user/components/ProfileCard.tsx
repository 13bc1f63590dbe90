// Who I am: avatar, nickname, masked mobile, membership, signature, invitation code.
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { UserInfo } from '@/core/session/atoms'
import { toast } from '@/core/toast'
import UserAvatar from '@/features/user/components/UserAvatar'
import { formatDate } from '@/core/format'
import { maskMobile } from '@/features/user/utils/profile'
import './ProfileCard.scss'

function copyCode(code: string) {
  Taro.setClipboardData({ data: code })
    .then(() => toast('邀请码已复制'))
    .catch(() => toast('复制失败，请长按邀请码手动复制'))
}

export default function ProfileCard({ user }: { user: UserInfo }) {
  const isVip = !!user.vip?.isVip
  return (
    <View className='profile-card' data-testid='profile-card'>
      <View className='profile-card__main'>
        <UserAvatar src={user.avatar} name={user.nickname} />
        <View className='profile-card__text'>
          <View className='profile-card__row'>
            <Text className='profile-card__name' data-testid='profile-nickname'>
              {user.nickname || '心栈用户'}
            </Text>
            <Text className={`profile-card__vip${isVip ? ' profile-card__vip--on' : ''}`} data-testid='profile-vip'>
              {isVip ? '心栈会员' : '未开通会员'}
            </Text>
          </View>
          <Text className='profile-card__mobile' data-testid='profile-mobile'>
            {maskMobile(user.mobile)}
          </Text>
          {isVip && user.vip?.expireAt ? <Text className='profile-card__expiry'>会员有效期至 {formatDate(user.vip.expireAt)}</Text> : null}
        </View>
      </View>
      <Text className='profile-card__signature'>{user.signature || '还没有个性签名'}</Text>
      {user.invitationCode ? (
        <View className='profile-card__invite'>
          <Text className='profile-card__invite-label'>我的邀请码</Text>
          <Text className='profile-card__invite-code' userSelect data-testid='profile-invite-code'>
            {user.invitationCode}
          </Text>
          <Text className='profile-card__copy' onClick={() => copyCode(user.invitationCode)} data-testid='profile-invite-copy'>
            复制
          </Text>
        </View>
      ) : null}
    </View>
  )
}
