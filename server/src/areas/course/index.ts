import { serializeError } from '../../core/log.js';
import { defineArea } from '../area.js';
import { catalogueAdminRoutes } from './admin.js';
import { articleRoutes } from './article-routes.js';
import { CatalogueAdmin } from './catalogue-admin.js';
import { CatalogueService } from './catalogue.js';
import { mediaRoutes } from './media-routes.js';
import { coursePurchase } from './purchase.js';
import { courseRoutes } from './routes.js';
import { CourseSearch } from './search.js';

export interface CourseServices {
  catalogue: CatalogueService;
  courseSearch: CourseSearch;
  catalogueAdmin: CatalogueAdmin;
}

/** Courses, book lists, articles, the class schedule, course search and the course audio. */
export const courseArea = defineArea<CourseServices>({
  name: 'course',
  purchases: { course: coursePurchase },
  services({ db, dialect, clock, log, services: { media } }) {
    const courseSearch = new CourseSearch(db, dialect, clock, (err) => log.error({ err: serializeError(err as Error) }, 'writing search counts failed'));
    return { catalogue: new CatalogueService(db, clock, media), courseSearch, catalogueAdmin: new CatalogueAdmin(db, clock, media, courseSearch) };
  },
  async routes(app, services) {
    await courseRoutes(app, services);
    await articleRoutes(app, services);
    await mediaRoutes(app);
  },
  admin: catalogueAdminRoutes,
});

// The public interface other areas (learning, yearly reports) and the seed use.
export { chapterAccess } from './access.js';
export { addLearner } from './learners.js';
export { CourseSearch } from './search.js';
export { subjectCards } from './views.js';
