import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { S3Config } from '../../config.js';
import type { Clock } from '../../core/clock.js';
import { EMPTY_SHA256, encodeSegment, sha256Hex, signS3 } from './sigv4.js';
import { assertStorageKey, StorageError, type StorageProvider, type StoredFile } from './types.js';

const TIMEOUT_MS = 30_000;

/**
 * An S3-compatible bucket (AWS S3, Tencent COS, Aliyun OSS, MinIO …) through its REST API:
 * PutObject, GetObject and DeleteObject on path-style addresses (`${endpoint}/${bucket}/${key}`),
 * signed with AWS Signature Version 4. No SDK.
 */
export class S3Storage implements StorageProvider {
  readonly name = 's3';
  private readonly endpoint: URL;

  constructor(
    private readonly config: S3Config,
    private readonly clock: Clock,
  ) {
    this.endpoint = new URL(config.endpoint);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, bytes, { 'content-type': contentType });
    await this.expectOk(response, 'PutObject', key);
    await response.body?.cancel();
  }

  async get(key: string): Promise<StoredFile | null> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      const error = await this.errorOf(response);
      if (error.code === 'NoSuchKey') return null;
      throw new StorageError(`S3 GetObject ${key}: HTTP 404 ${error.code ?? ''} ${error.message ?? ''}`.trim(), error.code);
    }
    await this.expectOk(response, 'GetObject', key);
    const length = Number(response.headers.get('content-length'));
    return {
      body: response.body ? Readable.fromWeb(response.body as WebReadableStream<Uint8Array>) : Readable.from([]),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      size: Number.isInteger(length) && response.headers.has('content-length') ? length : null,
    };
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    // S3 answers 204 whether or not the key existed.
    if (response.status !== 404) await this.expectOk(response, 'DeleteObject', key);
    await response.body?.cancel();
  }

  private async send(method: 'GET' | 'PUT' | 'DELETE', key: string, body?: Buffer, headers: Record<string, string> = {}): Promise<Response> {
    assertStorageKey(key);
    const base = this.endpoint.pathname.replace(/\/+$/, '');
    const path = `${base}/${encodeSegment(this.config.bucket)}/${key.split('/').map(encodeSegment).join('/')}`;
    const signed = signS3({
      method,
      host: this.endpoint.host,
      path,
      headers,
      payloadHash: body ? sha256Hex(body) : EMPTY_SHA256,
      region: this.config.region,
      accessKeyId: this.config.accessKeyId,
      secretAccessKey: this.config.secretAccessKey,
      now: this.clock.now(),
    });
    try {
      return await fetch(`${this.endpoint.origin}${path}`, {
        method,
        headers: signed,
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new StorageError(`S3 ${method} ${this.endpoint.host}/${this.config.bucket}/${key} failed: ${(err as Error).message}`);
    }
  }

  private async expectOk(response: Response, action: string, key: string): Promise<void> {
    if (response.ok) return;
    const error = await this.errorOf(response);
    throw new StorageError(
      `S3 ${action} ${this.config.bucket}/${key}: HTTP ${response.status} ${error.code ?? ''} ${error.message ?? ''}`.trim(),
      error.code,
    );
  }

  /** Code and message of S3's XML error body (`<Error><Code>…</Code><Message>…</Message></Error>`). */
  private async errorOf(response: Response): Promise<{ code?: string; message?: string }> {
    const text = await response.text().catch(() => '');
    const pick = (tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(text)?.[1];
    return { code: pick('Code'), message: pick('Message') };
  }
}
