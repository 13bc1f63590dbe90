import type { Kysely } from 'kysely';
import type { DB, OrderRow } from '../../db/schema.js';

/**
 * What an area does when an order changes, inside the transaction of that change, so its own
 * rows (a commission, a seat) are written or undone together with the order or not at all.
 * Distribution attributes orders to promoters and accrues or reverses commissions; reading
 * parties confirm or release seats. A listener that throws rolls the change back.
 */
export interface OrderListener {
  /** The area, in logs. */
  name: string;
  /** The order was placed (its coupon, credits and stock reserved); before it may be paid at once. */
  placed?(trx: Kysely<DB>, order: OrderRow): Promise<void>;
  /** The order was paid (a callback, nothing to pay, a credits exchange), after its fulfilment. */
  paid?(trx: Kysely<DB>, order: OrderRow): Promise<void>;
  /** An unpaid order closed (timeout or cancel), after its reservations were released. */
  closed?(trx: Kysely<DB>, order: OrderRow): Promise<void>;
  /** A paid order was refunded, after what it granted was taken back. */
  refunded?(trx: Kysely<DB>, order: OrderRow): Promise<void>;
}

/** The areas' order listeners (areas subscribe when their services are built). */
export class OrderEvents {
  private readonly listeners: OrderListener[] = [];

  subscribe(listener: OrderListener): void {
    this.listeners.push(listener);
  }

  /** Whether placing must run in a transaction for a listener even when it reserves nothing. */
  get listensToPlacement(): boolean {
    return this.listeners.some((l) => l.placed);
  }

  async placed(trx: Kysely<DB>, order: OrderRow): Promise<void> {
    for (const l of this.listeners) await l.placed?.(trx, order);
  }

  async paid(trx: Kysely<DB>, order: OrderRow): Promise<void> {
    for (const l of this.listeners) await l.paid?.(trx, order);
  }

  async closed(trx: Kysely<DB>, order: OrderRow): Promise<void> {
    for (const l of this.listeners) await l.closed?.(trx, order);
  }

  async refunded(trx: Kysely<DB>, order: OrderRow): Promise<void> {
    for (const l of this.listeners) await l.refunded?.(trx, order);
  }
}
