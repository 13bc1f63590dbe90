// The ··· menu of a post or a comment: the shared ContentMenu (src/components) with the
// community's calls. My own can be deleted (after a confirm), someone else's reported.
import SharedContentMenu, { type MenuTarget as SharedTarget } from '@/components/ContentMenu'
import { deleteComment, deletePost, reportContent } from '@/features/upgc/api/upgc'

export type MenuTarget = SharedTarget<'post' | 'comment'>

export interface ContentMenuProps {
  /** The item whose menu is open; null when closed. */
  target: MenuTarget | null
  onClose: () => void
  onDeleted: (target: MenuTarget) => void
  /** Adds 分享 to the menu (动态详情's post). */
  onShare?: () => void
}

const NAMES = { post: '动态', comment: '评论' }

export default function ContentMenu({ target, onClose, onDeleted, onShare }: ContentMenuProps) {
  return (
    <SharedContentMenu
      target={target}
      names={NAMES}
      onClose={onClose}
      onDeleted={onDeleted}
      onShare={onShare}
      remove={(t) => (t.type === 'post' ? deletePost(t.id) : deleteComment(t.id))}
      deleteHint={(t) => (t.type === 'post' ? '删除后，动态和它的评论、点赞都不再显示，无法恢复。' : '删除后无法恢复。')}
      report={(t, reason) => reportContent(t.type, t.id, reason)}
    />
  )
}
