// 课程分类 (and the happiness course list): category tabs, an access filter, a sort, and the paged
// list of what matches (15 a page, pull-up for more, pull-down to refresh).
import { ScrollView, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { SubjectAccess, SubjectKind } from '@/core/api/course'
import CourseCard from '@/components/CourseCard'
import ListFooter from '@/components/ListFooter'
import SegmentTabs from '@/components/SegmentTabs'
import StateView from '@/components/StateView'
import { usePagedList } from '@/components/hooks/usePagedList'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { useRequest } from '@/components/hooks/useRequest'
import { getCategories, listCourses } from '@/features/course/api/course'
import type { CourseSort } from '@/features/course/api/course'
import { openCourse } from '@/features/course/utils/nav'
import './CourseBrowser.scss'

type AccessKey = 'all' | SubjectAccess

const ACCESS_TABS: { key: AccessKey; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'free', label: '免费' },
  { key: 'vip', label: '会员' },
  { key: 'paid', label: '付费' },
]

const SORTS: { key: CourseSort; label: string }[] = [
  { key: 'recommended', label: '推荐' },
  { key: 'newest', label: '最新' },
  { key: 'popular', label: '最热' },
]

export interface CourseBrowserProps {
  kind: SubjectKind
  categoryId?: number
  access?: string
  sort?: string
}

const isAccess = (v: string | undefined): v is SubjectAccess => v === 'free' || v === 'vip' || v === 'paid'
const isSort = (v: string | undefined): v is CourseSort => SORTS.some((s) => s.key === v)

export default function CourseBrowser(props: CourseBrowserProps) {
  const [categoryId, setCategoryId] = useState<number | undefined>(props.categoryId)
  const [access, setAccess] = useState<AccessKey>(isAccess(props.access) ? props.access : 'all')
  const [sort, setSort] = useState<CourseSort>(isSort(props.sort) ? props.sort : 'recommended')
  const categories = useRequest(getCategories)
  const list = usePagedList(
    (page) => listCourses(page, { kind: props.kind, categoryId, access: access === 'all' ? undefined : access, sort }),
    [props.kind, categoryId, access, sort],
  )
  usePullDownReload(list.reload, list.loading)

  const cats = [{ id: 0, name: '全部' }, ...(categories.data ?? [])]
  return (
    <View className='course-browser' data-testid='course-browser'>
      <View className='course-browser__filters'>
        <ScrollView scrollX showScrollbar={false} className='course-browser__cats'>
          {cats.map((c) => {
            const on = (categoryId ?? 0) === c.id
            return (
              <Text
                key={c.id}
                className={`course-browser__cat${on ? ' course-browser__cat--on' : ''}`}
                onClick={() => setCategoryId(c.id || undefined)}
                data-testid={`classify-category-${c.id}`}
              >
                {c.name}
              </Text>
            )
          })}
        </ScrollView>
        <SegmentTabs tabs={ACCESS_TABS} active={access} onChange={setAccess} testIdPrefix='classify-access' />
        <View className='course-browser__sorts'>
          {SORTS.map((s) => (
            <Text
              key={s.key}
              className={`course-browser__sort${sort === s.key ? ' course-browser__sort--on' : ''}`}
              onClick={() => setSort(s.key)}
              data-testid={`classify-sort-${s.key}`}
            >
              {s.label}
            </Text>
          ))}
          {list.total ? <Text className='course-browser__total'>共{list.total}门</Text> : null}
        </View>
      </View>

      {list.loading ? <StateView status='loading' /> : null}
      {!list.loading && list.error ? <StateView status='error' message={list.error} actionText='重新加载' onAction={list.reload} /> : null}
      {!list.loading && !list.error && list.items.length === 0 ? <StateView status='empty' message='这里还没有课程，换个条件看看' /> : null}
      {list.items.map((s) => (
        <CourseCard key={s.id} subject={s} onClick={openCourse} />
      ))}
      <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} moreError={list.moreError} onMore={list.loadMore} count={list.items.length} />
    </View>
  )
}
