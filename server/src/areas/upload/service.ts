import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { randomToken } from '../../core/crypto.js';
import { AppError } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { DB } from '../../db/schema.js';
import { fileUrl, type StorageProvider } from '../../providers/storage/index.js';
import { processImage } from './image.js';
import type { UploadedImage } from './schemas.js';

/** The thumbnail's key beside the image's: `202511/abc.jpg` → `202511/abc.thumb.webp`. */
export function thumbnailKey(key: string): string {
  return `${key.slice(0, key.lastIndexOf('.'))}.thumb.webp`;
}

/**
 * Stores users' images: processed (image.ts), under `yyyymm/<random>.<ext>` (Beijing month) with
 * the thumbnail beside, recorded in `uploads`. Used by POST /upload/image and by areas that take
 * pictures (the community's posts).
 */
export class ImageService {
  constructor(
    readonly storage: StorageProvider,
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async save(userId: number, input: Buffer): Promise<UploadedImage> {
    const image = await processImage(input);
    const now = this.clock.now();
    const month = new Date(now + 8 * 3600_000).toISOString().slice(0, 7).replace('-', '');
    const key = `${month}/${randomToken(18)}.${image.type.ext}`;
    const thumb = thumbnailKey(key);
    const removeBoth = () => Promise.allSettled([this.storage.delete(key), this.storage.delete(thumb)]);
    try {
      await this.storage.put(key, image.bytes, image.type.mime);
      await this.storage.put(thumb, image.thumbnail, 'image/webp');
    } catch (err) {
      // The user is told the picture was not saved; the log says which storage refused and why.
      this.log.error({ err, storage: this.storage.name, key }, 'storing an uploaded image failed');
      await removeBoth();
      throw new AppError(States.UPLOAD_STORE_FAILED);
    }
    try {
      await this.db
        .insertInto('uploads')
        .values({ user_id: userId, path: key, mime: image.type.mime, size: image.bytes.length, created_at: now })
        .execute();
    } catch (err) {
      await removeBoth();
      throw err;
    }
    return { url: fileUrl(key), thumbnailUrl: fileUrl(thumb), width: image.width, height: image.height };
  }
}
