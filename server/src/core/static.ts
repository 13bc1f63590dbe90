import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { sendEnvelope } from './envelope.js';
import { States } from './states.js';

/**
 * Serves the built H5 client (STATIC_DIR) at `/` and answers everything that matched no route:
 * a GET outside `/api` gets index.html (browser-history routes such as
 * /course/courseDetail/42 are the client's), anything else the 404 envelope.
 * Registered at the root (fastify-plugin) because the not-found handler is global.
 */
export const staticModule = fp(
  async (app: FastifyInstance, options: { staticDir: string }) => {
    const hasClient = fs.existsSync(path.join(options.staticDir, 'index.html'));
    if (hasClient) {
      await app.register(fastifyStatic, {
        root: options.staticDir,
        prefix: '/',
        index: 'index.html',
        list: false,
        dotfiles: 'ignore',
        cacheControl: false,
        // scripts/compress-h5.mjs writes .br/.gz beside each asset at build time.
        preCompressed: true,
        setHeaders: (res, file) => {
          // Hashed assets may be cached; the HTML that names them may not.
          res.setHeader('Cache-Control', file.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable');
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
      if (hasClient && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      }
      return sendEnvelope(reply, 404, States.NOT_FOUND.code, States.NOT_FOUND.msg);
    });
  },
  { name: 'static' },
);
