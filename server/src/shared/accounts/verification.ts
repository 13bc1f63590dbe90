import type { FastifyBaseLogger } from 'fastify';
import { chinaDayKey, type Clock } from '../../core/clock.js';
import { randomDigits, safeEqual } from '../../core/crypto.js';
import { AppError } from '../../core/envelope.js';
import { maskMobile } from '../../core/mask.js';
import { States } from '../../core/states.js';
import type { SmsProvider } from '../../providers/sms/types.js';
import type { KeyValueStore } from '../../store/types.js';
import type { CodePurpose, CodeSent } from './schemas.js';

export const CODE_LIMITS = {
  ttlMs: 300_000,
  resendMs: 60_000,
  perMobilePerDay: 10,
  perIpPerHour: 30,
  wrongTries: 5,
} as const;

interface CodeRecord {
  code: string;
  sentAt: number;
  expiresAt: number;
}

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * SMS verification codes: 6 digits, valid 5 minutes, one send per mobile per minute, 10 per
 * mobile per (Beijing) day, 30 per IP per hour, 5 wrong tries per code. Times are compared
 * with the injected clock; store TTLs only clean up.
 */
export class VerificationService {
  constructor(
    private readonly store: KeyValueStore,
    private readonly clock: Clock,
    private readonly sms: SmsProvider,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(purpose: CodePurpose, mobile: string, ip: string): Promise<CodeSent> {
    const now = this.clock.now();
    const lastKey = `sms:last:${mobile}`;
    const last = Number((await this.store.get(lastKey)) ?? 0);
    if (last && now - last < CODE_LIMITS.resendMs) {
      const n = Math.ceil((CODE_LIMITS.resendMs - (now - last)) / 1000);
      throw new AppError(States.SMS_TOO_SOON, { n });
    }
    const perIp = await this.store.incr(`sms:ip:${ip}:${Math.floor(now / HOUR_MS)}`, HOUR_MS);
    if (perIp > CODE_LIMITS.perIpPerHour) throw new AppError(States.IP_RATE_LIMIT);
    const perDay = await this.store.incr(`sms:day:${mobile}:${chinaDayKey(now)}`, DAY_MS);
    if (perDay > CODE_LIMITS.perMobilePerDay) throw new AppError(States.SMS_DAILY_LIMIT);

    const record: CodeRecord = { code: randomDigits(6), sentAt: now, expiresAt: now + CODE_LIMITS.ttlMs };
    const codeKey = `sms:code:${purpose}:${mobile}`;
    await this.store.set(lastKey, String(now), CODE_LIMITS.resendMs);
    await this.store.set(codeKey, JSON.stringify(record), CODE_LIMITS.ttlMs);
    try {
      await this.sms.sendCode(mobile, record.code, CODE_LIMITS.ttlMs / 60_000);
    } catch (err) {
      this.log.error({ err, mobile: maskMobile(mobile), provider: this.sms.name }, 'SMS delivery failed');
      await this.store.del(lastKey);
      await this.store.del(codeKey);
      throw new AppError(States.SMS_SEND_FAILED);
    }
    return { expiresIn: CODE_LIMITS.ttlMs / 1000, resendAfter: CODE_LIMITS.resendMs / 1000 };
  }

  /**
   * Throws the matching state unless `code` is the live code of `mobile`. A wrong try is
   * counted before comparing, so parallel guesses cannot exceed the limit.
   */
  async verify(purpose: CodePurpose, mobile: string, code: string, options: { consume: boolean }): Promise<void> {
    const codeKey = `sms:code:${purpose}:${mobile}`;
    const raw = await this.store.get(codeKey);
    const record = raw ? (JSON.parse(raw) as CodeRecord) : null;
    if (!record || record.expiresAt <= this.clock.now()) throw new AppError(States.SMS_CODE_EXPIRED);

    const wrongKey = `sms:wrong:${purpose}:${mobile}:${record.sentAt}`;
    const tries = await this.store.incr(wrongKey, CODE_LIMITS.ttlMs);
    if (tries > CODE_LIMITS.wrongTries) throw new AppError(States.SMS_TOO_MANY_TRIES);
    if (!safeEqual(code, record.code)) {
      if (tries === CODE_LIMITS.wrongTries) throw new AppError(States.SMS_TOO_MANY_TRIES);
      throw new AppError(States.SMS_CODE_WRONG);
    }
    if (options.consume) {
      // One winner when the same right code arrives twice at once.
      const used = await this.store.incr(`sms:used:${purpose}:${mobile}:${record.sentAt}`, CODE_LIMITS.ttlMs);
      if (used > 1) throw new AppError(States.SMS_CODE_EXPIRED);
      await this.store.del(codeKey);
      await this.store.del(wrongKey);
    } else {
      // The try was right: give it back.
      await this.store.set(wrongKey, String(tries - 1), CODE_LIMITS.ttlMs);
    }
  }
}
