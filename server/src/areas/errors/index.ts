import { defineArea } from '../area.js';
import { errorsAdminRoutes } from './admin.js';
import routes from './routes.js';

/** The client's error reports and their relay to the team's group robot. */
export const errorsArea = defineArea({
  name: 'errors',
  routes,
  admin: errorsAdminRoutes,
});
