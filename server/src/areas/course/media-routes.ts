import fs from 'node:fs';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { sendEnvelope } from '../../core/envelope.js';
import { FileResponse } from '../../core/schemas.js';
import { States } from '../../core/states.js';
import type { App } from '../../core/types.js';

const AUDIO_TYPES: Record<string, string> = { '.wav': 'audio/wav', '.mp3': 'audio/mpeg', '.m4a': 'audio/mp4' };
const AUDIO_MEDIA_TYPES = [...Object.values(AUDIO_TYPES), 'application/octet-stream'];

/** A single `bytes=` range of a file of `size` bytes; null = serve it whole (none, or several). */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  return start >= size || start > end ? 'unsatisfiable' : { start, end };
}

/**
 * Course audio through signed links (services/courses/media.ts), with HTTP range requests:
 * the <audio> element and the mini-program's audio manager seek with them.
 */
export async function mediaRoutes(app: App) {
  const { media } = app.ctx.services;

  app.get(
    '/media/audio/:file',
    {
      schema: {
        params: Type.Object({ file: Type.String({ maxLength: 200 }) }),
        querystring: Type.Object({ exp: Type.Optional(Type.String({ maxLength: 20 })), sig: Type.Optional(Type.String({ maxLength: 128 })) }),
        response: {
          200: FileResponse('the whole file', AUDIO_MEDIA_TYPES),
          206: FileResponse('the requested byte range', AUDIO_MEDIA_TYPES),
          416: FileResponse('the range lies outside the file (empty body, `Content-Range: bytes */size`)', AUDIO_MEDIA_TYPES),
        },
      },
    },
    async (request, reply) => {
      const file = media.verify(request.params.file, request.query.exp, request.query.sig);
      let size: number;
      try {
        const stat = await fs.promises.stat(file);
        if (!stat.isFile()) throw new Error('not a file');
        size = stat.size;
      } catch {
        return sendEnvelope(reply, 404, States.MEDIA_LINK_INVALID.code, States.MEDIA_LINK_INVALID.msg);
      }
      reply
        .header('Content-Type', AUDIO_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream')
        .header('Accept-Ranges', 'bytes')
        .header('Cache-Control', 'private, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff');
      const range = parseRange(request.headers.range, size);
      if (range === 'unsatisfiable') {
        return reply.code(416).header('Content-Range', `bytes */${size}`).send('');
      }
      if (range === null) {
        return reply.header('Content-Length', size).send(fs.createReadStream(file));
      }
      return reply
        .code(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
        .header('Content-Length', range.end - range.start + 1)
        .send(fs.createReadStream(file, { start: range.start, end: range.end }));
    },
  );
}
