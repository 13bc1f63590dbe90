// One team in a list (组队共读, 我的战队, 排行榜): its list, name, captain, seats, where it is in
// its plan and how long its members listened; `extra` carries what a list adds (my progress).
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { TeamCard as Team } from '@/features/teamreading/api/teamreading'
import { ListCover } from '@/features/teamreading/components/Bits'
import { minutesOf, seatsText } from '@/features/teamreading/utils/schedule'
import './TeamCard.scss'

export interface TeamCardProps {
  team: Team
  onClick?: (team: Team) => void
  extra?: ReactNode
  /** Shown at the right (a rank, a badge). */
  side?: ReactNode
  testId?: string
}

export default function TeamCard({ team, onClick, extra, side, testId = 'team-card' }: TeamCardProps) {
  const role = team.role === 'captain' ? '队长' : team.role === 'member' ? '已加入' : null
  return (
    <View className='team-card' hoverClass='team-card--active' onClick={() => onClick?.(team)} data-testid={testId} data-team-id={team.id} data-role={team.role ?? ''}>
      <ListCover list={team.bookList} className='team-card__cover' />
      <View className='team-card__body'>
        <View className='team-card__title-row'>
          <Text className='team-card__name' data-testid='team-card-name'>
            {team.name}
          </Text>
          {role ? <Text className='team-card__badge'>{role}</Text> : null}
          {!team.public ? <Text className='team-card__badge team-card__badge--muted'>私密</Text> : null}
        </View>
        <Text className='team-card__list'>《{team.bookList.title}》</Text>
        <Text className='team-card__meta'>
          队长 {team.captain.nickname} · {seatsText(team)} · {team.finished ? '已结束' : `${team.planDays}天计划`}
        </Text>
        <Text className='team-card__meta' data-testid='team-card-minutes' data-seconds={team.totalSeconds}>
          全队已听 {minutesOf(team.totalSeconds)} 分钟
        </Text>
        {extra}
      </View>
      {side ? <View className='team-card__side'>{side}</View> : null}
    </View>
  )
}
