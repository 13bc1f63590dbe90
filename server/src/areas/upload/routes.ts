import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { currentUser } from '../../core/auth.js';
import { AppError, OkSchema, ok, sendEnvelope } from '../../core/envelope.js';
import { FileResponse } from '../../core/schemas.js';
import { States } from '../../core/states.js';
import type { App } from '../../core/types.js';
import { isStorageKey } from '../../providers/storage/index.js';
import { UploadedImageSchema } from './schemas.js';
import type { ImageService } from './service.js';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const IMAGE_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * POST /upload/image (login, multipart field `file`): a JPEG, PNG or WEBP of at most 2 MB,
 * checked by its magic bytes and its decoder, turned upright, stripped of metadata, capped at
 * 2048 px, stored with a WEBP thumbnail (service.ts). GET /files/<key> serves stored files
 * read-only from whichever storage holds them. The body is multipart, so its schema is enforced
 * here rather than by ajv.
 */
export default async function uploadModule(app: App, { images }: { images: ImageService }) {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 11 },
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
      return ok(await images.save(user.userId, bytes));
    },
  );

  app.get(
    '/files/*',
    {
      schema: {
        params: Type.Object({ '*': Type.String({ maxLength: 512 }) }),
        response: { 200: FileResponse('the stored file (immutable: a key is never rewritten)', IMAGE_MEDIA_TYPES) },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const stored = isStorageKey(key) ? await images.storage.get(key) : null;
      if (!stored) return sendEnvelope(reply, 404, States.NOT_FOUND.code, States.NOT_FOUND.msg);
      reply
        .header('Content-Type', stored.contentType)
        .header('Cache-Control', 'public, max-age=2592000, immutable')
        .header('X-Content-Type-Options', 'nosniff');
      if (stored.size !== null) reply.header('Content-Length', stored.size);
      return reply.send(stored.body);
    },
  );
}
