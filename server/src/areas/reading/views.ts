import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ReadingPartiesTable, ReadingSignupsTable } from '../../db/tables/reading.js';
import type { MySignup, PartyCard, PartyPhase, ReadingUser } from './schemas.js';

export type PartyRow = Selectable<ReadingPartiesTable>;
export type SignupRow = Selectable<ReadingSignupsTable>;

/** Sign-ups that hold a seat (with open waitlist offers, what `seats_taken` counts). */
export const ACTIVE_SIGNUP: readonly ('pending' | 'confirmed')[] = ['pending', 'confirmed'];

const BEIJING_OFFSET_MS = 8 * 3600_000;

/** '1月6日 18:00' in Beijing time, for messages. */
export function beijingDateTime(ms: number): string {
  const d = new Date(ms + BEIJING_OFFSET_MS);
  const hm = d.toISOString().slice(11, 16);
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日 ${hm}`;
}

export function phaseOf(p: PartyRow, now: number): PartyPhase {
  if (p.status === 'cancelled') return 'cancelled';
  if (now >= p.ends_at) return 'ended';
  if (now >= p.starts_at) return 'ongoing';
  if (now >= p.signup_deadline) return 'closed';
  if (p.seats_taken >= p.capacity) return 'full';
  return 'signup';
}

export async function usersById(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, ReadingUser>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'nickname', 'avatar']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((u) => [u.id, { id: u.id, nickname: u.nickname, avatar: u.avatar }]));
}

/** The cards of `rows`, in their order (organisers and confirmed counts read in two queries). */
export async function partyCards(db: Kysely<DB>, rows: readonly PartyRow[], now: number): Promise<PartyCard[]> {
  if (rows.length === 0) return [];
  const [users, counts] = await Promise.all([
    usersById(
      db,
      rows.map((r) => r.organiser_id),
    ),
    db
      .selectFrom('reading_signups')
      .select((eb) => ['party_id', eb.fn.countAll<number>().as('n')])
      .where('party_id', 'in', rows.map((r) => r.id))
      .where('status', '=', 'confirmed')
      .groupBy('party_id')
      .execute(),
  ]);
  const attendees = new Map(counts.map((c) => [Number(c.party_id), Number(c.n)]));
  return rows.map((p) => ({
    id: p.id,
    title: p.title,
    bookTitle: p.book_title,
    topic: p.topic,
    cover: p.cover,
    city: p.city,
    venue: p.venue,
    startsAt: p.starts_at,
    endsAt: p.ends_at,
    signupDeadline: p.signup_deadline,
    capacity: p.capacity,
    seatsLeft: p.status === 'cancelled' ? 0 : p.capacity - p.seats_taken,
    attendees: attendees.get(p.id) ?? 0,
    feeFen: p.fee_fen,
    phase: phaseOf(p, now),
    organiser: users.get(p.organiser_id) ?? { id: p.organiser_id, nickname: '', avatar: '' },
  }));
}

export function mySignupView(s: SignupRow, party: PartyRow, now: number): MySignup {
  const active = s.status === 'pending' || s.status === 'confirmed';
  return {
    id: s.id,
    partyId: s.party_id,
    status: s.status,
    paidFen: s.paid_fen,
    orderNumber: s.order_number,
    checkedInAt: s.checked_in_at,
    canCancel: active && party.status === 'open' && now < party.signup_deadline && s.checked_in_at === null,
    createdAt: s.created_at,
  };
}
