import { defineArea } from '../area.js';
import { sceneAdminRoutes } from './admin.js';
import routes from './routes.js';

/** Scenes: whether an activity is open, paused or ended. */
export const sceneArea = defineArea({
  name: 'scene',
  routes,
  admin: sceneAdminRoutes,
});
