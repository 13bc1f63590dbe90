import { defineArea } from '../area.js';

import routes from './routes.js';

/** Shipping addresses (for goods that need delivery). */
export const addressArea = defineArea({
  name: 'address',
  routes,
});
