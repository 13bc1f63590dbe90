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
  jobs: (_services, ctx) => [
    // Reads close overdue orders lazily too; several processes may sweep (conditional updates pick one).
    { name: 'close overdue unpaid orders', everyMs: ORDER_SWEEP_MS, run: () => ctx.services.orders.closeExpired() },
  ],
});

/** How often unpaid orders past their deadline are closed. */
const ORDER_SWEEP_MS = 60_000;
