import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { beijingDay, beijingTime } from '../../core/beijing-time.js';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import { isUniqueViolation } from '../../db/connect.js';
import type { DB } from '../../db/schema.js';
import { WechatError, type WechatClient } from '../../providers/wechat.js';
import { challengeStatus, type ChallengeService } from './challenges.js';
import type { ProgressService } from './progress.js';
import { currentStreak } from './progress.js';
import type { ReminderBody, ReminderRun, ReminderState } from './schemas.js';

/**
 * The daily reminder (docs/PUNCH.md): a WeChat subscription message of the mini-program. In the
 * mini-program the user accepts the template in `wx.requestSubscribeMessage` (one accept is one
 * message WeChat lets us send); the client then hands us the grant with a `wx.login` code, from
 * which we learn the openid. A run (every few minutes in main.ts, or an operator's
 * POST /admin/punch/reminders/run) sends, after a challenge's reminder time, one message to each
 * participant who has not punched that Beijing day and holds an unused grant, using that grant.
 *
 * Once per grant: a grant is claimed by a conditional update (`granted` → `sending`, with the
 * day) before WeChat is called, so overlapping runs or processes cannot both send it; the
 * partial unique index on (challenge, user, sent_day) keeps it to one message a day per person.
 */

/** WeChat cuts a `thing` value at 20 characters. */
const THING_MAX = 20;

const cut = (text: string, max = THING_MAX) => Array.from(text).slice(0, max).join('');

export class ReminderService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly wechat: WechatClient,
    private readonly challenges: ChallengeService,
    private readonly progress: ProgressService,
    private readonly templateId: string | null,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Reminders can be sent: a template and the mini-program app are configured. */
  get enabled(): boolean {
    return this.templateId !== null && this.wechat.miniConfigured;
  }

  async subscribe(me: number, body: ReminderBody): Promise<ReminderState> {
    if (!this.enabled || body.templateId !== this.templateId) throw new AppError(States.PUNCH_REMINDER_UNAVAILABLE);
    const row = await this.challenges.require(body.challengeId);
    await this.challenges.requireParticipant(row.id, me);
    if (challengeStatus(row, beijingDay(this.clock.now())) === 'ended') throw new AppError(States.PUNCH_ENDED);
    let openid: string;
    try {
      ({ openid } = await this.wechat.miniSession(body.code));
    } catch (err) {
      this.log.warn({ err, userId: me }, 'punch reminder: wx.login code refused');
      throw new AppError(States.PUNCH_REMINDER_FAILED);
    }
    await this.db
      .insertInto('punch_reminder_grants')
      .values({
        challenge_id: row.id,
        user_id: me,
        openid,
        template_id: body.templateId,
        status: 'granted',
        sent_day: null,
        sent_at: null,
        error: null,
        created_at: this.clock.now(),
      })
      .execute();
    return (await this.progress.status(row, me)).reminder;
  }

  /** Sends what is due at `now`: one message per participant not punched today whose reminder time has passed. */
  async run(now: number = this.clock.now()): Promise<ReminderRun> {
    const day = beijingDay(now);
    const time = beijingTime(now);
    const result: ReminderRun = { day, due: 0, sent: 0, failed: 0 };
    if (!this.enabled || !this.templateId) return result;
    const candidates = await this.db
      .selectFrom('punch_reminder_grants as g')
      .innerJoin('punch_challenges as c', 'c.id', 'g.challenge_id')
      .innerJoin('punch_participants as pp', (join) => join.onRef('pp.challenge_id', '=', 'g.challenge_id').onRef('pp.user_id', '=', 'g.user_id'))
      .select(['g.id', 'g.challenge_id', 'g.user_id', 'g.openid', 'c.title', 'c.kind', 'c.end_day'])
      .where('g.status', '=', 'granted')
      .where('g.template_id', '=', this.templateId)
      .where('c.active', '=', 1)
      .where('c.start_day', '<=', day)
      .where('c.end_day', '>=', day)
      .where('c.reminder_time', '<=', time)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('punches as p').select('p.id').whereRef('p.challenge_id', '=', 'g.challenge_id').whereRef('p.user_id', '=', 'g.user_id').where('p.day', '=', day),
          ),
        ),
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('punch_reminder_grants as s')
              .select('s.id')
              .whereRef('s.challenge_id', '=', 'g.challenge_id')
              .whereRef('s.user_id', '=', 'g.user_id')
              .where('s.sent_day', '=', day),
          ),
        ),
      )
      .orderBy('g.id')
      .execute();
    // The oldest unused grant of each person and challenge.
    const due = new Map<string, (typeof candidates)[number]>();
    for (const c of candidates) if (!due.has(`${c.challenge_id}:${c.user_id}`)) due.set(`${c.challenge_id}:${c.user_id}`, c);
    result.due = due.size;
    for (const grant of due.values()) {
      if (!(await this.claim(grant.id, day))) continue;
      const days = (await this.progress.punchDays(grant.challenge_id, grant.user_id)).map((p) => p.day);
      const streak = currentStreak(days, day, grant.end_day);
      const page = grant.kind === 'listen' ? `packages/activity/learnPunchIndex/index?id=${grant.challenge_id}` : `packages/punch/detailed/index?challengeId=${grant.challenge_id}`;
      try {
        await this.wechat.sendSubscribeMessage({
          openid: grant.openid,
          templateId: this.templateId,
          page,
          data: { thing1: cut(grant.title), thing2: cut(streak > 0 ? `已连续打卡${streak}天，今天别忘了` : '今天还没打卡，来记录一下吧') },
        });
        await this.db.updateTable('punch_reminder_grants').set({ status: 'sent', sent_at: this.clock.now() }).where('id', '=', grant.id).execute();
        result.sent += 1;
      } catch (err) {
        result.failed += 1;
        if (err instanceof WechatError) {
          // WeChat refused this grant (43101: the user has none left, or withdrew it): it is spent.
          await this.db.updateTable('punch_reminder_grants').set({ status: 'failed', error: `${err.errcode} ${err.errmsg}`.slice(0, 200) }).where('id', '=', grant.id).execute();
          this.log.warn({ grantId: grant.id, errcode: err.errcode }, 'punch reminder refused by WeChat');
        } else {
          // Not delivered (network): the grant goes back for the next run.
          await this.db.updateTable('punch_reminder_grants').set({ status: 'granted', sent_day: null }).where('id', '=', grant.id).where('status', '=', 'sending').execute();
          this.log.error({ err, grantId: grant.id }, 'punch reminder could not reach WeChat');
        }
      }
    }
    return result;
  }

  /** Takes a grant for `day`'s reminder: false when another run took it, or already reminded this person today. */
  private async claim(id: number, day: string): Promise<boolean> {
    try {
      const claimed = await this.db
        .updateTable('punch_reminder_grants')
        .set({ status: 'sending', sent_day: day })
        .where('id', '=', id)
        .where('status', '=', 'granted')
        .executeTakeFirst();
      return Number(claimed.numUpdatedRows) === 1;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  }
}
