import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import { States } from '../../core/states.js';
import type { Dialect } from '../../db/connect.js';
import type { DB } from '../../db/schema.js';
import { indexTokens, queryTokens } from './search-tokens.js';
import type { SubjectCard } from './schemas.js';
import { subjectCardList } from './views.js';

/** Shown by /course/search/hot until real searches found something in the last 30 days. */
export const DEFAULT_HOT_TERMS = ['焦虑', '睡眠', '亲密关系', '情绪管理', '自我成长', '沟通', '正念', '职场'];
const HOT_WINDOW_MS = 30 * 24 * 3600_000;
const HOT_LIMIT = 10;
/** Search counts are buffered in memory and written at most this often (and before /hot reads). */
const TERM_FLUSH_MS = 5000;

/** Column weights: a title match ≫ an author match > a summary match. */
const SQLITE_BM25 = sql`bm25(subject_search, 0.0, 10.0, 4.0, 1.0)`;
const PG_WEIGHTS = '{0.05, 0.2, 0.4, 1.0}'; // D, C (summary), B (author), A (title)

/** Lexemes go to PostgreSQL as `'a' & 'b'` tsquery text: tokens are letters and digits only. */
function tsquery(tokens: string[]): string {
  return tokens.map((t) => (/^[a-z0-9]+$/.test(t) ? `'${t}':*` : `'${t}'`)).join(' & ');
}

/** FTS5 query: each token quoted (implicit AND); latin words match as prefixes. */
function ftsQuery(tokens: string[]): string {
  return tokens.map((t) => (/^[a-z0-9]+$/.test(t) ? `"${t}"*` : `"${t}"`)).join(' ');
}

/** Course search over titles, authors and summaries (docs/DECISIONS.md "Courses"). */
export class CourseSearch {
  /** Term → searches not yet written: a write per search would serialise on hot term rows. */
  private readonly pendingTerms = new Map<string, number>();
  private lastFlush = 0;
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect,
    private readonly clock: Clock,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  /** Rewrites the index row of one subject (after every write that may change its text). */
  async reindex(subjectId: number, db: Kysely<DB> = this.db): Promise<void> {
    const s = await db.selectFrom('subjects').select(['id', 'title', 'author', 'summary']).where('id', '=', subjectId).executeTakeFirst();
    await sql`delete from subject_search where subject_id = ${subjectId}`.execute(db);
    if (!s) return;
    const [title, author, summary] = [s.title, s.author, s.summary].map(indexTokens);
    if (this.dialect === 'sqlite') {
      await sql`insert into subject_search (subject_id, title, author, summary)
        values (${s.id}, ${title.join(' ')}, ${author.join(' ')}, ${summary.join(' ')})`.execute(db);
    } else {
      await sql`insert into subject_search (subject_id, document) values (${s.id},
        setweight(array_to_tsvector(${title}::text[]), 'A') ||
        setweight(array_to_tsvector(${author}::text[]), 'B') ||
        setweight(array_to_tsvector(${summary}::text[]), 'C'))`.execute(db);
    }
  }

  /** Indexes the subjects that have no index row yet (seed, or a restored database). */
  async indexMissing(): Promise<number> {
    const rows = await sql<{ id: number }>`select id from subjects where id not in (select subject_id from subject_search)`.execute(this.db);
    for (const r of rows.rows) await this.reindex(Number(r.id));
    return rows.rows.length;
  }

  /** Active subjects matching every token, best first; ties by learners, then id. */
  async search(rawQuery: string, request: PageRequest): Promise<Page<SubjectCard>> {
    const term = rawQuery.trim().replace(/\s+/g, ' ');
    if (term.length === 0) throw new AppError(States.SEARCH_EMPTY);
    const tokens = queryTokens(term);
    if (tokens.length === 0) return page([], 0, request);

    const [match, rank] =
      this.dialect === 'sqlite'
        ? [sql`subject_search match ${ftsQuery(tokens)}`, SQLITE_BM25]
        : [sql`f.document @@ ${tsquery(tokens)}::tsquery`, sql`-ts_rank(${PG_WEIGHTS}::float4[], f.document, ${tsquery(tokens)}::tsquery)`];
    const from = sql`subject_search f join subjects s on s.id = f.subject_id where ${match} and s.active = 1`;
    const countAll = async () => Number((await sql<{ n: number }>`select count(*) as n from ${from}`.execute(this.db)).rows[0]?.n ?? 0);
    const pageOf = (extra: RawBuilder<unknown>) =>
      sql<{ id: number; n: number | null }>`select s.id${extra} from ${from}
        order by ${rank}, s.learners desc, s.id
        limit ${request.pageSize} offset ${request.offset}`.execute(this.db);
    let ids: { rows: Array<{ id: number; n: number | null }> };
    let total: number;
    if (this.dialect === 'postgres') {
      // One pass finds the page and the total (a window count): matching is the expensive part
      // there. A page past the end has no row to carry the total: count it then only.
      ids = await pageOf(sql`, count(*) over () as n`);
      total = ids.rows.length > 0 || request.offset === 0 ? Number(ids.rows[0]?.n ?? 0) : await countAll();
    } else {
      // FTS5's bm25() cannot run beside a window function; both queries are cheap on SQLite.
      [total, ids] = await Promise.all([countAll(), pageOf(sql``)]);
    }
    if (total > 0 && request.pageNum === 1) this.countTerm(term);
    return page(await subjectCardList(this.db, ids.rows.map((r) => Number(r.id))), total, request);
  }

  /** Counts a search that found something (first pages only: loading more is not a search). */
  private countTerm(term: string): void {
    this.pendingTerms.set(term, (this.pendingTerms.get(term) ?? 0) + 1);
    if (this.clock.now() - this.lastFlush >= TERM_FLUSH_MS && !this.flushing) this.flushTerms().catch(this.onError);
  }

  /** Writes the buffered search counts (a lost flush loses at most a few seconds of counts). */
  async flushTerms(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.pendingTerms.size === 0) return;
    const batch = [...this.pendingTerms];
    this.pendingTerms.clear();
    const now = this.clock.now();
    this.lastFlush = now;
    this.flushing = (async () => {
      for (const [term, n] of batch) {
        await this.db
          .insertInto('search_terms')
          .values({ term, count: n, updated_at: now })
          .onConflict((oc) => oc.column('term').doUpdateSet({ count: sql`search_terms.count + ${n}`, updated_at: now }))
          .execute();
      }
    })().finally(() => (this.flushing = null));
    await this.flushing;
  }

  async hot(): Promise<string[]> {
    await this.flushTerms();
    const rows = await this.db
      .selectFrom('search_terms')
      .select('term')
      .where('updated_at', '>=', this.clock.now() - HOT_WINDOW_MS)
      .orderBy('count', 'desc')
      .orderBy('updated_at', 'desc')
      .limit(HOT_LIMIT)
      .execute();
    return rows.length > 0 ? rows.map((r) => r.term) : DEFAULT_HOT_TERMS;
  }
}
