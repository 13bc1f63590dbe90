// The invitation link of a team: its 共读进度 page with the team's invite code (`invite`), plus the
// sharer's own invitation code that core/share adds. In the mini-program the share menu sends it
// (onShareAppMessage, through PageShell); on H5 the button copies it or opens the share sheet.
import { routeShareLink } from '@/components/Poster/link'
import { shareWithToast } from '@/components/Poster/shareWithToast'
import { configureShare } from '@/core/share/share'
import type { TeamCard } from '@contract/teamreading'

/** The invitation link: a web address on H5, a page path in the mini-program. */
export function inviteLink(teamId: number, inviteCode: string): string {
  return routeShareLink('teamreading-teamSchedule', { teamId, invite: inviteCode })
}

function target(team: Pick<TeamCard, 'id' | 'name' | 'bookList'>, inviteCode: string) {
  return {
    title: `快来加入「${team.name}」，一起共读《${team.bookList.title}》`,
    desc: '组队共读，每天一点，彼此见证',
    link: inviteLink(team.id, inviteCode),
  }
}

/** What the share menu (mini-program, WeChat) sends from a member's 共读进度 page. */
export function configureInviteShare(team: Pick<TeamCard, 'id' | 'name' | 'bookList'>, inviteCode: string): void {
  void configureShare(target(team, inviteCode))
}

export function shareInvite(team: Pick<TeamCard, 'id' | 'name' | 'bookList'>, inviteCode: string): void {
  void shareWithToast(target(team, inviteCode), '邀请链接已复制，发给好友即可加入')
}
