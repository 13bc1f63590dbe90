import type { AppContext } from '../../shared/context.js';
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
import { ContentRules } from './rules.js';
import { Visibility } from './visibility.js';

/** WeChat's content security as this app is configured (checks.ts). */
function contentChecks({ db, clock, wechat, config, log }: AppContext): ContentChecks {
  return new ContentChecks(db, clock, wechat, { pushToken: config.wechat.pushToken ?? null, mediaBase: config.wechat.mediaBase ?? null }, log);
}

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
  services: (ctx) => {
    const { db, clock } = ctx;
    const visibility = new Visibility(db);
    const circles = new CircleService(db, clock);
    const moderation = new ModerationService(db, clock, visibility);
    const likes = new LikeService(db, clock, visibility);
    const checks = contentChecks(ctx);
    const rules = new ContentRules(db, checks, new RateLimits(ctx.store, clock));
    return {
      people: new PeopleService(db, clock, visibility),
      circles,
      moderation,
      posts: new PostService(db, clock, visibility, circles, moderation, rules, checks),
      comments: new CommentService(db, clock, visibility, likes, rules),
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

/**
 * The public interface (docs/COMMUNITY.md "Content rules for other areas"): the community's
 * rules for text others will read (operator keywords, WeChat's msgSecCheck when configured) and
 * the write budget, for areas whose users publish text too (punch-in text and comments). Build
 * one per area from the app's context; the rules read the same keyword list and rate-limit store
 * as the community.
 */
export function contentRules(ctx: AppContext): ContentRules {
  return new ContentRules(ctx.db, contentChecks(ctx), new RateLimits(ctx.store, ctx.clock));
}
export { holdReasonOf, type ContentRules, type ContentVerdict, type TextHoldReason, type TextScene } from './rules.js';
