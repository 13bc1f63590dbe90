// 读书会 (kept alive): upcoming parties in my city, soonest first, paged. The city is the one
// chosen on 选择城市 (remembered on this device; ?city= opens another); 全部城市 lists all.
// In our app a party opens natively (utils/nav.ts openParty).
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import ListFooter from '@/components/ListFooter'
import StateView from '@/components/StateView'
import TapButton from '@/components/TapButton'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { usePagedList } from '@/components/hooks/usePagedList'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { usePageRoute } from '@/components/PageShell/context'
import { openRoute } from '@/components/navigation/navigate'
import { listParties } from '@/features/reading/api/reading'
import PartyCard from '@/features/reading/components/PartyCard'
import { cityLabel, readCity } from '@/features/reading/utils/city'
import { openParty } from '@/features/reading/utils/nav'
import './PartyIndex.scss'

export default function PartyIndex() {
  const { params } = usePageRoute()
  const [city, setCity] = useState(() => (params.city ?? readCity()).trim())
  const list = usePagedList((page) => listParties(city, page), [city])
  usePullDownReload(list.reload, list.loading)
  // Back from 选择城市: the list of the city chosen there.
  useOnReturn(() => {
    const chosen = readCity()
    if (chosen !== city) setCity(chosen)
  })

  const create = () => void openRoute('reading-creat')
  return (
    <View className='reading-index' data-testid='reading-index' data-city={city} data-count={list.items.length}>
      <View className='reading-index__bar'>
        <View className='reading-index__city' onClick={() => void openRoute('reading-city')} data-testid='reading-city-switch'>
          <Text className='reading-index__city-name'>{cityLabel(city)}</Text>
          <Text className='reading-index__city-arrow'>▾</Text>
        </View>
        <Text className='reading-index__mine' onClick={() => void openRoute('reading-mycenter')} data-testid='reading-go-mine'>
          我的读书会 ›
        </Text>
      </View>
      <View className='reading-index__intro'>
        <Text className='reading-index__title'>线下读书会</Text>
        <Text className='reading-index__sub'>和同城书友面对面，聊一本书、一个话题</Text>
      </View>
      {list.loading ? <StateView status='loading' /> : null}
      {!list.loading && list.error ? <StateView status='error' message={list.error} actionText='重新加载' onAction={list.reload} /> : null}
      {!list.loading && !list.error && list.items.length === 0 ? (
        <StateView status='empty' message={city ? `${city}暂时没有读书会，换个城市看看，或者发起一场吧` : '暂时没有读书会，发起第一场吧'} actionText='发起读书会' onAction={create} />
      ) : null}
      {list.items.map((party) => (
        <PartyCard key={party.id} party={party} onOpen={(p) => openParty(p.id)} />
      ))}
      <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} moreError={list.moreError} onMore={list.loadMore} count={list.items.length} />
      <View className='reading-index__space' />
      <View className='reading-index__bar-bottom'>
        <TapButton block onClick={create} testId='reading-go-creat'>
          发起读书会
        </TapButton>
      </View>
    </View>
  )
}
