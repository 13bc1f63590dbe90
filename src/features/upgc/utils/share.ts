// Sharing a post: a friend opens its landing 动态详情 (postDetailLoad), which checks that the post
// still exists and may be seen before showing 动态详情, and says so clearly when it does not.
// For 动态详情: configurePostShare(post) once the post is loaded (the mini-program's share menu
// and WeChat's), sharePost(post) behind a 分享 button (our app's sheet, the menu hint in WeChat,
// the system sheet, or a copied link on H5).
import { routeShareLink } from '@/components/Poster/link'
import { shareWithToast } from '@/components/Poster/shareWithToast'
import { mediaUrl } from '@/core/media'
import { configureShare } from '@/core/share/share'
import type { Post } from '@/features/upgc/api/upgc'

/** The route a shared post opens. */
export const POST_SHARE_ROUTE = 'upgc-postDetailLoad'

const TITLE_MAX = 30

type SharedPost = Pick<Post, 'id' | 'text' | 'images' | 'author'>

/** The page a shared post opens: a web address on H5, a page path in the mini-program. */
export function postShareLink(postId: number): string {
  return routeShareLink(POST_SHARE_ROUTE, { postId })
}

/** The share title: the post's first line, at most 30 characters (an ellipsis when cut). */
export function postShareTitle(text: string): string {
  const line = text.trim().split('\n')[0].trim()
  const chars = Array.from(line)
  if (!chars.length) return '心栈社区的一条动态'
  return chars.length > TITLE_MAX ? `${chars.slice(0, TITLE_MAX).join('')}…` : line
}

export function postShareTarget(post: SharedPost) {
  return { title: postShareTitle(post.text), desc: `${post.author.nickname}在心栈社区的动态`, link: postShareLink(post.id) }
}

/** What the share menu sends from 动态详情 (call when the post is shown). */
export function configurePostShare(post: SharedPost): void {
  void configureShare({ ...postShareTarget(post), ...(post.images[0] ? { imageUrl: mediaUrl(post.images[0]) } : {}) })
}

/** A 分享 button: shares the landing's link, or copies it where nothing else can share. */
export function sharePost(post: SharedPost): Promise<unknown> {
  return shareWithToast(postShareTarget(post), '链接已复制，快去分享给好友吧')
}
