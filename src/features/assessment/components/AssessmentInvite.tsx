// 邀请好友测评: pick one of my assessments (or the one in `?id=`) and share its detail page with
// my invitation code, so a friend who signs up through it is bound to me (spec 7).
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import ListFooter from '@/components/ListFooter'
import StateView from '@/components/StateView'
import { usePagedList } from '@/components/hooks/usePagedList'
import { useRequest } from '@/components/hooks/useRequest'
import { openRoute } from '@/components/navigation/navigate'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { getAssessmentDetail, listMyAssessments } from '@/features/assessment/api/catalogue'
import type { AssessmentCard as Card } from '@/features/assessment/api/catalogue'
import AssessmentCard from '@/features/assessment/components/AssessmentCard'
import LoginGate from '@/features/assessment/components/LoginGate'
import ShareButton from '@/features/assessment/components/ShareButton'
import { configureAssessmentShare } from '@/features/assessment/utils/shareAssessment'
import './AssessmentInvite.scss'

function InviteBody({ presetId }: { presetId: number }) {
  const { user } = useCurrentUser()
  const preset = useRequest(() => getAssessmentDetail(presetId), [presetId], presetId > 0)
  const mine = usePagedList(listMyAssessments)
  const [picked, setPicked] = useState<Card | null>(null)
  const selected = picked ?? preset.data ?? null

  // WeChat's own menu (and the mini-program's share button) sends the chosen assessment.
  useEffect(() => {
    if (selected) configureAssessmentShare(selected)
    // Once per chosen assessment (its id), not on every new object for the same one.
  }, [selected?.id])
  // Offered: the preset first, then my assessments without repeating it.
  const cards = [...(preset.data ? [preset.data] : []), ...mine.items.map((m) => m.assessment).filter((a) => a.id !== preset.data?.id)]

  return (
    <View className='assessment-invite' data-testid='assessment-invite' data-selected={selected?.id ?? ''}>
      <View className='assessment-invite__intro'>
        <Text className='assessment-invite__title'>邀请好友一起测一测</Text>
        <Text className='assessment-invite__text'>选择一个测评分享给好友，好友打开链接即可查看并参加测评。你的报告不会被分享。</Text>
        {user?.invitationCode ? (
          <Text className='assessment-invite__code' data-testid='assessment-invite-code'>
            我的邀请码：{user.invitationCode}
          </Text>
        ) : null}
      </View>

      <Text className='assessment-invite__h'>选择要分享的测评</Text>
      {preset.error && !preset.data ? <StateView status='error' compact message={preset.error} actionText='重新加载' onAction={preset.reload} /> : null}
      {mine.loading || (preset.loading && !preset.data) ? <StateView status='loading' /> : null}
      {!mine.loading && mine.error ? <StateView status='error' message={mine.error} actionText='重新加载' onAction={mine.reload} /> : null}
      {!mine.loading && !mine.error && !preset.loading && cards.length === 0 ? (
        <StateView status='empty' message='你还没有做过测评，先去挑一个吧' actionText='去测评' onAction={() => void openRoute('assessment-assessmentAll')} />
      ) : null}
      {cards.map((a) => (
        <AssessmentCard
          key={a.id}
          card={a}
          onClick={setPicked}
          extra={
            <Text className={`assessment-invite__pick${selected?.id === a.id ? ' assessment-invite__pick--on' : ''}`} data-testid={`assessment-invite-pick-${a.id}`}>
              {selected?.id === a.id ? '✓ 已选择' : '选择'}
            </Text>
          }
        />
      ))}
      <ListFooter loadingMore={mine.loadingMore} hasMore={mine.hasMore} moreError={mine.moreError} onMore={mine.loadMore} count={mine.items.length} />

      <View className='assessment-invite__bar-space' />
      <View className='assessment-invite__bar'>
        {selected ? (
          <ShareButton card={selected} className='assessment-invite__share' label={`分享「${selected.title}」给好友`} testId='assessment-invite-share' />
        ) : (
          <View className='assessment-invite__share assessment-invite__share--disabled' data-testid='assessment-invite-share' aria-disabled='true'>
            <Text>请先选择一个测评</Text>
          </View>
        )}
      </View>
    </View>
  )
}

export default function AssessmentInvite({ presetId }: { presetId: number }) {
  return (
    <LoginGate message='登录后邀请好友一起测评'>
      <InviteBody presetId={presetId} />
    </LoginGate>
  )
}
