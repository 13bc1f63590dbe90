import { defineArea } from '../area.js';
import upgcAdminRoutes from './admin.js';
import upgcRoutes from './routes.js';
import { CommunityService } from './service.js';

/** The community (client route group /upgc, scene 542): circles, posts, feeds, comments, likes, follows, blocks, reports, moderation. */
export const upgcArea = defineArea<CommunityService>({
  name: 'upgc',
  services: ({ db, clock }) => new CommunityService(db, clock),
  routes: upgcRoutes,
  admin: upgcAdminRoutes,
});
