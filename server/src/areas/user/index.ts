import { defineArea } from '../area.js';

import routes from './routes.js';

/** The profile: user info, avatar and name, profile tags, changing account. */
export const userArea = defineArea({
  name: 'user',
  routes,
});
