import { sql, type Kysely } from 'kysely';
import { addDays, daysBetween } from '../../core/beijing-time.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { DB } from '../../db/schema.js';
import { subjectCards } from '../course/index.js';
import { checkInvite } from './membership.js';
import { planEntries, plannedToDate, splitDays, type PlanEntry } from './plan.js';
import type { MemberProgress, TeamBookListDetail, TeamMember, TeamRole, TeamSchedule } from './schemas.js';
import { SLOT_SECONDS, type TeamRow, type TeamViews, type Viewer } from './views.js';

interface Progress {
  progress: Map<number, MemberProgress>;
  /** Completed plan chapters per user. */
  completed: Map<number, Set<number>>;
}

/**
 * Progress from real listening (docs/TEAMREADING.md "Progress"): seconds are the user's
 * 10-second `listen_slots` on the list's courses from the team's start day on; completed
 * chapters are the plan's chapters with `chapter_progress.completed` (whenever completed).
 */
export class ProgressService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly views: TeamViews,
  ) {}

  /** Progress of these users in the team. */
  async progressOf(team: TeamRow, entries: PlanEntry[], userIds: number[]): Promise<Progress> {
    const users = [...new Set(userIds)];
    const subjects = [...new Set(entries.map((e) => e.subjectId))];
    const chapterIds = new Set(entries.map((e) => e.chapterId));
    const today = this.views.today();
    const [slots, done] =
      users.length === 0 || subjects.length === 0
        ? [[], []]
        : await Promise.all([
            this.db
              .selectFrom('listen_slots')
              .select(['user_id', sql<number>`count(*)`.as('n'), sql<number>`sum(case when day = ${today} then 1 else 0 end)`.as('today')])
              .where('user_id', 'in', users)
              .where('subject_id', 'in', subjects)
              .where('day', '>=', team.start_day)
              .groupBy('user_id')
              .execute(),
            this.db
              .selectFrom('chapter_progress')
              .select(['user_id', 'chapter_id'])
              .where('user_id', 'in', users)
              .where('subject_id', 'in', subjects)
              .where('completed', '=', 1)
              .execute(),
          ]);
    const slotsOf = new Map(slots.map((r) => [r.user_id, r]));
    const completed = new Map<number, Set<number>>(users.map((u) => [u, new Set<number>()]));
    for (const row of done) if (chapterIds.has(row.chapter_id)) completed.get(row.user_id)?.add(row.chapter_id);
    const planned = plannedToDate(entries.length, team.chapters_per_day, team.start_day, today);
    const progress = new Map<number, MemberProgress>(
      users.map((u) => [
        u,
        {
          listenedSeconds: Number(slotsOf.get(u)?.n ?? 0) * SLOT_SECONDS,
          todaySeconds: Number(slotsOf.get(u)?.today ?? 0) * SLOT_SECONDS,
          completedChapters: completed.get(u)?.size ?? 0,
          planChapters: entries.length,
          plannedToDate: planned,
        },
      ]),
    );
    return { progress, completed };
  }

  /** Active members, the captain first, then by joining. */
  async members(teamId: number) {
    return this.db
      .selectFrom('reading_team_members')
      .select(['user_id', 'role', 'joined_at'])
      .where('team_id', '=', teamId)
      .where('status', '=', 'active')
      .orderBy(sql`case when role = 'captain' then 0 else 1 end`)
      .orderBy('joined_at')
      .orderBy('user_id')
      .execute();
  }

  /** The viewer's membership row (any status), or undefined. */
  private async membership(teamId: number, viewer: Viewer) {
    if (viewer === null) return undefined;
    return this.db.selectFrom('reading_team_members').select(['role', 'status']).where('team_id', '=', teamId).where('user_id', '=', viewer).executeTakeFirst();
  }

  /**
   * Who may look at a team: its members; anyone for a public team; for a private one, whoever
   * has the invite code. A wrong code is refused for a non-member even on a public team, so a
   * broken invitation link says so instead of failing at the join.
   */
  async requireViewable(teamId: number, viewer: Viewer, invite: string | undefined): Promise<{ team: TeamRow; role: TeamRole | null; status: string | null }> {
    const team = await this.views.requireTeam(teamId);
    const row = await this.membership(teamId, viewer);
    if (row?.status === 'active') return { team, role: row.role, status: row.status };
    const code = invite?.trim().toUpperCase() || null;
    if (code !== null || team.public !== 1) checkInvite(team, code);
    return { team, role: null, status: row?.status ?? null };
  }

  async schedule(viewer: Viewer, teamId: number, invite: string | undefined): Promise<TeamSchedule> {
    const { team, role, status } = await this.requireViewable(teamId, viewer, invite);
    const [entries, rows, card] = await Promise.all([planEntries(this.db, team.book_list_id), this.members(teamId), this.views.card(team, viewer)]);
    const memberIds = rows.map((r) => r.user_id);
    const { progress, completed } = await this.progressOf(team, entries, viewer === null ? memberIds : [...memberIds, viewer]);
    const people = await this.views.users(memberIds);
    const today = this.views.today();
    const mineDone = viewer === null ? new Set<number>() : (completed.get(viewer) ?? new Set<number>());
    const days = splitDays(entries, team.chapters_per_day).map((chapters, index) => ({
      index,
      day: addDays(team.start_day, index),
      chapters: chapters.map((e) => ({ ...e, completed: mineDone.has(e.chapterId) })),
      doneByMe: role !== null && chapters.every((e) => mineDone.has(e.chapterId)),
      doneBy: memberIds.filter((u) => chapters.every((e) => completed.get(u)?.has(e.chapterId))).length,
    }));
    const members: TeamMember[] = rows.map((r) => ({
      user: people.get(r.user_id) ?? { id: r.user_id, nickname: '', avatar: '' },
      role: r.role,
      joinedAt: r.joined_at,
      progress: progress.get(r.user_id)!,
    }));
    let joinBlocked: string | null = null;
    if (role === null) {
      if (status === 'removed') joinBlocked = States.TEAM_REMOVED.msg;
      else if (card.finished) joinBlocked = States.TEAM_ENDED.msg;
      else if (card.memberCount >= card.size) joinBlocked = States.TEAM_FULL.msg;
    }
    return {
      team: card,
      today,
      todayIndex: daysBetween(team.start_day, today),
      viewer: role ?? 'visitor',
      canJoin: role === null && viewer !== null && joinBlocked === null,
      joinBlocked,
      inviteCode: role === null ? null : team.invite_code,
      members,
      days,
      mine: role === null || viewer === null ? null : (progress.get(viewer) ?? null),
    };
  }

  /** The team's book list with each course's progress for the caller. */
  async teamBookList(viewer: number, teamId: number): Promise<TeamBookListDetail> {
    const { team } = await this.requireViewable(teamId, viewer, undefined);
    const [entries, card, list, items] = await Promise.all([
      planEntries(this.db, team.book_list_id),
      this.views.card(team, viewer),
      this.db.selectFrom('book_lists').select('summary').where('id', '=', team.book_list_id).executeTakeFirst(),
      this.db
        .selectFrom('book_list_items as i')
        .innerJoin('subjects as s', 's.id', 'i.subject_id')
        .select(['i.subject_id', 'i.note'])
        .where('i.book_list_id', '=', team.book_list_id)
        .where('s.active', '=', 1)
        .orderBy('i.sort')
        .orderBy('i.id')
        .execute(),
    ]);
    const subjects = items.map((i) => i.subject_id);
    const [cards, slots, { completed }] = await Promise.all([
      subjectCards(this.db, subjects),
      subjects.length === 0
        ? []
        : this.db
            .selectFrom('listen_slots')
            .select(['subject_id', sql<number>`count(*)`.as('n')])
            .where('user_id', '=', viewer)
            .where('subject_id', 'in', subjects)
            .where('day', '>=', team.start_day)
            .groupBy('subject_id')
            .execute(),
      this.progressOf(team, entries, [viewer]),
    ]);
    const slotsOf = new Map(slots.map((r) => [r.subject_id, Number(r.n)]));
    const done = completed.get(viewer) ?? new Set<number>();
    return {
      team: card,
      summary: list?.summary ?? '',
      items: items.flatMap((item) => {
        const subject = cards.get(item.subject_id);
        if (!subject) return [];
        const positions = entries.flatMap((e, i) => (e.subjectId === item.subject_id ? [i] : []));
        const day = (i: number) => Math.floor(i / team.chapters_per_day);
        return [
          {
            note: item.note,
            subject,
            chapters: positions.length,
            completedChapters: positions.filter((i) => done.has(entries[i].chapterId)).length,
            listenedSeconds: (slotsOf.get(item.subject_id) ?? 0) * SLOT_SECONDS,
            firstDay: positions.length ? day(positions[0]) : -1,
            lastDay: positions.length ? day(positions[positions.length - 1]) : -1,
          },
        ];
      }),
    };
  }

  /** A member's progress in a team (for their own cards). */
  async myProgress(team: TeamRow, userId: number): Promise<MemberProgress> {
    const entries = await planEntries(this.db, team.book_list_id);
    return (await this.progressOf(team, entries, [userId])).progress.get(userId)!;
  }

  /** The member ranking of a team the caller is in. */
  async memberRanking(viewer: number, teamId: number) {
    const team = await this.views.requireTeam(teamId);
    const row = await this.membership(teamId, viewer);
    if (row?.status !== 'active') throw new AppError(States.TEAM_MEMBERS_ONLY);
    const [entries, rows, card] = await Promise.all([planEntries(this.db, team.book_list_id), this.members(teamId), this.views.card(team, viewer)]);
    const ids = rows.map((r) => r.user_id);
    const [{ progress }, people] = await Promise.all([this.progressOf(team, entries, ids), this.views.users(ids)]);
    const sorted = [...rows].sort((a, b) => {
      const pa = progress.get(a.user_id)!;
      const pb = progress.get(b.user_id)!;
      return pb.listenedSeconds - pa.listenedSeconds || pb.completedChapters - pa.completedChapters || a.joined_at - b.joined_at || a.user_id - b.user_id;
    });
    const list = sorted.map((r, i) => ({
      rank: i + 1,
      user: people.get(r.user_id) ?? { id: r.user_id, nickname: '', avatar: '' },
      role: r.role,
      listenedSeconds: progress.get(r.user_id)!.listenedSeconds,
      completedChapters: progress.get(r.user_id)!.completedChapters,
    }));
    return { team: card, list, myRank: list.find((m) => m.user.id === viewer)?.rank ?? null };
  }
}
