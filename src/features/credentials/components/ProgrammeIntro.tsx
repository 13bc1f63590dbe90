// The programme intro (credentials index, also under familyEducation/): what the programme is,
// my sign-up when there is one (已报名, masked ID number, 修改信息), and 立即报名.
import { Text, View } from '@tarojs/components'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { useRequest } from '@/components/hooks/useRequest'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { formatDateTime } from '@/core/format'
import { promptLogin } from '@/core/login/prompt'
import { getMySignup, getProgramme } from '@/features/credentials/api/credentials'
import type { CredentialProgramme, Signup } from '@/features/credentials/api/credentials'
import { openAssistant, openSubmit } from '@/features/credentials/utils/programme'
import type { SignupSource } from '@/features/credentials/utils/programme'
import './ProgrammeIntro.scss'

export default function ProgrammeIntro({ programme, source }: { programme: CredentialProgramme; source: SignupSource }) {
  const { loggedIn } = useCurrentUser()
  const info = useRequest(() => getProgramme(programme), [programme])
  const mine = useRequest(() => getMySignup(programme), [programme, loggedIn], loggedIn)
  // Back from the form: the sign-up may be new or changed.
  useOnReturn(mine.reload)

  if (info.loading) return <StateView status='loading' />
  if (info.error || !info.data) return <StateView status='error' message={info.error} actionText='重新加载' onAction={info.reload} />
  const p = info.data
  const signup = loggedIn ? mine.data : null

  const apply = () => (loggedIn ? openSubmit(programme, source) : promptLogin())

  return (
    <View className='programme' data-testid='credentials-intro' data-programme={programme}>
      <View className='programme__hero'>
        <Text className='programme__badge'>{programme === 'familyEducation' ? '家庭教育' : '心理咨询'} · 报名中</Text>
        <Text className='programme__title'>{p.title}</Text>
      </View>
      <View className='programme__section'>
        <Text className='programme__h'>项目介绍</Text>
        {p.intro.map((para, i) => (
          <Text key={i} className='programme__para'>
            {para}
          </Text>
        ))}
      </View>

      {loggedIn && mine.error ? (
        <StateView status='error' compact message={mine.error} actionText='重新加载' onAction={mine.reload} />
      ) : null}
      {signup ? <SignupCard signup={signup} onEdit={apply} onAssistant={() => openAssistant(programme, source)} /> : null}

      <View className='programme__space' />
      {signup ? null : (
        <View className='programme__bar'>
          <TapButton block disabled={loggedIn && mine.loading} onClick={apply} testId='signup-apply'>
            立即报名
          </TapButton>
        </View>
      )}
    </View>
  )
}

function SignupCard({ signup, onEdit, onAssistant }: { signup: Signup; onEdit: () => void; onAssistant: () => void }) {
  return (
    <View className='programme__section programme__mine' data-testid='signup-status' data-signed='true'>
      <View className='programme__mine-head'>
        <Text className='programme__h'>我的报名</Text>
        <Text className='programme__signed'>已报名</Text>
      </View>
      <Row label='姓名' value={signup.name} />
      <Row label='手机号' value={signup.mobile} />
      <Row label='身份证号' value={signup.idCard} testId='signup-id-card' />
      <Row label='学历' value={signup.education} />
      <Row label='提交时间' value={formatDateTime(signup.updatedAt)} />
      <View className='programme__mine-actions'>
        <TapButton variant='outline' size='small' onClick={onEdit} testId='signup-edit'>
          修改信息
        </TapButton>
        <TapButton size='small' onClick={onAssistant} testId='signup-assistant'>
          添加助教老师
        </TapButton>
      </View>
    </View>
  )
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <View className='programme__row'>
      <Text className='programme__label'>{label}</Text>
      <Text className='programme__value' data-testid={testId}>
        {value}
      </Text>
    </View>
  )
}
