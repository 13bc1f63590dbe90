// 签到: the attendee types the 6-digit code the organiser shows (or arrives with it from the QR,
// ?checkinCode=). The server checks it against the current and the previous 30-second code.
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import TapButton from '@/components/TapButton'
import { stripNonDigits } from '@/core/validate'
import { toast } from '@/core/toast'
import { checkIn, type MySignup } from '@/features/reading/api/reading'
import './CheckinBox.scss'

export interface CheckinBoxProps {
  partyId: number
  initialCode: string
  onCheckedIn: (signup: MySignup) => void
}

export default function CheckinBox({ partyId, initialCode, onCheckedIn }: CheckinBoxProps) {
  const [code, setCode] = useState(stripNonDigits(initialCode).slice(0, 6))
  const [sending, setSending] = useState(false)

  const submit = () => {
    if (!/^\d{6}$/.test(code)) {
      toast('请输入6位数字签到码')
      return
    }
    if (sending) return
    setSending(true)
    checkIn(partyId, code)
      .then((signup) => {
        toast('签到成功')
        onCheckedIn(signup)
      })
      // The server's message was toasted (wrong or expired code, too many tries, not open yet).
      .catch(() => setCode(''))
      .finally(() => setSending(false))
  }

  return (
    <View className='reading-checkin' data-testid='reading-checkin'>
      <Text className='reading-checkin__title'>输入签到码</Text>
      <Text className='reading-checkin__hint'>签到码在发起人的管理页面上，每30秒更新一次</Text>
      <Input
        className='reading-checkin__input'
        type='number'
        maxlength={6}
        value={code}
        placeholder='6位数字'
        onInput={(e) => setCode(stripNonDigits(e.detail.value).slice(0, 6))}
        data-testid='reading-checkin-code'
      />
      <TapButton block onClick={submit} disabled={sending} testId='reading-checkin-submit'>
        {sending ? '签到中…' : '确认签到'}
      </TapButton>
    </View>
  )
}
