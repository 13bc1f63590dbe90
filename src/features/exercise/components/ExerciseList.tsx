// 自助练习 (kept alive): category chips, the paged exercise cards, and the ways to my practices
// and the FAQ. The API has no category list: the chips are the categories of the cards seen
// unfiltered, kept while a filter is on so they do not jump.
import { ScrollView, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import ListFooter from '@/components/ListFooter'
import StateView from '@/components/StateView'
import { usePagedList } from '@/components/hooks/usePagedList'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { listExercises } from '@/features/exercise/api/exercise'
import ExerciseCard from '@/features/exercise/components/ExerciseCard'
import { openExercise, openMyPractices, openQuestions } from '@/features/exercise/utils/nav'
import './ExerciseList.scss'

export default function ExerciseList() {
  const [category, setCategory] = useState('')
  const [categories, setCategories] = useState<string[]>([])
  const list = usePagedList((page) => listExercises(page, { category: category || undefined }), [category])
  usePullDownReload(list.reload, list.loading)

  useEffect(() => {
    if (category) return
    setCategories((known) => {
      const seen = list.items.map((e) => e.category).filter((c) => c && !known.includes(c))
      return seen.length ? [...known, ...Array.from(new Set(seen))] : known
    })
  }, [category, list.items])

  const chips = ['', ...categories]
  return (
    <View className='exercise-list' data-testid='exercise-list'>
      <View className='exercise-list__head'>
        <Text className='exercise-list__title'>给心情一点时间</Text>
        <Text className='exercise-list__lead'>跟着步骤练习几分钟，放松身体、安顿情绪</Text>
        <View className='exercise-list__entries'>
          <View className='exercise-list__entry' onClick={openMyPractices} data-testid='exercise-entry-mine'>
            我的练习
          </View>
          <View className='exercise-list__entry' onClick={openQuestions} data-testid='exercise-entry-questions'>
            常见问题
          </View>
        </View>
      </View>

      <ScrollView scrollX showScrollbar={false} className='exercise-list__chips'>
        {chips.map((c) => (
          <Text
            key={c || 'all'}
            className={`exercise-list__chip${c === category ? ' exercise-list__chip--on' : ''}`}
            onClick={() => setCategory(c)}
            data-testid='exercise-category'
            data-category={c || 'all'}
            data-active={c === category ? 'true' : 'false'}
          >
            {c || '全部'}
          </Text>
        ))}
      </ScrollView>

      {list.loading ? <StateView status='loading' /> : null}
      {!list.loading && list.error ? <StateView status='error' message={list.error} actionText='重新加载' onAction={list.reload} /> : null}
      {!list.loading && !list.error && list.items.length === 0 ? <StateView status='empty' message='这个分类还没有练习' /> : null}
      {list.items.map((e) => (
        <ExerciseCard key={e.id} exercise={e} onClick={(x) => openExercise(x.id)} />
      ))}
      <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} moreError={list.moreError} onMore={list.loadMore} count={list.items.length} />
    </View>
  )
}
