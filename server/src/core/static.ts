import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendEnvelope } from './envelope.js';
import { States } from './states.js';

/** One page's chunks, from the H5 build's route-preload.json (config/route-preload.ts). */
interface PagePreload {
  pattern: RegExp;
  files: string[];
}

interface EncodedHtml {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * index.html for each page: the built file plus `<link rel="preload">` tags for the chunks of
 * the page the path opens, so the browser fetches them beside the app bundle instead of after
 * it has run. Low priority, so they never hold back the app bundle and its CSS (first paint).
 * Encoded once per page and kept.
 */
class PageHtml {
  private readonly pages: PagePreload[];
  private readonly encoded = new Map<string, EncodedHtml>();

  constructor(
    private readonly html: string,
    manifestFile: string,
  ) {
    const manifest = fs.existsSync(manifestFile)
      ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { pages: { pattern: string; files: string[] }[] })
      : { pages: [] };
    this.pages = manifest.pages.map((p) => ({ pattern: new RegExp(p.pattern), files: p.files }));
  }

  for(pathname: string): EncodedHtml {
    const files = this.pages.find((p) => p.pattern.test(pathname))?.files ?? [];
    const key = files.join(' ');
    let encoded = this.encoded.get(key);
    if (!encoded) {
      const links = files
        .map((file) => `<link rel="preload" href="${file}" as="${file.endsWith('.css') ? 'style' : 'script'}" fetchpriority="low">`)
        .join('');
      const raw = Buffer.from(this.html.replace('</head>', `${links}</head>`));
      encoded = { raw, br: zlib.brotliCompressSync(raw), gzip: zlib.gzipSync(raw) };
      this.encoded.set(key, encoded);
    }
    return encoded;
  }
}

/**
 * Serves the built H5 client (STATIC_DIR) and answers everything that matched no route: a GET
 * outside `/api` gets the client's index.html (`/` and browser-history routes such as
 * /course/courseDetail/42 are the client's) with the page's chunks preloaded, anything else the
 * 404 envelope. Registered at the root (fastify-plugin) because the not-found handler is global.
 */
export const staticModule = fp(
  async (app: FastifyInstance, options: { staticDir: string }) => {
    const indexFile = path.join(options.staticDir, 'index.html');
    const hasClient = fs.existsSync(indexFile);
    const pageHtml = hasClient ? new PageHtml(fs.readFileSync(indexFile, 'utf8'), path.join(options.staticDir, 'route-preload.json')) : null;
    if (hasClient) {
      await app.register(fastifyStatic, {
        root: options.staticDir,
        prefix: '/',
        // `/` is a page like any other: the not-found handler below answers it.
        index: false,
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

    const sendPage = (request: FastifyRequest, reply: FastifyReply, html: PageHtml) => {
      const page = html.for(request.url.split('?')[0]);
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply.send(encoding ? page[encoding] : page.raw);
    };
    if (pageHtml) app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, pageHtml));

    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
      if (pageHtml && !isApi && (request.method === 'GET' || request.method === 'HEAD')) return sendPage(request, reply, pageHtml);
      return sendEnvelope(reply, 404, States.NOT_FOUND.code, States.NOT_FOUND.msg);
    });
  },
  { name: 'static' },
);
