import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/envelope.js';
import { States, type StateDef } from '../../core/states.js';
import type { KeyValueStore } from '../../store/types.js';

/**
 * How much one user may write (docs/COMMUNITY.md "Rate limits"): at most `max` posts or comments
 * per fixed window of the clock (10 posts an hour, 30 comments per 10 minutes). A slot is taken
 * with the store's atomic increment, so concurrent requests cannot all slip under the limit, and
 * with Redis the limit holds across server processes. Only writes that passed the checks of their
 * input take a slot; a refused one (4665 / 4666) stores nothing.
 */
export const RATE_LIMITS = {
  post: { max: 10, windowMs: 3600_000, state: States.POST_RATE_LIMITED },
  comment: { max: 30, windowMs: 600_000, state: States.COMMENT_RATE_LIMITED },
} as const satisfies Record<string, { max: number; windowMs: number; state: StateDef }>;

export class RateLimits {
  constructor(
    private readonly store: KeyValueStore,
    private readonly clock: Clock,
  ) {}

  /** Takes one slot of `kind` for the user, or refuses with the kind's state. */
  async take(kind: keyof typeof RATE_LIMITS, userId: number): Promise<void> {
    const { max, windowMs, state } = RATE_LIMITS[kind];
    const window = Math.floor(this.clock.now() / windowMs);
    const used = await this.store.incr(`upgc:rate:${kind}:${userId}:${window}`, windowMs);
    if (used > max) throw new AppError(state);
  }
}
