import { defineArea } from '../area.js';

import routes from './routes.js';

/** Invitation relations: binding an invitee to the inviter. */
export const relationArea = defineArea({
  name: 'relation',
  routes,
});
