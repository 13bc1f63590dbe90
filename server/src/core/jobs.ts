import { serializeError } from './log.js';
import type { App } from './types.js';

/**
 * A periodic job of an area (closing overdue orders, settling commissions, reconciling
 * transfers, sending reminders). main.ts runs each on its interval; tests call `run()`.
 * Several processes may run the same job at once, so every job decides with conditional
 * updates, never with an in-process lock.
 */
export interface AreaJob {
  /** In logs. */
  name: string;
  everyMs: number;
  /** One run; a positive answer (how much it did) is logged. */
  run(): Promise<number>;
}

/** Runs each job on its interval, one run of a job at a time; stops them when the app closes. */
export function scheduleJobs(app: App, jobs: readonly AreaJob[]): void {
  for (const job of jobs) {
    let running: Promise<unknown> | null = null;
    const timer = setInterval(() => {
      running ??= job
        .run()
        .then((done) => done > 0 && app.log.info({ job: job.name, done }, 'job run'))
        .catch((err: unknown) => app.log.error({ err: serializeError(err as Error), job: job.name }, 'job failed'))
        .finally(() => {
          running = null;
        });
    }, job.everyMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  }
}
