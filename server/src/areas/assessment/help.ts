import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { DB } from '../../db/schema.js';
import type { AssessmentLookups } from './lookups.js';
import type { HelpInfo } from './schemas.js';

/**
 * Friends' help: a report made with `help_needed` > 0 stays locked until that many friends
 * opened its help link (`help_code`) and helped. A friend sees whose report it is and how far it
 * is from unlocking, never its scores.
 */
export class HelpService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly lookups: AssessmentLookups,
  ) {}

  private async reportByHelpCode(code: string) {
    const report = await this.db
      .selectFrom('assessment_reports as r')
      .innerJoin('assessments as a', 'a.id', 'r.assessment_id')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.id', 'r.user_id', 'r.scale_code', 'r.help_needed', 'r.help_code', 'a.title', 'u.nickname', 'u.avatar'])
      .where('r.help_code', '=', code)
      .executeTakeFirst();
    if (!report) throw new AppError(States.REPORT_NOT_FOUND);
    return report;
  }

  /** What a friend sees on the help page: whose report, how far it is from unlocking; never scores. */
  async helpInfo(viewerId: number, code: string): Promise<HelpInfo> {
    const report = await this.reportByHelpCode(code);
    const [helped, mine] = await Promise.all([
      this.lookups.helpCount(report.id),
      this.db.selectFrom('assessment_helps').select('id').where('report_id', '=', report.id).where('helper_id', '=', viewerId).executeTakeFirst(),
    ]);
    return {
      code: report.help_code,
      scaleCode: report.scale_code,
      title: report.title,
      owner: { nickname: report.nickname, avatar: report.avatar },
      needed: report.help_needed,
      helped: Math.min(helped, report.help_needed),
      unlocked: helped >= report.help_needed,
      isOwner: report.user_id === viewerId,
      helpedByMe: Boolean(mine),
    };
  }

  /** One help per friend per report (a unique key: a repeated or concurrent help counts once). */
  async help(helperId: number, code: string): Promise<HelpInfo> {
    const report = await this.reportByHelpCode(code);
    if (report.help_needed <= 0) throw new AppError(States.REPORT_HELP_NOT_NEEDED);
    if (report.user_id === helperId) throw new AppError(States.REPORT_HELP_SELF);
    await this.db
      .insertInto('assessment_helps')
      .values({ report_id: report.id, helper_id: helperId, created_at: this.clock.now() })
      .onConflict((oc) => oc.columns(['report_id', 'helper_id']).doNothing())
      .execute();
    return this.helpInfo(helperId, code);
  }
}
