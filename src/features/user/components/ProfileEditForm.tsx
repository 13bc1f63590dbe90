// Edit my profile: avatar, nickname (≤ 16), gender, signature (≤ 60); saved with editUserInfo.
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import FormField from '@/components/FormField'
import { notifyError } from '@/components/feedback/notifyError'
import { goBack } from '@/components/navigation/navigate'
import { editUserInfo } from '@/core/api/user'
import { sessionStore, userInfoAtom } from '@/core/session/atoms'
import type { UserInfo } from '@/core/session/atoms'
import { toast } from '@/core/toast'
import { validateField, validateForm } from '@/core/validate'
import type { FormRule } from '@/core/validate'
import { routeUrl } from '@/routes/match'
import UserAvatar from '@/features/user/components/UserAvatar'
import { useAvatarUpload } from '@/features/user/hooks/useAvatarUpload'
import { NICKNAME_MAX } from '@/core/config'
import { GENDERS, SIGNATURE_MAX } from '@/features/user/utils/profile'
import './ProfileEditForm.scss'

interface Values extends Record<string, unknown> {
  nickname: string
  signature: string
}

const RULES: { nickname: FormRule<string>[]; signature: FormRule<string>[] } = {
  nickname: [
    { required: true, message: '请输入昵称' },
    { validator: (v) => v.trim().length > 0, message: '昵称不能只有空格' },
  ],
  signature: [],
}

export default function ProfileEditForm({ user }: { user: UserInfo }) {
  const [avatar, setAvatar] = useState(user.avatar || '')
  const [nickname, setNickname] = useState(user.nickname || '')
  const [gender, setGender] = useState(user.gender ?? 0)
  const [signature, setSignature] = useState(user.signature || '')
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({})
  const [saving, setSaving] = useState(false)
  const { uploading, choose } = useAvatarUpload(setAvatar)

  const blur = (field: 'nickname' | 'signature', value: string) => {
    setErrors((prev) => ({ ...prev, [field]: validateField(value, RULES[field]) }))
  }

  const save = async () => {
    const found = validateForm<Values>({ nickname, signature }, RULES)
    setErrors(found)
    if (Object.keys(found).length) return
    setSaving(true)
    try {
      const updated = await editUserInfo({ nickname: nickname.trim(), avatar: avatar || undefined, gender, signature: signature.trim() })
      sessionStore.set(userInfoAtom, updated)
      toast('保存成功')
      goBack(routeUrl('user-portrait'))
    } catch (e) {
      notifyError(e)
    } finally {
      setSaving(false)
    }
  }

  return (
    <View className='profile-edit' data-testid='profile-edit'>
      <View className='profile-edit__avatar' onClick={choose} data-testid='profile-edit-avatar'>
        <UserAvatar src={avatar} name={nickname} size='large' />
        <Text className='profile-edit__avatar-hint'>{uploading ? '正在上传…' : '点击更换头像'}</Text>
      </View>

      <View className='profile-edit__fields'>
        <FormField
          label='昵称'
          value={nickname}
          onChange={(v) => {
            setNickname(v)
            setErrors((prev) => ({ ...prev, nickname: undefined }))
          }}
          onBlur={() => blur('nickname', nickname)}
          error={errors.nickname}
          placeholder={`最多${NICKNAME_MAX}个字`}
          maxLength={NICKNAME_MAX}
          testId='profile-edit-nickname'
        />
        <View className='profile-edit__gender'>
          <Text className='profile-edit__label'>性别</Text>
          <View className='profile-edit__chips'>
            {GENDERS.map((g) => (
              <Text
                key={g.value}
                className={`profile-edit__chip${gender === g.value ? ' profile-edit__chip--on' : ''}`}
                onClick={() => setGender(g.value)}
                data-testid={`profile-edit-gender-${g.value}`}
              >
                {g.label}
              </Text>
            ))}
          </View>
        </View>
        <FormField
          label='签名'
          kind='textarea'
          value={signature}
          onChange={setSignature}
          error={errors.signature}
          placeholder='介绍一下自己吧'
          maxLength={SIGNATURE_MAX}
          showCount
          testId='profile-edit-signature'
        />
      </View>

      <View className='profile-edit__actions'>
        <Button type='primary' block loading={saving} disabled={uploading} onClick={save} data-testid='profile-edit-save'>
          保存
        </Button>
      </View>
    </View>
  )
}
