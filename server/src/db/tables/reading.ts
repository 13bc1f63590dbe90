import type { Generated } from 'kysely';

/**
 * The reading-party tables (migration 013; docs/READING.md). Kysely's view of them: the
 * migration is the source of truth.
 */
export interface ReadingTables {
  reading_settings: ReadingSettingsTable;
  reading_parties: ReadingPartiesTable;
  reading_signups: ReadingSignupsTable;
  reading_waitlist: ReadingWaitlistTable;
}

/** The one row (id 1) of operator settings. */
export interface ReadingSettingsTable {
  id: number;
  /** The platform's share of paid sign-ups in basis points (1000 = 10%), snapshotted on each new party. */
  platform_fee_bp: number;
  /** How long a seat offered to the first in the waitlist is held (never past the sign-up deadline). */
  offer_hold_minutes: number;
  updated_at: number;
}

export type PartyStatus = 'open' | 'cancelled';

export interface ReadingPartiesTable {
  id: Generated<number>;
  organiser_id: number;
  title: string;
  /** The book read ('' for a topic party). */
  book_title: Generated<string>;
  /** The course subject the book was picked from (searchBookTopic), if any. */
  subject_id: number | null;
  topic: Generated<string>;
  city: string;
  venue: string;
  address: string;
  starts_at: number;
  ends_at: number;
  /** The last moment to sign up, and to cancel with a full refund. */
  signup_deadline: number;
  capacity: number;
  /** Seats held by pending and confirmed sign-ups and by open waitlist offers; never above capacity. */
  seats_taken: Generated<number>;
  /** 0: free. */
  fee_fen: number;
  /** The platform fee in force when the party was created. */
  platform_fee_bp: number;
  /** The commodity (type 'reading_party') that sells a paid party's seats; null for a free party. */
  commodity_id: number | null;
  description: Generated<string>;
  cover: Generated<string>;
  /** Hex key of the rotating check-in code. */
  checkin_secret: string;
  status: PartyStatus;
  cancel_reason: string | null;
  cancelled_by: 'organiser' | 'operator' | null;
  cancelled_at: number | null;
  /** Set once, when the organiser settled the party. */
  settled_at: number | null;
  /** The organiser's shares moved to their earnings at settlement. */
  settled_fen: number | null;
  /** The platform's fees kept at settlement. */
  platform_fen: number | null;
  created_at: number;
  updated_at: number;
}

/**
 * pending: a paid sign-up's order is placed, not paid yet (holds a seat); confirmed: paid, or a
 * free sign-up (holds a seat); closed: the order closed unpaid; cancelled: a free sign-up
 * cancelled (by the attendee or with the party); refunded: a paid one refunded.
 */
export type SignupStatus = 'pending' | 'confirmed' | 'closed' | 'cancelled' | 'refunded';

export interface ReadingSignupsTable {
  id: Generated<number>;
  party_id: number;
  user_id: number;
  status: SignupStatus;
  order_id: number | null;
  order_number: string | null;
  /** What the attendee paid (the order's payable); 0 for a free sign-up. */
  paid_fen: Generated<number>;
  /** The organiser's share of this sign-up, set at settlement; a refund after it takes this back. */
  share_fen: number | null;
  settled_at: number | null;
  checked_in_at: number | null;
  checked_in_by: 'code' | 'organiser' | null;
  created_at: number;
  updated_at: number;
}

/**
 * waiting: in line; offered: a freed seat is held for them until offer_expires_at; accepted:
 * they signed up; expired: the offer passed to the next; left: they left the line; cleared: the
 * party was cancelled.
 */
export type WaitlistStatus = 'waiting' | 'offered' | 'accepted' | 'expired' | 'left' | 'cleared';

export interface ReadingWaitlistTable {
  id: Generated<number>;
  party_id: number;
  user_id: number;
  status: WaitlistStatus;
  offered_at: number | null;
  offer_expires_at: number | null;
  created_at: number;
  updated_at: number;
}
