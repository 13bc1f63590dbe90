import { defineArea } from '../area.js';
import distributionAdminRoutes from './admin.js';
import { BindingService } from './binding.js';
import { CatalogueService } from './catalogue.js';
import { CommissionBook } from './commissions.js';
import { FigureService } from './figures.js';
import { LevelService } from './levels.js';
import { PosterService } from './poster.js';
import { PromoterService } from './promoters.js';
import distributionRoutes from './routes.js';
import { DistributionSettings } from './settings.js';

/** The area's services, one per job. */
export interface DistributionServices {
  settings: DistributionSettings;
  levels: LevelService;
  binding: BindingService;
  promoters: PromoterService;
  catalogue: CatalogueService;
  commissions: CommissionBook;
  figures: FigureService;
  posters: PosterService;
}

/** How often due commissions are settled. */
const SETTLE_EVERY_MS = 10 * 60_000;

/**
 * Distribution (client route group /distribution, scene 530; docs/DISTRIBUTION.md): promoters,
 * buyers bound through their links, commission on the programme's products for two tiers,
 * accrued on payment, settled after the refund window, reversed on refund. Its order listener
 * runs inside every order's placement, payment, closing and refund.
 */
export const distributionArea = defineArea<DistributionServices>({
  name: 'distribution',
  services: (ctx) => {
    const { db, dialect, clock, wechat, log } = ctx;
    const settings = new DistributionSettings(db, clock);
    const levels = new LevelService(db, clock);
    const binding = new BindingService(db, dialect, clock, settings);
    const promoters = new PromoterService(db, clock, settings, levels, binding);
    const catalogue = new CatalogueService(db, clock, levels, promoters, binding);
    const commissions = new CommissionBook(db, clock, ctx.services.earnings, settings, levels, catalogue, binding);
    ctx.services.orderEvents.subscribe(commissions.listener());
    return {
      settings,
      levels,
      binding,
      promoters,
      catalogue,
      commissions,
      figures: new FigureService(db, clock, ctx.services.earnings, settings, levels, promoters, commissions, catalogue),
      posters: new PosterService(db, clock, wechat, catalogue, log),
    };
  },
  routes: distributionRoutes,
  admin: distributionAdminRoutes,
  jobs: ({ commissions }) => [{ name: 'settle commissions', everyMs: SETTLE_EVERY_MS, run: () => commissions.settleDue() }],
});
