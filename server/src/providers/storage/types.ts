import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are relative paths such as `202511/AbC….jpg` (see `isStorageKey`);
 * a key is written once and never changes, so its link can be cached for good.
 *
 * Serving: whatever the provider, a stored file is read back by the server itself and served at
 * `/api/files/<key>` (`fileUrl`), by the upload area's GET route through `get()`. Links therefore
 * never change when STORAGE_PROVIDER changes (files must be copied over, under the same keys).
 */
export interface StorageProvider {
  readonly name: 'local' | 's3';
  /** Stores `bytes` under `key` (replacing what was there); resolves once the file is stored. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored file, or null when there is none under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a key with no file is not an error. */
  delete(key: string): Promise<void>;
}

export interface StoredFile {
  body: Readable;
  contentType: string;
  /** Bytes, when the provider knows them before reading the body. */
  size: number | null;
}

/** The provider could not store, read or delete (unreachable, refused, misconfigured). */
export class StorageError extends Error {
  constructor(
    message: string,
    /** The upstream's error code when it gave one, e.g. S3's `SignatureDoesNotMatch`. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

/** The public address of a stored file (served by the upload area). */
export function fileUrl(key: string): string {
  return `/api/files/${key}`;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/** Keys are 1–8 `/`-separated segments of letters, digits, `.`, `_`, `-`, none starting with `.`. */
export function isStorageKey(key: string): boolean {
  const segments = key.split('/');
  return key.length <= 512 && segments.length <= 8 && segments.every((s) => SEGMENT.test(s));
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new StorageError(`invalid storage key "${key.slice(0, 80)}"`);
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The media type of a key from its extension (the local disk keeps no other record of it). */
export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPES[ext] ?? 'application/octet-stream';
}
