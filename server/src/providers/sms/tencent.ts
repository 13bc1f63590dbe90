import type { TencentSmsConfig } from '../../config.js';
import type { Clock } from '../../core/clock.js';
import { fetchJson } from '../../core/http.js';
import { signTc3 } from './tc3.js';
import { SmsDeliveryError, type SmsProvider } from './types.js';

interface SendSmsResponse {
  Response: {
    RequestId?: string;
    Error?: { Code: string; Message: string };
    SendStatusSet?: Array<{ Code: string; Message: string; PhoneNumber: string }>;
  };
}

/** Tencent Cloud SMS `SendSms` (API 2021-01-11) over HTTPS, signed with TC3-HMAC-SHA256. */
export class TencentSmsProvider implements SmsProvider {
  readonly name = 'tencent';

  constructor(
    private readonly config: TencentSmsConfig,
    private readonly clock: Clock,
  ) {}

  async sendCode(mobile: string, code: string, ttlMinutes: number): Promise<void> {
    const payload = JSON.stringify({
      PhoneNumberSet: [`+86${mobile}`],
      SmsSdkAppId: this.config.sdkAppId,
      SignName: this.config.signName,
      TemplateId: this.config.templateId,
      TemplateParamSet: [code, String(ttlMinutes)],
    });
    const url = new URL(this.config.endpoint);
    const headers = signTc3({
      secretId: this.config.secretId,
      secretKey: this.config.secretKey,
      service: 'sms',
      host: url.host,
      action: 'SendSms',
      version: '2021-01-11',
      region: this.config.region,
      payload,
      timestamp: Math.floor(this.clock.now() / 1000),
    });
    let answer: SendSmsResponse;
    try {
      answer = await fetchJson<SendSmsResponse>(`${this.config.endpoint}/`, {
        method: 'POST',
        headers,
        body: payload,
      });
    } catch (err) {
      throw new SmsDeliveryError((err as Error).message);
    }
    const error = answer.Response?.Error;
    if (error) throw new SmsDeliveryError(`Tencent SMS error ${error.Code}: ${error.Message}`);
    const status = answer.Response?.SendStatusSet?.[0];
    if (!status || status.Code !== 'Ok') {
      throw new SmsDeliveryError(`Tencent SMS refused: ${status?.Code ?? 'no status'} ${status?.Message ?? ''}`);
    }
  }
}
