import { defineArea } from '../area.js';
import { creditsAdminRoutes } from './admin.js';
import routes from './routes.js';

/** Credits: balance, ledger, rules, daily sign-in and the exchange of credits for goods. */
export const creditsArea = defineArea({
  name: 'credits',
  routes,
  admin: creditsAdminRoutes,
});
