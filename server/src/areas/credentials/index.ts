import { defineArea } from '../area.js';
import { credentialsAdminRoutes } from './admin.js';
import credentialsRoutes from './routes.js';
import { CredentialService } from './service.js';

/** The counsellor and family-education credential programmes: sign-ups with ID checks. */
export const credentialsArea = defineArea<CredentialService>({
  name: 'credentials',
  services: ({ db, clock }) => new CredentialService(db, clock),
  routes: credentialsRoutes,
  admin: credentialsAdminRoutes,
});
