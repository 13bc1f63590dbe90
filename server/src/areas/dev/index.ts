import { defineArea } from '../area.js';
import routes from './routes.js';

/** Development tools (never in production): read the SMS code the console provider kept; run the periodic jobs now; move the clock (DEV_CLOCK=1). */
export const devArea = defineArea({
  name: 'dev',
  devOnly: true,
  routes,
});
