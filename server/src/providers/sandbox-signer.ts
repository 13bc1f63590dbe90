/**
 * How the sandbox providers (pay and transfer) sign the notifications they hand to the same
 * handlers as WeChat's: an HMAC of `timestamp\nbody` under a secret of this process, in
 * `x-sandbox-timestamp` / `x-sandbox-signature`, refused when it does not verify or is more
 * than 5 minutes off the clock. So the handlers' verification, amount checks and idempotency run
 * on sandbox notifications exactly as on real ones.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Clock } from '../core/clock.js';
import { safeEqual } from '../core/crypto.js';
import { header, type Headers } from './pay/types.js';

const MAX_SKEW_MS = 300_000;

export type SandboxCheck = { ok: true } | { ok: false; verdict: 'bad_signature' | 'stale'; detail: string };

export class SandboxSigner {
  private readonly secret = randomBytes(32);

  constructor(private readonly clock: Clock) {}

  mac(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('base64');
  }

  /** The headers of a notification with this body, signed now. */
  sign(body: string): Headers {
    const timestamp = String(this.clock.now());
    return { 'x-sandbox-timestamp': timestamp, 'x-sandbox-signature': this.mac(`${timestamp}\n${body}`) };
  }

  verify(headers: Headers, rawBody: string): SandboxCheck {
    const timestamp = header(headers, 'x-sandbox-timestamp') ?? '';
    const signature = header(headers, 'x-sandbox-signature') ?? '';
    if (!safeEqual(signature, this.mac(`${timestamp}\n${rawBody}`))) return { ok: false, verdict: 'bad_signature', detail: 'sandbox signature does not verify' };
    if (Math.abs(this.clock.now() - Number(timestamp)) > MAX_SKEW_MS) return { ok: false, verdict: 'stale', detail: 'sandbox notification too old' };
    return { ok: true };
  }
}
