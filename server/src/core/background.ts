import type { FastifyBaseLogger } from 'fastify';

/**
 * Work started by a request but not awaited by it (e.g. relaying an error report).
 * `drain()` waits for all of it: called on shutdown, and by tests.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, task: () => Promise<unknown>): void {
    const promise = Promise.resolve()
      .then(task)
      .catch((err: unknown) => this.log.error({ err, task: name }, 'background task failed'))
      .finally(() => this.pending.delete(promise));
    this.pending.add(promise);
  }

  async drain(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}
