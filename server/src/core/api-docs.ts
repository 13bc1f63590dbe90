import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { App } from './types.js';

export const API_DOCS_PREFIX = '/api/docs';

/**
 * The generated API reference: an OpenAPI 3 document built from every route's schemas, at
 * /api/docs (Swagger UI, assets served by the package itself, no CDN), /api/docs/json and
 * /api/docs/yaml. Must be registered before the routes (it collects them as they are added).
 * `guard` protects the reference in production (the operator token); elsewhere it is open.
 */
export async function registerApiDocs(app: App, options: { version: string; guard: onRequestAsyncHookHandler | null }) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: '心栈 API',
        version: options.version,
        description:
          'Every answer is the envelope `{ state, msg, data }` (HTTP 200 for answers the client handles; state codes in docs/STATES.md). ' +
          'Logged-in calls send the `token` header; operator calls (`/api/admin/…`) send `Authorization: Bearer <ADMIN_TOKEN>`. Rules: docs/API.md.',
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'token' },
          operator: { type: 'http', scheme: 'bearer' },
        },
      },
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { docExpansion: 'none', deepLinking: true },
    uiHooks: options.guard ? { onRequest: options.guard } : {},
    staticCSP: true,
  });
}
