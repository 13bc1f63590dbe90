import type { App } from '../../core/types.js';
import { serializeError } from '../../core/log.js';
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
});

/** How often main.ts runs the reminder job. */
export const REMINDER_EVERY_MS = 5 * 60_000;

/**
 * Runs the daily reminder every few minutes while the server is up (main.ts; tests call the job
 * through POST /admin/punch/reminders/run). Does nothing without a template and the mini-program
 * app. Several processes may run it at once: each grant is claimed once (reminders.ts).
 */
export function scheduleReminders(app: App, everyMs = REMINDER_EVERY_MS): void {
  const { reminders } = punchServices(app.ctx);
  if (!reminders.enabled) return;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= reminders
      .run()
      .then((run) => run.due && app.log.info(run, 'punch reminders sent'))
      .catch((err: unknown) => app.log.error({ err: serializeError(err as Error) }, 'punch reminder run failed'))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
