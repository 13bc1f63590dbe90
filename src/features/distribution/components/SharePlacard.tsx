// 推广海报 (sharePlacard, ?commodityId= for a product's poster): the poster with my code — the
// mini-program code when the server has one (wxacodeUrl), else a QR code of the H5 link (the H5
// origin + the server's h5Path) — with 保存 and 分享, and the link itself to copy.
import { Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import PosterPanel from '@/components/Poster'
import type { PosterDraw } from '@/components/Poster'
import { h5Link, routeShareLink } from '@/components/Poster/link'
import StateView from '@/components/StateView'
import RequestError from '@/components/StateView/RequestError'
import { useRequest } from '@/components/hooks/useRequest'
import { usePageRoute } from '@/components/PageShell/context'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { fenToYuan } from '@/core/format'
import { mediaUrl } from '@/core/media'
import { getPoster } from '@/features/distribution/api/distribution'
import { CODE_IMAGE, drawPromoterPoster, PROMOTER_POSTER } from '@/features/distribution/utils/drawPoster'
import { copyText } from '@/features/distribution/utils/copy'
import { DIST, positiveId } from '@/features/distribution/utils/nav'
import './SharePlacard.scss'

const ELSEWHERE = { text: '去达人中心', route: DIST.talent }

export default function SharePlacard() {
  const { params } = usePageRoute()
  const commodityId = positiveId(params.commodityId)
  const { loggedIn } = useCurrentUser()
  const poster = useRequest(() => getPoster(commodityId), [commodityId, loggedIn], loggedIn)
  const data = poster.data
  const link = data ? h5Link(data.h5Path, data.code) : ''
  const images = useMemo(() => {
    const urls: Record<string, string> = {}
    if (data?.wxacodeUrl) urls[CODE_IMAGE] = mediaUrl(data.wxacodeUrl)
    return urls
  }, [data])
  const draw = useMemo<PosterDraw | null>(
    () =>
      data
        ? (ctx, loaded) => {
            drawPromoterPoster(ctx, loaded, data, link)
          }
        : null,
    [data, link],
  )

  if (!loggedIn) return <LoginRequired message='登录后生成你的推广海报' />
  if (poster.loading && !data) return <StateView status='loading' message='正在准备海报…' />
  if (!data) return <RequestError request={poster} elsewhere={ELSEWHERE} />

  const product = data.product
  const share = product
    ? {
        title: `推荐你看看：${product.name}`,
        desc: product.pitch || `¥${fenToYuan(product.priceFen)}`,
        link: routeShareLink(DIST.purchase, { commodityId: product.commodityId, inviteCode: data.code }),
      }
    : { title: '邀请你一起来心栈学习成长', desc: '心理学好课、测评与读书会', link: routeShareLink('home', { inviteCode: data.code }) }

  return (
    <View className='dist-poster' data-testid='dist-poster' data-link={link} data-code={data.wxacodeUrl ? 'wxacode' : link ? 'qr' : 'none'}>
      <View className='dist-poster__intro'>
        {product ? (
          <>
            <Text className='dist-poster__title' data-testid='dist-poster-product'>
              {product.name}
            </Text>
            <Text className='dist-poster__earn' data-testid='dist-poster-earn'>
              好友通过海报购买，你可赚¥{fenToYuan(product.earnFen)}
            </Text>
          </>
        ) : (
          <>
            <Text className='dist-poster__title'>我的推广海报</Text>
            <Text className='dist-poster__earn'>好友扫码后与你绑定，之后购买推广商品你都能得佣金</Text>
          </>
        )}
      </View>
      <PosterPanel
        canvasId='dist-poster-canvas'
        size={PROMOTER_POSTER}
        draw={draw}
        images={images}
        fileName={product ? `心栈推荐-${product.name}.png` : '心栈推广海报.png'}
        hint='保存海报发给好友或朋友圈，好友扫码即可查看'
        share={share}
        imageData={{ link, 'commodity-id': product ? String(product.commodityId) : '' }}
      />
      {link ? (
        <View className='dist-poster__link'>
          <Text className='dist-poster__link-label'>推广链接</Text>
          <Text className='dist-poster__link-text' data-testid='dist-poster-link' userSelect>
            {link}
          </Text>
          <Text className='dist-poster__copy' onClick={() => copyText(link, '推广链接')} data-testid='dist-poster-copy'>
            复制链接
          </Text>
        </View>
      ) : null}
    </View>
  )
}
