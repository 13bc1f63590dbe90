// Where team-reading things open (route names of src/routes/table.ts).
import { openRoute, replaceRoute } from '@/components/navigation/navigate'

export function openSchedule(teamId: number, invite?: string): void {
  void openRoute('teamreading-teamSchedule', { teamId, invite })
}

export function replaceWithSchedule(teamId: number): void {
  void replaceRoute('teamreading-teamSchedule', { teamId })
}

export function openCourse(subjectId: number): void {
  void openRoute('course-courseDetail', { subjectId })
}

export function openRemoveTeammates(teamId: number): void {
  void openRoute('teamreading-deletingTeammate', { id: teamId })
}

export function openTeamBookList(teamId: number): void {
  void openRoute('teamreading-teamBooklist', { teamId })
}

export function openMemberRanking(teamId: number): void {
  void openRoute('teamreading-rankingList', { tab: 'members', teamId })
}

/** 共读书单: choose a list (optionally one already chosen) and create a team with it. */
export function openChooseBookList(bookListId?: number): void {
  void openRoute('teamreading-teamReadBooklist', { bookListId })
}

export function openRoutePage(name: string): void {
  void openRoute(name)
}
