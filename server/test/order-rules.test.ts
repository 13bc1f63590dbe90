import assert from 'node:assert/strict';
import { test } from 'node:test';
import { yuan } from '../src/core/money.js';
import { parseExtInfo } from '../src/shared/commerce/ext-info.js';
import { couponDiscount, couponLabel, maxCreditsFor, priceOf } from '../src/shared/commerce/pricing.js';
import { IllegalTransitionError, ORDER_STATUSES, assertTransition, canTransition, sourcesOf } from '../src/shared/commerce/state.js';

test('order state machine: the documented transitions and nothing else', () => {
  assert.deepEqual(ORDER_STATUSES, ['created', 'paying', 'paid', 'closed', 'refunded']);
  // docs/COMMERCE.md, written out here rather than read from the code: row = from, column = to.
  //                     created paying paid  closed refunded
  const expected = {
    created: /*       */ [false, true, true, true, false],
    paying: /*        */ [false, false, true, true, false],
    paid: /*          */ [false, false, false, false, true],
    closed: /*        */ [false, false, false, false, false],
    refunded: /*      */ [false, false, false, false, false],
  };
  const to = ['created', 'paying', 'paid', 'closed', 'refunded'] as const;
  for (const [from, row] of Object.entries(expected)) {
    row.forEach((ok, i) => {
      assert.equal(canTransition(from, to[i]), ok, `${from}→${to[i]}`);
      if (ok) assertTransition(from, to[i]);
      else assert.throws(() => assertTransition(from, to[i]), IllegalTransitionError, `${from}→${to[i]}`);
    });
  }
  assert.throws(() => assertTransition('shipped', 'paid'), /order cannot go from shipped to paid/);
  assert.deepEqual(sourcesOf('paid'), ['created', 'paying']);
  assert.deepEqual(sourcesOf('closed'), ['created', 'paying']);
  assert.deepEqual(sourcesOf('refunded'), ['paid']);
});

test('pricing: integer fen, coupons, credits share', () => {
  const coupon = { kind: 'percent' as const, amount_fen: 0, percent: 85, max_discount_fen: 5000, threshold_fen: 0, applicable_types: '["vip"]', valid_from: 0, valid_until: 100 };
  assert.deepEqual(couponDiscount(coupon, 'vip', 19800, 50), { ok: true, discountFen: 2970 });
  assert.deepEqual(couponDiscount(coupon, 'vip', 99999, 50), { ok: true, discountFen: 5000 }, 'capped');
  assert.deepEqual(couponDiscount(coupon, 'vip', 333, 50), { ok: true, discountFen: 49 }, 'floored to whole fen');
  assert.equal(couponDiscount(coupon, 'goods', 19800, 50).ok, false);
  assert.equal(couponDiscount(coupon, 'vip', 19800, 100).ok, false, 'expired at valid_until');
  const amount = { ...coupon, kind: 'amount' as const, amount_fen: 1000, threshold_fen: 2000, applicable_types: '[]', max_discount_fen: null };
  assert.deepEqual(couponDiscount(amount, 'goods', 1999, 50), { ok: false, reason: 'threshold', text: '满20元可用' });
  assert.deepEqual(couponDiscount({ ...amount, threshold_fen: 0 }, 'goods', 600, 50), { ok: true, discountFen: 600 }, 'never more than the order');
  assert.equal(maxCreditsFor(1501, 10_000), 750);
  assert.equal(maxCreditsFor(1500, 300), 300);
  assert.deepEqual(priceOf({ unitPriceFen: 2500, quantity: 3, couponDiscountFen: 1000, creditsUsed: 500 }), {
    unitPriceFen: 2500, quantity: 3, originalFen: 7500, couponDiscountFen: 1000, creditsUsed: 500, creditsDiscountFen: 500, payableFen: 6000,
  });
  assert.throws(() => priceOf({ unitPriceFen: 100, quantity: 1, couponDiscountFen: 0, creditsUsed: 101 }), /inconsistent price/);
  assert.equal(couponLabel({ kind: 'percent', amount_fen: 0, percent: 85, threshold_fen: 0 }), '8.5折');
  assert.equal(couponLabel({ kind: 'percent', amount_fen: 0, percent: 80, threshold_fen: 0 }), '8折');
  assert.equal(couponLabel({ kind: 'amount', amount_fen: 1000, percent: 100, threshold_fen: 2000 }), '满20减10');
  assert.equal(couponLabel({ kind: 'amount', amount_fen: 550, percent: 100, threshold_fen: 0 }), '5.5元无门槛');
  assert.deepEqual([yuan(2500), yuan(1050), yuan(1005), yuan(5), yuan(0)], ['25', '10.5', '10.05', '0.05', '0']);
  assert.throws(() => yuan(1.5));
});

test('extInfo: a JSON string or an object; only the known fields are read', () => {
  assert.deepEqual(parseExtInfo(undefined), {});
  assert.deepEqual(parseExtInfo(''), {});
  assert.deepEqual(parseExtInfo('{"couponId":"12","useCredits":"true","addressId":3,"payableFen":1}'), { couponId: 12, useCredits: true, addressId: 3 });
  assert.deepEqual(parseExtInfo({ couponId: null, useCredits: 300, orderNumber: 'XZ2025010610000012345678' }), { couponId: null, useCredits: 300, orderNumber: 'XZ2025010610000012345678' });
  for (const bad of ['{', '[]', '"x"', '5', { couponId: 'abc' }, { useCredits: -1 }, { orderNumber: 'a b' }]) {
    assert.throws(() => parseExtInfo(bad), (err: Error & { state?: number }) => err.state === 4001, JSON.stringify(bad));
  }
});
