/**
 * A fake S3-compatible object store: path-style `PUT/GET/DELETE /<bucket>/<key>`, objects kept in
 * memory. It checks AWS Signature Version 4 the way S3 does, from what it received (its own
 * implementation, not the app's signer), and answers S3's XML errors: `SignatureDoesNotMatch`,
 * `InvalidAccessKeyId`, `RequestTimeTooSkewed`, `XAmzContentSHA256Mismatch` (403/400),
 * `NoSuchBucket` and `NoSuchKey` (404).
 */
import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3Object {
  bytes: Buffer;
  contentType: string;
}

export interface S3Request {
  method: string;
  path: string;
  /** The S3 error code it was refused with, or null. */
  refused: string | null;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();

/** S3's URI encoding: everything but A–Z a–z 0–9 `-._~` as %XX, `/` kept between segments. */
function uriEncode(segment: string): string {
  return Buffer.from(segment, 'utf8')
    .toString('latin1')
    .split('')
    .map((c) => (/[A-Za-z0-9\-._~]/.test(c) ? c : `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
}

function errorXml(code: string, message: string, resource: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><Resource>${resource}</Resource><RequestId>fake-0001</RequestId></Error>`;
}

class S3Failure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export class FakeS3 {
  readonly objects = new Map<string, S3Object>();
  readonly requests: S3Request[] = [];
  private server?: http.Server;
  base = '';

  constructor(
    readonly options: {
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Server time (unix ms) for the 15-minute skew check. */
      now: () => number;
    },
  ) {}

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => this.handle(req, Buffer.concat(chunks), res));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }

  /** The stored object of `key` in the bucket. */
  object(key: string): S3Object | undefined {
    return this.objects.get(key);
  }

  private handle(req: http.IncomingMessage, body: Buffer, res: http.ServerResponse): void {
    const rawPath = (req.url ?? '/').split('?')[0];
    const record: S3Request = { method: req.method ?? '', path: rawPath, refused: null };
    this.requests.push(record);
    try {
      this.verify(req, rawPath, body);
      const segments = rawPath.split('/').slice(1).map(decodeURIComponent);
      const [bucket, ...keyParts] = segments;
      const key = keyParts.join('/');
      if (bucket !== this.options.bucket) throw new S3Failure(404, 'NoSuchBucket', 'The specified bucket does not exist');
      if (!key) throw new S3Failure(400, 'InvalidRequest', 'This fake serves objects only');
      if (req.method === 'PUT') {
        const contentType = String(req.headers['content-type'] ?? 'binary/octet-stream');
        this.objects.set(key, { bytes: body, contentType });
        res.writeHead(200, { ETag: `"${createHash('md5').update(body).digest('hex')}"`, 'Content-Length': '0' });
        res.end();
      } else if (req.method === 'GET') {
        const object = this.objects.get(key);
        if (!object) throw new S3Failure(404, 'NoSuchKey', 'The specified key does not exist.');
        res.writeHead(200, {
          'Content-Type': object.contentType,
          'Content-Length': String(object.bytes.length),
          ETag: `"${createHash('md5').update(object.bytes).digest('hex')}"`,
        });
        res.end(object.bytes);
      } else if (req.method === 'DELETE') {
        this.objects.delete(key);
        res.writeHead(204);
        res.end();
      } else {
        throw new S3Failure(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
      }
    } catch (err) {
      if (!(err instanceof S3Failure)) {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end(String(err));
        return;
      }
      record.refused = err.code;
      const xml = errorXml(err.code, err.message, rawPath);
      res.writeHead(err.status, { 'Content-Type': 'application/xml', 'Content-Length': String(Buffer.byteLength(xml)) });
      res.end(req.method === 'HEAD' ? undefined : xml);
    }
  }

  /** Recomputes the SigV4 signature from the request as received. */
  private verify(req: http.IncomingMessage, rawPath: string, body: Buffer): void {
    const auth = String(req.headers.authorization ?? '');
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(auth);
    if (!match) throw new S3Failure(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed');
    const [, accessKeyId, date, region, signedHeaders, signature] = match;
    if (accessKeyId !== this.options.accessKeyId) {
      throw new S3Failure(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    }
    if (region !== this.options.region) {
      throw new S3Failure(400, 'AuthorizationHeaderMalformed', `the region '${region}' is wrong; expecting '${this.options.region}'`);
    }
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    const time = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
    if (!time || amzDate.slice(0, 8) !== date) throw new S3Failure(403, 'AccessDenied', 'x-amz-date is missing or does not match the credential date');
    const at = Date.UTC(+time[1], +time[2] - 1, +time[3], +time[4], +time[5], +time[6]);
    if (Math.abs(this.options.now() - at) > 15 * 60_000) {
      throw new S3Failure(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
    }
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
      throw new S3Failure(400, 'XAmzContentSHA256Mismatch', 'The provided \'x-amz-content-sha256\' header does not match what was computed.');
    }
    const names = signedHeaders.split(';');
    if (!names.includes('host') || !names.includes('x-amz-date') || !names.includes('x-amz-content-sha256')) {
      throw new S3Failure(400, 'AuthorizationHeaderMalformed', 'host, x-amz-date and x-amz-content-sha256 must be signed');
    }
    const canonicalHeaders = names
      .map((name) => `${name}:${String(req.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`)
      .join('');
    // The canonical URI is the path as sent, re-encoded segment by segment (S3 does not double-encode).
    const canonicalUri = rawPath.split('/').map((s) => uriEncode(decodeURIComponent(s))).join('/');
    const canonicalRequest = [req.method, canonicalUri, '', canonicalHeaders, signedHeaders, payloadHash].join('\n');
    const scope = `${date}/${region}/s3/aws4_request`;
    const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
    const key = hmac(hmac(hmac(hmac(`AWS4${this.options.secretAccessKey}`, date), region), 's3'), 'aws4_request');
    const expected = createHmac('sha256', key).update(stringToSign).digest('hex');
    if (expected !== signature) {
      throw new S3Failure(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.');
    }
  }
}
