/** Sends a verification code. The caller owns codes, expiry and limits; a provider only delivers. */
export interface SmsProvider {
  readonly name: string;
  /** `mobile` is an 11-digit mainland number; resolves when the upstream accepted the message. */
  sendCode(mobile: string, code: string, ttlMinutes: number): Promise<void>;
}

export class SmsDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}
