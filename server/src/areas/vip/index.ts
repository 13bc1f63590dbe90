import { defineArea } from '../area.js';

import routes from './routes.js';

/** VIP membership offers. */
export const vipArea = defineArea({
  name: 'vip',
  routes,
});
