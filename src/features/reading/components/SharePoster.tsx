// 分享海报 (login, ?partyId=): the party's poster with a QR code of its H5 page carrying my
// invitation code; 保存 and 分享 as on every poster page.
import { Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import PosterPanel from '@/components/Poster'
import type { PosterDraw } from '@/components/Poster'
import { posterLink, routeShareLink } from '@/components/Poster/link'
import StateView from '@/components/StateView'
import { useRequest } from '@/components/hooks/useRequest'
import { usePageRoute } from '@/components/PageShell/context'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { getPoster } from '@/features/reading/api/reading'
import { drawPartyPoster, PARTY_POSTER } from '@/features/reading/utils/drawPoster'
import { partyTime } from '@/features/reading/utils/format'
import { partyIdOf } from '@/features/reading/utils/nav'
import './SharePoster.scss'

export default function SharePoster() {
  const { params } = usePageRoute()
  const partyId = partyIdOf(params)
  const { loggedIn } = useCurrentUser()
  const poster = useRequest(() => getPoster(partyId ?? 0), [partyId, loggedIn], loggedIn && partyId !== null)
  const data = poster.data
  const link = data ? posterLink('/reading/detail', data.invitationCode, { partyId: data.party.id }) : ''

  const draw = useMemo<PosterDraw | null>(() => (data ? (ctx) => drawPartyPoster(ctx, data.party, link) : null), [data, link])

  if (!loggedIn) return <LoginRequired message='登录后生成读书会海报' />
  if (partyId === null) return <StateView status='error' message='读书会不存在，去看看其他读书会吧' />
  if (poster.loading && !data) return <StateView status='loading' />
  if (!data) return <StateView status='error' message={poster.error} actionText='重新加载' onAction={poster.reload} />

  return (
    <View className='reading-poster' data-testid='reading-poster' data-link={link}>
      <View className='reading-poster__intro'>
        <Text className='reading-poster__title'>{data.party.title}</Text>
        <Text className='reading-poster__sub'>{partyTime(data.party.startsAt, data.party.endsAt)}</Text>
      </View>
      <PosterPanel
        canvasId='reading-poster-canvas'
        size={PARTY_POSTER}
        draw={draw}
        fileName='心栈读书会.png'
        hint='保存海报分享给书友，扫码即可查看详情并报名'
        share={{ title: `一起来读书：${data.party.title}`, desc: `${partyTime(data.party.startsAt, data.party.endsAt)} · ${data.party.venue}`, link: routeShareLink('reading-detail', { partyId: data.party.id }) }}
        imageData={{ 'party-id': String(data.party.id), link }}
      />
    </View>
  )
}
