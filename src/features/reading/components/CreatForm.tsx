// 发起读书会 (login, kept alive): name, the book (picked from the courses on 选择书目, or typed) or
// a topic, city, venue and address, start and end, the sign-up deadline (also the last moment to
// cancel with a full refund), capacity and fee (0 = free), description. Every change is kept on
// this device (utils/draft.ts), so leaving the page finds the form again; 选择书目 writes its pick
// into the draft and this page reads it on return. Checked before sending with the server's rules
// in Chinese; a refusal of the server is shown as it says it. Created → the party's page.
import { Picker, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import FormField from '@/components/FormField'
import TapButton from '@/components/TapButton'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { openRoute, replaceRoute } from '@/components/navigation/navigate'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { describeError } from '@/core/request/client'
import { toast } from '@/core/toast'
import {
  ADDRESS_MAX,
  BOOK_TITLE_MAX,
  CAPACITY_MAX,
  CITY_MAX,
  createParty,
  DESCRIPTION_MAX,
  TITLE_MAX,
  TOPIC_MAX,
  VENUE_MAX,
} from '@/features/reading/api/reading'
import { readCity } from '@/features/reading/utils/city'
import {
  clearPartyDraft,
  dateValue,
  emptyDraft,
  freshTimes,
  moveStart,
  readPartyDraft,
  timeValue,
  toCreateBody,
  withDate,
  withTime,
  writePartyDraft,
  type PartyDraft,
} from '@/features/reading/utils/draft'
import { dayOf } from '@/features/reading/utils/format'
import './CreatForm.scss'

/** A moment as a date picker and a time picker side by side. */
function MomentRow({ label, value, onChange, testId }: { label: string; value: number; onChange: (ms: number) => void; testId: string }) {
  return (
    <View className='reading-creat__moment' data-testid={testId} data-value={value}>
      <Text className='reading-creat__label'>{label}</Text>
      <Picker mode='date' value={dateValue(value)} start={dateValue(Date.now())} onChange={(e) => onChange(withDate(value, String(e.detail.value)))}>
        <Text className='reading-creat__pick' data-testid={`${testId}-date`}>
          {dayOf(value)}
        </Text>
      </Picker>
      <Picker mode='time' value={timeValue(value)} onChange={(e) => onChange(withTime(value, String(e.detail.value)))}>
        <Text className='reading-creat__pick' data-testid={`${testId}-time`}>
          {timeValue(value)}
        </Text>
      </Picker>
    </View>
  )
}

export default function CreatForm() {
  const { loggedIn } = useCurrentUser()
  const [draft, setDraft] = useState<PartyDraft>(() => {
    const kept = readPartyDraft()
    return kept ? freshTimes(kept, Date.now()) : emptyDraft(Date.now(), readCity())
  })
  const [error, setError] = useState('')
  const [sending, setSending] = useState(false)

  useEffect(() => {
    if (!sending) writePartyDraft(draft)
  }, [draft, sending])
  // Back from 选择书目: its pick is in the stored draft.
  useOnReturn(() => {
    const stored = readPartyDraft()
    if (stored) setDraft((d) => ({ ...d, bookTitle: stored.bookTitle, subjectId: stored.subjectId, topic: stored.topic }))
  })

  if (!loggedIn) return <LoginRequired message='登录后发起读书会' />

  const set = (patch: Partial<PartyDraft>) => {
    setError('')
    setDraft((d) => ({ ...d, ...patch }))
  }

  const submit = () => {
    if (sending) return
    const checked = toCreateBody(draft, Date.now())
    if (checked.error !== undefined) {
      setError(checked.error)
      toast(checked.error)
      return
    }
    setSending(true)
    createParty(checked.body)
      .then((detail) => {
        clearPartyDraft()
        setDraft(emptyDraft(Date.now(), draft.city))
        toast('读书会已发起')
        void replaceRoute('reading-detail', { partyId: detail.party.id })
      })
      .catch((e) => setError(describeError(e)))
      .finally(() => setSending(false))
  }

  return (
    <View className='reading-creat' data-testid='reading-creat' data-subject-id={draft.subjectId ?? ''}>
      <View className='reading-creat__group'>
        <FormField label='活动名称' value={draft.title} onChange={(title) => set({ title })} maxLength={TITLE_MAX} placeholder='如：周末共读《被讨厌的勇气》' testId='reading-creat-title' />
        <View className='reading-creat__picker-row' onClick={() => void openRoute('reading-searchBookTopic')} data-testid='reading-creat-pick'>
          <Text className='reading-creat__label'>书目/话题</Text>
          <Text className='reading-creat__pick-hint'>{draft.subjectId ? '已从课程中选书，可重新选择' : '从课程中选书或选话题'}</Text>
          <Text className='reading-creat__arrow'>›</Text>
        </View>
        <FormField label='书名' value={draft.bookTitle} onChange={(bookTitle) => set({ bookTitle, subjectId: null })} maxLength={BOOK_TITLE_MAX} placeholder='读哪本书（可不填）' testId='reading-creat-book' />
        <FormField label='话题' value={draft.topic} onChange={(topic) => set({ topic })} maxLength={TOPIC_MAX} placeholder='聊什么话题（书名和话题至少填一个）' testId='reading-creat-topic' />
      </View>

      <View className='reading-creat__group'>
        <FormField label='城市' value={draft.city} onChange={(city) => set({ city })} maxLength={CITY_MAX} placeholder='如：上海' testId='reading-creat-city' />
        <FormField label='场地名称' value={draft.venue} onChange={(venue) => set({ venue })} maxLength={VENUE_MAX} placeholder='如：思南书局' testId='reading-creat-venue' />
        <FormField label='详细地址' value={draft.address} onChange={(address) => set({ address })} maxLength={ADDRESS_MAX} placeholder='街道、门牌号' testId='reading-creat-address' />
      </View>

      <View className='reading-creat__group'>
        <MomentRow label='开始时间' value={draft.startsAt} onChange={(ms) => set(moveStart(draft, ms))} testId='reading-creat-starts' />
        <MomentRow label='结束时间' value={draft.endsAt} onChange={(endsAt) => set({ endsAt })} testId='reading-creat-ends' />
        <MomentRow label='报名截止' value={draft.signupDeadline} onChange={(signupDeadline) => set({ signupDeadline })} testId='reading-creat-deadline' />
        <Text className='reading-creat__note'>报名截止前报名者可取消并全额退款，截止后不能取消。</Text>
      </View>

      <View className='reading-creat__group'>
        <FormField label='人数上限' kind='digit' value={draft.capacity} onChange={(capacity) => set({ capacity })} maxLength={3} placeholder={`1到${CAPACITY_MAX}人`} testId='reading-creat-capacity' />
        <FormField label='报名费' value={draft.fee} onChange={(fee) => set({ fee })} maxLength={8} placeholder='单位：元，不填或0为免费' testId='reading-creat-fee' />
        <Text className='reading-creat__note'>收费活动的报名费在活动结束、你结算后计入收入（扣除平台服务费），可提现。</Text>
      </View>

      <View className='reading-creat__group'>
        <FormField label='活动介绍' kind='textarea' showCount value={draft.description} onChange={(description) => set({ description })} maxLength={DESCRIPTION_MAX} placeholder='流程、需要提前读到哪里、注意事项…' testId='reading-creat-description' />
      </View>

      {error ? (
        <Text className='reading-creat__error' data-testid='reading-creat-error'>
          {error}
        </Text>
      ) : null}
      <View className='reading-creat__submit'>
        <TapButton block onClick={submit} disabled={sending} testId='reading-creat-submit'>
          {sending ? '正在发起…' : '发起读书会'}
        </TapButton>
      </View>
    </View>
  )
}
