import { defineArea } from '../area.js';

import routes from './routes.js';

/** Image uploads (avatars), served read-only. */
export const uploadArea = defineArea({
  name: 'upload',
  routes,
});
