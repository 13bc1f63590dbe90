import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * Counts a learner of a subject once: the first progress of a user on a subject adds 1 to
 * `subjects.learners` (which starts at the seeded base), so lists, search ranking and cards
 * read a column instead of counting. Inside the caller's transaction; two racing first reports
 * insert one `subject_learners` row, so the count moves once.
 */
export async function addLearner(trx: Kysely<DB>, subjectId: number, userId: number, now: number): Promise<void> {
  const inserted = await trx
    .insertInto('subject_learners')
    .values({ subject_id: subjectId, user_id: userId, created_at: now })
    .onConflict((oc) => oc.columns(['subject_id', 'user_id']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
    await trx.updateTable('subjects').set({ learners: sql`learners + 1` }).where('id', '=', subjectId).execute();
  }
}
