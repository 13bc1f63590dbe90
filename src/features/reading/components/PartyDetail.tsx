// 读书会详情 (public; my state when logged in): the book or topic, time, venue and address, the
// seats, the fee, the organiser, the description and the refund rule; then my state and what I
// can do (utils/state.ts): 报名 (free at once, paid through commerce: the page gives the checkout
// in `renderCheckout`), 去支付, 加入/退出候补, an offered seat, 取消报名 after a confirm that states
// the refund rule, and 签到 with the organiser's code (?checkinCode= from the QR fills it in).
import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState, type ReactNode } from 'react'
import ConfirmDialog from '@/components/ConfirmDialog'
import StateView from '@/components/StateView'
import RequestError from '@/components/StateView/RequestError'
import TapButton from '@/components/TapButton'
import UserLine from '@/components/UserLine'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { useRequest } from '@/components/hooks/useRequest'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { usePageRoute } from '@/components/PageShell/context'
import { openRoute } from '@/components/navigation/navigate'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { promptLogin } from '@/core/login/prompt'
import { quietly, toast } from '@/core/toast'
import {
  cancelSignup,
  getParty,
  joinWaitlist,
  leaveWaitlist,
  signUpFree,
} from '@/features/reading/api/reading'
import CheckinBox from '@/features/reading/components/CheckinBox'
import { bookTopicText, feeText, momentOf, partyTime, PHASE_TEXT } from '@/features/reading/utils/format'
import { openPartyPage, partyIdOf } from '@/features/reading/utils/nav'
import { myPartyState, type PartyActionKey } from '@/features/reading/utils/state'
import './PartyDetail.scss'

/** What the page's checkout gets: the commodity to buy, or the order of mine still to pay. */
export interface CheckoutRequest {
  commodityId: number
  orderNumber: string | null
  /** Paid: back to the detail, which shows the confirmed sign-up. */
  onPaid: () => void
  /** Left or refused (full, closed): back to the detail, read again. */
  onClose: () => void
}

export interface PartyDetailProps {
  renderCheckout: (request: CheckoutRequest) => ReactNode
}

const ELSEWHERE = { text: '看看其他读书会', route: 'reading-index' }

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <View className='reading-detail__row' data-testid={testId}>
      <Text className='reading-detail__label'>{label}</Text>
      <View className='reading-detail__value'>{children}</View>
    </View>
  )
}

export default function PartyDetail({ renderCheckout }: PartyDetailProps) {
  const { params } = usePageRoute()
  const partyId = partyIdOf(params)
  const { loggedIn } = useCurrentUser()
  const detail = useRequest(() => getParty(partyId ?? 0), [partyId, loggedIn], partyId !== null)
  const [checkout, setCheckout] = useState<{ orderNumber: string | null } | null>(null)
  const [checkingIn, setCheckingIn] = useState(Boolean(params.checkinCode))
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  usePullDownReload(detail.reload, detail.loading)
  // Back from paying in 我的订单, the poster or the manage page: the state may have changed.
  useOnReturn(detail.reload)

  if (partyId === null) return <StateView status='error' message='读书会不存在，去看看其他读书会吧' actionText={ELSEWHERE.text} onAction={() => void openRoute(ELSEWHERE.route)} />
  const data = detail.data
  if (detail.loading && !data) return <StateView status='loading' />
  if (!data) return <RequestError request={detail} elsewhere={ELSEWHERE} />

  if (checkout && data.commodityId !== null) {
    const back = () => {
      setCheckout(null)
      detail.reload()
    }
    return (
      <View className='reading-detail__checkout' data-testid='reading-checkout'>
        <Text className='reading-detail__checkout-back' onClick={back} data-testid='reading-checkout-back'>
          ‹ 返回读书会详情
        </Text>
        {renderCheckout({
          commodityId: data.commodityId,
          orderNumber: checkout.orderNumber,
          onPaid: () => {
            toast('报名成功')
            back()
          },
          onClose: back,
        })}
      </View>
    )
  }

  const { party, me } = data
  const state = myPartyState(data)
  const checkinOpen = checkingIn && state.kind === 'signed'
  // With the code box open, 签到 is its own button.
  const primary = checkinOpen && state.primary?.key === 'checkin' ? null : state.primary
  const signup = me.signup
  const run = (call: () => Promise<unknown>, done: string) => {
    if (busy) return
    setBusy(true)
    call()
      .then(() => toast(done))
      // The server's refusal was toasted (full, closed…); what it says now is read again.
      .catch(() => undefined)
      .finally(() => {
        setBusy(false)
        detail.reload()
      })
  }

  const act = (key: PartyActionKey) => {
    if (!loggedIn && key !== 'manage') {
      promptLogin()
      return
    }
    switch (key) {
      case 'signup':
        if (party.feeFen > 0) setCheckout({ orderNumber: null })
        else run(() => signUpFree(party.id), '报名成功')
        return
      case 'pay':
        setCheckout({ orderNumber: signup?.orderNumber ?? null })
        return
      case 'joinWaitlist':
        if (busy) return
        setBusy(true)
        joinWaitlist(party.id)
          .then((r) => toast(r.waitlist ? `已加入候补，当前第${r.waitlist.position}位` : '已加入候补'))
          .catch(() => undefined)
          .finally(() => {
            setBusy(false)
            detail.reload()
          })
        return
      case 'leaveWaitlist':
        run(() => leaveWaitlist(party.id), '已退出候补')
        return
      case 'cancel':
        setAsking(true)
        return
      case 'checkin':
        setCheckingIn(true)
        // The code box sits under the title: bring it into view.
        quietly(() => Taro.pageScrollTo({ scrollTop: 0, duration: 200 }))
        return
      case 'manage':
        openPartyPage('reading-manage', party.id)
    }
  }

  const confirmCancel = () => {
    setAsking(false)
    const paid = signup?.status === 'confirmed' && signup.paidFen > 0
    run(() => cancelSignup(party.id), paid ? '已取消报名，报名费将原路退回' : '已取消报名')
  }

  const reads = bookTopicText(party)
  const seats =
    party.phase === 'full'
      ? `已满（共${party.capacity}人）${data.waitlistCount ? ` · ${data.waitlistCount}人候补` : ''}`
      : `剩${party.seatsLeft}个 / 共${party.capacity}人`
  const paidSignup = signup?.status === 'confirmed' && signup.paidFen > 0

  return (
    <View className='reading-detail' data-testid='reading-detail' data-party-id={party.id} data-phase={party.phase} data-state={state.kind}>
      <View className='reading-detail__head'>
        {party.cover ? <Image className='reading-detail__cover' src={party.cover} mode='aspectFill' /> : null}
        <View className='reading-detail__badges'>
          <Text className={`reading-detail__phase reading-detail__phase--${party.phase}`}>{PHASE_TEXT[party.phase]}</Text>
          <Text className='reading-detail__city'>{party.city}</Text>
        </View>
        <Text className='reading-detail__title' data-testid='reading-detail-title'>
          {party.title}
        </Text>
        {reads ? (
          <Text
            className={`reading-detail__reads${data.subjectId ? ' reading-detail__reads--link' : ''}`}
            onClick={data.subjectId ? () => void openRoute('course-courseDetail', { subjectId: data.subjectId! }) : undefined}
          >
            {reads}
            {data.subjectId ? ' · 去听这本书 ›' : ''}
          </Text>
        ) : null}
        {loggedIn ? (
          <Text className='reading-detail__share' onClick={() => openPartyPage('reading-sharePoster', party.id)} data-testid='reading-go-poster'>
            分享海报
          </Text>
        ) : null}
      </View>

      {checkinOpen ? (
        <CheckinBox
          partyId={party.id}
          initialCode={params.checkinCode ?? ''}
          onCheckedIn={() => {
            setCheckingIn(false)
            detail.reload()
          }}
        />
      ) : null}

      <View className='reading-detail__panel'>
        <Row label='时间'>
          <Text data-testid='reading-detail-time'>{partyTime(party.startsAt, party.endsAt)}</Text>
        </Row>
        <Row label='地点'>
          <Text className='reading-detail__venue'>{party.venue}</Text>
          <Text className='reading-detail__address' data-testid='reading-detail-address'>
            {data.address}
          </Text>
        </Row>
        <Row label='报名截止'>
          <Text>{momentOf(party.signupDeadline)}</Text>
        </Row>
        <Row label='名额' testId='reading-detail-seats'>
          <Text data-seats-left={party.seatsLeft} data-testid='reading-detail-seats-text'>
            {seats}
          </Text>
        </Row>
        <Row label='费用'>
          <Text className={party.feeFen > 0 ? 'reading-detail__fee' : 'reading-detail__fee reading-detail__fee--free'} data-testid='reading-detail-fee'>
            {feeText(party.feeFen)}
          </Text>
        </Row>
      </View>

      <View className='reading-detail__panel'>
        <Text className='reading-detail__section'>发起人</Text>
        <UserLine user={party.organiser} sub={`已有${party.attendees}人报名`} testId='reading-detail-organiser' />
      </View>

      {data.description ? (
        <View className='reading-detail__panel'>
          <Text className='reading-detail__section'>活动介绍</Text>
          <Text className='reading-detail__text'>{data.description}</Text>
        </View>
      ) : null}

      <View className='reading-detail__panel'>
        <Text className='reading-detail__section'>报名须知</Text>
        <Text className='reading-detail__rule' data-testid='reading-refund-rule'>
          {data.refundRule}
        </Text>
      </View>

      <View className='reading-detail__space' />
      <View className='reading-detail__bar' data-testid='reading-my-state' data-state={state.kind}>
        {state.status ? (
          <Text className='reading-detail__status' data-testid='reading-my-status'>
            {state.status}
          </Text>
        ) : null}
        {primary || state.secondary ? (
          <View className='reading-detail__buttons'>
            {state.secondary ? (
              <TapButton variant='outline' onClick={() => act(state.secondary!.key)} disabled={busy} testId={`reading-action-${state.secondary.key}`}>
                {state.secondary.text}
              </TapButton>
            ) : null}
            {primary ? (
              <TapButton className='reading-detail__primary' onClick={() => act(primary.key)} disabled={busy} testId={`reading-action-${primary.key}`}>
                {primary.text}
              </TapButton>
            ) : null}
          </View>
        ) : null}
      </View>

      <ConfirmDialog
        visible={asking}
        title='取消报名'
        content={
          <View className='reading-detail__dialog' data-testid='reading-cancel-rule'>
            <Text>{data.refundRule}</Text>
            <Text>{paidSignup ? `确认取消后，报名费${feeText(signup!.paidFen)}将全额原路退回。` : '确认取消后名额将让给其他书友。'}</Text>
          </View>
        }
        confirmText='取消报名'
        cancelText='再想想'
        danger
        loading={busy}
        onConfirm={confirmCancel}
        onCancel={() => setAsking(false)}
      />
    </View>
  )
}
