// 我的练习 (login): my totals (practices, completed, minutes) and my practices, newest first.
import { Text, View } from '@tarojs/components'
import ListFooter from '@/components/ListFooter'
import StateView from '@/components/StateView'
import LoginRequired from '@/components/session/LoginRequired'
import { usePagedList } from '@/components/hooks/usePagedList'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { useRequest } from '@/components/hooks/useRequest'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import TapButton from '@/components/TapButton'
import { getPracticeSummary, listMyPractices } from '@/features/exercise/api/exercise'
import PracticeRow from '@/features/exercise/components/PracticeRow'
import { openExerciseList, openPractice } from '@/features/exercise/utils/nav'
import './MyExerciseList.scss'

export default function MyExerciseList() {
  const { loggedIn } = useCurrentUser()
  const summary = useRequest(getPracticeSummary, [], loggedIn)
  const list = usePagedList(listMyPractices, [], loggedIn)
  const reload = () => {
    summary.reload()
    list.reload()
  }
  usePullDownReload(reload, list.loading)
  // Back from a practice's record, a new feeling may show.
  useOnReturn(reload)

  if (!loggedIn) return <LoginRequired message='登录后查看你的练习记录' />
  const s = summary.data
  return (
    <View className='my-exercises' data-testid='my-exercises'>
      <View className='my-exercises__summary' data-testid='exercise-summary'>
        {summary.error ? (
          <Text className='my-exercises__summary-error' onClick={summary.reload}>
            {summary.error}，点击重试
          </Text>
        ) : (
          <>
            <Figure label='练习次数' value={s?.practices} testId='summary-practices' />
            <Figure label='完成次数' value={s?.completed} testId='summary-completed' />
            <Figure label='练习分钟' value={s ? Math.floor(s.practisedSeconds / 60) : undefined} testId='summary-minutes' />
          </>
        )}
      </View>

      {list.loading ? <StateView status='loading' /> : null}
      {!list.loading && list.error ? <StateView status='error' message={list.error} actionText='重新加载' onAction={list.reload} /> : null}
      {!list.loading && !list.error && list.items.length === 0 ? (
        <StateView status='empty' message='还没有练习记录，去做一次练习吧'>
          <TapButton size='small' onClick={openExerciseList} testId='my-exercises-browse'>
            去练习
          </TapButton>
        </StateView>
      ) : null}
      {list.items.map((p) => (
        <PracticeRow key={p.clientId} practice={p} onClick={(x) => openPractice(x.clientId)} />
      ))}
      <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} moreError={list.moreError} onMore={list.loadMore} count={list.items.length} />
    </View>
  )
}

function Figure({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <View className='my-exercises__figure' data-testid={testId} data-value={value ?? ''}>
      <Text className='my-exercises__value'>{value ?? '–'}</Text>
      <Text className='my-exercises__label'>{label}</Text>
    </View>
  )
}
