// /common/poster: a share poster of the VIP offer with my invitation code, drawn on a canvas;
// save it to the album (app, mini-program, browser download) or long-press it (WeChat browser).
import { Canvas, Image, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import LoginRequired from '@/components/session/LoginRequired'
import { usePageRoute } from '@/components/PageShell/context'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { H5_ORIGIN } from '@/core/config'
import { describeError } from '@/core/request/client'
import { buildShareLink } from '@/core/share/link'
import { toast } from '@/core/toast'
import { useVipOffers } from '@/features/vip/hooks/useVipOffers'
import { POSTER_HEIGHT, POSTER_WIDTH } from '@/features/vip/utils/drawPoster'
import { canShareImage, POSTER_CANVAS_ID, renderPoster, savePoster, sharePoster } from '@/features/vip/utils/posterImage'
import './VipPoster.scss'

const IS_WEAPP = process.env.TARO_ENV === 'weapp'

/** Where the poster's QR code leads: the VIP home with the sharer's invitation code; '' when no H5 address is known. */
function posterLink(invitationCode: string): string {
  const origin = process.env.TARO_ENV === 'h5' ? window.location.origin : H5_ORIGIN
  return origin ? buildShareLink(`${origin}/`, invitationCode) : ''
}

export default function VipPoster() {
  const { params } = usePageRoute()
  const { user, loggedIn, error: userError, reload: reloadUser } = useCurrentUser()
  const offers = useVipOffers()
  const [src, setSrc] = useState('')
  const [error, setError] = useState('')
  const [attempt, setAttempt] = useState(0)
  const [saving, setSaving] = useState(false)

  const offer = offers.data?.find((o) => String(o.id) === params.offerId) ?? offers.data?.[0]

  useEffect(() => {
    if (!user || !offer) return
    let live = true
    setError('')
    renderPoster({
      nickname: user.nickname || '心栈用户',
      invitationCode: user.invitationCode,
      offerName: offer.name,
      priceFen: offer.priceFen,
      originalPriceFen: offer.originalPriceFen ?? 0,
      durationDays: offer.durationDays,
      benefits: offer.benefits,
      link: posterLink(user.invitationCode),
    })
      .then((image) => live && setSrc(image))
      .catch((e) => live && setError(describeError(e)))
    return () => {
      live = false
    }
  }, [user, offer, attempt])

  if (!loggedIn) return <LoginRequired message='登录后生成带有你专属邀请码的会员海报' />
  if (userError) return <StateView status='error' message={userError} actionText='重新加载' onAction={reloadUser} />
  if (offers.error) return <StateView status='error' message={offers.error} actionText='重新加载' onAction={offers.reload} />
  if (offers.data && !offer) return <StateView status='empty' message='暂时没有可分享的会员方案' />

  const save = async () => {
    if (!src) return
    setSaving(true)
    try {
      const result = await savePoster(src)
      toast(result === 'saved' ? '海报已保存' : '请长按海报图片保存到手机')
    } catch (e) {
      toast(describeError(e))
    } finally {
      setSaving(false)
    }
  }

  return (
    <View className='vip-poster' data-testid='vip-poster'>
      {IS_WEAPP ? <Canvas type='2d' id={POSTER_CANVAS_ID} className='vip-poster__canvas' style={{ width: `${POSTER_WIDTH}px`, height: `${POSTER_HEIGHT}px` }} /> : null}
      <View className='vip-poster__frame'>
        {src ? (
          <Image
            className='vip-poster__image'
            src={src}
            mode='widthFix'
            showMenuByLongpress
            data-testid='poster-image'
            data-invite-code={user?.invitationCode}
          />
        ) : error ? (
          <StateView status='error' message={error} actionText='重新生成' onAction={() => setAttempt((n) => n + 1)} />
        ) : (
          <StateView status='loading' message='正在生成海报…' />
        )}
      </View>
      <Text className='vip-poster__hint'>长按海报可保存或发送给好友，好友注册时填写你的邀请码即可绑定</Text>
      <View className='vip-poster__actions'>
        {canShareImage() ? (
          <TapButton variant='outline' onClick={() => src && sharePoster(src).catch((e) => toast(describeError(e)))} testId='poster-share'>
            分享给好友
          </TapButton>
        ) : null}
        <TapButton onClick={save} disabled={!src || saving} testId='poster-save'>
          {saving ? '正在保存…' : '保存到相册'}
        </TapButton>
      </View>
    </View>
  )
}
