import { defineArea } from '../area.js';
import upgcAdminRoutes from './admin.js';
import { ContentChecks } from './checks.js';
import { CircleService } from './circles.js';
import { CommentService } from './comments.js';
import { LikeService } from './likes.js';
import { RateLimits } from './limits.js';
import { ModerationService } from './moderation.js';
import { NoticeService } from './notices.js';
import { PeopleService } from './people.js';
import { PostService } from './posts.js';
import { RelationService, upgcRelationRoutes } from './relations.js';
import upgcRoutes from './routes.js';
import { Visibility } from './visibility.js';

/** The area's services, one per job; they share one Visibility (the viewer's rule and the user lookup). */
export interface CommunityServices {
  people: PeopleService;
  circles: CircleService;
  moderation: ModerationService;
  posts: PostService;
  comments: CommentService;
  likes: LikeService;
  relations: RelationService;
  notices: NoticeService;
  checks: ContentChecks;
}

/** The community (client route group /upgc, scene 542): circles, posts, feeds, comments, likes, follows, blocks, reports, notices, moderation. */
export const upgcArea = defineArea<CommunityServices>({
  name: 'upgc',
  services: ({ db, clock, store, wechat, config, log }) => {
    const visibility = new Visibility(db);
    const circles = new CircleService(db, clock);
    const moderation = new ModerationService(db, clock, visibility);
    const likes = new LikeService(db, clock, visibility);
    const limits = new RateLimits(store, clock);
    const checks = new ContentChecks(db, clock, wechat, { pushToken: config.wechat.pushToken ?? null, mediaBase: config.wechat.mediaBase ?? null }, log);
    return {
      people: new PeopleService(db, clock, visibility),
      circles,
      moderation,
      posts: new PostService(db, clock, visibility, circles, moderation, limits, checks),
      comments: new CommentService(db, clock, visibility, moderation, likes, limits, checks),
      likes,
      relations: new RelationService(db),
      notices: new NoticeService(db, clock, visibility),
      checks,
    };
  },
  routes: async (app, services) => {
    await upgcRoutes(app, services);
    await upgcRelationRoutes(app, services);
  },
  admin: upgcAdminRoutes,
});
