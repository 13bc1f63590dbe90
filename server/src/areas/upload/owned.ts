import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** What precedes an upload's key in its URL (UPLOADED_IMAGE_PATTERN). */
const FILES_PREFIX = '/api/files/';

/**
 * Whether every image URL is a file this user uploaded (its `uploads` row of POST /upload/image):
 * an area that shows pictures checks this so a post cannot show someone else's upload or a
 * guessed name. The URLs must already match UPLOADED_IMAGE_PATTERN (the route schema's job).
 */
export async function ownsUploads(db: Kysely<DB>, userId: number, urls: readonly string[]): Promise<boolean> {
  if (urls.length === 0) return true;
  const keys = [...new Set(urls.map((u) => u.slice(FILES_PREFIX.length)))];
  const found = await db.selectFrom('uploads').select('path').where('user_id', '=', userId).where('path', 'in', keys).execute();
  return new Set(found.map((f) => f.path)).size === keys.length;
}
