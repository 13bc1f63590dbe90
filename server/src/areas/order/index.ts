import { defineArea } from '../area.js';
import { commerceAdminRoutes } from './admin.js';
import payRoutes from './pay-routes.js';
import orderRoutes from './routes.js';

/** Orders and payment: confirm, place, pay (WeChat Pay or the sandbox cashier), my orders, refunds. */
export const orderArea = defineArea({
  name: 'order',
  async routes(app) {
    await orderRoutes(app);
    await payRoutes(app);
  },
  admin: commerceAdminRoutes,
});
