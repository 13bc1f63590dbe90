// 发布打卡 (?challengeId=, and &day= for a make-up card): today's punch, or a missed day's with a
// card. Text (≤ 1000 characters) and up to nine photos, each uploaded as chosen; a daily
// challenge needs one of the two, a listen challenge enough listening that day (shown here, the
// server decides). In the mini-program the tap on 打卡 first offers the reminder (WeChat shows its
// popup only inside a tap). Then back to the page below, which reloads; when the text was held
// for review (docs/PUNCH.md "Moderation") the page first says so: the day is recorded, others see
// the punch once an operator released it. A half-written punch (text, uploaded photos) is kept per
// challenge and day across leaving the page (utils/draft.ts) and removed once sent.
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import ImageGrid from '@/components/ImageGrid'
import StateView from '@/components/StateView'
import RequestError from '@/components/StateView/RequestError'
import TapButton from '@/components/TapButton'
import TextBox from '@/components/TextBox'
import { useImageUploads } from '@/components/hooks/useImageUploads'
import LoginRequired from '@/components/session/LoginRequired'
import { formatMinutes } from '@/core/format'
import { toast } from '@/core/toast'
import { PUNCH_IMAGES_MAX, PUNCH_TEXT_MAX, makeUp, punchToday, type ChallengeDetail } from '@/features/punch/api/punch'
import { useChallenge } from '@/features/punch/hooks/useChallenge'
import { monthDay } from '@/features/punch/utils/calendar'
import { clearPunchDraft, readPunchDraft, writePunchDraft } from '@/features/punch/utils/draft'
import { backToChallenge, openPunch } from '@/features/punch/utils/nav'
import { REMINDER_HERE, askForReminder } from '@/features/punch/utils/reminder'
import './PostPunch.scss'

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

export default function PostPunch() {
  const { challengeId, loggedIn, params, request } = useChallenge()
  const makeupDay = DAY_PATTERN.test(params.day ?? '') ? params.day : null
  const [held, setHeld] = useState<string | null>(null)

  if (!loggedIn) return <LoginRequired message='登录后打卡' />
  if (challengeId === null) return <StateView status='error' message='挑战不存在' />
  if (held) return <HeldNotice day={held} onBack={() => request.data && backToChallenge(request.data.challenge)} />
  if (request.loading && !request.data) return <StateView status='loading' />
  if (!request.data) return <RequestError request={request} elsewhere={{ text: '看看其他挑战', route: 'punch-index' }} />
  const { challenge, me } = request.data
  if (!me.joined) {
    return <StateView status='empty' message='参加挑战后才能打卡' actionText='去参加' onAction={() => openPunch('punch-detailed', challenge.id)} />
  }
  if (!makeupDay && me.punchedToday) {
    return (
      <View data-testid='punch-post-done'>
        <StateView status='empty' message='今天已经打过卡了，明天继续' actionText='看看大家的打卡' onAction={() => openPunch('punch-timeline', challenge.id)} />
      </View>
    )
  }
  // Keyed by the day, so the draft read is the one of this challenge and day.
  return <PunchForm key={`${challenge.id}:${makeupDay ?? me.today}`} detail={request.data} makeupDay={makeupDay} onHeld={setHeld} />
}

/** The punch was stored but its text waits for review: say so before going back. */
function HeldNotice({ day, onBack }: { day: string; onBack: () => void }) {
  return (
    <View className='punch-post punch-post--held' data-testid='punch-post-held' data-day={day}>
      <Text className='punch-post__held-title'>审核中</Text>
      <Text className='punch-post__held-text'>{monthDay(day)}的打卡已记录，连续天数照常计算。文字和图片审核通过后其他人才能看到，审核前仅你自己可见。</Text>
      <TapButton block onClick={onBack} testId='punch-post-held-back' className='punch-post__submit'>
        知道了
      </TapButton>
    </View>
  )
}

function PunchForm({ detail, makeupDay, onHeld }: { detail: ChallengeDetail; makeupDay: string | null; onHeld: (day: string) => void }) {
  const { challenge, me } = detail
  const day = makeupDay ?? me.today
  const [saved] = useState(() => readPunchDraft(challenge.id, day))
  const [text, setText] = useState(saved?.text ?? '')
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const pics = useImageUploads(PUNCH_IMAGES_MAX, saved?.images)
  // Keeps what is written (and uploaded) until it is sent.
  useEffect(() => {
    if (!sent) writePunchDraft(challenge.id, day, { text, images: pics.images })
  }, [challenge.id, day, text, pics.images, sent])

  const listen = challenge.kind === 'listen'
  const length = Array.from(text.trim()).length
  const enoughListening = !listen || makeupDay !== null || me.listenedMinutesToday >= challenge.minMinutes

  const submit = async () => {
    if (sending) return
    if (!listen && !length && !pics.images.length) {
      toast('请写下打卡内容或上传照片')
      return
    }
    if (pics.uploading) {
      toast('图片还在上传，请稍候')
      return
    }
    setSending(true)
    try {
      // The reminder first, inside the tap: WeChat shows its popup only for a user's tap.
      if (REMINDER_HERE && !makeupDay && me.reminder.templateId && me.reminder.pending === 0) {
        await askForReminder(challenge.id, me.reminder).catch(() => undefined)
      }
      const input = { challengeId: challenge.id, ...(length ? { text: text.trim() } : {}), ...(pics.images.length ? { images: pics.images.map((i) => i.url) } : {}) }
      const result = makeupDay ? await makeUp({ ...input, day: makeupDay }) : await punchToday(input)
      setSent(true)
      clearPunchDraft(challenge.id, day)
      setText('')
      pics.clear()
      if (result.punch.status === 'held') {
        onHeld(result.punch.day)
        return
      }
      toast(makeupDay ? `补卡成功，还剩${result.me.makeupLeft}张补卡卡` : `打卡成功，已连续${result.me.streak}天`)
      backToChallenge(challenge)
    } catch {
      // The request client has shown the server's message.
    } finally {
      setSending(false)
    }
  }

  return (
    <View className='punch-post' data-testid='punch-post' data-mode={makeupDay ? 'makeup' : 'today'} data-day={makeupDay ?? me.today}>
      <View className='punch-post__head'>
        <Text className='punch-post__title'>{challenge.title}</Text>
        <Text className='punch-post__day'>
          {makeupDay ? `补卡：${monthDay(makeupDay)}（还剩${me.makeupLeft}张补卡卡）` : `今天 ${monthDay(me.today)}`}
        </Text>
      </View>
      {listen || me.listenedMinutesToday > 0 ? (
        <View className='punch-post__minutes' data-testid='punch-post-minutes' data-value={me.listenedMinutesToday}>
          {makeupDay ? (
            <Text>补卡需要这一天真实听书满 {challenge.minMinutes} 分钟</Text>
          ) : (
            <Text>
              今天已听书 {formatMinutes(me.listenedMinutesToday)}
              {listen ? `（需满 ${challenge.minMinutes} 分钟）` : ''}
            </Text>
          )}
        </View>
      ) : null}
      <TextBox
        value={text}
        onChange={setText}
        maxLength={PUNCH_TEXT_MAX}
        placeholder={listen ? '写点听书的收获（可不写）' : '今天读了什么、想到了什么…'}
        testId='punch-post'
        className='punch-post__text'
      />
      <ImageGrid uploads={pics} max={PUNCH_IMAGES_MAX} testId='punch-post' className='punch-post__images' />
      <TapButton block onClick={() => void submit()} disabled={sending || !enoughListening} testId='punch-post-submit' className='punch-post__submit'>
        {sending ? '提交中…' : !enoughListening ? `再听${challenge.minMinutes - me.listenedMinutesToday}分钟就能打卡` : makeupDay ? '使用补卡卡' : '打卡'}
      </TapButton>
    </View>
  )
}
