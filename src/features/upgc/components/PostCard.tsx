// One post: author, circle, the text as plain text (never HTML), up to nine thumbnails, like and
// comment counts. In a feed the card opens the post; on the detail page it is the post itself.
import { Text, View } from '@tarojs/components'
import LikeButton from '@/components/LikeButton'
import Thumbnails from '@/components/Thumbnails'
import UserLine from '@/components/UserLine'
import { openRoute } from '@/components/navigation/navigate'
import type { LikeState, Post } from '@/features/upgc/api/upgc'
import { POST_IMAGES_MAX } from '@/features/upgc/api/upgc'
import { postTime } from '@/features/upgc/utils/feed'
import './PostCard.scss'

export interface PostCardProps {
  post: Post
  onLike: (id: number, before: LikeState) => void
  /** Opens the post (feeds); absent on the detail page. */
  onOpen?: (post: Post) => void
  onCircle?: (circleId: number) => void
  /** The detail page shows the whole text and large images. */
  full?: boolean
  /** Opens the ··· menu (delete my post, report someone else's). */
  onMore?: (post: Post) => void
}

const STATUS_TEXT: Record<string, string> = { held: '审核中，仅自己可见', rejected: '未通过审核，仅自己可见' }

export default function PostCard({ post, onLike, onOpen, onCircle, full, onMore }: PostCardProps) {
  const openAuthor = (e: { stopPropagation: () => void }) => {
    e.stopPropagation()
    void openRoute('upgc-dynamic', { userId: post.author.id })
  }
  return (
    <View
      className={`post-card${full ? ' post-card--full' : ''}`}
      data-testid='post-card'
      data-post-id={post.id}
      data-status={post.status}
      onClick={onOpen ? () => onOpen(post) : undefined}
    >
      <View className='post-card__head'>
        {/* The author opens their home (个人主页). */}
        <UserLine user={post.author} sub={postTime(post.createdAt)} onClick={openAuthor} testId='post-author-link' nameTestId='post-author' />
        {onMore ? (
          <Text
            className='post-card__more'
            data-testid='post-more'
            onClick={(e) => {
              e.stopPropagation()
              onMore(post)
            }}
          >
            ···
          </Text>
        ) : null}
      </View>
      {STATUS_TEXT[post.status] ? (
        <Text className='post-card__status' data-testid='post-status'>
          {STATUS_TEXT[post.status]}
        </Text>
      ) : null}
      {/* Plain text: a Text node, so markup in a post shows as written. */}
      <Text className={`post-card__text${full ? '' : ' post-card__text--clamp'}`} data-testid='post-text' userSelect={full}>
        {post.text}
      </Text>
      <Thumbnails images={post.images.slice(0, POST_IMAGES_MAX)} testId='post-images' imageTestId='post-image' />
      <View className='post-card__foot'>
        <Text
          className='post-card__circle'
          data-testid='post-circle'
          data-circle-id={post.circle.id}
          onClick={(e) => {
            if (!onCircle) return
            e.stopPropagation()
            onCircle(post.circle.id)
          }}
        >
          # {post.circle.name}
        </Text>
        <View className='post-card__actions'>
          <LikeButton
            liked={post.liked}
            count={post.likeCount}
            onClick={() => onLike(post.id, { liked: post.liked, likeCount: post.likeCount })}
            testId='post-like'
            className='post-card__like'
          />
          <View className='post-card__comments' data-testid='post-comment-count' data-count={post.commentCount}>
            <Text className='post-card__count'>评论{post.commentCount ? ` ${post.commentCount}` : ''}</Text>
          </View>
        </View>
      </View>
    </View>
  )
}
