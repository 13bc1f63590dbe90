// 分类 (the shell's second tab): the categories as tabs over a paged list. The chosen category is
// the session's `assessmentType` (spec 3.3), so the home page's category links land on it.
import { ScrollView, Text, View } from '@tarojs/components'
import { useAtom } from 'jotai'
import StateView from '@/components/StateView'
import { useRequest } from '@/components/hooks/useRequest'
import { assessmentTypeAtom, sessionStore } from '@/core/session/atoms'
import { getAssessmentCategories } from '@/features/assessment/api/catalogue'
import AssessmentList from '@/features/assessment/components/AssessmentList'
import './CategoryBrowser.scss'

export default function CategoryBrowser() {
  const [stored, setType] = useAtom(assessmentTypeAtom, { store: sessionStore })
  const categories = useRequest(getAssessmentCategories)
  const known = categories.data ?? []
  // A stored code no longer offered (renamed, removed) falls back to 全部.
  const type = typeof stored === 'string' && known.some((c) => c.code === stored) ? stored : ''
  const tabs = [{ code: '', name: '全部', count: known.reduce((n, c) => n + c.count, 0) }, ...known]

  if (categories.loading && !categories.data) return <StateView status='loading' />
  if (categories.error && !categories.data) return <StateView status='error' message={categories.error} actionText='重新加载' onAction={categories.reload} />

  return (
    <View className='assessment-category' data-testid='assessment-category'>
      <ScrollView scrollX showScrollbar={false} className='assessment-category__tabs'>
        {tabs.map((c) => {
          const on = c.code === type
          return (
            <Text
              key={c.code || 'all'}
              className={`assessment-category__tab${on ? ' assessment-category__tab--on' : ''}`}
              onClick={() => setType(c.code)}
              data-testid={`assessment-type-${c.code || 'all'}`}
              data-active={on ? 'true' : 'false'}
            >
              {c.name}
              <Text className='assessment-category__count'>{c.count}</Text>
            </Text>
          )
        })}
      </ScrollView>
      <AssessmentList filter={type ? { category: type } : {}} emptyText='这个分类下还没有测评' testId='assessment-category-list' />
    </View>
  )
}
