import type { Kysely } from 'kysely';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { DB } from '../../db/schema.js';

/**
 * What the operator services of the catalogue (category-admin.ts, subject-admin.ts, …) share:
 * the route schemas validate each field; the rules across rows are checked by the services
 * and refused with 4711.
 */
export const invalid = (why: string) => new AppError(States.CATALOGUE_INVALID, { why });

/** A boolean of the body as a 0/1 column; left out keeps `fallback`. */
export const flag = (value: boolean | undefined, fallback: number) => (value === undefined ? fallback : value ? 1 : 0);

/** Refuses subject ids that do not exist (inactive subjects exist); `what` names the referrer. */
export async function subjectsExist(db: Kysely<DB>, ids: number[], what: string): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await db.selectFrom('subjects').select('id').where('id', 'in', unique).execute();
  const missing = unique.filter((id) => !found.some((f) => f.id === id));
  if (missing.length) throw invalid(`${what}中的课程 ${missing.join('、')} 不存在`);
}
