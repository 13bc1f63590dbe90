/** The sandbox providers' notification signature (providers/sandbox-signer.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SandboxSigner } from '../src/providers/sandbox-signer.js';
import { FakeClock } from './helpers/clock.js';

test('a sandbox notification verifies only unchanged, from this process, within 5 minutes', () => {
  const clock = new FakeClock();
  const signer = new SandboxSigner(clock);
  const body = '{"out_bill_no":"W1","state":"SUCCESS","transfer_amount":3000}';
  const headers = signer.sign(body);
  assert.deepEqual(signer.verify(headers, body), { ok: true });
  assert.equal(signer.verify(headers, body.replace('3000', '30000')).ok, false, 'a changed amount');
  assert.deepEqual(signer.verify({}, body), { ok: false, verdict: 'bad_signature', detail: 'sandbox signature does not verify' });
  assert.equal(new SandboxSigner(clock).verify(headers, body).ok, false, "another process's secret");
  clock.advance(300_000);
  assert.deepEqual(signer.verify(headers, body), { ok: true }, 'five minutes later still');
  clock.advance(1);
  assert.deepEqual(signer.verify(headers, body), { ok: false, verdict: 'stale', detail: 'sandbox notification too old' });
});
