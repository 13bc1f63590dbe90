import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { page, type Page, type PageRequest } from '../../core/paging.js';
import type { DB } from '../../db/schema.js';
import { displayName } from '../../shared/accounts/users.js';
import type { ChallengeService } from './challenges.js';
import type { PunchMessage } from './schemas.js';

/**
 * 打卡消息: likes and comments others left on my punches in one challenge, newest first (comments
 * once visible: a held one arrives when an operator releases it, a deleted one leaves). What is
 * newer than my read mark (`punch_participants.messages_read_at`) is unread; reading moves the
 * mark up to the newest message the page showed, never back, so a message that arrives while
 * the page is open stays unread.
 */

const EXCERPT = 40;

export class MessageService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly challenges: ChallengeService,
  ) {}

  private union(challengeId: number, me: number) {
    const likes = this.db
      .selectFrom('punch_likes as l')
      .innerJoin('punches as p', 'p.id', 'l.punch_id')
      .select([
        sql<'like' | 'comment'>`'like'`.as('type'),
        sql<number>`0`.as('comment_id'),
        'l.user_id as from_id',
        'p.id as punch_id',
        sql<string>`''`.as('body'),
        'l.created_at as at',
      ])
      .where('p.challenge_id', '=', challengeId)
      .where('p.user_id', '=', me)
      .where('l.user_id', '!=', me);
    const comments = this.db
      .selectFrom('punch_comments as c')
      .innerJoin('punches as p', 'p.id', 'c.punch_id')
      .select([
        sql<'like' | 'comment'>`'comment'`.as('type'),
        'c.id as comment_id',
        'c.user_id as from_id',
        'p.id as punch_id',
        'c.text as body',
        // A comment held for review arrives when an operator releases it (unread even after older ones were read).
        sql<number>`coalesce(c.reviewed_at, c.created_at)`.as('at'),
      ])
      .where('p.challenge_id', '=', challengeId)
      .where('p.user_id', '=', me)
      .where('c.user_id', '!=', me)
      .where('c.status', '=', 'visible')
      .where('c.deleted_at', 'is', null);
    return likes.unionAll(comments);
  }

  async list(me: number, challengeId: number, request: PageRequest): Promise<Page<PunchMessage>> {
    await this.challenges.require(challengeId);
    const participant = await this.challenges.requireParticipant(challengeId, me);
    const all = this.db.selectFrom(this.union(challengeId, me).as('m'));
    const [rows, total] = await Promise.all([
      all
        .innerJoin('users as u', 'u.id', 'm.from_id')
        .innerJoin('punches as p', 'p.id', 'm.punch_id')
        .select(['m.type', 'm.comment_id', 'm.from_id', 'm.punch_id', 'm.body', 'm.at', 'u.nickname', 'u.mobile', 'u.avatar', 'p.day', 'p.text as punch_text', 'p.removed_at'])
        .orderBy('m.at', 'desc')
        .orderBy('m.punch_id', 'desc')
        .orderBy('m.comment_id', 'desc')
        .orderBy('m.from_id', 'desc')
        .limit(request.pageSize)
        .offset(request.offset)
        .execute(),
      all.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    const list = rows.map((r) => ({
      type: r.type,
      key: r.type === 'like' ? `like:${r.punch_id}:${r.from_id}` : `comment:${r.comment_id}`,
      from: { id: Number(r.from_id), nickname: displayName(r.nickname, r.mobile), avatar: r.avatar },
      punch: { id: Number(r.punch_id), day: r.day, text: r.removed_at === null ? Array.from(r.punch_text).slice(0, EXCERPT).join('') : '' },
      text: r.body,
      unread: Number(r.at) > participant.messages_read_at,
      createdAt: Number(r.at),
    }));
    return page(list, Number(total.n), request);
  }

  /** Marks read everything up to `upTo` (not later than now); the mark only moves forward. Answers what is still unread. */
  async read(me: number, challengeId: number, upTo: number): Promise<number> {
    await this.challenges.require(challengeId);
    await this.challenges.requireParticipant(challengeId, me);
    const mark = Math.min(upTo, this.clock.now());
    await this.db
      .updateTable('punch_participants')
      .set({ messages_read_at: mark })
      .where('challenge_id', '=', challengeId)
      .where('user_id', '=', me)
      .where('messages_read_at', '<', mark)
      .execute();
    return this.unread(me, challengeId);
  }

  async unread(me: number, challengeId: number): Promise<number> {
    const participant = await this.challenges.requireParticipant(challengeId, me);
    return this.unreadSince(me, challengeId, participant.messages_read_at);
  }

  /** Messages newer than a read mark. */
  async unreadSince(me: number, challengeId: number, readAt: number): Promise<number> {
    const { n } = await this.db
      .selectFrom(this.union(challengeId, me).as('m'))
      .select(sql<number>`count(*)`.as('n'))
      .where('m.at', '>', readAt)
      .executeTakeFirstOrThrow();
    return Number(n);
  }
}
