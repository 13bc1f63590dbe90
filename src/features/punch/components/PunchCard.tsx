// One punch: who, which day (补卡 marked), the text as plain text (never HTML), up to nine
// photos, minutes listened, the heart and the latest comments. Tapping 评论 asks the page to
// open its comment box for this punch; ··· (someone else's punch, any comment) asks it to open the
// content menu: 举报 for others' punches and comments, 删除评论 for my own comment.
import { Text, View } from '@tarojs/components'
import type { MenuTarget } from '@/components/ContentMenu'
import LikeButton from '@/components/LikeButton'
import Thumbnails from '@/components/Thumbnails'
import UserLine from '@/components/UserLine'
import type { LikeState } from '@/core/like'
import { formatMinutes } from '@/core/format'
import type { Punch } from '@/features/punch/api/punch'
import { monthDay } from '@/features/punch/utils/calendar'
import './PunchCard.scss'

// Moderation (docs/PUNCH.md): only the author sees their own punch or comment that is not visible.
const PUNCH_STATUS_TEXT: Record<Punch['status'], string> = { visible: '', held: '审核中，仅自己可见', rejected: '未通过审核，仅自己可见', removed: '内容已被删除' }
const COMMENT_STATUS_TEXT: Record<Punch['comments'][number]['status'], string> = { visible: '', held: '（审核中）', rejected: '（未通过审核）' }

export interface PunchCardProps {
  punch: Punch
  onLike: (punchId: number, before: LikeState) => void
  onComment: (punch: Punch) => void
  /** Opens the ··· menu of the punch or one of its comments. */
  onMore?: (target: MenuTarget<'punch' | 'comment'>) => void
}

function More({ onClick, testId }: { onClick: () => void; testId: string }) {
  return (
    <Text
      className='punch-card__more'
      data-testid={testId}
      onClick={(e) => {
        e.stopPropagation()
        onClick()
      }}
    >
      ···
    </Text>
  )
}

export default function PunchCard({ punch, onLike, onComment, onMore }: PunchCardProps) {
  return (
    <View className='punch-card' data-testid='punch-card' data-punch-id={punch.id} data-kind={punch.kind} data-day={punch.day}>
      <View className='punch-card__top'>
        <UserLine
          user={punch.user}
          nameTestId='punch-card-user'
          className='punch-card__head'
          sub={
            <>
              {monthDay(punch.day)}打卡
              {punch.kind === 'makeup' ? <Text className='punch-card__makeup'> 补卡</Text> : null}
              {punch.minutes > 0 ? <Text> · 听书{formatMinutes(punch.minutes)}</Text> : null}
              {punch.status !== 'visible' ? (
                <Text data-testid='punch-card-status' data-status={punch.status}>
                  {' '}
                  · {PUNCH_STATUS_TEXT[punch.status]}
                </Text>
              ) : null}
            </>
          }
        />
        {/* One's own punch cannot be deleted (its day counts): only others' have a menu (举报). */}
        {onMore && !punch.mine ? <More testId='punch-more' onClick={() => onMore({ type: 'punch', id: punch.id, mine: false })} /> : null}
      </View>
      {punch.text ? (
        <Text className='punch-card__text' data-testid='punch-card-text'>
          {punch.text}
        </Text>
      ) : null}
      <Thumbnails images={punch.images} testId='punch-card-images' className='punch-card__images' />
      <View className='punch-card__actions'>
        <LikeButton liked={punch.liked} count={punch.likeCount} onClick={() => onLike(punch.id, { liked: punch.liked, likeCount: punch.likeCount })} testId='punch-like' />
        <View className='punch-card__comment-open' data-testid='punch-comment-open' onClick={() => onComment(punch)}>
          <Text className='punch-card__count' data-testid='punch-comment-count' data-count={punch.commentCount}>
            评论{punch.commentCount ? ` ${punch.commentCount}` : ''}
          </Text>
        </View>
      </View>
      {punch.comments.length ? (
        <View className='punch-card__comments'>
          {punch.commentCount > punch.comments.length ? <Text className='punch-card__more'>共{punch.commentCount}条评论，显示最新{punch.comments.length}条</Text> : null}
          {punch.comments.map((c) => (
            <View key={c.id} className='punch-card__comment' data-testid='punch-comment' data-comment-id={c.id}>
              <Text className='punch-card__comment-name'>{c.user.nickname}：</Text>
              <Text className='punch-card__comment-text' data-testid='punch-comment-text'>
                {c.text}
              </Text>
              {c.status !== 'visible' ? (
                <Text data-testid='punch-comment-status' data-status={c.status}>
                  {COMMENT_STATUS_TEXT[c.status]}
                </Text>
              ) : null}
              {onMore ? <More testId='punch-comment-more' onClick={() => onMore({ type: 'comment', id: c.id, mine: c.mine })} /> : null}
            </View>
          ))}
        </View>
      ) : null}
    </View>
  )
}
