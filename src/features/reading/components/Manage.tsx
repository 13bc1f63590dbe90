// 读书会管理 (organiser, ?partyId=): the party's figures, the rotating check-in code (digits and
// QR, renewed every 30 seconds), the attendees (paid, free or waiting for payment; checked in, or
// 签到 by hand), the waitlist in line order, links to 统计 and 结算, and cancelling the party after
// a confirm that says everyone is refunded in full.
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import ConfirmDialog from '@/components/ConfirmDialog'
import StateView from '@/components/StateView'
import RequestError from '@/components/StateView/RequestError'
import TapButton from '@/components/TapButton'
import UserLine from '@/components/UserLine'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { useRequest } from '@/components/hooks/useRequest'
import { usePageRoute } from '@/components/PageShell/context'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { fenToYuan } from '@/core/format'
import { toast } from '@/core/toast'
import { cancelParty, checkInByHand, getManage, type Attendee } from '@/features/reading/api/reading'
import CheckinCodePanel from '@/features/reading/components/CheckinCodePanel'
import { clockOf, momentOf, partyTime, PHASE_TEXT } from '@/features/reading/utils/format'
import { openPartyPage, partyIdOf } from '@/features/reading/utils/nav'
import './Manage.scss'

const ELSEWHERE = { text: '我的读书会', route: 'reading-mycenter' }
const REASON_MAX = 100

function paidText(a: Attendee): string {
  if (a.status === 'pending') return `待支付¥${fenToYuan(a.paidFen)}`
  return a.paidFen > 0 ? `已付¥${fenToYuan(a.paidFen)}` : '免费报名'
}

export default function Manage() {
  const { params } = usePageRoute()
  const partyId = partyIdOf(params)
  const { loggedIn } = useCurrentUser()
  const manage = useRequest(() => getManage(partyId ?? 0), [partyId, loggedIn], loggedIn && partyId !== null)
  const [asking, setAsking] = useState(false)
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  usePullDownReload(manage.reload, manage.loading)
  useOnReturn(manage.reload)

  if (!loggedIn) return <LoginRequired message='登录后管理读书会' />
  if (partyId === null) return <StateView status='error' message='读书会不存在' />
  const data = manage.data
  if (manage.loading && !data) return <StateView status='loading' />
  if (!data) return <RequestError request={manage} elsewhere={ELSEWHERE} />

  const { party, attendees, waitlist } = data
  const confirmed = attendees.filter((a) => a.status === 'confirmed')
  const checkedIn = confirmed.filter((a) => a.checkedInAt !== null).length
  const live = party.phase !== 'cancelled' && party.phase !== 'ended'
  const cancellable = party.phase !== 'cancelled' && data.settledAt === null

  const byHand = (a: Attendee) => {
    if (busy) return
    setBusy(true)
    checkInByHand(party.id, a.signupId)
      .then(() => toast(`${a.user.nickname || '书友'}已签到`))
      .catch(() => undefined)
      .finally(() => {
        setBusy(false)
        manage.reload()
      })
  }

  const cancel = () => {
    if (busy) return
    setBusy(true)
    cancelParty(party.id, reason.trim())
      .then((r) => {
        setAsking(false)
        toast(r.unfinished > 0 ? `已取消，${r.unfinished}笔退款稍后自动重试` : '读书会已取消，报名费将全额退回')
      })
      .catch(() => undefined)
      .finally(() => {
        setBusy(false)
        manage.reload()
      })
  }

  return (
    <View className='reading-manage' data-testid='reading-manage' data-party-id={party.id} data-phase={party.phase}>
      <View className='reading-manage__head'>
        <View className='reading-manage__title-row'>
          <Text className='reading-manage__title'>{party.title}</Text>
          <Text className={`reading-manage__phase reading-manage__phase--${party.phase}`}>{PHASE_TEXT[party.phase]}</Text>
        </View>
        <Text className='reading-manage__line'>{partyTime(party.startsAt, party.endsAt)}</Text>
        <Text className='reading-manage__line'>
          {party.city} · {party.venue}
        </Text>
        <View className='reading-manage__figures'>
          <Text data-testid='reading-manage-signed' data-value={confirmed.length}>
            已报名 {confirmed.length}/{party.capacity}
          </Text>
          <Text data-testid='reading-manage-checked' data-value={checkedIn}>
            已签到 {checkedIn}
          </Text>
          <Text data-testid='reading-manage-waiting' data-value={waitlist.length}>
            候补 {waitlist.length}
          </Text>
        </View>
        <View className='reading-manage__links'>
          <Text className='reading-manage__link' onClick={() => openPartyPage('reading-statistics', party.id)} data-testid='reading-go-statistics'>
            签到统计
          </Text>
          <Text className='reading-manage__link' onClick={() => openPartyPage('reading-settlement', party.id)} data-testid='reading-go-settlement'>
            活动结算
          </Text>
          <Text className='reading-manage__link' onClick={() => openPartyPage('reading-sharePoster', party.id)}>
            分享海报
          </Text>
          <Text className='reading-manage__link' onClick={() => openPartyPage('reading-detail', party.id)}>
            详情页
          </Text>
        </View>
      </View>

      {live ? <CheckinCodePanel partyId={party.id} /> : null}

      <View className='reading-manage__panel' data-testid='reading-attendees' data-count={attendees.length}>
        <Text className='reading-manage__section'>报名名单（{attendees.length}）</Text>
        {attendees.length === 0 ? <Text className='reading-manage__empty'>还没有人报名，分享海报邀请书友吧</Text> : null}
        {attendees.map((a) => (
          <View key={a.signupId} className='reading-manage__row' data-testid='reading-attendee' data-signup-id={a.signupId} data-user-id={a.user.id} data-status={a.status} data-checked-in={a.checkedInAt !== null ? 'true' : 'false'}>
            <UserLine user={a.user} sub={paidText(a)} className='reading-manage__who' />
            {a.checkedInAt !== null ? (
              <Text className='reading-manage__checked'>
                已签到 {clockOf(a.checkedInAt)}
                {a.checkedInBy === 'organiser' ? '（手动）' : ''}
              </Text>
            ) : a.status === 'confirmed' && party.phase !== 'cancelled' ? (
              <TapButton size='small' variant='outline' onClick={() => byHand(a)} disabled={busy} testId='reading-attendee-checkin'>
                签到
              </TapButton>
            ) : null}
          </View>
        ))}
      </View>

      <View className='reading-manage__panel' data-testid='reading-waitlist' data-count={waitlist.length}>
        <Text className='reading-manage__section'>候补名单（{waitlist.length}）</Text>
        {waitlist.length === 0 ? <Text className='reading-manage__empty'>暂无候补</Text> : null}
        {waitlist.map((w, i) => (
          <View key={w.id} className='reading-manage__row' data-testid='reading-waitlist-entry' data-status={w.status} data-user-id={w.user.id}>
            <Text className='reading-manage__place'>{i + 1}</Text>
            <UserLine user={w.user} sub={w.status === 'offered' && w.offerExpiresAt !== null ? `已为其保留名额至${momentOf(w.offerExpiresAt)}` : '候补中'} className='reading-manage__who' />
          </View>
        ))}
      </View>

      {cancellable ? (
        <View className='reading-manage__cancel'>
          <TapButton block variant='outline' onClick={() => setAsking(true)} testId='reading-cancel-party'>
            取消读书会
          </TapButton>
        </View>
      ) : null}

      <ConfirmDialog
        visible={asking}
        title='取消读书会'
        content={
          <View className='reading-manage__dialog' data-testid='reading-cancel-party-dialog'>
            <Text>取消后不能恢复：所有报名者的报名费将全额原路退回，候补名单将清空。</Text>
            <Input
              className='reading-manage__reason'
              value={reason}
              maxlength={REASON_MAX}
              placeholder='取消原因（选填，报名者可见）'
              onInput={(e) => setReason(e.detail.value)}
              data-testid='reading-cancel-reason'
            />
          </View>
        }
        confirmText='确认取消'
        cancelText='再想想'
        danger
        loading={busy}
        onConfirm={cancel}
        onCancel={() => setAsking(false)}
      />
    </View>
  )
}
