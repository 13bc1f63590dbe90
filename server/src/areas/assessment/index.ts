import { defineArea } from '../area.js';
import { assessmentAdminRoutes } from './admin.js';
import { CatalogueService } from './catalogue.js';
import { HelpService } from './help.js';
import { AssessmentLookups } from './lookups.js';
import { OperatorService } from './operator.js';
import { assessmentPurchase } from './purchase.js';
import { ReportService } from './reports.js';
import assessmentRoutes from './routes.js';
import { TakingService } from './taking.js';

/** The area's services, one per section of the product; they share one AssessmentLookups. */
export interface AssessmentServices {
  catalogue: CatalogueService;
  taking: TakingService;
  reports: ReportService;
  help: HelpService;
  operator: OperatorService;
}

/** Psychological assessments: the catalogue, taking a test, reports, sharing and friends' help. */
export const assessmentArea = defineArea<AssessmentServices>({
  name: 'assessment',
  purchases: { assessment: assessmentPurchase },
  services: ({ db, dialect, clock }) => {
    const lookups = new AssessmentLookups(db, clock);
    return {
      catalogue: new CatalogueService(db, clock, lookups),
      taking: new TakingService(db, dialect, clock, lookups),
      reports: new ReportService(db, lookups),
      help: new HelpService(db, clock, lookups),
      operator: new OperatorService(db, clock, lookups),
    };
  },
  routes: assessmentRoutes,
  admin: assessmentAdminRoutes,
});

// The public interface the seed uses.
export { syncAssessmentCommodity } from './purchase.js';
export { SCALES } from './scales.js';
