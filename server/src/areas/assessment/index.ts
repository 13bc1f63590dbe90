import { defineArea } from '../area.js';
import { assessmentAdminRoutes } from './admin.js';
import { assessmentPurchase } from './purchase.js';
import assessmentRoutes from './routes.js';
import { AssessmentService } from './service.js';

/** Psychological assessments: the catalogue, taking a test, reports, sharing and friends' help. */
export const assessmentArea = defineArea<AssessmentService>({
  name: 'assessment',
  purchases: { assessment: assessmentPurchase },
  services: ({ db, dialect, clock }) => new AssessmentService(db, dialect, clock),
  routes: assessmentRoutes,
  admin: assessmentAdminRoutes,
});

// The public interface the seed uses.
export { syncAssessmentCommodity } from './purchase.js';
export { SCALES } from './scales.js';
