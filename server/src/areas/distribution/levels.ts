import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import { isUniqueViolation } from '../../db/connect.js';
import type { DB } from '../../db/schema.js';
import type { DistributionLevelRow } from '../../db/tables/distribution.js';
import type { Level, LevelBody } from './schemas.js';

export function levelView(row: DistributionLevelRow): Level {
  let benefits: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.benefits);
    if (Array.isArray(parsed)) benefits = parsed.filter((b): b is string => typeof b === 'string');
  } catch {
    // A malformed row shows no benefits rather than failing the page.
  }
  return { id: row.id, name: row.name, thresholdFen: row.threshold_fen, rateBonusBp: row.rate_bonus_bp, benefits };
}

/** Where a promoter stands: the highest level whose threshold their settled sales reach, and the next one. */
export function standing(levels: readonly Level[], settledSalesFen: number): { level: Level | null; nextLevel: Level | null } {
  let level: Level | null = null;
  let nextLevel: Level | null = null;
  for (const l of levels) {
    if (l.thresholdFen <= settledSalesFen) level = l;
    else if (!nextLevel) nextLevel = l;
  }
  return { level, nextLevel };
}

/** Promoter levels (权益中心): data, ordered by threshold; by settled direct sales. */
export class LevelService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async list(db: Kysely<DB> = this.db): Promise<Level[]> {
    const rows = await db.selectFrom('distribution_levels').selectAll().orderBy('threshold_fen').execute();
    return rows.map(levelView);
  }

  /** The rate bonus of a promoter with these settled sales. */
  async bonusBp(db: Kysely<DB>, settledSalesFen: number): Promise<number> {
    const row = await db
      .selectFrom('distribution_levels')
      .select('rate_bonus_bp')
      .where('threshold_fen', '<=', settledSalesFen)
      .orderBy('threshold_fen', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.rate_bonus_bp ?? 0;
  }

  async create(body: LevelBody): Promise<Level> {
    const now = this.clock.now();
    try {
      const row = await this.db
        .insertInto('distribution_levels')
        .values({ ...this.columns(body), created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return levelView(row);
    } catch (err) {
      throw this.refusal(err);
    }
  }

  async update(id: number, body: LevelBody): Promise<Level> {
    try {
      const row = await this.db
        .updateTable('distribution_levels')
        .set({ ...this.columns(body), updated_at: this.clock.now() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new AppError(States.DISTRIBUTION_LEVEL_NOT_FOUND);
      return levelView(row);
    } catch (err) {
      throw this.refusal(err);
    }
  }

  private columns(body: LevelBody) {
    const benefits = (body.benefits ?? []).map((b) => b.trim()).filter(Boolean);
    return { name: body.name.trim(), threshold_fen: body.thresholdFen, rate_bonus_bp: body.rateBonusBp, benefits: JSON.stringify(benefits) };
  }

  private refusal(err: unknown): unknown {
    return isUniqueViolation(err) ? new AppError(States.DISTRIBUTION_LEVEL_INVALID, { why: '已有相同升级门槛的等级' }) : err;
  }
}
