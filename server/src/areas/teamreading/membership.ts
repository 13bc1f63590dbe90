import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import { isUniqueViolation, type Dialect } from '../../db/connect.js';
import type { DB } from '../../db/schema.js';
import { DEFAULT_CHAPTERS_PER_DAY, TEAM_NAME_MAX, type CreateTeamBody, type RemoveResult, type TeamCard } from './schemas.js';
import { endDay, planDays, planSizes } from './plan.js';
import type { TeamRow, TeamViews } from './views.js';

/** Invite codes: no 0/O, 1/I/L, so a code read aloud or typed is not mistaken. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * The rules of being in a team (docs/TEAMREADING.md "Rules"): creating one, joining (with the
 * invite code for a private team), leaving, the captain removing a member and dissolving it.
 *
 * Seats: a join runs in one transaction that first locks the team row (`select … for update` on
 * PostgreSQL; SQLite runs one write transaction at a time), then counts the active members and
 * adds the new one, so concurrent joins see each other and a team never exceeds its size.
 * One team per book list and reader: a partial unique index on the active memberships.
 */
export class MembershipService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect,
    private readonly clock: Clock,
    private readonly views: TeamViews,
  ) {}

  /** The team row, locked until the transaction ends; a dissolved or unknown team is 4901. */
  private async lockTeam(trx: Kysely<DB>, teamId: number): Promise<TeamRow> {
    let q = trx.selectFrom('reading_teams').selectAll().where('id', '=', teamId);
    if (this.dialect === 'postgres') q = q.forUpdate();
    const row = await q.executeTakeFirst();
    if (!row || row.status !== 'active') throw new AppError(States.TEAM_NOT_FOUND);
    return row;
  }

  private async activeCount(trx: Kysely<DB>, teamId: number): Promise<number> {
    const row = await trx
      .selectFrom('reading_team_members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('team_id', '=', teamId)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Whether the user is an active member of a team of this book list (the one-team-per-list rule). */
  private async inListTeam(userId: number, bookListId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('reading_team_members')
      .select('team_id')
      .where('user_id', '=', userId)
      .where('book_list_id', '=', bookListId)
      .where('status', '=', 'active')
      .executeTakeFirst();
    return row !== undefined;
  }

  async create(me: number, body: CreateTeamBody): Promise<TeamCard> {
    const name = body.name.trim();
    const length = Array.from(name).length;
    if (length < 1 || length > TEAM_NAME_MAX) throw new AppError(States.TEAM_NAME_INVALID);
    const list = await this.db.selectFrom('book_lists').select('id').where('id', '=', body.bookListId).where('active', '=', 1).executeTakeFirst();
    if (!list) throw new AppError(States.BOOK_LIST_NOT_FOUND);
    if (((await planSizes(this.db, [list.id])).get(list.id) ?? 0) === 0) throw new AppError(States.TEAM_BOOK_LIST_EMPTY);
    if (await this.inListTeam(me, list.id)) throw new AppError(States.TEAM_SAME_BOOK_LIST);
    const now = this.clock.now();
    for (let attempt = 0; ; attempt += 1) {
      try {
        const id = await this.db.transaction().execute(async (trx) => {
          const team = await trx
            .insertInto('reading_teams')
            .values({
              name,
              book_list_id: list.id,
              captain_id: me,
              size: body.size,
              chapters_per_day: body.chaptersPerDay ?? DEFAULT_CHAPTERS_PER_DAY,
              public: body.public === false ? 0 : 1,
              invite_code: newInviteCode(),
              start_day: this.views.today(),
              dissolved_at: null,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('reading_team_members')
            .values({ team_id: team.id, user_id: me, book_list_id: list.id, role: 'captain', status: 'active', joined_at: now, updated_at: now })
            .execute();
          return team.id;
        });
        return this.views.card(await this.views.requireTeam(id), me);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // Either a concurrent team of the same list (the membership index) or an invite code
        // drawn twice (31^8 codes: retry with a new one).
        if (await this.inListTeam(me, list.id)) throw new AppError(States.TEAM_SAME_BOOK_LIST);
        if (attempt >= 4) throw err;
      }
    }
  }

  /**
   * Joins a team. Joining a team one is in already answers it unchanged (idempotent). The
   * invite code must be the team's when given, and is required for a private team.
   */
  async join(me: number, teamId: number, inviteCode: string | undefined): Promise<TeamCard> {
    const code = inviteCode?.trim().toUpperCase() || null;
    const today = this.views.today();
    try {
      await this.db.transaction().execute(async (trx) => {
        const team = await this.lockTeam(trx, teamId);
        const mine = await trx.selectFrom('reading_team_members').select('status').where('team_id', '=', teamId).where('user_id', '=', me).executeTakeFirst();
        if (mine?.status === 'active') return;
        if (mine?.status === 'removed') throw new AppError(States.TEAM_REMOVED);
        checkInvite(team, code);
        const chapters = (await planSizes(trx, [team.book_list_id])).get(team.book_list_id) ?? 0;
        if (today > endDay(team.start_day, planDays(chapters, team.chapters_per_day))) throw new AppError(States.TEAM_ENDED);
        if ((await this.activeCount(trx, teamId)) >= team.size) throw new AppError(States.TEAM_FULL);
        const now = this.clock.now();
        await trx
          .insertInto('reading_team_members')
          .values({ team_id: teamId, user_id: me, book_list_id: team.book_list_id, role: 'member', status: 'active', joined_at: now, updated_at: now })
          .onConflict((oc) => oc.columns(['team_id', 'user_id']).doUpdateSet({ role: 'member', status: 'active', joined_at: now, updated_at: now }))
          .execute();
      });
    } catch (err) {
      // The partial unique index: already reading this book list in another team.
      if (isUniqueViolation(err)) throw new AppError(States.TEAM_SAME_BOOK_LIST);
      throw err;
    }
    return this.views.card(await this.views.requireTeam(teamId), me);
  }

  /**
   * The captain removes a member. Removing someone removed already answers `removed: false`
   * and changes nothing, so a repeated tap or a retried request is harmless.
   */
  async remove(me: number, teamId: number, userId: number): Promise<RemoveResult> {
    return this.db.transaction().execute(async (trx) => {
      const team = await this.lockTeam(trx, teamId);
      if (team.captain_id !== me) throw new AppError(States.TEAM_NOT_CAPTAIN);
      if (userId === me) throw new AppError(States.TEAM_CAPTAIN_SELF);
      const row = await trx.selectFrom('reading_team_members').select('status').where('team_id', '=', teamId).where('user_id', '=', userId).executeTakeFirst();
      if (!row || (row.status !== 'active' && row.status !== 'removed')) throw new AppError(States.TEAM_MEMBER_NOT_FOUND);
      let removed = false;
      if (row.status === 'active') {
        await trx
          .updateTable('reading_team_members')
          .set({ status: 'removed', updated_at: this.clock.now() })
          .where('team_id', '=', teamId)
          .where('user_id', '=', userId)
          .where('status', '=', 'active')
          .execute();
        removed = true;
      }
      return { removed, memberCount: await this.activeCount(trx, teamId) };
    });
  }

  /** A member leaves (idempotent); the captain dissolves instead. */
  async leave(me: number, teamId: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const team = await this.lockTeam(trx, teamId);
      if (team.captain_id === me) throw new AppError(States.TEAM_CAPTAIN_LEAVE);
      await trx
        .updateTable('reading_team_members')
        .set({ status: 'left', updated_at: this.clock.now() })
        .where('team_id', '=', teamId)
        .where('user_id', '=', me)
        .where('status', '=', 'active')
        .execute();
    });
  }

  /** The captain dissolves the team: it leaves every list, its members are free (idempotent for the captain). */
  async dissolve(me: number, teamId: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      let q = trx.selectFrom('reading_teams').selectAll().where('id', '=', teamId);
      if (this.dialect === 'postgres') q = q.forUpdate();
      const team = await q.executeTakeFirst();
      if (!team || (team.status !== 'active' && team.captain_id !== me)) throw new AppError(States.TEAM_NOT_FOUND);
      if (team.captain_id !== me) throw new AppError(States.TEAM_NOT_CAPTAIN);
      if (team.status !== 'active') return;
      const now = this.clock.now();
      await trx.updateTable('reading_teams').set({ status: 'dissolved', dissolved_at: now, updated_at: now }).where('id', '=', teamId).execute();
      await trx.updateTable('reading_team_members').set({ status: 'ended', updated_at: now }).where('team_id', '=', teamId).where('status', '=', 'active').execute();
    });
  }
}

/** The invite code must be the team's when given; a private team needs it. */
export function checkInvite(team: Pick<TeamRow, 'invite_code' | 'public'>, code: string | null): void {
  if (code !== null && code !== team.invite_code) throw new AppError(States.TEAM_INVITE_INVALID);
  if (code === null && team.public !== 1) throw new AppError(States.TEAM_PRIVATE);
}
