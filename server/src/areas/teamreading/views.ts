import { sql, type Kysely, type Selectable } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { beijingDay } from '../../core/beijing-time.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { DB, ReadingTeamsTable } from '../../db/schema.js';
import { displayName } from '../../shared/accounts/users.js';
import { endDay, planDays, planSizes } from './plan.js';
import type { TeamCard, TeamRole, TeamUser } from './schemas.js';

/**
 * What the team-reading services share: the team row lookups, people, and the team card with
 * its counts. Counts (members, listening) are counted from rows, never stored.
 */

export type TeamRow = Selectable<ReadingTeamsTable>;
/** Who asks: a user id, or null for a visitor. */
export type Viewer = number | null;

export const SLOT_SECONDS = 10;

export class TeamViews {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  today(): string {
    return beijingDay(this.clock.now());
  }

  /** A team that is not dissolved. */
  async requireTeam(id: number, db: Kysely<DB> = this.db): Promise<TeamRow> {
    const row = await db.selectFrom('reading_teams').selectAll().where('id', '=', id).where('status', '=', 'active').executeTakeFirst();
    if (!row) throw new AppError(States.TEAM_NOT_FOUND);
    return row;
  }

  async users(ids: number[]): Promise<Map<number, TeamUser>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.selectFrom('users').select(['id', 'nickname', 'mobile', 'avatar']).where('id', 'in', [...new Set(ids)]).execute();
    return new Map(rows.map((r) => [r.id, { id: r.id, nickname: displayName(r.nickname, r.mobile), avatar: r.avatar }]));
  }

  /** Active member counts per team. */
  async memberCounts(teamIds: number[]): Promise<Map<number, number>> {
    if (teamIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('reading_team_members')
      .select(['team_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('team_id', 'in', teamIds)
      .where('status', '=', 'active')
      .groupBy('team_id')
      .execute();
    return new Map(rows.map((r) => [r.team_id, Number(r.n)]));
  }

  /**
   * Listening seconds per team: the 10-second slots of its active members on the list's active
   * courses from the start day on. `teamIds` null: every team. Each slot belongs to one user and
   * one course, and a course is on a list once (book_list_items_uq), so no slot counts twice.
   */
  async teamSeconds(teamIds: number[] | null): Promise<Map<number, number>> {
    if (teamIds && teamIds.length === 0) return new Map();
    let q = this.db
      .selectFrom('reading_team_members as m')
      .innerJoin('reading_teams as t', 't.id', 'm.team_id')
      .innerJoin('listen_slots as l', (j) => j.onRef('l.user_id', '=', 'm.user_id').onRef('l.day', '>=', 't.start_day'))
      .innerJoin('book_list_items as i', (j) => j.onRef('i.book_list_id', '=', 't.book_list_id').onRef('i.subject_id', '=', 'l.subject_id'))
      .innerJoin('subjects as s', 's.id', 'i.subject_id')
      .select(['m.team_id', sql<number>`count(*)`.as('n')])
      .where('m.status', '=', 'active')
      .where('t.status', '=', 'active')
      .where('s.active', '=', 1)
      .groupBy('m.team_id');
    if (teamIds) q = q.where('m.team_id', 'in', teamIds);
    const rows = await q.execute();
    return new Map(rows.map((r) => [r.team_id, Number(r.n) * SLOT_SECONDS]));
  }

  /** The viewer's role in each of these teams (active memberships only). */
  async roles(viewer: Viewer, teamIds: number[]): Promise<Map<number, TeamRole>> {
    if (viewer === null || teamIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('reading_team_members')
      .select(['team_id', 'role'])
      .where('user_id', '=', viewer)
      .where('status', '=', 'active')
      .where('team_id', 'in', teamIds)
      .execute();
    return new Map(rows.map((r) => [r.team_id, r.role]));
  }

  /** Cards of team rows, in their order. `seconds` may be passed when already counted. */
  async cards(rows: TeamRow[], viewer: Viewer, seconds?: Map<number, number>): Promise<TeamCard[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const listIds = [...new Set(rows.map((r) => r.book_list_id))];
    const [members, totals, roles, captains, lists, sizes] = await Promise.all([
      this.memberCounts(ids),
      seconds ?? this.teamSeconds(ids),
      this.roles(viewer, ids),
      this.users(rows.map((r) => r.captain_id)),
      this.db.selectFrom('book_lists').select(['id', 'title', 'cover']).where('id', 'in', listIds).execute(),
      planSizes(this.db, listIds),
    ]);
    const listOf = new Map(lists.map((l) => [l.id, l]));
    const today = this.today();
    return rows.map((r) => {
      const chapters = sizes.get(r.book_list_id) ?? 0;
      const days = planDays(chapters, r.chapters_per_day);
      const last = endDay(r.start_day, days);
      return {
        id: r.id,
        name: r.name,
        bookList: listOf.get(r.book_list_id) ?? { id: r.book_list_id, title: '', cover: '' },
        captain: captains.get(r.captain_id) ?? { id: r.captain_id, nickname: '', avatar: '' },
        size: r.size,
        memberCount: members.get(r.id) ?? 0,
        public: r.public === 1,
        chaptersPerDay: r.chapters_per_day,
        planChapters: chapters,
        planDays: days,
        startDay: r.start_day,
        endDay: last,
        finished: today > last,
        totalSeconds: totals.get(r.id) ?? 0,
        role: roles.get(r.id) ?? null,
        createdAt: r.created_at,
      };
    });
  }

  async card(row: TeamRow, viewer: Viewer): Promise<TeamCard> {
    return (await this.cards([row], viewer))[0];
  }
}
