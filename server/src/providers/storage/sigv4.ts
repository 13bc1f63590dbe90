/**
 * AWS Signature Version 4 for S3 requests (header-based), written out so that it can be checked
 * line by line against AWS's documentation ("Signature Calculations for the Authorization Header").
 */
import { createHash, createHmac } from 'node:crypto';

export interface SigV4Request {
  method: 'GET' | 'PUT' | 'DELETE';
  /** Host as sent, with the port when it is not the scheme's default (`new URL(…).host`). */
  host: string;
  /** The path exactly as sent, already URI-encoded (`/bucket/202511/a.jpg`). */
  path: string;
  /** Extra headers to sign and send (e.g. Content-Type); names in any case. */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (of '' when there is none). */
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Unix milliseconds. */
  now: number;
}

export const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');

export function sha256Hex(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function hmac(key: Buffer | string, text: string): Buffer {
  return createHmac('sha256', key).update(text, 'utf8').digest();
}

/** S3's URI encoding of one path segment: everything but A–Z a–z 0–9 `-._~` as %XX (upper case). */
export function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The headers of a signed request (Authorization, x-amz-date, x-amz-content-sha256 and the given
 * ones). `Host` is signed but not returned: fetch sends it itself, from the URL.
 */
export function signS3(req: SigV4Request): Record<string, string> {
  const amzDate = new Date(req.now).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''); // 20251125T021500Z
  const date = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(req.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value])),
    'x-amz-content-sha256': req.payloadHash,
    'x-amz-date': amzDate,
  };
  const signed: Record<string, string> = { ...headers, host: req.host };
  const names = Object.keys(signed).sort();
  const signedHeaders = names.join(';');
  const canonicalHeaders = names.map((name) => `${name}:${signed[name].trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonicalRequest = [req.method, req.path, '', canonicalHeaders, signedHeaders, req.payloadHash].join('\n');
  const scope = `${date}/${req.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${req.secretAccessKey}`, date), req.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${req.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
