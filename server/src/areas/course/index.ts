import { serializeError } from '../../core/log.js';
import { defineArea } from '../area.js';
import { catalogueAdminRoutes } from './admin.js';
import { ArticleAdmin } from './article-admin.js';
import { articleRoutes } from './article-routes.js';
import { BannerAdmin } from './banner-admin.js';
import { BookListAdmin } from './book-list-admin.js';
import { CatalogueService } from './catalogue.js';
import { CategoryAdmin } from './category-admin.js';
import { EntitlementAdmin } from './entitlement-admin.js';
import { mediaRoutes } from './media-routes.js';
import { coursePurchase } from './purchase.js';
import { courseRoutes } from './routes.js';
import { ScheduleAdmin } from './schedule-admin.js';
import { CourseSearch } from './search.js';
import { SubjectAdmin } from './subject-admin.js';

/** The operator's writes of the catalogue (admin.ts), one service per table. */
export interface CatalogueAdmin {
  categories: CategoryAdmin;
  /** Subjects and their chapters. */
  subjects: SubjectAdmin;
  bookLists: BookListAdmin;
  articles: ArticleAdmin;
  banners: BannerAdmin;
  schedule: ScheduleAdmin;
  entitlements: EntitlementAdmin;
}

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
    const categories = new CategoryAdmin(db, clock);
    const subjects = new SubjectAdmin(db, clock, media, courseSearch, categories);
    return {
      catalogue: new CatalogueService(db, clock, media),
      courseSearch,
      catalogueAdmin: {
        categories,
        subjects,
        bookLists: new BookListAdmin(db, clock),
        articles: new ArticleAdmin(db, clock),
        banners: new BannerAdmin(db, clock),
        schedule: new ScheduleAdmin(db, clock),
        entitlements: new EntitlementAdmin(db, clock, subjects),
      },
    };
  },
  async routes(app, services) {
    await courseRoutes(app, services);
    await articleRoutes(app, services);
    await mediaRoutes(app);
  },
  admin: catalogueAdminRoutes,
});

// The public interface other areas (learning, yearly reports, team reading) and the seed use.
export { chapterAccess } from './access.js';
export { addLearner } from './learners.js';
export { CourseSearch } from './search.js';
export { bookListCards, bookListDetail, subjectCards } from './views.js';
