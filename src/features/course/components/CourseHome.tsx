// The course home (courseIndex) and the happiness class home (happinessIndex): search, banners,
// categories, 继续收听, recommended / newest / free, book lists. Pull-down refreshes it all.
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { SubjectCard, SubjectKind } from '@/core/api/course'
import CourseCard from '@/components/CourseCard'
import Section from '@/components/Section'
import StateView from '@/components/StateView'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { useRequest } from '@/components/hooks/useRequest'
import { openRoute } from '@/components/navigation/navigate'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { getCourseIndex } from '@/features/course/api/course'
import BannerStrip from '@/features/course/components/BannerStrip'
import BookListRow from '@/features/course/components/BookListRow'
import ContinueCard from '@/features/course/components/ContinueCard'
import { openCourse } from '@/features/course/utils/nav'
import './CourseHome.scss'

const SHORTCUTS = [
  { route: 'course-bookList', label: '书单', icon: '书' },
  { route: 'article-index', label: '文章', icon: '文' },
  { route: 'ceres-classschedule', label: '课程表', icon: '表' },
  { route: 'course-happinessIndex', label: '幸福课堂', icon: '福' },
] as const

function Tiles({ list }: { list: SubjectCard[] }) {
  return (
    <View className='course-home__tiles'>
      {list.map((s) => (
        <CourseCard key={s.id} subject={s} layout='tile' onClick={openCourse} />
      ))}
    </View>
  )
}

export default function CourseHome({ kind = 'course' }: { kind?: SubjectKind }) {
  const [round, setRound] = useState(0)
  const index = useRequest(() => getCourseIndex(kind), [kind, round])
  const { loggedIn } = useCurrentUser()
  usePullDownReload(() => setRound((n) => n + 1), index.loading)
  const data = index.data
  const listAll = (sort?: string) => void openRoute('course-classify', { kind, sort })

  return (
    <View className='course-home' data-testid={`course-home-${kind}`}>
      <View className='course-home__search' onClick={() => void openRoute('course-search')} data-testid='course-search-entry'>
        <Text className='course-home__search-icon'>⌕</Text>
        <Text>搜索课程、作者</Text>
      </View>

      {index.loading && !data ? <StateView status='loading' /> : null}
      {index.error && !data ? <StateView status='error' message={index.error} actionText='重新加载' onAction={index.reload} /> : null}

      {data ? (
        <>
          <BannerStrip banners={data.banners} />

          {kind === 'course' ? (
            <View className='course-home__shortcuts'>
              {SHORTCUTS.map((s) => (
                <View key={s.route} className='course-home__shortcut' onClick={() => void openRoute(s.route)}>
                  <View className='course-home__shortcut-icon'>{s.icon}</View>
                  <Text>{s.label}</Text>
                </View>
              ))}
            </View>
          ) : null}

          {loggedIn ? <ContinueCard reloadKey={round} /> : null}

          {data.categories.length ? (
            <Section title='分类' more={{ label: '全部分类', onClick: () => listAll() }} testId='course-categories'>
              <View className='course-home__categories'>
                {data.categories.map((c) => (
                  <View
                    key={c.id}
                    className='course-home__category'
                    onClick={() => void openRoute('course-classify', { kind, categoryId: c.id })}
                    data-testid={`course-category-${c.id}`}
                  >
                    <Text className='course-home__category-name'>{c.name}</Text>
                    <Text className='course-home__category-count'>{c.count}门</Text>
                  </View>
                ))}
              </View>
            </Section>
          ) : null}

          {data.recommended.length ? (
            <Section title='为你推荐' more={{ onClick: () => listAll('recommended') }} testId='course-recommended'>
              <Tiles list={data.recommended} />
            </Section>
          ) : null}

          {data.newest.length ? (
            <Section title='最新上架' more={{ onClick: () => listAll('newest') }} testId='course-newest'>
              {data.newest.map((s) => (
                <CourseCard key={s.id} subject={s} onClick={openCourse} />
              ))}
            </Section>
          ) : null}

          {data.free.length ? (
            <Section title='免费好课' more={{ onClick: () => void openRoute('course-classify', { kind, access: 'free' }) }} testId='course-free'>
              <Tiles list={data.free} />
            </Section>
          ) : null}

          {data.bookLists.length ? (
            <Section title='精选书单' more={{ onClick: () => void openRoute('course-bookList') }} testId='course-booklists'>
              {data.bookLists.map((b) => (
                <BookListRow key={b.id} list={b} />
              ))}
            </Section>
          ) : null}

          {!data.recommended.length && !data.newest.length && !data.free.length ? <StateView status='empty' message='课程正在准备中，敬请期待' /> : null}
        </>
      ) : null}
    </View>
  )
}
