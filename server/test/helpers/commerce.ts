/** Shared steps and checks of the commerce suites. */
import assert from 'node:assert/strict';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';
import type { TestApp } from './harness.js';

export const DAY_MS = 86_400_000;

/**
 * The money invariant of credits: for every user, balance = Σ ledger deltas ≥ 0, and each
 * ledger row's balance_after is the running sum up to it.
 */
export async function assertLedgerConsistent(db: Kysely<DB>): Promise<void> {
  const rows = await db.selectFrom('credit_ledger').select(['user_id', 'delta', 'balance_after']).orderBy('user_id').orderBy('id').execute();
  const running = new Map<number, number>();
  for (const row of rows) {
    const next = (running.get(row.user_id) ?? 0) + row.delta;
    assert.equal(row.balance_after, next, `ledger running balance of user ${row.user_id}`);
    assert.ok(next >= 0, `credits of user ${row.user_id} went negative`);
    running.set(row.user_id, next);
  }
  const accounts = await db.selectFrom('credit_accounts').select(['user_id', 'balance']).execute();
  for (const account of accounts) {
    assert.equal(account.balance, running.get(account.user_id) ?? 0, `balance of user ${account.user_id} equals its ledger sum`);
  }
  for (const [userId, sum] of running) {
    assert.ok(accounts.some((a) => a.user_id === userId) || sum === 0, `user ${userId} has ledger rows but no account`);
  }
}

export async function userIdOf(api: TestApp, token: string): Promise<number> {
  return (await api.userInfo(token)).userId;
}

export async function commodityId(db: Kysely<DB>, code: string): Promise<number> {
  return (await db.selectFrom('commodities').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

export async function templateId(db: Kysely<DB>, code: string): Promise<number> {
  return (await db.selectFrom('coupon_templates').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

/** Gives a user coupons of a template (operator grant); returns their ids. */
export async function grantCoupons(api: TestApp, db: Kysely<DB>, userId: number, code: string, count = 1): Promise<number[]> {
  const granted = await api.app.ctx.services.coupons.grant(await templateId(db, code), [userId], count);
  return granted[0].couponIds;
}

export async function giveCredits(api: TestApp, userId: number, points: number): Promise<void> {
  await api.app.ctx.services.credits.adjust(userId, points, 'test');
}

export async function balanceOf(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db.selectFrom('credit_accounts').select('balance').where('user_id', '=', userId).executeTakeFirst();
  return row?.balance ?? 0;
}

export async function couponState(db: Kysely<DB>, couponId: number) {
  return db.selectFrom('user_coupons').select(['state', 'order_id']).where('id', '=', couponId).executeTakeFirstOrThrow();
}

export async function orderRow(db: Kysely<DB>, orderNumber: string) {
  return db.selectFrom('orders').selectAll().where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
}

export const ADMIN_TOKEN = 'test-admin-token-0123456789';
export const admin = { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } };
