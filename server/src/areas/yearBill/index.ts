import { defineArea } from '../area.js';
import yearBillRoutes from './routes.js';
import { YearReportService } from './service.js';

/** The yearly learning reports (2023, 2024). */
export const yearBillArea = defineArea<YearReportService>({
  name: 'yearBill',
  services: ({ db }) => new YearReportService(db),
  routes: yearBillRoutes,
});
