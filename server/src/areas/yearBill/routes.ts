import { currentUser } from '../../core/auth.js';
import { OkSchema, ok } from '../../core/envelope.js';
import type { App } from '../../core/types.js';
import { YearReportQuerySchema, YearReportSchema } from './schemas.js';
import type { YearReportService } from './service.js';

/** Yearly reports (spec 2.23): 2023 listening report, 2024 learning report. */
export default async function yearBillRoutes(app: App, yearReports: YearReportService) {

  app.get(
    '/yearBill/report',
    {
      config: { auth: true },
      schema: {
        // Any year passes the schema; years without a report answer 4710.
        querystring: YearReportQuerySchema,
        response: OkSchema(YearReportSchema),
      },
    },
    async (request) => ok(await yearReports.report(currentUser(request).userId, request.query.year)),
  );
}
