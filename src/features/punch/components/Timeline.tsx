// 打卡动态 (?challengeId=): everyone's punches, newest first (cursor pages), with hearts and
// comments. 评论 on a card opens the box at the bottom for that punch; a sent comment shows on
// its card at once. Liking and commenting need the challenge joined (the server says so). ···
// opens the shared content menu: 举报 someone else's punch or comment (a reason sheet), delete
// my own comment (after a confirm; it leaves its card at once).
import { View } from '@tarojs/components'
import { usePullDownRefresh } from '@tarojs/taro'
import { useState } from 'react'
import CommentBox from '@/components/CommentBox'
import ContentMenu, { type MenuTarget } from '@/components/ContentMenu'
import ListFooter from '@/components/ListFooter'
import StateView from '@/components/StateView'
import { useIncrementalList } from '@/components/hooks/useIncrementalList'
import { usePageRoute } from '@/components/PageShell/context'
import LoginRequired from '@/components/session/LoginRequired'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { toast } from '@/core/toast'
import { PUNCH_COMMENT_MAX, commentPunch, deletePunchComment, getTimeline, reportPunchContent, type Punch } from '@/features/punch/api/punch'
import PunchCard from '@/features/punch/components/PunchCard'
import { usePunchLike } from '@/features/punch/hooks/usePunchLike'
import { challengeIdOf } from '@/features/punch/utils/nav'
import './Timeline.scss'

const MENU_NAMES = { punch: '打卡', comment: '评论' }

/** Adds the punches of a next page not shown yet (a retried page repeats none). */
function appendNew(shown: Punch[], page: Punch[]): Punch[] {
  const seen = new Set(shown.map((p) => p.id))
  return [...shown, ...page.filter((p) => !seen.has(p.id))]
}

export default function Timeline() {
  const { params } = usePageRoute()
  const challengeId = challengeIdOf(params)
  const { loggedIn } = useCurrentUser()
  const list = useIncrementalList<Punch, string>(
    async (cursor) => {
      const page = await getTimeline(challengeId ?? 0, cursor)
      return { list: page.list, next: page.nextCursor }
    },
    [challengeId, loggedIn],
    { enabled: loggedIn && challengeId !== null, merge: appendNew },
  )
  usePullDownRefresh(() => list.reload())
  const [target, setTarget] = useState<Punch | null>(null)
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const [menu, setMenu] = useState<MenuTarget<'punch' | 'comment'> | null>(null)
  const like = usePunchLike((id, state) => list.setItems((items) => items.map((p) => (p.id === id ? { ...p, ...state } : p))))

  if (!loggedIn) return <LoginRequired message='登录后查看大家的打卡' />
  if (challengeId === null) return <StateView status='error' message='挑战不存在' />

  const send = () => {
    if (!target) return
    const body = text.trim()
    if (!body) {
      toast('请先写点什么')
      return
    }
    if (sending) return
    setSending(true)
    commentPunch(target.id, body)
      .then((comment) => {
        list.setItems((items) =>
          items.map((p) => (p.id === comment.punchId ? { ...p, commentCount: p.commentCount + 1, comments: [...p.comments, comment].slice(-3) } : p)),
        )
        setText('')
        setTarget(null)
        toast(comment.status === 'held' ? '评论已提交，审核通过后他人可见' : '评论成功')
      })
      .catch(() => undefined)
      .finally(() => setSending(false))
  }

  // A deleted comment leaves its card; the count follows (the card shows the latest three).
  const commentDeleted = (t: MenuTarget<'punch' | 'comment'>) =>
    list.setItems((items) =>
      items.map((p) => (p.comments.some((c) => c.id === t.id) ? { ...p, commentCount: Math.max(0, p.commentCount - 1), comments: p.comments.filter((c) => c.id !== t.id) } : p)),
    )

  return (
    <View className='punch-timeline' data-testid='punch-timeline' data-challenge-id={challengeId}>
      {list.loading ? <StateView status='loading' /> : null}
      {!list.loading && list.error ? <StateView status='error' message={list.error} actionText='重新加载' onAction={list.reload} /> : null}
      {!list.loading && !list.error && list.items.length === 0 ? <StateView status='empty' message='还没有人打卡，来做第一个吧' /> : null}
      {list.items.map((p) => (
        <PunchCard key={p.id} punch={p} onLike={like} onComment={setTarget} onMore={setMenu} />
      ))}
      <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} moreError={list.moreError} onMore={list.loadMore} count={list.items.length} />
      <ContentMenu
        target={menu}
        names={MENU_NAMES}
        onClose={() => setMenu(null)}
        remove={(t) => (t.type === 'comment' ? deletePunchComment(t.id) : undefined)}
        onDeleted={commentDeleted}
        report={(t, reason) => reportPunchContent(t.type, t.id, reason)}
      />
      {target ? (
        <CommentBox
          value={text}
          onChange={setText}
          maxLength={PUNCH_COMMENT_MAX}
          placeholder='说点鼓励的话'
          onSend={send}
          sending={sending}
          focus
          replying={{ text: `评论 ${target.user.nickname} 的打卡`, onCancel: () => setTarget(null) }}
          testId='punch-comment'
          dataset={{ 'punch-id': target.id }}
        />
      ) : null}
    </View>
  )
}
