// The new-user gift on the pay home: shown to a logged-in user who has not claimed it yet.
import { Text, View } from '@tarojs/components'
import { useCallback, useEffect, useState } from 'react'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { openRoute } from '@/components/navigation/navigate'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { getBeginnerGift } from '@/core/api/commerce'
import type { BeginnerGift } from '@/core/api/commerce'
import './BeginnerBanner.scss'

export default function BeginnerBanner() {
  const { loggedIn } = useCurrentUser()
  const [gift, setGift] = useState<BeginnerGift | null>(null)

  const load = useCallback(() => {
    if (!loggedIn) {
      setGift(null)
      return
    }
    // A failure only hides the banner: the gift stays reachable from 我的资料 and the coupons pages.
    getBeginnerGift()
      .then(setGift)
      .catch(() => setGift(null))
  }, [loggedIn])

  useEffect(load, [load])
  // Back from claiming it: hide the banner.
  useOnReturn(load)

  if (!gift || gift.claimed || !gift.coupons.length) return null
  return (
    <View className='beginner-banner' onClick={() => void openRoute('coupons-beginnerGuide')} data-testid='home-beginner-gift'>
      <View className='beginner-banner__gift'>礼</View>
      <View className='beginner-banner__text'>
        <Text className='beginner-banner__title'>新人礼包待领取</Text>
        <Text className='beginner-banner__desc'>{gift.coupons.map((c) => c.label).join(' + ')}</Text>
      </View>
      <Text className='beginner-banner__go'>立即领取</Text>
    </View>
  )
}
