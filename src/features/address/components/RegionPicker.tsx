// 所在地区: province → city → district in one sheet, the way Chinese shops do it (tabs on top, the
// level's list below). The region data loads the first time the sheet opens.
import { ScrollView, Text, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import StateView from '@/components/StateView'
import { Z_INDEX_BASE } from '@/core/config'
import { describeError } from '@/core/request/client'
import type { Region, RegionIndex } from '@/features/address/utils/regionIndex'
import { loadRegions } from '@/features/address/utils/regions'
import './RegionPicker.scss'

export interface RegionValue {
  province: Region
  city: Region
  /** null when the city has no districts. */
  district: Region | null
}

export interface RegionPickerProps {
  visible: boolean
  value: RegionValue | null
  onConfirm: (value: RegionValue) => void
  onClose: () => void
}

type Level = 0 | 1 | 2

export default function RegionPicker({ visible, value, onConfirm, onClose }: RegionPickerProps) {
  const [index, setIndex] = useState<RegionIndex | null>(null)
  const [error, setError] = useState('')
  const [attempt, setAttempt] = useState(0)
  const [picked, setPicked] = useState<Region[]>([])
  const [level, setLevel] = useState<Level>(0)

  useEffect(() => {
    if (!visible || index) return
    let live = true
    setError('')
    loadRegions()
      .then((loaded) => live && setIndex(loaded))
      .catch((e) => live && setError(describeError(e) === '操作失败，请稍后重试' ? '地区数据加载失败，请检查网络后重试' : describeError(e)))
    return () => {
      live = false
    }
  }, [visible, index, attempt])

  // Each opening starts from the current value.
  useEffect(() => {
    if (!visible) return
    const start = value ? [value.province, value.city, ...(value.district ? [value.district] : [])] : []
    setPicked(start)
    setLevel(start.length >= 3 ? 2 : (start.length as Level))
  }, [visible, value])

  const options: Region[] = !index ? [] : level === 0 ? index.provinces : level === 1 ? index.cities(picked[0]?.code ?? '') : index.districts(picked[1]?.code ?? '')

  const choose = (region: Region) => {
    if (!index) return
    const next = [...picked.slice(0, level), region]
    setPicked(next)
    if (level === 0) {
      setLevel(1)
      return
    }
    if (level === 1) {
      if (index.districts(region.code).length) {
        setLevel(2)
        return
      }
      onConfirm({ province: next[0], city: next[1], district: null })
      return
    }
    onConfirm({ province: next[0], city: next[1], district: next[2] })
  }

  const tabs: { level: Level; label: string }[] = []
  for (let l = 0; l <= level; l++) tabs.push({ level: l as Level, label: picked[l] && l < level ? picked[l].name : picked[l]?.name ?? '请选择' })

  return (
    <Popup visible={visible} position='bottom' round zIndex={Z_INDEX_BASE} onClose={onClose}>
      <View className='region-picker' data-testid='region-picker'>
        <View className='region-picker__head'>
          <Text className='region-picker__title'>选择所在地区</Text>
          <View className='region-picker__close' onClick={onClose} aria-label='关闭' data-testid='region-close'>
            ×
          </View>
        </View>
        <View className='region-picker__tabs'>
          {tabs.map((tab) => (
            <Text
              key={tab.level}
              className={`region-picker__tab${tab.level === level ? ' region-picker__tab--on' : ''}`}
              onClick={() => setLevel(tab.level)}
              data-testid={`region-tab-${tab.level}`}
            >
              {tab.level === level && !picked[tab.level] ? '请选择' : tab.label}
            </Text>
          ))}
        </View>
        {error ? (
          <StateView status='error' compact message={error} actionText='重新加载' onAction={() => setAttempt((n) => n + 1)} />
        ) : !index ? (
          <StateView status='loading' compact message='正在加载地区…' />
        ) : (
          <ScrollView scrollY className='region-picker__list' key={`${level}-${picked[level - 1]?.code ?? ''}`}>
            {options.map((region) => {
              const on = picked[level]?.code === region.code
              return (
                <View
                  key={region.code}
                  className={`region-picker__option${on ? ' region-picker__option--on' : ''}`}
                  onClick={() => choose(region)}
                  data-testid='region-option'
                  data-code={region.code}
                >
                  <Text>{region.name}</Text>
                  {on ? <Text className='region-picker__check'>✓</Text> : null}
                </View>
              )
            })}
          </ScrollView>
        )}
      </View>
    </Popup>
  )
}
