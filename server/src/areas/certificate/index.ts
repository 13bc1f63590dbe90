import { defineArea } from '../area.js';
import certificateRoutes from './routes.js';
import { CertificateService } from './service.js';

/** Course certificates: the list, one certificate and its signed image. */
export const certificateArea = defineArea<CertificateService>({
  name: 'certificate',
  services: ({ db, clock, config }) => CertificateService.create(db, clock, config.media.secret),
  routes: certificateRoutes,
});

// The public interface: learning issues certificates; the seed inserts the demo learner's.
export { CertificateService, DEFAULT_HOLDER_NAME, insertCertificate } from './service.js';
export type { CertificateRef } from './schemas.js';
