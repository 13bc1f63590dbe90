import type { AppContext } from '../../shared/context.js';
import { defineArea } from '../area.js';
import punchAdminRoutes from './admin.js';
import { ChallengeService } from './challenges.js';
import { contentRules } from '../upgc/index.js';
import { MessageService } from './messages.js';
import { PunchModeration } from './moderation.js';
import { ProgressService } from './progress.js';
import { PunchService } from './punching.js';
import { RankingService } from './ranking.js';
import { ReminderService } from './reminders.js';
import punchRoutes from './routes.js';
import { TimelineService } from './timeline.js';

/** The area's services, one per job. */
export interface PunchServices {
  challenges: ChallengeService;
  progress: ProgressService;
  punching: PunchService;
  timeline: TimelineService;
  messages: MessageService;
  ranking: RankingService;
  reminders: ReminderService;
  moderation: PunchModeration;
}

function punchServices(ctx: AppContext): PunchServices {
  const { db, dialect, clock, config, wechat, log } = ctx;
  // Reminders need the template and the mini-program app; without either none is offered.
  const templateId = config.wechat.mini ? config.punch.reminderTemplateId : null;
  const challenges = new ChallengeService(db, clock);
  const messages = new MessageService(db, clock, challenges);
  const progress = new ProgressService(db, clock, challenges, messages, templateId);
  // Punch text and comments go through the community's content rules and comment budget.
  const rules = contentRules(ctx);
  const timeline = new TimelineService(db, clock, challenges, rules);
  return {
    challenges,
    progress,
    punching: new PunchService(db, dialect, clock, challenges, progress, timeline, rules),
    timeline,
    messages,
    ranking: new RankingService(db, clock, challenges),
    reminders: new ReminderService(db, clock, wechat, challenges, progress, templateId, log),
    moderation: new PunchModeration(db, clock, timeline),
  };
}

/** Punch-in challenges (client route group /punch, scene 508; the listen-to-book challenge /activity/learnPunchIndex, scene 513). */
export const punchArea = defineArea<PunchServices>({
  name: 'punch',
  services: punchServices,
  routes: punchRoutes,
  admin: punchAdminRoutes,
  // Daily reminders, every few minutes after each challenge's reminder time; nothing without a
  // template and the mini-program app. Several processes may run it: each grant is claimed once.
  jobs: ({ reminders }) =>
    reminders.enabled ? [{ name: 'punch reminders', everyMs: REMINDER_EVERY_MS, run: async () => (await reminders.run()).sent }] : [],
});

/** How often the reminder job runs. */
const REMINDER_EVERY_MS = 5 * 60_000;
