import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import { isUniqueViolation } from '../../db/connect.js';
import type { DB } from '../../db/schema.js';
import type { BookListDetail } from '../course/schemas.js';
import { bookListCards, bookListDetail } from '../course/index.js';
import type { BookListStat, SharedBookList, ShareSymbol, ShareSymbolBody, ShareTheme } from './schemas.js';

/**
 * Book lists as team reading sees them: which lists are read together and by how many, and the
 * lists shared publicly (booklistShare by id, bookListNewYear / goddessFestivals by an operator's
 * symbol). Readers: distinct active members of teams not dissolved; teams: those teams.
 */
export class BookListService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  private async stats(ids?: number[]): Promise<Map<number, { readers: number; teams: number }>> {
    let q = this.db
      .selectFrom('reading_teams as t')
      .innerJoin('reading_team_members as m', 'm.team_id', 't.id')
      .select(['t.book_list_id', sql<number>`count(distinct m.user_id)`.as('readers'), sql<number>`count(distinct t.id)`.as('teams')])
      .where('t.status', '=', 'active')
      .where('m.status', '=', 'active')
      .groupBy('t.book_list_id');
    if (ids) q = q.where('t.book_list_id', 'in', ids);
    const rows = await q.execute();
    return new Map(rows.map((r) => [r.book_list_id, { readers: Number(r.readers), teams: Number(r.teams) }]));
  }

  /**
   * Active book lists with their readers and teams: `popular` ranks them by readers, then teams,
   * then the catalogue's order (rankingBookList); otherwise the catalogue's order (teamReadBooklist).
   */
  async bookLists(popular: boolean): Promise<BookListStat[]> {
    const [cards, stats] = await Promise.all([bookListCards(this.db, null), this.stats()]);
    const withStats = cards.map((bookList, order) => ({ bookList, order, ...(stats.get(bookList.id) ?? { readers: 0, teams: 0 }) }));
    if (popular) withStats.sort((a, b) => b.readers - a.readers || b.teams - a.teams || a.order - b.order);
    return withStats.map(({ order: _order, ...rest }, i) => ({ rank: i + 1, ...rest }));
  }



  private async shared(bookList: BookListDetail, headline: string, theme: ShareTheme | null): Promise<SharedBookList> {
    const stat = (await this.stats([bookList.id])).get(bookList.id) ?? { readers: 0, teams: 0 };
    return { bookList, ...stat, headline: headline || bookList.title, theme };
  }

  /** booklistShare?bookListId=: an active book list, public. */
  async sharedById(bookListId: number): Promise<SharedBookList> {
    const detail = await bookListDetail(this.db, bookListId);
    if (!detail) throw new AppError(States.BOOK_LIST_NOT_FOUND);
    return this.shared(detail, '', null);
  }

  /** bookListNewYear/:symbol, goddessFestivals/:symbol: an active symbol of that page whose list is active. */
  async sharedBySymbol(symbol: string, theme: ShareTheme): Promise<SharedBookList> {
    const row = await this.db
      .selectFrom('book_list_shares')
      .select(['book_list_id', 'title'])
      .where('symbol', '=', symbol.toLowerCase())
      .where('theme', '=', theme)
      .where('active', '=', 1)
      .executeTakeFirst();
    const detail = row ? await bookListDetail(this.db, row.book_list_id) : null;
    if (!row || !detail) throw new AppError(States.SHARE_SYMBOL_NOT_FOUND);
    return this.shared(detail, row.title, theme);
  }

  // ---- operators ----

  private async symbolViews(where?: { id: number }): Promise<ShareSymbol[]> {
    let q = this.db
      .selectFrom('book_list_shares as h')
      .innerJoin('book_lists as b', 'b.id', 'h.book_list_id')
      .select(['h.id', 'h.symbol', 'h.theme', 'h.book_list_id', 'b.title as book_list_title', 'h.title', 'h.active', 'h.created_at'])
      .orderBy('h.created_at', 'desc')
      .orderBy('h.id', 'desc');
    if (where) q = q.where('h.id', '=', where.id);
    return (await q.execute()).map((r) => ({
      id: r.id,
      symbol: r.symbol,
      theme: r.theme,
      bookListId: r.book_list_id,
      bookListTitle: r.book_list_title,
      title: r.title,
      active: r.active === 1,
      createdAt: r.created_at,
    }));
  }

  symbols(): Promise<ShareSymbol[]> {
    return this.symbolViews();
  }

  async createSymbol(body: ShareSymbolBody): Promise<ShareSymbol> {
    const list = await this.db.selectFrom('book_lists').select('id').where('id', '=', body.bookListId).where('active', '=', 1).executeTakeFirst();
    if (!list) throw new AppError(States.BOOK_LIST_NOT_FOUND);
    const now = this.clock.now();
    try {
      const { id } = await this.db
        .insertInto('book_list_shares')
        .values({ symbol: body.symbol.toLowerCase(), theme: body.theme, book_list_id: list.id, title: body.title?.trim() ?? '', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await this.symbolViews({ id }))[0];
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(States.SHARE_SYMBOL_TAKEN);
      throw err;
    }
  }

  /** Takes a symbol offline (idempotent); its page then shows the empty state. */
  async deactivateSymbol(id: number): Promise<ShareSymbol> {
    await this.db.updateTable('book_list_shares').set({ active: 0, updated_at: this.clock.now() }).where('id', '=', id).execute();
    const [view] = await this.symbolViews({ id });
    if (!view) throw new AppError(States.SHARE_SYMBOL_NOT_FOUND);
    return view;
  }
}
