// 测评详情: the colour header, numbers, price or 免费 / 会员, intro and instruction, the disclaimer
// and source (collapsible), the last report, a favourite toggle, and a bottom bar to start,
// resume, open VIP or buy (through the commerce order pages; a paid assessment that no
// commodity sells shows a disabled 购买 that says 暂未开放购买).
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { formatDate } from '@/core/format'
import { promptLogin } from '@/core/login/prompt'
import StateView from '@/components/StateView'
import RequestError from '@/components/StateView/RequestError'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { useRequest } from '@/components/hooks/useRequest'
import { openRoute } from '@/components/navigation/navigate'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { getAssessmentDetail } from '@/features/assessment/api/catalogue'
import type { AssessmentDetail as Detail } from '@/features/assessment/api/catalogue'
import ShareButton from '@/features/assessment/components/ShareButton'
import { useFavorite } from '@/features/assessment/hooks/useFavorite'
import { accessBadge, detailAction, formatLearners, helpUnlockLine, kindLabel } from '@/features/assessment/utils/browse'
import { openReport, openTake, resumeTake } from '@/features/assessment/utils/browseNav'
import { configureAssessmentShare } from '@/features/assessment/utils/shareAssessment'
import './AssessmentDetail.scss'

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n+/)
        .filter((p) => p.trim())
        .map((p, i) => (
          <Text key={i} className='assessment-detail__para'>
            {p}
          </Text>
        ))}
    </>
  )
}

function DetailBody({ detail, loggedIn }: { detail: Detail; loggedIn: boolean }) {
  const [notesOpen, setNotesOpen] = useState(false)
  const fav = useFavorite(detail.id, detail.favorite)
  const action = detailAction(detail, loggedIn)
  const badge = accessBadge(detail)
  const kind = kindLabel(detail)
  const help = helpUnlockLine(detail.helpUnlock)
  const priceText = detail.access === 'paid' && detail.owned ? '已拥有' : detail.access === 'vip' && detail.isVip ? '会员免费' : badge.text

  const run = () => {
    if (action.kind === 'start') openTake(detail.id)
    else if (action.kind === 'resume' && detail.unfinished) resumeTake(detail.id, detail.unfinished.sessionId)
    else if (action.kind === 'login') promptLogin()
    else if (action.kind === 'vip') void openRoute('common-openVip')
    else if (action.kind === 'buy' && detail.commodityId) void openRoute('common-orderPay', { productId: detail.commodityId, productType: 'assessment' })
  }

  return (
    <View className='assessment-detail' data-testid='assessment-detail' data-assessment={detail.id} data-action={action.kind}>
      <View className='assessment-detail__header' style={{ background: detail.coverColor }}>
        <Text className='assessment-detail__title'>{detail.title}</Text>
        {detail.subtitle ? <Text className='assessment-detail__subtitle'>{detail.subtitle}</Text> : null}
        <View className='assessment-detail__tags'>
          <Text className='assessment-detail__tag' data-testid='assessment-kind'>
            {kind.text}
          </Text>
          <Text className='assessment-detail__tag'>{detail.categoryName}</Text>
        </View>
      </View>

      <View className='assessment-detail__stats'>
        <View className='assessment-detail__stat'>
          <Text className='assessment-detail__stat-value'>{detail.itemCount}</Text>
          <Text className='assessment-detail__stat-label'>题目数</Text>
        </View>
        <View className='assessment-detail__stat'>
          <Text className='assessment-detail__stat-value'>{Math.max(1, detail.minutes)}</Text>
          <Text className='assessment-detail__stat-label'>约需分钟</Text>
        </View>
        <View className='assessment-detail__stat'>
          <Text className='assessment-detail__stat-value'>{formatLearners(detail.people)}</Text>
          <Text className='assessment-detail__stat-label'>人已测</Text>
        </View>
        <View className='assessment-detail__stat'>
          <Text className={`assessment-detail__stat-value assessment-detail__price--${badge.tone}`} data-testid='assessment-price'>
            {priceText}
          </Text>
          <Text className='assessment-detail__stat-label'>{detail.access === 'paid' ? '付费测评' : detail.access === 'vip' ? '会员测评' : '免费测评'}</Text>
        </View>
      </View>

      {help ? (
        <Text className='assessment-detail__help' data-testid='assessment-help-unlock'>
          {help}
        </Text>
      ) : null}

      {detail.lastReport ? (
        <View className='assessment-detail__last' onClick={() => detail.lastReport && openReport(detail.lastReport.id)} data-testid='assessment-last-report'>
          <View className='assessment-detail__last-body'>
            <Text className='assessment-detail__last-label'>上次结果 · {formatDate(detail.lastReport.createdAt)}</Text>
            <Text className='assessment-detail__last-headline'>{detail.lastReport.headline}</Text>
          </View>
          <Text className='assessment-detail__last-link'>查看上次报告 ›</Text>
        </View>
      ) : null}

      <View className='assessment-detail__card'>
        <Text className='assessment-detail__h'>测评介绍</Text>
        <Paragraphs text={detail.intro} />
        {detail.instruction ? (
          <>
            <Text className='assessment-detail__h'>作答说明</Text>
            <Paragraphs text={detail.instruction} />
          </>
        ) : null}
      </View>

      <View className='assessment-detail__card'>
        <View className='assessment-detail__toggle' onClick={() => setNotesOpen((v) => !v)} data-testid='assessment-notes-toggle' data-open={notesOpen ? 'true' : 'false'}>
          <Text className='assessment-detail__h assessment-detail__h--inline'>免责声明与量表来源</Text>
          <Text className='assessment-detail__chevron'>{notesOpen ? '收起 ˄' : '展开 ˅'}</Text>
        </View>
        {notesOpen ? (
          <View data-testid='assessment-notes'>
            <Paragraphs text={detail.disclaimer} />
            {detail.source ? (
              <>
                <Text className='assessment-detail__h'>来源</Text>
                <Paragraphs text={detail.source} />
              </>
            ) : null}
          </View>
        ) : null}
      </View>

      <View className='assessment-detail__bar-space' />
      <View className='assessment-detail__bar'>
        <ShareButton card={detail} className='assessment-detail__icon-btn' icon='↗' testId='assessment-share' />
        <View className={`assessment-detail__icon-btn${fav.favorite ? ' assessment-detail__icon-btn--on' : ''}`} onClick={fav.toggle} data-testid='assessment-favorite' data-favorite={fav.favorite ? 'true' : 'false'}>
          <Text className='assessment-detail__icon-btn-icon'>{fav.favorite ? '★' : '☆'}</Text>
          <Text>{fav.favorite ? '已收藏' : '收藏'}</Text>
        </View>
        {detail.lastReport && !detail.unfinished && action.kind === 'start' ? (
          <View className='assessment-detail__btn assessment-detail__btn--ghost' onClick={() => detail.lastReport && openReport(detail.lastReport.id)} data-testid='assessment-view-last'>
            查看上次报告
          </View>
        ) : null}
        <View
          className={`assessment-detail__btn assessment-detail__btn--${action.kind}${action.disabled ? ' assessment-detail__btn--disabled' : ''}`}
          onClick={action.disabled ? undefined : run}
          aria-disabled={action.disabled ? 'true' : 'false'}
          data-testid='assessment-start'
          data-kind={action.kind}
        >
          <Text>{action.label}</Text>
          {action.note ? <Text className='assessment-detail__btn-note'>{action.note}</Text> : null}
        </View>
      </View>
    </View>
  )
}

export default function AssessmentDetail({ id }: { id: number }) {
  const { loggedIn } = useCurrentUser()
  const detail = useRequest(() => getAssessmentDetail(id), [id, loggedIn], id > 0)
  const data = detail.data
  useEffect(() => {
    if (data) configureAssessmentShare(data)
  }, [data])
  // Back from answering, a report or 开通会员: the open test, last report and access may differ.
  useOnReturn(detail.reload)

  if (!(id > 0)) return <StateView status='error' message='测评不存在或已下架' />
  if (detail.loading && !data) return <StateView status='loading' />
  if (detail.error && !data) return <RequestError request={detail} elsewhere={{ text: '看看其他测评', route: 'assessment-assessmentAll' }} />
  if (!data) return null
  return <DetailBody detail={data} loggedIn={loggedIn} />
}
