// 共读书单: choose the book list to read together (?bookListId= preselects one), then name the
// team, choose its size, chapters a day and whether it recruits publicly, and create it.
import { Button } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import FormField from '@/components/FormField'
import StateView from '@/components/StateView'
import Toggle from '@/components/Toggle'
import { usePageRoute } from '@/components/PageShell/context'
import { useRequest } from '@/components/hooks/useRequest'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { toast } from '@/core/toast'
import { CHAPTERS_PER_DAY, TEAM_NAME_MAX, TEAM_SIZES, bookListStats, createTeam, type BookListStat } from '@/features/teamreading/api/teamreading'
import { ListCover } from '@/features/teamreading/components/Bits'
import { replaceWithSchedule } from '@/features/teamreading/utils/nav'
import './ChooseBookList.scss'

function Chips<T extends number>({ values, value, onChange, unit, testId }: { values: readonly T[]; value: T; onChange: (v: T) => void; unit: string; testId: string }) {
  return (
    <View className='choose-list__chips'>
      {values.map((v) => (
        <Text
          key={v}
          className={`choose-list__chip${v === value ? ' choose-list__chip--on' : ''}`}
          onClick={() => onChange(v)}
          data-testid={`${testId}-${v}`}
          data-selected={v === value ? 'true' : 'false'}
        >
          {v}
          {unit}
        </Text>
      ))}
    </View>
  )
}

function CreateForm({ list }: { list: BookListStat['bookList'] }) {
  const [name, setName] = useState('')
  const [size, setSize] = useState<number>(5)
  const [perDay, setPerDay] = useState<number>(2)
  const [open, setOpen] = useState(true)
  const [busy, setBusy] = useState(false)

  const submit = () => {
    if (busy) return
    const trimmed = name.trim()
    if (!trimmed) {
      toast('请填写战队名称')
      return
    }
    setBusy(true)
    createTeam({ bookListId: list.id, name: trimmed, size, chaptersPerDay: perDay, public: open })
      .then((team) => {
        toast('战队已创建，快邀请好友加入吧')
        replaceWithSchedule(team.id)
      })
      .catch(() => undefined)
      .finally(() => setBusy(false))
  }

  return (
    <View className='choose-list__form' data-testid='team-create-form' data-book-list-id={list.id}>
      <Text className='choose-list__form-title'>用《{list.title}》组队</Text>
      <FormField label='战队名称' value={name} onChange={setName} maxLength={TEAM_NAME_MAX} placeholder={`最多${TEAM_NAME_MAX}个字`} testId='team-name' />
      <Text className='choose-list__label'>战队人数（含队长）</Text>
      <Chips values={TEAM_SIZES} value={size as (typeof TEAM_SIZES)[number]} onChange={setSize} unit='人' testId='team-size' />
      <Text className='choose-list__label'>每天读几章</Text>
      <Chips values={CHAPTERS_PER_DAY} value={perDay as (typeof CHAPTERS_PER_DAY)[number]} onChange={setPerDay} unit='章' testId='team-per-day' />
      <View className='choose-list__switch'>
        <View className='choose-list__switch-text'>
          <Text className='choose-list__label choose-list__label--inline'>公开招募</Text>
          <Text className='choose-list__hint'>{open ? '所有人都能在「正在招募」里看到并加入' : '只有收到邀请链接的人能加入'}</Text>
        </View>
        <Toggle checked={open} onChange={setOpen} testId='team-public' label='公开招募' />
      </View>
      <Button className='choose-list__submit' type='primary' block loading={busy} onClick={submit} data-testid='team-create-submit'>
        创建战队
      </Button>
    </View>
  )
}

export default function ChooseBookList() {
  const { params } = usePageRoute()
  const { loggedIn } = useCurrentUser()
  const lists = useRequest(() => bookListStats(false), [])
  const preset = Number(params.bookListId)
  const [chosen, setChosen] = useState<number | null>(Number.isInteger(preset) && preset > 0 ? preset : null)
  const data = lists.data ?? []
  const selected = data.find((s) => s.bookList.id === chosen)?.bookList

  useEffect(() => {
    if (chosen !== null) Taro.pageScrollTo({ scrollTop: 0, duration: 200 }).catch(() => undefined)
  }, [chosen])

  if (lists.error) return <StateView status='error' message={lists.error} actionText='重新加载' onAction={lists.reload} />
  if (lists.loading && !lists.data) return <StateView status='loading' />
  if (!data.length) return <StateView status='empty' message='暂时没有可以共读的书单' />

  return (
    <View className='choose-list' data-testid='choose-book-list'>
      {selected ? (
        loggedIn ? (
          <CreateForm key={selected.id} list={selected} />
        ) : (
          <LoginRequired message='登录后用这份书单创建战队' />
        )
      ) : (
        <Text className='choose-list__tip'>选一份书单，和伙伴们一起读完它</Text>
      )}
      {chosen !== null && !selected ? <Text className='choose-list__tip'>这份书单已下架，请选择其他书单</Text> : null}
      {data.map(({ bookList, readers, teams }) => (
        <View
          key={bookList.id}
          className={`choose-list__row${bookList.id === chosen ? ' choose-list__row--on' : ''}`}
          onClick={() => setChosen(bookList.id)}
          data-testid='choose-book-list-row'
          data-book-list-id={bookList.id}
          data-selected={bookList.id === chosen ? 'true' : 'false'}
        >
          <ListCover list={bookList} className='choose-list__cover' />
          <View className='choose-list__info'>
            <Text className='choose-list__title'>{bookList.title}</Text>
            {bookList.subtitle ? <Text className='choose-list__subtitle'>{bookList.subtitle}</Text> : null}
            <Text className='choose-list__meta'>
              共{bookList.count}门课 · {teams}支战队 · {readers}人在读
            </Text>
          </View>
          <Text className='choose-list__mark'>{bookList.id === chosen ? '已选' : '选择'}</Text>
        </View>
      ))}
    </View>
  )
}
