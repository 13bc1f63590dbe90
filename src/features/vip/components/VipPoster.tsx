// /common/poster: a share poster of the VIP offer with my invitation code, drawn on a canvas;
// save it to the album (app, mini-program, browser download) or long-press it (WeChat browser).
import { View } from '@tarojs/components'
import { useMemo } from 'react'
import PosterPanel from '@/components/Poster'
import { posterLink } from '@/components/Poster/link'
import StateView from '@/components/StateView'
import LoginRequired from '@/components/session/LoginRequired'
import { usePageRoute } from '@/components/PageShell/context'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { useVipOffers } from '@/features/vip/hooks/useVipOffers'
import { drawPoster, POSTER_SIZE } from '@/features/vip/utils/drawPoster'
import './VipPoster.scss'

export default function VipPoster() {
  const { params } = usePageRoute()
  const { user, loggedIn, error: userError, reload: reloadUser } = useCurrentUser()
  const offers = useVipOffers()

  const offer = offers.data?.find((o) => String(o.id) === params.offerId) ?? offers.data?.[0]

  const draw = useMemo(() => {
    if (!user || !offer) return null
    const data = {
      nickname: user.nickname || '心栈用户',
      invitationCode: user.invitationCode,
      offerName: offer.name,
      priceFen: offer.priceFen,
      originalPriceFen: offer.originalPriceFen ?? 0,
      durationDays: offer.durationDays,
      benefits: offer.benefits,
      // The QR code opens the VIP home with the sharer's invitation code.
      link: posterLink('/', user.invitationCode),
    }
    return (ctx: Parameters<typeof drawPoster>[0]) => drawPoster(ctx, data)
  }, [user, offer])

  if (!loggedIn) return <LoginRequired message='登录后生成带有你专属邀请码的会员海报' />
  if (userError) return <StateView status='error' message={userError} actionText='重新加载' onAction={reloadUser} />
  if (offers.error) return <StateView status='error' message={offers.error} actionText='重新加载' onAction={offers.reload} />
  if (offers.data && !offer) return <StateView status='empty' message='暂时没有可分享的会员方案' />

  return (
    <View className='vip-poster' data-testid='vip-poster'>
      <PosterPanel
        canvasId='vip-poster-canvas'
        size={POSTER_SIZE}
        draw={draw}
        fileName='心栈会员海报.png'
        hint='长按海报可保存或发送给好友，好友注册时填写你的邀请码即可绑定'
        imageData={{ 'invite-code': user?.invitationCode }}
      />
    </View>
  )
}
