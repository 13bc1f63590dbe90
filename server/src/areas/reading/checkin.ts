import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { DB } from '../../db/schema.js';
import type { KeyValueStore } from '../../store/types.js';
import type { PartyService } from './parties.js';
import type { CheckinCode, MySignup } from './schemas.js';
import { mySignupView, type PartyRow } from './views.js';

export const CODE_WINDOW_MS = 30_000;
/** Check-in opens this long before the start (and closes at the end). */
const OPENS_BEFORE_MS = 3600_000;
const WRONG_CODES_PER_WINDOW = 10;
const WRONG_CODE_WINDOW_MS = 10 * 60_000;

/** The 6-digit code of a party's secret in a 30-second window: HMAC-SHA256, truncated as in HOTP. */
export function checkinCode(secret: string, window: number): string {
  const mac = createHmac('sha256', Buffer.from(secret, 'hex')).update(String(window)).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

/**
 * Check-in (docs/READING.md "Check-in"): the manage page shows the rotating code (digits and a
 * QR); an attendee types or scans it (the current and the previous window are accepted, so a
 * code read at the end of its window still works); the organiser may also check someone in by
 * hand. Checking in twice keeps the first time.
 */
export class CheckinService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly store: KeyValueStore,
    private readonly parties: PartyService,
  ) {}

  private assertOpen(party: PartyRow, now: number): void {
    if (party.status === 'cancelled') throw new AppError(States.READING_PARTY_CANCELLED);
    if (now < party.starts_at - OPENS_BEFORE_MS || now >= party.ends_at) throw new AppError(States.READING_CHECKIN_CLOSED);
  }

  /** The organiser's current code (any time, so the page can be prepared before the party). */
  async code(userId: number, partyId: number): Promise<CheckinCode> {
    const party = await this.parties.requireOwn(userId, partyId);
    const now = this.clock.now();
    const window = Math.floor(now / CODE_WINDOW_MS);
    const code = checkinCode(party.checkin_secret, window);
    const refreshAt = (window + 1) * CODE_WINDOW_MS;
    return { code, qrText: `/reading/detail?partyId=${party.id}&checkinCode=${code}`, windowSeconds: CODE_WINDOW_MS / 1000, refreshAt, expiresInMs: refreshAt - now };
  }

  /** An attendee checks in with the code; at most 10 wrong codes per 10 minutes. */
  async checkIn(userId: number, partyId: number, code: string): Promise<MySignup> {
    const party = await this.parties.require(partyId);
    const now = this.clock.now();
    this.assertOpen(party, now);
    const signup = await this.confirmedOf(party.id, { userId });
    if (!signup) throw new AppError(States.READING_NOT_SIGNED);
    const wrongKey = `reading:checkin:wrong:${party.id}:${userId}:${Math.floor(now / WRONG_CODE_WINDOW_MS)}`;
    if (Number((await this.store.get(wrongKey)) ?? 0) >= WRONG_CODES_PER_WINDOW) throw new AppError(States.READING_CHECKIN_TOO_MANY);
    const window = Math.floor(now / CODE_WINDOW_MS);
    if (code !== checkinCode(party.checkin_secret, window) && code !== checkinCode(party.checkin_secret, window - 1)) {
      await this.store.incr(wrongKey, WRONG_CODE_WINDOW_MS);
      throw new AppError(States.READING_CHECKIN_CODE_WRONG);
    }
    return this.mark(party, signup.id, 'code');
  }

  /** The organiser checks an attendee in by hand (from an hour before the start, also after the end). */
  async checkInByOrganiser(userId: number, partyId: number, signupId: number): Promise<MySignup> {
    const party = await this.parties.requireOwn(userId, partyId);
    if (party.status === 'cancelled') throw new AppError(States.READING_PARTY_CANCELLED);
    if (this.clock.now() < party.starts_at - OPENS_BEFORE_MS) throw new AppError(States.READING_CHECKIN_CLOSED);
    const signup = await this.confirmedOf(party.id, { signupId });
    if (!signup) throw new AppError(States.READING_SIGNUP_NOT_FOUND);
    return this.mark(party, signup.id, 'organiser');
  }

  private confirmedOf(partyId: number, who: { userId: number } | { signupId: number }) {
    const base = this.db.selectFrom('reading_signups').select('id').where('party_id', '=', partyId).where('status', '=', 'confirmed');
    return ('userId' in who ? base.where('user_id', '=', who.userId) : base.where('id', '=', who.signupId)).executeTakeFirst();
  }

  private async mark(party: PartyRow, signupId: number, by: 'code' | 'organiser'): Promise<MySignup> {
    const now = this.clock.now();
    await this.db
      .updateTable('reading_signups')
      .set({ checked_in_at: now, checked_in_by: by, updated_at: now })
      .where('id', '=', signupId)
      .where('checked_in_at', 'is', null)
      .execute();
    const row = await this.db.selectFrom('reading_signups').selectAll().where('id', '=', signupId).executeTakeFirstOrThrow();
    return mySignupView(row, party, now);
  }
}
