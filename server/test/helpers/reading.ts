/** Shared steps and checks of the reading-party suites. */
import assert from 'node:assert/strict';
import type { Kysely } from 'kysely';
import type { PartyDetail } from '../../src/areas/reading/schemas.js';
import type { DB } from '../../src/db/schema.js';
import { DAY_MS } from './commerce.js';
import type { TestApp } from './harness.js';

export const HOUR_MS = 3600_000;

/** A valid creat body, starting in two days, sign-ups until one day before; `over` changes fields. */
export function partyBody(now: number, over: Record<string, unknown> = {}) {
  return {
    title: '一起读《被讨厌的勇气》',
    bookTitle: '被讨厌的勇气',
    city: '杭州',
    venue: '晓风书屋（体育场路店）',
    address: '杭州市下城区体育场路',
    startsAt: now + 2 * DAY_MS,
    endsAt: now + 2 * DAY_MS + 2 * HOUR_MS,
    signupDeadline: now + DAY_MS,
    capacity: 10,
    feeFen: 0,
    description: '读完第一夜，来聊聊课题分离。',
    ...over,
  };
}

/** Creates a party as `token`; returns its detail. */
export async function createParty(api: TestApp, token: string, now: number, over: Record<string, unknown> = {}) {
  const r = await api.post('/api/reading/party/create', partyBody(now, over), { token });
  assert.equal(r.body.state, 1, r.raw);
  return r.body.data as PartyDetail;
}

/** Places the order of a paid party's seat (pay/addorder at the sandbox cashier); the reply as is. */
export function orderSeat(api: TestApp, token: string, commodityId: number) {
  return api.post('/api/pay/addorder', { commodityId, purchaseQuantity: 1, sceneId: 538, payMode: 'wxPay', channel: '1', payScene: 'h5' }, { token });
}

/** Orders and pays a seat; returns the order number. */
export async function buySeat(api: TestApp, token: string, commodityId: number): Promise<string> {
  const placed = await orderSeat(api, token, commodityId);
  assert.equal(placed.body.state, 1, placed.raw);
  const orderNumber = placed.body.data.orderNumber as string;
  const done = await api.post('/api/pay/sandbox/complete', { orderNumber, result: 'success' }, { token });
  assert.equal(done.body.data?.status, 'paid', done.raw);
  return orderNumber;
}

/**
 * The seat invariant: every party's `seats_taken` is exactly its pending and confirmed sign-ups
 * plus its open waitlist offers, never above capacity; every reading-party order matches its
 * sign-up (paid ⇔ confirmed, open ⇔ pending, closed ⇔ closed, refunded ⇔ refunded).
 */
export async function assertSeatsConsistent(db: Kysely<DB>): Promise<void> {
  const parties = await db.selectFrom('reading_parties').select(['id', 'seats_taken', 'capacity']).execute();
  const signups = await db.selectFrom('reading_signups').select(['party_id', 'status', 'order_id']).execute();
  const offers = await db.selectFrom('reading_waitlist').select('party_id').where('status', '=', 'offered').execute();
  for (const p of parties) {
    const held = signups.filter((s) => s.party_id === p.id && (s.status === 'pending' || s.status === 'confirmed')).length + offers.filter((o) => o.party_id === p.id).length;
    assert.equal(p.seats_taken, held, `party ${p.id}: seats taken = active sign-ups + offers`);
    assert.ok(p.seats_taken <= p.capacity, `party ${p.id} oversold`);
  }
  const orders = await db.selectFrom('orders').select(['id', 'status']).where('commodity_type', '=', 'reading_party').execute();
  const expected: Record<string, string> = { created: 'pending', paying: 'pending', paid: 'confirmed', closed: 'closed', refunded: 'refunded' };
  for (const o of orders) {
    const linked = signups.filter((s) => s.order_id === o.id);
    assert.equal(linked.length, 1, `order ${o.id} has one sign-up`);
    assert.equal(linked[0]!.status, expected[o.status], `order ${o.id} (${o.status}) and its sign-up`);
  }
}
