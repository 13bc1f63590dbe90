import { sql, type Kysely } from 'kysely';
import { addDays } from '../../core/beijing-time.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import type { DB } from '../../db/schema.js';
import { planDays, planSizes } from './plan.js';
import type { ProgressService } from './progress.js';
import { RANKING_SIZE, type MyTeam, type MyTeams, type TeamCard, type TeamRanking } from './schemas.js';
import type { TeamViews, Viewer } from './views.js';

/** Lists of teams: discovery, mine, and the team ranking. */
export class TeamService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly views: TeamViews,
    private readonly progress: ProgressService,
  ) {}

  /**
   * Teams one can join: public, not dissolved, with a free seat and a plan not over yet
   * (its last day is today or later), newest first. The "not over" condition is per book list:
   * a plan of D days started on or after today − (D − 1).
   */
  async discover(viewer: Viewer, bookListId: number | undefined, request: PageRequest): Promise<Page<TeamCard>> {
    const today = this.views.today();
    const combos = await this.db
      .selectFrom('reading_teams')
      .select(['book_list_id', 'chapters_per_day'])
      .distinct()
      .where('status', '=', 'active')
      .where('public', '=', 1)
      .$if(bookListId !== undefined, (q) => q.where('book_list_id', '=', bookListId!))
      .execute();
    const sizes = await planSizes(this.db, combos.map((c) => c.book_list_id));
    // Per (list, chapters a day): the earliest start day whose plan still runs today.
    const windows = combos
      .filter((c) => (sizes.get(c.book_list_id) ?? 0) > 0)
      .map((c) => ({ list: c.book_list_id, perDay: c.chapters_per_day, from: addDays(today, 1 - planDays(sizes.get(c.book_list_id)!, c.chapters_per_day)) }));
    if (windows.length === 0) return page([], 0, request);
    const open = this.db
      .selectFrom('reading_teams as t')
      .where('t.status', '=', 'active')
      .where('t.public', '=', 1)
      .where((eb) => eb.or(windows.map((w) => eb.and([eb('t.book_list_id', '=', w.list), eb('t.chapters_per_day', '=', w.perDay), eb('t.start_day', '>=', w.from)]))))
      .where(sql<boolean>`(select count(*) from reading_team_members m where m.team_id = t.id and m.status = 'active') < t.size`);
    const [count, rows] = await Promise.all([
      open.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      open.selectAll('t').orderBy('t.created_at', 'desc').orderBy('t.id', 'desc').limit(request.pageSize).offset(request.offset).execute(),
    ]);
    return page(await this.views.cards(rows, viewer), Number(count.n), request);
  }

  /** Teams I am an active member of, split into those I captain and those I joined, last joined first. */
  async mine(me: number): Promise<MyTeams> {
    const rows = await this.db
      .selectFrom('reading_team_members as m')
      .innerJoin('reading_teams as t', 't.id', 'm.team_id')
      .selectAll('t')
      .where('m.user_id', '=', me)
      .where('m.status', '=', 'active')
      .where('t.status', '=', 'active')
      .orderBy('m.joined_at', 'desc')
      .orderBy('t.id', 'desc')
      .execute();
    const cards = await this.views.cards(rows, me);
    const withProgress: MyTeam[] = await Promise.all(rows.map(async (row, i) => ({ ...cards[i], progress: await this.progress.myProgress(row, me) })));
    return { captain: withProgress.filter((t) => t.role === 'captain'), joined: withProgress.filter((t) => t.role === 'member') };
  }

  /**
   * Teams (not dissolved) by the listening of their active members on their list since their
   * start day; ties: the earlier team first. The top RANKING_SIZE, and the caller's teams.
   */
  async ranking(viewer: Viewer): Promise<TeamRanking> {
    const [rows, seconds] = await Promise.all([
      this.db.selectFrom('reading_teams').selectAll().where('status', '=', 'active').execute(),
      this.views.teamSeconds(null),
    ]);
    const sorted = rows.sort((a, b) => (seconds.get(b.id) ?? 0) - (seconds.get(a.id) ?? 0) || a.created_at - b.created_at || a.id - b.id);
    const rankOf = new Map(sorted.map((r, i) => [r.id, i + 1]));
    const top = sorted.slice(0, RANKING_SIZE);
    const mineIds = new Set(
      viewer === null
        ? []
        : (await this.db.selectFrom('reading_team_members').select('team_id').where('user_id', '=', viewer).where('status', '=', 'active').execute()).map((r) => r.team_id),
    );
    const mine = sorted.filter((r) => mineIds.has(r.id));
    const shown = [...new Map([...top, ...mine].map((r) => [r.id, r])).values()];
    const cards = new Map((await this.views.cards(shown, viewer, seconds)).map((c) => [c.id, c]));
    const rank = (id: number) => ({ rank: rankOf.get(id)!, team: cards.get(id)! });
    return { list: top.map((r) => rank(r.id)), mine: mine.map((r) => rank(r.id)) };
  }
}
