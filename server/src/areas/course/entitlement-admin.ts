import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { DB } from '../../db/schema.js';
import { invalid } from './catalogue-admin-rules.js';
import type { Entitlement } from './schemas.js';
import type { SubjectAdmin } from './subject-admin.js';

/** Operator grants of paid courses (/api/admin/course/entitlements). */
export class EntitlementAdmin {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly subjects: SubjectAdmin,
  ) {}

  /** Grants a paid course to a user (source 'grant'); granting twice changes nothing. */
  async grant(userId: number, subjectId: number): Promise<Entitlement> {
    const user = await this.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!user) throw new AppError(States.ADMIN_USER_NOT_FOUND);
    const subject = await this.subjects.byId(subjectId);
    if (subject.access !== 'paid') throw invalid('只有付费课程需要授权，免费和会员课程无需授权');
    await this.db
      .insertInto('course_entitlements')
      .values({ user_id: userId, subject_id: subjectId, order_id: null, source: 'grant', created_at: this.clock.now() })
      // A grant over a bought course becomes a grant: refunding that order no longer takes it.
      .onConflict((oc) => oc.columns(['user_id', 'subject_id']).doUpdateSet({ source: 'grant', order_id: null }))
      .execute();
    const row = await this.db
      .selectFrom('course_entitlements')
      .selectAll()
      .where('user_id', '=', userId)
      .where('subject_id', '=', subjectId)
      .executeTakeFirstOrThrow();
    return { userId, subjectId, source: row.source, orderId: row.order_id, createdAt: row.created_at };
  }
}
