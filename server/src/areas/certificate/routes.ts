import { Type } from '@sinclair/typebox';
import { currentUser } from '../../core/auth.js';
import { OkSchema, ok } from '../../core/envelope.js';
import { FileResponse } from '../../core/schemas.js';
import type { App } from '../../core/types.js';
import { CertificateDetailQuerySchema, CertificateDetailSchema, CertificateImageQuerySchema, CertificateItemSchema } from './schemas.js';
import type { CertificateService } from './service.js';

/** Certificates (spec 2.22): the user's list, one certificate, and its signed SVG image. */
export default async function certificateRoutes(app: App, certificates: CertificateService) {

  app.get(
    '/certificate/list',
    { config: { auth: true }, schema: { response: OkSchema(Type.Array(CertificateItemSchema)) } },
    async (request) => ok(await certificates.list(currentUser(request).userId)),
  );

  app.get(
    '/certificate/detail',
    { config: { auth: true }, schema: { querystring: CertificateDetailQuerySchema, response: OkSchema(CertificateDetailSchema) } },
    async (request) => ok(await certificates.detail(currentUser(request).userId, request.query.id)),
  );

  // The signature is the credential: `<img>` and the mini-program `Image` send no token.
  app.get(
    '/certificate/image',
    {
      schema: {
        querystring: CertificateImageQuerySchema,
        response: { 200: FileResponse('the certificate as an SVG document', ['image/svg+xml']) },
      },
    },
    async (request, reply) => {
      const svg = await certificates.image(request.query.id, request.query.exp, request.query.sig);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        // Opened on its own, the document may not run anything.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
}
