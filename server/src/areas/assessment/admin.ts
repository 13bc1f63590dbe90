import { Type } from '@sinclair/typebox';
import { OkSchema, ok } from '../../core/envelope.js';
import type { App } from '../../core/types.js';
import type { AssessmentServices } from './index.js';
import { AdminAssessmentParamsSchema, AdminAssessmentSchema, AssessmentPatchSchema, EntitlementSchema, GrantBodySchema } from './schemas.js';

/**
 * Operator routes of assessments (behind the operator guard): the catalogue rows and
 * entitlement grants.
 */
export async function assessmentAdminRoutes(app: App, { operator }: AssessmentServices) {

  app.get('/admin/assessments', { schema: { response: OkSchema(Type.Array(AdminAssessmentSchema)) } }, async () => ok(await operator.adminList()));

  app.put(
    '/admin/assessments/:id',
    { schema: { params: AdminAssessmentParamsSchema, body: AssessmentPatchSchema, response: OkSchema(AdminAssessmentSchema) } },
    async (request) => ok(await operator.adminUpdate(request.params.id, request.body)),
  );

  app.post(
    '/admin/assessments/entitlements',
    { schema: { body: GrantBodySchema, response: OkSchema(EntitlementSchema) } },
    async (request) => ok(await operator.grant(request.body.userId, request.body.assessmentId)),
  );
}
