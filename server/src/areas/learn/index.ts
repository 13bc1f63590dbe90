import { defineArea } from '../area.js';
import { CertificateService } from '../certificate/index.js';
import { ProgressService } from './progress.js';
import learnRoutes from './routes.js';
import { LearnStatsService } from './stats.js';

export interface LearnServices {
  progress: ProgressService;
  stats: LearnStatsService;
}

/** Listening progress, statistics, records and the weekly ranking. */
export const learnArea = defineArea<LearnServices>({
  name: 'learn',
  services: ({ db, clock, config }) => ({
    progress: new ProgressService(db, clock, CertificateService.create(db, clock, config.media.secret)),
    stats: new LearnStatsService(db, clock),
  }),
  routes: learnRoutes,
});
