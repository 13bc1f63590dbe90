// 选择城市: 全部城市, the hot cities (most parties) and every city with upcoming parties, each with
// its count. The choice is remembered on this device and the list shows it (back to 读书会).
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import StateView from '@/components/StateView'
import { useRequest } from '@/components/hooks/useRequest'
import { goBack } from '@/components/navigation/navigate'
import { routeUrl } from '@/routes/match'
import { getCities } from '@/features/reading/api/reading'
import { ALL_CITIES, readCity, writeCity } from '@/features/reading/utils/city'
import './CityPicker.scss'

export default function CityPicker() {
  const cities = useRequest(getCities)
  const [current] = useState(readCity)

  const choose = (city: string) => {
    writeCity(city)
    goBack(routeUrl('reading-index'))
  }

  if (cities.loading && !cities.data) return <StateView status='loading' />
  if (!cities.data) return <StateView status='error' message={cities.error} actionText='重新加载' onAction={cities.reload} />
  const { hot, cities: all } = cities.data

  return (
    <View className='reading-city' data-testid='reading-city' data-current={current}>
      <Text className='reading-city__label'>当前：{current || ALL_CITIES}</Text>
      <View className='reading-city__chips'>
        <Text className={`reading-city__chip${current === '' ? ' reading-city__chip--on' : ''}`} onClick={() => choose('')} data-testid='reading-city-all'>
          {ALL_CITIES}
        </Text>
      </View>
      {hot.length ? (
        <>
          <Text className='reading-city__label'>热门城市</Text>
          <View className='reading-city__chips' data-testid='reading-city-hot' data-count={hot.length}>
            {hot.map((c) => (
              <Text
                key={c.name}
                className={`reading-city__chip${c.name === current ? ' reading-city__chip--on' : ''}`}
                onClick={() => choose(c.name)}
                data-testid='reading-city-hot-option'
                data-city={c.name}
              >
                {c.name}
              </Text>
            ))}
          </View>
        </>
      ) : null}
      <Text className='reading-city__label'>有读书会的城市</Text>
      {all.length === 0 ? (
        <StateView status='empty' compact message='暂时没有城市有读书会，发起第一场吧' />
      ) : (
        <View className='reading-city__list' data-testid='reading-city-list' data-count={all.length}>
          {all.map((c) => (
            <View key={c.name} className='reading-city__row' onClick={() => choose(c.name)} data-testid='reading-city-option' data-city={c.name}>
              <Text className='reading-city__name'>{c.name}</Text>
              <Text className='reading-city__count'>{c.count}场</Text>
              {c.name === current ? <Text className='reading-city__check'>✓</Text> : null}
            </View>
          ))}
        </View>
      )}
    </View>
  )
}
