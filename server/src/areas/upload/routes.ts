import fs from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { currentUser } from '../../core/auth.js';
import { randomToken } from '../../core/crypto.js';
import { AppError, OkSchema, ok } from '../../core/envelope.js';
import { States } from '../../core/states.js';
import type { App } from '../../core/types.js';
import { UploadedImageSchema } from './schemas.js';
import { sniffImage } from './sniff.js';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const FILES_PREFIX = '/files/';

/**
 * POST /upload/image (login, multipart field `file`): a JPEG, PNG or WEBP of at most 2 MB,
 * checked by its magic bytes, stored under UPLOAD_DIR/yyyymm/ and served read-only at
 * /api/files/…. The body is multipart, so its schema is enforced here rather than by ajv.
 */
export default async function uploadModule(app: App) {
  const { config, db, clock } = app.ctx;
  mkdirSync(config.uploadDir, { recursive: true });

  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 11 },
  });
  await app.register(fastifyStatic, {
    root: config.uploadDir,
    prefix: FILES_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '30d',
    setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
  });

  app.post(
    '/upload/image',
    { config: { auth: true }, schema: { response: OkSchema(UploadedImageSchema) } },
    async (request) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw new AppError(States.UPLOAD_NO_FILE);
      const file = await request.file();
      if (!file) throw new AppError(States.UPLOAD_NO_FILE);
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(States.UPLOAD_TOO_LARGE);
        throw err;
      }
      if (bytes.length === 0) throw new AppError(States.UPLOAD_NO_FILE);
      const type = sniffImage(bytes);
      if (!type) throw new AppError(States.UPLOAD_BAD_TYPE);

      const now = clock.now();
      const month = new Date(now + 8 * 3600_000).toISOString().slice(0, 7).replace('-', '');
      const relative = `${month}/${randomToken(18)}.${type.ext}`;
      await fs.mkdir(path.join(config.uploadDir, month), { recursive: true });
      await fs.writeFile(path.join(config.uploadDir, relative), bytes, { flag: 'wx' });
      await db
        .insertInto('uploads')
        .values({ user_id: user.userId, path: relative, mime: type.mime, size: bytes.length, created_at: now })
        .execute();
      return ok({ url: `/api${FILES_PREFIX}${relative}` });
    },
  );
}
