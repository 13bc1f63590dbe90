import { sql, type Kysely } from 'kysely';
import { beijingDay } from '../../core/beijing-time.js';
import type { Clock } from '../../core/clock.js';
import type { DB } from '../../db/schema.js';
import { displayName } from '../../shared/accounts/users.js';
import type { ChallengeService } from './challenges.js';
import { currentStreak } from './progress.js';
import type { RankItem, Ranking } from './schemas.js';

/**
 * 打卡排行榜: everyone with a punch in the challenge, by punched days, then (listen challenges)
 * minutes listened over those days, then who got there first (the earlier last punch), then
 * user id, so the order is total and the same on every read. The top 50 are listed with their
 * current streak; the caller's own line is answered beside them.
 */

const TOP = 50;

export class RankingService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly challenges: ChallengeService,
  ) {}

  async ranking(me: number, challengeId: number): Promise<Ranking> {
    const row = await this.challenges.require(challengeId);
    const today = beijingDay(this.clock.now());
    const totals = await this.db
      .selectFrom('punches')
      .select([
        'user_id',
        sql<number>`count(*)`.as('days'),
        sql<number>`coalesce(sum(minutes), 0)`.as('minutes'),
        sql<number>`max(created_at)`.as('reached'),
      ])
      .where('challenge_id', '=', challengeId)
      .groupBy('user_id')
      .execute();
    const ordered = totals
      .map((t) => ({ userId: Number(t.user_id), days: Number(t.days), minutes: Number(t.minutes), reached: Number(t.reached) }))
      .sort(
        (a, b) =>
          b.days - a.days || (row.kind === 'listen' ? b.minutes - a.minutes : 0) || a.reached - b.reached || a.userId - b.userId,
      );
    const mine = ordered.findIndex((o) => o.userId === me);
    const shown = ordered.slice(0, TOP);
    if (mine >= TOP) shown.push(ordered[mine]);
    const ids = shown.map((s) => s.userId);
    const [users, punches] = ids.length
      ? await Promise.all([
          this.db.selectFrom('users').select(['id', 'nickname', 'mobile', 'avatar']).where('id', 'in', ids).execute(),
          this.db.selectFrom('punches').select(['user_id', 'day']).where('challenge_id', '=', challengeId).where('user_id', 'in', ids).orderBy('day').execute(),
        ])
      : [[], []];
    const userOf = new Map(users.map((u) => [u.id, { id: u.id, nickname: displayName(u.nickname, u.mobile), avatar: u.avatar }]));
    const daysOf = new Map<number, string[]>();
    for (const p of punches) daysOf.set(p.user_id, [...(daysOf.get(p.user_id) ?? []), p.day]);
    const item = (o: (typeof ordered)[number]): RankItem => ({
      rank: ordered.indexOf(o) + 1,
      user: userOf.get(o.userId) ?? { id: o.userId, nickname: '', avatar: '' },
      days: o.days,
      streak: currentStreak(daysOf.get(o.userId) ?? [], today, row.end_day),
      minutes: o.minutes,
    });
    return {
      today,
      ranked: ordered.length,
      list: ordered.slice(0, TOP).map(item),
      me: mine >= 0 ? item(ordered[mine]) : null,
    };
  }
}
