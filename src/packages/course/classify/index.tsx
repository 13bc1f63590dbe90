import PageShell from '@/components/PageShell'
import CourseBrowser from '@/features/course/components/CourseBrowser'

definePageConfig({ navigationBarTitleText: '课程分类', enablePullDownRefresh: true, enableShareAppMessage: true, enableShareTimeline: true })

export default function ClassifyPage() {
  return (
    <PageShell>
      {(page) => (
        <CourseBrowser
          kind={page.params.kind === 'happiness' ? 'happiness' : 'course'}
          categoryId={Number(page.params.categoryId) || undefined}
          access={page.params.access}
          sort={page.params.sort}
        />
      )}
    </PageShell>
  )
}
