// 我的关注 / 我的粉丝 (login, ?userId=, mine without it): the people someone follows or who
// follow them, newest first, paged; each opens their 个人主页 and has a follow button (关注, 回关,
// 已关注, 互相关注) from my relation to them (GET /upgc/relations for each page that arrives).
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import Avatar from '@/components/Avatar'
import ListFooter from '@/components/ListFooter'
import { usePageRoute } from '@/components/PageShell/context'
import { openRoute } from '@/components/navigation/navigate'
import StateView from '@/components/StateView'
import { useOnReturn } from '@/components/hooks/useOnReturn'
import { usePagedList } from '@/components/hooks/usePagedList'
import { usePullDownReload } from '@/components/hooks/usePullDownReload'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { toast } from '@/core/toast'
import { getRelations, listPeople, setFollow, type CommunityUser } from '@/features/upgc/api/upgc'
import { followLabel, homeUserId, relationBatches, type RelationState } from '@/features/upgc/utils/people'
import { redirectRoute } from '@/features/upgc/utils/nav'
import './PeopleList.scss'

export interface PeopleListProps {
  kind: 'follows' | 'fans'
}

const EMPTY = {
  follows: { mine: '你还没有关注任何人，去社区看看大家在聊什么', theirs: 'TA还没有关注任何人' },
  fans: { mine: '还没有人关注你，发条动态让大家认识你吧', theirs: 'TA还没有粉丝' },
}

export default function PeopleList({ kind }: PeopleListProps) {
  const { params } = usePageRoute()
  const current = useCurrentUser()
  const me = current.user?.userId ?? null
  const userId = homeUserId(params.userId, me)
  const mine = userId !== null && userId === me
  const list = usePagedList((pageNum) => listPeople(kind, userId as number, pageNum), [kind, userId], userId !== null && current.loggedIn)

  /** My relation to the people shown, by user id; asked for as their page arrives. */
  const [relations, setRelations] = useState<Record<number, RelationState>>({})
  const asked = useRef(new Set<number>())
  const [busy, setBusy] = useState<number | null>(null)
  const [round, setRound] = useState(0)
  // Pull-down: the list again, and my relation to everyone in it.
  usePullDownReload(() => {
    asked.current.clear()
    list.reload()
  }, list.loading)

  useEffect(() => {
    if (me === null) return
    const known: Record<number, true> = {}
    asked.current.forEach((id) => (known[id] = true))
    for (const batch of relationBatches(list.items.map((u) => u.id), known, me)) {
      batch.forEach((id) => asked.current.add(id))
      getRelations(batch)
        .then((answer) => setRelations((m) => ({ ...m, ...Object.fromEntries(answer.map((r) => [r.userId, { followed: r.followed, followsMe: r.followsMe }])) })))
        // Asked again on the next page, return or pull-down.
        .catch(() => batch.forEach((id) => asked.current.delete(id)))
    }
  }, [list.items, me, round])

  // Back from someone's home (followed or unfollowed there): ask again for everyone shown.
  useOnReturn(() => {
    asked.current.clear()
    setRound((n) => n + 1)
  })

  if (!current.loggedIn) return <LoginRequired message={kind === 'follows' ? '登录后查看关注' : '登录后查看粉丝'} />
  if (userId === null && params.userId) return <StateView status='error' message='用户不存在' />
  if (userId === null) {
    if (current.error) return <StateView status='error' message={current.error} actionText='重新加载' onAction={current.reload} />
    return <StateView status='loading' />
  }

  const toggle = (person: CommunityUser) => {
    const before = relations[person.id]
    if (!before || busy) return
    setBusy(person.id)
    setFollow(person.id, !before.followed)
      .then((state) => {
        setRelations((m) => ({ ...m, [person.id]: { ...before, followed: state.followed } }))
        toast(state.followed ? '已关注' : '已取消关注')
        // Whether they follow me may have changed since the page came: 回关 or 关注 after an unfollow.
        return getRelations([person.id]).then(([fresh]) => {
          if (fresh) setRelations((m) => ({ ...m, [person.id]: { followed: fresh.followed, followsMe: fresh.followsMe } }))
        })
      })
      .catch(() => undefined)
      .finally(() => setBusy(null))
  }

  const empty = mine ? EMPTY[kind].mine : EMPTY[kind].theirs
  return (
    <View className='people' data-testid='people-list' data-kind={kind} data-user-id={userId} data-count={list.items.length} data-total={list.total}>
      {list.loading ? <StateView status='loading' /> : null}
      {!list.loading && list.error ? <StateView status='error' message={list.error} actionText='重新加载' onAction={list.reload} /> : null}
      {!list.loading && !list.error && list.items.length === 0 ? (
        mine && kind === 'follows' ? (
          <StateView status='empty' message={empty} actionText='去社区看看' onAction={() => redirectRoute('upgc-index')} />
        ) : (
          <StateView status='empty' message={empty} />
        )
      ) : null}
      {list.items.map((person) => {
        const relation = relations[person.id]
        return (
          <View key={person.id} className='people__row' onClick={() => void openRoute('upgc-dynamic', { userId: person.id })} data-testid='person' data-user-id={person.id}>
            <Avatar src={person.avatar} name={person.nickname} size={44} />
            <Text className='people__name' data-testid='person-name'>
              {person.nickname}
            </Text>
            {person.id !== me && relation ? (
              <View
                className='people__action'
                onClick={(e) => {
                  e.stopPropagation()
                  toggle(person)
                }}
              >
                <Button
                  size='small'
                  type={relation.followed ? 'default' : 'primary'}
                  loading={busy === person.id}
                  data-testid='person-follow'
                  data-followed={relation.followed ? 'true' : 'false'}
                  data-follows-me={relation.followsMe ? 'true' : 'false'}
                >
                  {followLabel(relation)}
                </Button>
              </View>
            ) : null}
          </View>
        )
      })}
      <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} moreError={list.moreError} onMore={list.loadMore} count={list.items.length} />
    </View>
  )
}
