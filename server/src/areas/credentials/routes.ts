import { currentUser } from '../../core/auth.js';
import { OkSchema, ok } from '../../core/envelope.js';
import { Nullable } from '../../core/schemas.js';
import type { App } from '../../core/types.js';
import { ProgrammeQuerySchema, ProgrammeSchema, SignupBodySchema, SignupResultSchema, SignupSchema } from './schemas.js';
import type { CredentialService } from './service.js';

/**
 * Credential sign-up (spec 2.11: the psychology counsellor certificate, and the same pages
 * under familyEducation): programme intro with the assistant's QR content, my sign-up, sign up.
 */
export default async function credentialsRoutes(app: App, credentials: CredentialService) {

  app.get(
    '/credentials/programme',
    { schema: { querystring: ProgrammeQuerySchema, response: OkSchema(ProgrammeSchema) } },
    async (request) => ok(await credentials.programme(request.query.programme)),
  );

  app.get(
    '/credentials/signup',
    { config: { auth: true }, schema: { querystring: ProgrammeQuerySchema, response: OkSchema(Nullable(SignupSchema)) } },
    async (request) => ok(await credentials.mine(currentUser(request).userId, request.query.programme)),
  );

  app.post(
    '/credentials/signup',
    { config: { auth: true }, schema: { body: SignupBodySchema, response: OkSchema(SignupResultSchema) } },
    async (request) => ok(await credentials.signUp(currentUser(request).userId, request.body)),
  );
}
