import { defineArea } from '../area.js';
import { couponsAdminRoutes } from './admin.js';
import routes from './routes.js';

/** Coupons: my coupons, choosing one for an order, the new-user gift. */
export const couponsArea = defineArea({
  name: 'coupons',
  routes,
  admin: couponsAdminRoutes,
});
