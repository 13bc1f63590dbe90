import { defineArea } from '../area.js';

import routes from './routes.js';

/** Health check for load balancers. */
export const healthArea = defineArea({
  name: 'health',
  routes,
});
