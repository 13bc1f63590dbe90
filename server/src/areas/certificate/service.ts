import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { randomToken } from '../../core/crypto.js';
import { AppError } from '../../core/envelope.js';
import { LinkSigner } from '../../core/signing.js';
import { States } from '../../core/states.js';
import type { DB } from '../../db/schema.js';
import { renderCertificateSvg } from './svg.js';
import { beijingDay } from '../../core/beijing-time.js';
import type { CertificateDetail, CertificateItem, CertificateRef } from './schemas.js';

/** Certificate image links stay valid this long. */
export const CERTIFICATE_LINK_TTL_MS = 6 * 3600_000;
/** Printed when the holder has no nickname. */
export const DEFAULT_HOLDER_NAME = '心栈学员';

/** `XZ-<Beijing year of issue>-<id, 6 digits or more>`: unique because the id is. */
export function certificateNumber(id: number, issuedAt: number): string {
  return `XZ-${beijingDay(issuedAt).slice(0, 4)}-${String(id).padStart(6, '0')}`;
}

/** True when the subject has chapters and the user completed every one of them. */
export async function subjectCompleted(db: Kysely<DB>, userId: number, subjectId: number): Promise<boolean> {
  const counts = await db
    .selectFrom('chapters as c')
    .leftJoin('chapter_progress as p', (join) =>
      join.onRef('p.chapter_id', '=', 'c.id').on('p.user_id', '=', userId).on('p.completed', '=', 1),
    )
    .select([sql<number>`count(c.id)`.as('chapters'), sql<number>`count(p.id)`.as('completed')])
    .where('c.subject_id', '=', subjectId)
    .executeTakeFirstOrThrow();
  return Number(counts.chapters) > 0 && Number(counts.completed) >= Number(counts.chapters);
}

/**
 * Inserts a certificate unless the user has one for the subject (then null). Run it in a
 * transaction: the number needs the id, so a unique placeholder is written first.
 */
export async function insertCertificate(
  trx: Kysely<DB>,
  c: { userId: number; subjectId: number; holderName: string; issuedAt: number },
): Promise<CertificateRef | null> {
  const inserted = await trx
    .insertInto('certificates')
    .values({ user_id: c.userId, subject_id: c.subjectId, number: `pending-${randomToken(12)}`, holder_name: c.holderName, issued_at: c.issuedAt })
    .onConflict((oc) => oc.columns(['user_id', 'subject_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  const number = certificateNumber(inserted.id, c.issuedAt);
  await trx.updateTable('certificates').set({ number }).where('id', '=', inserted.id).execute();
  return { id: inserted.id, number };
}

/**
 * Certificates: one per user and subject (a unique constraint), issued when every chapter of
 * the subject is completed; the image is an SVG served through signed links.
 */
export class CertificateService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly signer: LinkSigner,
  ) {}

  /** Certificate image links are signed with the media secret under their own purpose. */
  static create(db: Kysely<DB>, clock: Clock, mediaSecret: string): CertificateService {
    return new CertificateService(db, clock, new LinkSigner(mediaSecret, 'certificate-image'));
  }

  /** The user's certificate of a subject, if any. */
  async of(userId: number, subjectId: number): Promise<{ id: number; number: string; issuedAt: number } | null> {
    const row = await this.db
      .selectFrom('certificates')
      .select(['id', 'number', 'issued_at'])
      .where('user_id', '=', userId)
      .where('subject_id', '=', subjectId)
      .executeTakeFirst();
    return row ? { id: row.id, number: row.number, issuedAt: row.issued_at } : null;
  }

  /**
   * Issues the certificate of a subject when all its chapters are completed and none exists.
   * Answers whether the subject is completed, and the certificate only when this call issued it. Racing callers are safe: the
   * insert does nothing on the (user, subject) conflict, so exactly one of them issues it.
   * Run it after the progress transaction committed, so that the last of two concurrent
   * reports that complete the last two chapters sees both.
   */
  async issueIfComplete(userId: number, subjectId: number, issuedAt: number): Promise<{ completed: boolean; issued: CertificateRef | null }> {
    if (!(await subjectCompleted(this.db, userId, subjectId))) return { completed: false, issued: null };
    if (await this.of(userId, subjectId)) return { completed: true, issued: null };

    const user = await this.db.selectFrom('users').select('nickname').where('id', '=', userId).executeTakeFirst();
    const holderName = user?.nickname.trim() || DEFAULT_HOLDER_NAME;
    const issued = await this.db.transaction().execute((trx) => insertCertificate(trx, { userId, subjectId, holderName, issuedAt }));
    return { completed: true, issued };
  }

  async list(userId: number): Promise<CertificateItem[]> {
    const rows = await this.db
      .selectFrom('certificates as c')
      .innerJoin('subjects as s', 's.id', 'c.subject_id')
      .select(['c.id', 'c.number', 'c.issued_at', 's.id as subject_id', 's.title', 's.cover', 's.author'])
      .where('c.user_id', '=', userId)
      .orderBy('c.issued_at', 'desc')
      .orderBy('c.id', 'desc')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      number: r.number,
      issuedAt: r.issued_at,
      subject: { id: r.subject_id, title: r.title, cover: r.cover, author: r.author },
    }));
  }

  /** One of the user's certificates; someone else's or unknown → 4708. */
  async detail(userId: number, id: number): Promise<CertificateDetail> {
    const row = await this.certificateRow(id);
    if (!row || row.user_id !== userId) throw new AppError(States.CERTIFICATE_NOT_FOUND);
    const chapters = await this.db
      .selectFrom('chapters')
      .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(duration_sec), 0)`.as('total')])
      .where('subject_id', '=', row.subject_id)
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      number: row.number,
      holderName: row.holder_name,
      issuedAt: row.issued_at,
      subject: { id: row.subject_id, title: row.title, author: row.author, cover: row.cover },
      chapterCount: Number(chapters.n),
      totalDurationSec: Number(chapters.total),
      imageUrl: this.imageUrl(row.id),
    };
  }

  imageUrl(id: number): string {
    const exp = this.clock.now() + CERTIFICATE_LINK_TTL_MS;
    return `/api/certificate/image?id=${id}&exp=${exp}&sig=${this.signer.sign(String(id), exp)}`;
  }

  /** The SVG of a validly signed, unexpired link; else HTTP 403 / 4708. */
  async image(id: number, exp: string | undefined, sig: string | undefined): Promise<string> {
    const denied = new AppError(States.CERTIFICATE_NOT_FOUND, undefined, 403);
    if (!this.signer.verify(String(id), exp, sig, this.clock.now())) throw denied;
    const row = await this.certificateRow(id);
    if (!row) throw denied;
    return renderCertificateSvg({
      holderName: row.holder_name,
      subjectTitle: row.title,
      author: row.author,
      issuedDay: beijingDay(row.issued_at),
      number: row.number,
    });
  }

  private certificateRow(id: number) {
    return this.db
      .selectFrom('certificates as c')
      .innerJoin('subjects as s', 's.id', 'c.subject_id')
      .select(['c.id', 'c.user_id', 'c.subject_id', 'c.number', 'c.holder_name', 'c.issued_at', 's.title', 's.author', 's.cover'])
      .where('c.id', '=', id)
      .executeTakeFirst();
  }
}
