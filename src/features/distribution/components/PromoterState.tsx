// Where someone stands in the programme when they are not (or no longer) promoting: the state of
// their application (审核中 / 已通过 / 未通过 with the operator's note / 已暂停), or, never having
// applied, what the programme is and the way to apply.
import { Text, View } from '@tarojs/components'
import TapButton from '@/components/TapButton'
import { formatDate } from '@/core/format'
import type { Center, MyPromoter } from '@/features/distribution/api/distribution'
import { PROMOTER_TONE } from '@/features/distribution/utils/labels'
import { DIST, openDist } from '@/features/distribution/utils/nav'
import './PromoterState.scss'

const STATE_TITLE: Record<MyPromoter['status'], string> = {
  pending: '审核中',
  active: '已通过',
  rejected: '未通过',
  suspended: '已暂停',
}

function stateText(p: MyPromoter): string {
  switch (p.status) {
    case 'pending':
      return `你在 ${formatDate(p.appliedAt)} 提交了申请，平台审核后结果会显示在这里`
    case 'active':
      return '你已成为推广达人：分享商品或海报，好友购买后你将获得佣金'
    case 'rejected':
      return '你可以修改申请资料后重新提交'
    case 'suspended':
      return '暂停期间不能分享推广；此前获得的佣金照常结算，可以正常提现'
  }
}

export function PromoterStatusCard({ promoter }: { promoter: MyPromoter }) {
  const tone = PROMOTER_TONE[promoter.status]
  return (
    <View className='dist-state' data-testid='promoter-state' data-status={promoter.status}>
      <View className={`dist-state__mark dist-state__mark--${tone}`}>{promoter.status === 'active' ? '✓' : promoter.status === 'pending' ? '…' : '!'}</View>
      <Text className={`dist-state__title dist-state__title--${tone}`} data-testid='promoter-state-title'>
        {STATE_TITLE[promoter.status]}
      </Text>
      <Text className='dist-state__text' data-testid='promoter-state-text'>
        {stateText(promoter)}
      </Text>
      {promoter.reviewNote ? (
        <Text className='dist-state__note' data-testid='promoter-state-note'>
          原因：{promoter.reviewNote}
        </Text>
      ) : null}
      <View className='dist-state__facts'>
        <Text>申请人 {promoter.realName}</Text>
        <Text>手机号 {promoter.mobile}</Text>
      </View>
    </View>
  )
}

/** talentCenter and promotionpage for someone who is not an active promoter (suspended ones see their money elsewhere). */
export function JoinPanel({ center }: { center: Center }) {
  const { promoter } = center
  if (promoter) {
    return (
      <View className='dist-join' data-testid='dist-join' data-status={promoter.status}>
        <PromoterStatusCard promoter={promoter} />
        <View className='dist-join__actions'>
          {promoter.status === 'rejected' && center.enabled ? (
            <TapButton block onClick={() => openDist(DIST.agreement)} testId='dist-join-reapply'>
              重新申请
            </TapButton>
          ) : null}
          <TapButton block variant='outline' onClick={() => openDist(DIST.guide)} testId='dist-join-guide'>
            了解推广规则
          </TapButton>
        </View>
      </View>
    )
  }
  return (
    <View className='dist-join' data-testid='dist-join' data-status='none'>
      <View className='dist-join__intro'>
        <Text className='dist-join__title'>成为心栈推广达人</Text>
        <Text className='dist-join__text'>把好课和会员分享给需要的朋友，朋友通过你的链接购买后，你可获得推广佣金，结算后可提现到微信零钱。</Text>
      </View>
      <View className='dist-join__actions'>
        {center.enabled ? (
          <TapButton block onClick={() => openDist(DIST.agreement)} testId='dist-join-apply'>
            申请成为推广达人
          </TapButton>
        ) : (
          <Text className='dist-join__closed' data-testid='dist-join-closed'>
            推广计划暂未开放，敬请期待
          </Text>
        )}
        <TapButton block variant='outline' onClick={() => openDist(DIST.guide)} testId='dist-join-guide'>
          了解推广规则
        </TapButton>
      </View>
    </View>
  )
}
