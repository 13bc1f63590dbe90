// 动态详情 (?postId=): the post with its like, the comments (first-level comments with their
// replies under them, paged), and a box that posts a comment or a reply. What is being written
// is kept per post (utils/draft.ts), so leaving the page does not lose it. The ··· menus delete
// my post (it leaves every list, and this page goes back) or comment, or report others'; names
// open their author's home.
import { Text, View } from '@tarojs/components'
import { useEffect, useMemo, useState } from 'react'
import { usePageRoute } from '@/components/PageShell/context'
import { goBack, openRoute } from '@/components/navigation/navigate'
import CommentBox from '@/components/CommentBox'
import ListFooter from '@/components/ListFooter'
import StateView from '@/components/StateView'
import RequestError from '@/components/StateView/RequestError'
import { usePagedList } from '@/components/hooks/usePagedList'
import { useRequest } from '@/components/hooks/useRequest'
import { useCurrentUser } from '@/components/session/useCurrentUser'
import { promptLogin } from '@/core/login/prompt'
import { toast } from '@/core/toast'
import { COMMENT_TEXT_MAX, createComment, getPost, listComments, type Comment, type LikeState, type Post } from '@/features/upgc/api/upgc'
import ContentMenu, { type MenuTarget } from '@/features/upgc/components/ContentMenu'
import PostCard from '@/features/upgc/components/PostCard'
import { useLike } from '@/features/upgc/hooks/useLike'
import { clearDraft, readDraft, writeDraft, type CommentDraft } from '@/features/upgc/utils/draft'
import { postTime, threadComments } from '@/features/upgc/utils/feed'
import { openCircle } from '@/features/upgc/utils/nav'
import { routeUrl } from '@/routes/match'
import { announcePostChange, announcePostRemoved } from '@/features/upgc/utils/postEvents'
import { configurePostShare, sharePost } from '@/features/upgc/utils/share'
import './PostDetail.scss'

interface CommentRowProps {
  comment: Comment
  onReply: (c: Comment) => void
  onLike: (id: number, before: LikeState) => void
  onMore: (c: Comment) => void
}

const openHome = (userId: number) => void openRoute('upgc-dynamic', { userId })

function CommentRow({ comment, onReply, onLike, onMore }: CommentRowProps) {
  const reply = comment.parentId !== null
  return (
    <View
      className={`post-comment${reply ? ' post-comment--reply' : ''}`}
      data-testid={reply ? 'comment-reply' : 'comment'}
      data-comment-id={comment.id}
      data-status={comment.status}
      onClick={() => onReply(comment)}
    >
      <View className='post-comment__head'>
        <Text
          className='post-comment__author'
          data-testid='comment-author'
          data-user-id={comment.author.id}
          onClick={(e) => {
            e.stopPropagation()
            openHome(comment.author.id)
          }}
        >
          {comment.author.nickname}
        </Text>
        {comment.replyTo ? (
          <Text className='post-comment__reply-to'>
            {' 回复 '}
            <Text
              className='post-comment__author'
              onClick={(e) => {
                e.stopPropagation()
                if (comment.replyTo) openHome(comment.replyTo.id)
              }}
            >
              {comment.replyTo.nickname}
            </Text>
          </Text>
        ) : null}
        <Text className='post-comment__time'>{postTime(comment.createdAt)}</Text>
        <Text
          className={`post-comment__like${comment.liked ? ' post-comment__like--on' : ''}`}
          data-testid='comment-like'
          data-liked={comment.liked ? 'true' : 'false'}
          data-count={comment.likeCount}
          onClick={(e) => {
            e.stopPropagation()
            onLike(comment.id, { liked: comment.liked, likeCount: comment.likeCount })
          }}
        >
          {comment.liked ? '♥' : '♡'} {comment.likeCount || ''}
        </Text>
        <Text
          className='post-comment__more'
          data-testid='comment-more'
          onClick={(e) => {
            e.stopPropagation()
            onMore(comment)
          }}
        >
          ···
        </Text>
      </View>
      <Text className='post-comment__text' data-testid='comment-text'>
        {comment.text}
      </Text>
      {comment.status !== 'visible' ? <Text className='post-comment__status'>{comment.status === 'held' ? '审核中，仅自己可见' : '未通过审核'}</Text> : null}
    </View>
  )
}

export default function PostDetail() {
  const { params } = usePageRoute()
  const postId = Number(params.postId)
  const valid = Number.isInteger(postId) && postId > 0
  const { loggedIn } = useCurrentUser()
  const request = useRequest(() => getPost(postId), [postId, loggedIn], valid)
  const [post, setPost] = useState<Post | undefined>(undefined)
  useEffect(() => setPost(request.data), [request.data])
  // The share menu sends the post's landing (utils/share.ts).
  useEffect(() => {
    if (post) configurePostShare(post)
  }, [post?.id])
  // The feeds below this page show the same counts.
  useEffect(() => {
    if (post) announcePostChange(post.id, { liked: post.liked, likeCount: post.likeCount, commentCount: post.commentCount })
  }, [post?.id, post?.liked, post?.likeCount, post?.commentCount])

  const comments = usePagedList((page) => listComments(postId, page), [postId, loggedIn], valid)
  /** Comments written here, shown at once (a later page or reload answers them too: threads drop repeats). */
  const [added, setAdded] = useState<Comment[]>([])
  /** Likes on comments changed here, over what the list answered. */
  const [commentLikes, setCommentLikes] = useState<Record<number, LikeState>>({})
  /** Comments deleted here. */
  const [gone, setGone] = useState<ReadonlySet<number>>(new Set())
  const threads = useMemo(
    () =>
      threadComments(
        [...comments.items, ...added].filter((c) => !gone.has(c.id)).map((c) => (commentLikes[c.id] ? { ...c, ...commentLikes[c.id] } : c)),
      ),
    [comments.items, added, commentLikes, gone],
  )
  const [menu, setMenu] = useState<MenuTarget | null>(null)

  const [draft, setDraft] = useState<CommentDraft>(() => (valid ? readDraft(postId) : undefined) ?? { text: '' })
  const [sending, setSending] = useState(false)
  const keep = (next: CommentDraft) => {
    setDraft(next)
    if (valid) writeDraft(postId, next)
  }

  const likePost = useLike('post', (_id, state) => setPost((p) => (p ? { ...p, ...state } : p)))
  const likeComment = useLike('comment', (id, state) => setCommentLikes((m) => ({ ...m, [id]: state })))

  if (!valid) return <StateView status='error' message='动态不存在' />
  if (request.loading && !post) return <StateView status='loading' />
  if (!post) return <RequestError request={request} elsewhere={{ text: '去社区看看', route: 'upgc-index' }} />

  const deleted = (target: MenuTarget) => {
    if (target.type === 'post') {
      // Every list drops it; this page has nothing left to show.
      announcePostRemoved(target.id)
      goBack(routeUrl('upgc-index'))
      return
    }
    const c = [...comments.items, ...added].find((x) => x.id === target.id)
    setGone((g) => new Set(g).add(target.id))
    if (c?.status === 'visible') setPost((p) => (p ? { ...p, commentCount: Math.max(0, p.commentCount - 1) } : p))
    if (draft.parentId === target.id) keep({ text: draft.text })
  }

  const replyTo = (c: Comment) => {
    keep({ text: draft.text, parentId: c.parentId ?? c.id, replyName: c.author.nickname })
  }

  const moreOf = (c: Comment) => setMenu({ type: 'comment', id: c.id, mine: c.mine })

  const send = () => {
    if (!loggedIn) {
      promptLogin()
      return
    }
    const text = draft.text.trim()
    if (!text) {
      toast('请先写点什么')
      return
    }
    if (sending) return
    setSending(true)
    createComment({ postId, text, ...(draft.parentId ? { parentId: draft.parentId } : {}) })
      .then((c) => {
        setAdded((a) => [...a, c])
        clearDraft(postId)
        setDraft({ text: '' })
        if (c.status === 'visible') setPost((p) => (p ? { ...p, commentCount: p.commentCount + 1 } : p))
        toast(c.status === 'visible' ? '评论成功' : '评论已提交，审核通过后可见')
      })
      .catch(() => undefined)
      .finally(() => setSending(false))
  }

  return (
    <View className='post-detail' data-testid='post-detail' data-post-id={post.id}>
      <PostCard post={post} onLike={likePost} onCircle={openCircle} full onMore={(p) => setMenu({ type: 'post', id: p.id, mine: p.mine })} />

      <View className='post-detail__comments' data-testid='comment-list' data-count={comments.items.length + added.length}>
        <Text className='post-detail__title'>评论 {post.commentCount}</Text>
        {comments.loading ? <StateView status='loading' compact /> : null}
        {!comments.loading && comments.error ? <StateView status='error' compact message={comments.error} actionText='重新加载' onAction={comments.reload} /> : null}
        {!comments.loading && !comments.error && threads.length === 0 ? <StateView status='empty' compact message='还没有评论，来说第一句吧' /> : null}
        {threads.map((t) => (
          <View key={t.comment.id} className='post-detail__thread' data-testid='comment-thread'>
            <CommentRow comment={t.comment} onReply={replyTo} onLike={likeComment} onMore={moreOf} />
            {t.replies.map((r) => (
              <CommentRow key={r.id} comment={r} onReply={replyTo} onLike={likeComment} onMore={moreOf} />
            ))}
          </View>
        ))}
        <ListFooter loadingMore={comments.loadingMore} hasMore={comments.hasMore} moreError={comments.moreError} onMore={comments.loadMore} count={comments.items.length} />
      </View>

      <CommentBox
        value={draft.text}
        onChange={(text) => keep({ ...draft, text })}
        maxLength={COMMENT_TEXT_MAX}
        placeholder={draft.parentId ? `回复 ${draft.replyName ?? ''}` : '写下你的评论'}
        onSend={send}
        sending={sending}
        replying={draft.parentId ? { text: `回复 ${draft.replyName ?? ''}`, onCancel: () => keep({ text: draft.text }) } : undefined}
        testId='comment'
        dataset={{ 'reply-to': draft.parentId ?? '' }}
      />
      <ContentMenu target={menu} onClose={() => setMenu(null)} onDeleted={deleted} onShare={menu?.type === 'post' ? () => void sharePost(post) : undefined} />
    </View>
  )
}
