import { defineArea } from '../area.js';

import routes from './routes.js';

/** Client event reports (browse and click events). */
export const eventsArea = defineArea({
  name: 'events',
  routes,
});
