import { defineArea } from '../area.js';

import routes from './routes.js';

/** Login: SMS codes, tickets, WeChat OAuth and mini-program login, tokens. */
export const loginArea = defineArea({
  name: 'login',
  routes,
});
