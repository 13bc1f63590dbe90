import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { States, type StateDef } from '../../core/states.js';
import type { ChapterRow, DB, SubjectRow } from '../../db/schema.js';
import { membershipOf } from '../../shared/accounts/users.js';

/**
 * Who may play what: the one place the catalogue, the player and learning progress ask.
 * A chapter is playable when its subject is free, the chapter is a free trial, the subject is
 * VIP and the user's membership runs, or the subject is paid and the user owns it.
 */
export interface ChapterAccess {
  chapter: ChapterRow;
  subject: SubjectRow;
  playable: boolean;
  /** Why it is not playable (null when it is): -1 login, 4703 VIP, 4704 purchase. */
  denial: StateDef | null;
}

/** The caller's standing towards one subject; computed once per detail page. */
export interface SubjectStanding {
  isVip: boolean;
  owned: boolean;
}

export async function subjectStanding(
  db: Kysely<DB>,
  clock: Clock,
  userId: number | null,
  subject: Pick<SubjectRow, 'id' | 'access'>,
): Promise<SubjectStanding> {
  if (userId === null) return { isVip: false, owned: false };
  const isVip = (await membershipOf(db, userId, clock.now()))?.isVip ?? false;
  let owned = false;
  if (subject.access === 'paid') {
    const row = await db
      .selectFrom('course_entitlements')
      .select('id')
      .where('user_id', '=', userId)
      .where('subject_id', '=', subject.id)
      .executeTakeFirst();
    owned = row !== undefined;
  }
  return { isVip, owned };
}

/** True when the whole subject is open to a caller of this standing. */
export function canPlayAll(subject: Pick<SubjectRow, 'access'>, standing: SubjectStanding): boolean {
  return subject.access === 'free' || (subject.access === 'vip' && standing.isVip) || (subject.access === 'paid' && standing.owned);
}

/** The denial of a locked chapter (playable ones have none). */
export function denialOf(
  subject: Pick<SubjectRow, 'access'>,
  chapter: Pick<ChapterRow, 'free_trial'>,
  standing: SubjectStanding,
  loggedIn: boolean,
): StateDef | null {
  if (chapter.free_trial === 1 || canPlayAll(subject, standing)) return null;
  if (!loggedIn) return States.NOT_LOGGED_IN;
  return subject.access === 'vip' ? States.CHAPTER_VIP_ONLY : States.CHAPTER_PURCHASE_REQUIRED;
}

export async function chapterAccess(
  db: Kysely<DB>,
  clock: Clock,
  userId: number | null,
  chapterId: number,
): Promise<ChapterAccess> {
  const chapter = await db.selectFrom('chapters').selectAll().where('id', '=', chapterId).executeTakeFirst();
  if (!chapter) throw new AppError(States.CHAPTER_NOT_FOUND);
  const subject = await db
    .selectFrom('subjects')
    .selectAll()
    .where('id', '=', chapter.subject_id)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!subject) throw new AppError(States.CHAPTER_NOT_FOUND);
  const standing = await subjectStanding(db, clock, userId, subject);
  const denial = denialOf(subject, chapter, standing, userId !== null);
  return { chapter, subject, playable: denial === null, denial };
}
