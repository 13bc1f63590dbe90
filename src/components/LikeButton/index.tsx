// A heart and its count (赞 while there is none), red once liked. The owner changes the state
// (optimistically, core/like.ts); a tap does not reach the card under it.
// Test ids: `${testId}` (`data-liked`), `${testId}-count` (`data-count`).
import { Text, View } from '@tarojs/components'
import './index.scss'

export interface LikeButtonProps {
  liked: boolean
  count: number
  onClick: () => void
  testId: string
  className?: string
}

export default function LikeButton({ liked, count, onClick, testId, className }: LikeButtonProps) {
  return (
    <View
      className={`xz-like${liked ? ' xz-like--on' : ''}${className ? ` ${className}` : ''}`}
      data-testid={testId}
      data-liked={liked ? 'true' : 'false'}
      onClick={(e) => {
        e.stopPropagation()
        onClick()
      }}
    >
      <Text>{liked ? '♥' : '♡'}</Text>
      <Text className='xz-like__count' data-testid={`${testId}-count`} data-count={count}>
        {count || '赞'}
      </Text>
    </View>
  )
}
