import { defineArea } from '../area.js';
import teamReadingAdminRoutes from './admin.js';
import { BookListService } from './booklists.js';
import { MembershipService } from './membership.js';
import { ProgressService } from './progress.js';
import teamReadingRoutes from './routes.js';
import { TeamService } from './teams.js';
import { TeamViews } from './views.js';

/** The area's services, one per job; they share one TeamViews (team lookups, people, cards with counts). */
export interface TeamReadingServices {
  teams: TeamService;
  membership: MembershipService;
  progress: ProgressService;
  bookLists: BookListService;
}

/** Team reading (client route group /teamreading, scene 529): teams reading a book list on a daily plan, rankings, shared book lists. */
export const teamReadingArea = defineArea<TeamReadingServices>({
  name: 'teamreading',
  services: ({ db, dialect, clock }) => {
    const views = new TeamViews(db, clock);
    const progress = new ProgressService(db, views);
    return {
      teams: new TeamService(db, views, progress),
      membership: new MembershipService(db, dialect, clock, views),
      progress,
      bookLists: new BookListService(db, clock),
    };
  },
  routes: teamReadingRoutes,
  admin: teamReadingAdminRoutes,
});
