import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Expiring signed links: `sig = HMAC-SHA256(key, "<subject>:<exp>")` in hex, where the key is
 * derived from a server secret and a purpose, so a signature made for one kind of link never
 * validates another. Links carry `exp` (epoch ms) and `sig` as query parameters.
 */
export class LinkSigner {
  private readonly key: Buffer;

  constructor(secret: string, purpose: string) {
    this.key = createHmac('sha256', secret).update(`link:${purpose}`).digest();
  }

  sign(subject: string, exp: number): string {
    return createHmac('sha256', this.key).update(`${subject}:${exp}`).digest('hex');
  }

  /** True when `sig` signs `subject` until `exp` and `exp` is still after `now`. */
  verify(subject: string, exp: string | number | undefined, sig: string | undefined, now: number): boolean {
    const expText = String(exp ?? '');
    if (!/^\d{1,16}$/.test(expText) || !sig || !/^[0-9a-f]{64}$/.test(sig)) return false;
    const expected = Buffer.from(this.sign(subject, Number(expText)), 'hex');
    return timingSafeEqual(expected, Buffer.from(sig, 'hex')) && Number(expText) > now;
  }
}
