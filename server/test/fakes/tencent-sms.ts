/**
 * A fake Tencent Cloud SMS endpoint. It checks the TC3-HMAC-SHA256 signature the way the real
 * service does, from what it received (its own implementation, not the app's signer), and
 * answers in Tencent's `{ Response: … }` format.
 */
import { createHash, createHmac } from 'node:crypto';
import { FakeServer, type FakeRequest } from './http.js';

export interface SentSms {
  phone: string;
  params: string[];
  templateId: string;
  signName: string;
  sdkAppId: string;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac = (key: string | Buffer, s: string) => createHmac('sha256', key).update(s).digest();

export class FakeTencentSms {
  readonly sent: SentSms[] = [];
  readonly rejections: string[] = [];
  readonly server: FakeServer;

  constructor(
    readonly secretId: string,
    readonly secretKey: string,
    /** Server time (unix seconds) used for the 5-minute clock-skew check. */
    readonly now: () => number,
  ) {
    this.server = new FakeServer((r) => {
      const problem = this.check(r);
      if (problem) {
        this.rejections.push(problem);
        return { json: { Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: problem }, RequestId: 'req-1' } } };
      }
      const body = JSON.parse(r.body);
      const sms: SentSms = {
        phone: body.PhoneNumberSet[0],
        params: body.TemplateParamSet,
        templateId: body.TemplateId,
        signName: body.SignName,
        sdkAppId: body.SmsSdkAppId,
      };
      this.sent.push(sms);
      return {
        json: {
          Response: {
            SendStatusSet: [{ SerialNo: 'sn-1', PhoneNumber: sms.phone, Fee: 1, SessionContext: '', Code: 'Ok', Message: 'send success', IsoCode: 'CN' }],
            RequestId: 'req-2',
          },
        },
      };
    });
  }

  private check(r: FakeRequest): string | null {
    if (r.method !== 'POST' || r.path !== '/') return 'wrong method or path';
    if (r.headers['x-tc-action'] !== 'SendSms' || r.headers['x-tc-version'] !== '2021-01-11') return 'wrong action or version';
    const auth = String(r.headers.authorization ?? '');
    const match = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/sms\/tc3_request, SignedHeaders=([a-z;-]+), Signature=([0-9a-f]{64})$/.exec(auth);
    if (!match) return 'malformed Authorization';
    const [, secretId, date, signedHeaders, signature] = match;
    if (secretId !== this.secretId) return 'unknown SecretId';
    const timestamp = Number(r.headers['x-tc-timestamp']);
    if (Math.abs(this.now() - timestamp) > 300) return 'timestamp too far from server time';
    if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date) return 'credential date does not match timestamp';
    const names = signedHeaders.split(';');
    const canonicalHeaders = names.map((n) => `${n}:${String(r.headers[n] ?? '').trim().toLowerCase()}\n`).join('');
    const canonical = `POST\n/\n\n${canonicalHeaders}\n${signedHeaders}\n${sha256(r.body)}`;
    const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/sms/tc3_request\n${sha256(canonical)}`;
    const key = hmac(hmac(hmac(`TC3${this.secretKey}`, date), 'sms'), 'tc3_request');
    const expected = createHmac('sha256', key).update(toSign).digest('hex');
    return expected === signature ? null : 'signature mismatch';
  }

  async start(): Promise<this> {
    await this.server.start();
    return this;
  }

  get base(): string {
    return this.server.base;
  }

  stop(): Promise<void> {
    return this.server.stop();
  }
}
