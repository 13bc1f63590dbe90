// 测评首页 (the shell's first tab): search, hot and free assessments, the categories, and the note
// that clinical scales screen, they do not diagnose. Pull-down refreshes it.
import { Text, View } from '@tarojs/components'
import { useSetAtom } from 'jotai'
import Section from '@/components/Section'
import StateView from '@/components/StateView'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { useRequest } from '@/components/hooks/useRequest'
import { openRoute, replaceRoute } from '@/components/navigation/navigate'
import { assessmentTabAtom, assessmentTypeAtom, sessionStore } from '@/core/session/atoms'
import { getAssessmentHome } from '@/features/assessment/api/catalogue'
import type { AssessmentCard as Card } from '@/features/assessment/api/catalogue'
import AssessmentCard from '@/features/assessment/components/AssessmentCard'
import { tabIndex } from '@/features/assessment/utils/shell'
import './AssessmentHome.scss'

function Tiles({ list }: { list: Card[] }) {
  return (
    <View className='assessment-home__grid'>
      {list.map((a) => (
        <AssessmentCard key={a.id} card={a} layout='tile' />
      ))}
    </View>
  )
}

export default function AssessmentHome() {
  const home = useRequest(getAssessmentHome)
  const setType = useSetAtom(assessmentTypeAtom, { store: sessionStore })
  const setTab = useSetAtom(assessmentTabAtom, { store: sessionStore })
  usePullDownReload(home.reload, home.loading)
  const data = home.data

  // A category opens the shell's 分类 tab on that category.
  const openCategory = (code: string) => {
    setType(code)
    setTab(tabIndex('category'))
    void replaceRoute('assessment-category')
  }

  return (
    <View className='assessment-home' data-testid='assessment-home'>
      <View className='assessment-home__search' onClick={() => void openRoute('assessment-assessmentSearch')} data-testid='assessment-search-entry'>
        <Text className='assessment-home__search-icon'>⌕</Text>
        <Text>搜索测评，如 抑郁、睡眠、性格</Text>
      </View>

      {home.loading && !data ? <StateView status='loading' /> : null}
      {home.error && !data ? <StateView status='error' message={home.error} actionText='重新加载' onAction={home.reload} /> : null}

      {data ? (
        <>
          {data.categories.length ? (
            <View className='assessment-home__categories' data-testid='assessment-home-categories'>
              {data.categories.map((c) => (
                <View key={c.code} className='assessment-home__category' onClick={() => openCategory(c.code)} data-testid={`assessment-category-${c.code}`}>
                  <Text className='assessment-home__category-name'>{c.name}</Text>
                  <Text className='assessment-home__category-count'>{c.count}个测评</Text>
                </View>
              ))}
              <View className='assessment-home__category' onClick={() => void openRoute('assessment-assessmentAll')} data-testid='assessment-all-entry'>
                <Text className='assessment-home__category-name'>全部测评</Text>
                <Text className='assessment-home__category-count'>免费 · 会员 · 付费</Text>
              </View>
            </View>
          ) : null}

          {data.hot.length ? (
            <Section title='热门测评' more={{ label: '查看更多', onClick: () => void openRoute('assessment-AssessmentHot'), testId: 'assessment-hot-more' }} testId='assessment-hot'>
              {data.hot.map((a) => (
                <AssessmentCard key={a.id} card={a} />
              ))}
            </Section>
          ) : null}

          {data.free.length ? (
            <Section title='免费测评' more={{ label: '查看更多', onClick: () => void openRoute('assessment-AssessmentFree'), testId: 'assessment-free-more' }} testId='assessment-free'>
              <Tiles list={data.free} />
            </Section>
          ) : null}

          {!data.hot.length && !data.free.length ? <StateView status='empty' message='测评正在准备中，敬请期待' /> : null}

          <Text className='assessment-home__note' data-testid='assessment-home-note'>
            临床量表（如 PHQ-9、GAD-7）是筛查工具，结果仅供参考，不能代替医生的诊断；标注“非临床”的测评用于自我了解。如感到持续困扰，请及时寻求专业帮助。
          </Text>
        </>
      ) : null}
    </View>
  )
}
