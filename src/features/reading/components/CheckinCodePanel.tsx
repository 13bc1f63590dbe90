// The rotating check-in code on the manage page: the 6 digits big (read out in the room) and a QR
// code attendees scan (it opens the party with the code filled in), both renewed every 30 seconds
// with a countdown. The QR is drawn on this phone (Poster canvas) from the server's path.
import { Image, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { PageCanvas } from '@/components/Poster'
import { drawQr } from '@/components/Poster/canvas'
import type { PosterSize } from '@/components/Poster/canvas'
import { renderPoster } from '@/components/Poster/image'
import { posterLink } from '@/components/Poster/link'
import ProgressBar from '@/components/ProgressBar'
import StateView from '@/components/StateView'
import { useCheckinCode } from '@/features/reading/hooks/useCheckinCode'
import { elapsedRatio, spacedCode } from '@/features/reading/utils/checkinCode'
import './CheckinCodePanel.scss'

const QR_SIZE: PosterSize = { width: 180, height: 180, scale: 2 }
const CANVAS_ID = 'reading-checkin-qr'

export default function CheckinCodePanel({ partyId }: { partyId: number }) {
  const { shown, secondsLeft, error, now } = useCheckinCode(partyId, true)
  const [qr, setQr] = useState('')
  const text = shown ? posterLink(shown.code.qrText, '') || shown.code.qrText : ''

  useEffect(() => {
    if (!text) return
    let live = true
    renderPoster(
      (ctx) => {
        ctx.fillStyle = '#ffffff'
        ctx.fillRect(0, 0, QR_SIZE.width, QR_SIZE.height)
        drawQr(ctx, text, 8, 8, QR_SIZE.width - 16)
      },
      QR_SIZE,
      CANVAS_ID,
    )
      .then((src) => live && setQr(src))
      .catch(() => live && setQr(''))
    return () => {
      live = false
    }
  }, [text])

  if (!shown) return error ? <StateView status='error' compact message={error} /> : <StateView status='loading' compact message='正在获取签到码…' />
  return (
    <View className='reading-code' data-testid='reading-checkin-panel' data-code={shown.code.code}>
      <Text className='reading-code__caption'>签到码</Text>
      <Text className='reading-code__digits' data-testid='reading-checkin-digits'>
        {spacedCode(shown.code.code)}
      </Text>
      <PageCanvas canvasId={CANVAS_ID} size={QR_SIZE} />
      {qr ? (
        <Image className='reading-code__qr' src={qr} style={{ width: `${QR_SIZE.width}px`, height: `${QR_SIZE.height}px` }} data-testid='reading-checkin-qr' data-text={text} />
      ) : (
        <View className='reading-code__qr' style={{ width: `${QR_SIZE.width}px`, height: `${QR_SIZE.height}px` }} />
      )}
      <ProgressBar value={100 - elapsedRatio(shown, now) * 100} className='reading-code__bar' />
      <Text className='reading-code__countdown' data-testid='reading-checkin-countdown' data-seconds={secondsLeft}>
        {secondsLeft > 0 ? `${secondsLeft}秒后更新` : '正在更新…'}
      </Text>
      <Text className='reading-code__hint'>请书友扫码或在读书会详情页输入签到码，活动开始前1小时至结束可签到</Text>
      {error ? <Text className='reading-code__error'>{error}，正在重试</Text> : null}
    </View>
  )
}
