/**
 * Tencent Cloud API 3.0 request signing (TC3-HMAC-SHA256), written out so that it can be
 * checked line by line against Tencent's documentation ("签名方法 v3").
 */
import { createHash, createHmac } from 'node:crypto';

export interface Tc3Request {
  secretId: string;
  secretKey: string;
  service: string;
  host: string;
  action: string;
  version: string;
  region: string;
  /** The exact JSON text that will be sent. */
  payload: string;
  /** Unix seconds. */
  timestamp: number;
}

const CONTENT_TYPE = 'application/json; charset=utf-8';

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

function hmac(key: Buffer | string, text: string): Buffer {
  return createHmac('sha256', key).update(text, 'utf8').digest();
}

/**
 * Returns the headers of a signed POST to `https://{host}/`. `Host` is signed but not returned:
 * fetch sends it itself, from the URL.
 */
export function signTc3(req: Tc3Request): Record<string, string> {
  const date = new Date(req.timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host';
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${CONTENT_TYPE}\nhost:${req.host}\n`,
    signedHeaders,
    sha256Hex(req.payload),
  ].join('\n');
  const scope = `${date}/${req.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(req.timestamp), scope, sha256Hex(canonicalRequest)].join(
    '\n',
  );
  const secretDate = hmac(`TC3${req.secretKey}`, date);
  const secretService = hmac(secretDate, req.service);
  const secretSigning = hmac(secretService, 'tc3_request');
  const signature = createHmac('sha256', secretSigning).update(stringToSign, 'utf8').digest('hex');
  return {
    Authorization: `TC3-HMAC-SHA256 Credential=${req.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
    'Content-Type': CONTENT_TYPE,
    'X-TC-Action': req.action,
    'X-TC-Timestamp': String(req.timestamp),
    'X-TC-Version': req.version,
    'X-TC-Region': req.region,
  };
}
