import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../core/clock.js';
import { maskMobile } from '../../core/mask.js';
import type { KeyValueStore } from '../../store/types.js';
import type { SmsProvider } from './types.js';

const DEV_KEY = (mobile: string) => `dev:sms:${mobile}`;

export interface DevSmsRecord {
  mobile: string;
  code: string;
  sentAt: number;
}

/**
 * Development provider: sends nothing, logs a masked line, and keeps the last code per mobile
 * in the store for `GET /api/__dev/sms/:mobile` (which does not exist in production).
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';

  constructor(
    private readonly store: KeyValueStore,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async sendCode(mobile: string, code: string, ttlMinutes: number): Promise<void> {
    const record: DevSmsRecord = { mobile, code, sentAt: this.clock.now() };
    await this.store.set(DEV_KEY(mobile), JSON.stringify(record), 24 * 3600_000);
    this.log.info(
      { mobile: maskMobile(mobile), ttlMinutes },
      'console SMS provider: code stored for the dev endpoint, nothing sent',
    );
  }
}

export async function lastDevCode(store: KeyValueStore, mobile: string): Promise<DevSmsRecord | null> {
  const raw = await store.get(DEV_KEY(mobile));
  return raw ? (JSON.parse(raw) as DevSmsRecord) : null;
}
