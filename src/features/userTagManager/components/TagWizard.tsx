// 完善信息: gender and nickname, age range, interest tags (1 to 8). Each step is saved with
// editUserInfo before the next one opens; the last one ends in a done state.
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import FormField from '@/components/FormField'
import LoginRequired from '@/components/session/LoginRequired'
import StateView from '@/components/StateView'
import { notifyError } from '@/components/feedback/notifyError'
import { useRequest } from '@/components/hooks/useRequest'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { NICKNAME_MAX } from '@/core/config'
import { editUserInfo } from '@/core/api/user'
import type { ProfilePatch } from '@/core/api/user'
import { sessionStore, userInfoAtom } from '@/core/session/atoms'
import type { UserInfo } from '@/core/session/atoms'
import { toast } from '@/core/toast'
import { loadTagOptions } from '@/features/userTagManager/api/options'
import type { TagOptions } from '@/features/userTagManager/api/options'
import ChoiceChips from '@/features/userTagManager/components/ChoiceChips'
import StepIndicator from '@/features/userTagManager/components/StepIndicator'
import { useWizard } from '@/features/userTagManager/hooks/useWizard'
import './TagWizard.scss'

export const TAGS_MIN = 1
export const TAGS_MAX = 8

const HEADINGS = [
  { title: '介绍一下你自己', desc: '我们会据此为你推荐更合适的内容' },
  { title: '你的年龄段', desc: '不同阶段有不同的成长话题' },
  { title: '你对哪些话题感兴趣', desc: `至少选择${TAGS_MIN}个，最多${TAGS_MAX}个` },
]

function groupTags(tags: TagOptions['tags']): [string, TagOptions['tags']][] {
  const groups = new Map<string, TagOptions['tags']>()
  for (const tag of tags) groups.set(tag.group, [...(groups.get(tag.group) ?? []), tag])
  return [...groups]
}

function WizardBody({ user, options }: { user: UserInfo; options: TagOptions }) {
  const { index, next, previous, finish } = useWizard()
  const [nickname, setNickname] = useState(user.nickname || '')
  const [gender, setGender] = useState(user.gender && user.gender > 0 ? String(user.gender) : '')
  const [ageRange, setAgeRange] = useState(user.ageRange || '')
  const known = new Set(options.tags.map((t) => t.id))
  const [tags, setTags] = useState<string[]>((user.tags || []).filter((t) => known.has(t)))
  const [saving, setSaving] = useState(false)
  const [done, setDone] = useState(false)
  const [nicknameError, setNicknameError] = useState('')

  const toggleTag = (id: string) => {
    if (tags.includes(id)) setTags(tags.filter((t) => t !== id))
    else if (tags.length >= TAGS_MAX) toast(`最多选择${TAGS_MAX}个兴趣标签`)
    else setTags([...tags, id])
  }

  /** The patch of this step, or a message saying what is missing. */
  const patchOfStep = (): ProfilePatch | string => {
    if (index === 0) {
      if (!gender) return '请选择性别'
      if (!nickname.trim()) return '请输入昵称'
      return { gender: Number(gender), nickname: nickname.trim() }
    }
    if (index === 1) return ageRange ? { ageRange } : '请选择年龄段'
    return tags.length >= TAGS_MIN ? { tags } : `请至少选择${TAGS_MIN}个兴趣标签`
  }

  const save = async () => {
    const patch = patchOfStep()
    if (typeof patch === 'string') {
      if (patch === '请输入昵称') setNicknameError(patch)
      toast(patch)
      return
    }
    setSaving(true)
    try {
      sessionStore.set(userInfoAtom, await editUserInfo(patch))
      if (index < 2) next()
      else setDone(true)
    } catch (e) {
      notifyError(e)
    } finally {
      setSaving(false)
    }
  }

  if (done) {
    return (
      <View className='tag-wizard'>
        <StepIndicator current={2} done />
        <View className='tag-wizard__done' data-testid='wizard-done'>
          <View className='tag-wizard__done-mark'>✓</View>
          <Text className='tag-wizard__done-title'>信息已完善</Text>
          <Text className='tag-wizard__done-desc'>感谢你的分享，接下来的推荐会更懂你。</Text>
          <Button className='tag-wizard__done-button' type='primary' onClick={finish} data-testid='wizard-finish'>
            完成
          </Button>
        </View>
      </View>
    )
  }

  const heading = HEADINGS[index]
  return (
    <View className='tag-wizard' data-testid={`wizard-step-${index + 1}`}>
      <StepIndicator current={index} />
      <View className='tag-wizard__heading'>
        <Text className='tag-wizard__title'>{heading.title}</Text>
        <Text className='tag-wizard__desc'>{heading.desc}</Text>
      </View>

      {index === 0 ? (
        <View className='tag-wizard__section'>
          <Text className='tag-wizard__label'>性别</Text>
          <ChoiceChips
            choices={options.genders.map((g) => ({ id: String(g.id), name: g.name }))}
            selected={gender ? [gender] : []}
            onToggle={setGender}
            testId='wizard-gender'
          />
          <View className='tag-wizard__field'>
            <FormField
              label='昵称'
              value={nickname}
              onChange={(v) => {
                setNickname(v)
                if (v.trim()) setNicknameError('')
              }}
              onBlur={() => setNicknameError(nickname.trim() ? '' : '请输入昵称')}
              error={nicknameError}
              placeholder={`最多${NICKNAME_MAX}个字`}
              maxLength={NICKNAME_MAX}
              testId='wizard-nickname'
            />
          </View>
        </View>
      ) : null}

      {index === 1 ? (
        <View className='tag-wizard__section'>
          <ChoiceChips choices={options.ageRanges} selected={ageRange ? [ageRange] : []} onToggle={setAgeRange} testId='wizard-age' />
        </View>
      ) : null}

      {index === 2 ? (
        <View className='tag-wizard__section'>
          <Text className='tag-wizard__count' data-testid='wizard-tag-count'>
            已选 {tags.length}/{TAGS_MAX}
          </Text>
          {groupTags(options.tags).map(([group, items]) => (
            <View key={group} className='tag-wizard__group'>
              <Text className='tag-wizard__label'>{group}</Text>
              <ChoiceChips choices={items} selected={tags} onToggle={toggleTag} testId='wizard-tag' />
            </View>
          ))}
        </View>
      ) : null}

      <View className='tag-wizard__actions'>
        {index > 0 ? (
          <Button className='tag-wizard__previous' fill='outline' onClick={previous} data-testid='wizard-previous'>
            上一步
          </Button>
        ) : null}
        <Button className='tag-wizard__next' type='primary' loading={saving} onClick={save} data-testid='wizard-next'>
          {index < 2 ? '下一步' : '完成'}
        </Button>
      </View>
    </View>
  )
}

export default function TagWizard() {
  const { user, loggedIn, error: userError, reload: reloadUser } = useCurrentUser()
  const options = useRequest(loadTagOptions, [], loggedIn)
  if (!loggedIn) return <LoginRequired message='登录后完善你的信息，获得更贴合的推荐' />
  const error = userError || options.error
  if (error) {
    const retry = () => {
      reloadUser()
      options.reload()
    }
    return <StateView status='error' message={error} actionText='重新加载' onAction={retry} />
  }
  if (!user || !options.data) return <StateView status='loading' />
  return <WizardBody user={user} options={options.data} />
}
