import { s3Problems, type AppConfig } from '../../config.js';
import type { Clock } from '../../core/clock.js';
import { LocalStorage } from './local.js';
import { S3Storage } from './s3.js';
import type { StorageProvider } from './types.js';

/** The storage of uploaded files chosen by STORAGE_PROVIDER: UPLOAD_DIR (default) or an S3 bucket. */
export function createStorage(config: AppConfig, clock: Clock): StorageProvider {
  if (config.storage.provider === 's3') {
    const problems = s3Problems(config.storage.s3);
    if (problems.length) throw new Error(`STORAGE_PROVIDER=s3 needs ${problems.join(', ')}`);
    return new S3Storage(config.storage.s3, clock);
  }
  return new LocalStorage(config.uploadDir);
}

export { fileUrl, isStorageKey, StorageError } from './types.js';
export type { StorageProvider, StoredFile } from './types.js';
