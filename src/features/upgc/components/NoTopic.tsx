// 发现圈子 (login): the circles I have not joined. 加入 joins one at once; a joined circle can then
// be chosen for the post being written (选择, back to 发布动态) and is listed on 选择圈子.
import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import StateView from '@/components/StateView'
import { useRequest } from '@/components/hooks/useRequest'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { setTopic } from '@/core/session/topic'
import { toast } from '@/core/toast'
import { joinCircle, listCircles, type Circle } from '@/features/upgc/api/upgc'
import CircleRow from '@/features/upgc/components/CircleRow'
import { backToPublish } from '@/features/upgc/utils/topic'
import { redirectRoute } from '@/features/upgc/utils/nav'
import './Topics.scss'

export default function NoTopic() {
  const { loggedIn } = useCurrentUser()
  const circles = useRequest(listCircles, [loggedIn], loggedIn)
  /** The circles not joined when the page loaded, kept while I join them here. */
  const [shown, setShown] = useState<Circle[] | undefined>(undefined)
  const [busy, setBusy] = useState<number | null>(null)
  useEffect(() => {
    if (circles.data) setShown(circles.data.filter((c) => !c.joined))
  }, [circles.data])

  if (!loggedIn) return <LoginRequired message='登录后发现并加入圈子' />
  if (circles.loading && !shown) return <StateView status='loading' />
  if (circles.error && !shown) return <StateView status='error' message={circles.error} actionText='重新加载' onAction={circles.reload} />
  const list = shown ?? []
  if (list.length === 0) {
    return <StateView status='empty' message='你已加入所有圈子' actionText='去社区看看' onAction={() => redirectRoute('upgc-index')} />
  }

  const join = (c: Circle) => {
    if (busy) return
    setBusy(c.id)
    joinCircle(c.id)
      .then((next) => {
        setShown((l) => l?.map((x) => (x.id === next.id ? next : x)))
        toast('已加入圈子')
      })
      .catch(() => undefined)
      .finally(() => setBusy(null))
  }
  const choose = (c: Circle) => {
    setTopic(c.id, c.name)
    backToPublish()
  }

  return (
    <View className='topics' data-testid='no-topic' data-count={list.length}>
      <View className='topics__hint'>加入圈子后，就能在圈子里发布动态</View>
      {list.map((c) => (
        <CircleRow key={c.id} circle={c} testId='discover-circle'>
          {c.joined ? (
            <Button className='topics__action' size='small' type='default' onClick={() => choose(c)} data-testid='discover-choose'>
              选择
            </Button>
          ) : (
            <Button className='topics__action' size='small' type='primary' loading={busy === c.id} onClick={() => join(c)} data-testid='discover-join'>
              加入
            </Button>
          )}
        </CircleRow>
      ))}
    </View>
  )
}
