import { Type } from '@sinclair/typebox';
import { OkSchema, ok } from '../../core/envelope.js';
import type { App } from '../../core/types.js';
import { ErrorReportListQuerySchema, ErrorReportSchema, type ErrorReport } from './schemas.js';

/** Operator routes of error reports (behind the operator guard): the latest reports and their relay state. */
export async function errorsAdminRoutes(app: App) {
  const { db } = app.ctx;

  app.get(
    '/admin/error-reports',
    {
      schema: {
        querystring: ErrorReportListQuerySchema,
        response: OkSchema(Type.Array(ErrorReportSchema)),
      },
    },
    async (request) => {
      const rows = await db
        .selectFrom('error_reports')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(request.query.limit)
        .execute();
      return ok(
        rows.map((r): ErrorReport => ({
          id: r.id,
          content: r.content,
          ip: r.ip,
          relayStatus: r.relay_status,
          relayError: r.relay_error,
          createdAt: r.created_at,
          relayedAt: r.relayed_at,
        })),
      );
    },
  );
}
