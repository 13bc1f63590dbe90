import type { Kysely } from 'kysely';
import { AppError } from '../../core/envelope.js';
import { States, type StateDef } from '../../core/states.js';
import type { CommunityHoldReason, DB } from '../../db/schema.js';
import type { ContentChecks, TextScene } from './checks.js';
import type { RATE_LIMITS, RateLimits } from './limits.js';

/**
 * The community's rules for text that other people will read, and how much one may write: the
 * area's public interface (index.ts `contentRules`, docs/COMMUNITY.md "Content rules for other
 * areas"). The community's own posts and comments go through it, and so do other areas' texts
 * (punch-in text and comments, docs/PUNCH.md), so there is one keyword rule and one WeChat call.
 *
 * A verdict on a text:
 * - refuse: WeChat's msgSecCheck said `risky` (4667 内容可能含有违规信息，请修改后再发布); the
 *   caller stores nothing;
 * - hold: an operator keyword is in it (`keyword`, case-insensitive substring), or WeChat said
 *   `review` (`wechat_review`), or WeChat could not be asked (`check_failed`): stored, shown only to
 *   its author until an operator releases it;
 * - pass.
 * WeChat is asked even when a keyword holds the text (a risky text is refused, not held), and only
 * when the mini-program is configured and the author has a mini-program openid (checks.ts).
 */

/** Why a text is held: the text rules' part of the community's hold reasons. */
export type TextHoldReason = Extract<CommunityHoldReason, 'keyword' | 'wechat_review' | 'check_failed'>;

export type ContentVerdict = { verdict: 'pass' } | { verdict: 'hold'; reason: TextHoldReason } | { verdict: 'refuse'; state: StateDef };

export type { TextScene };

/** What a verdict means to a writer: throws the refusal; the hold reason, or null for a pass. */
export function holdReasonOf(verdict: ContentVerdict): TextHoldReason | null {
  if (verdict.verdict === 'refuse') throw new AppError(verdict.state);
  return verdict.verdict === 'hold' ? verdict.reason : null;
}

export class ContentRules {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly checks: ContentChecks,
    private readonly limits: RateLimits,
  ) {}

  /** Whether an operator keyword is in the text (case-insensitive substring). */
  async hasKeyword(text: string): Promise<boolean> {
    const words = await this.db.selectFrom('community_keywords').select('word').execute();
    const lower = text.toLowerCase();
    return words.some((w) => lower.includes(w.word.toLowerCase()));
  }

  /**
   * The verdict on a text by `userId` (already trimmed and length-checked by the caller); `scene`
   * is what WeChat is told the text is (a forum post, a comment, a social log such as a punch).
   * An empty text passes without asking anyone.
   */
  async verdict(userId: number, text: string, scene: TextScene): Promise<ContentVerdict> {
    if (!text.trim()) return { verdict: 'pass' };
    const keyword = await this.hasKeyword(text);
    const wechat = await this.checks.text(userId, text, scene);
    if (wechat === 'risky') return { verdict: 'refuse', state: States.CONTENT_RISKY };
    if (keyword) return { verdict: 'hold', reason: 'keyword' };
    if (wechat) return { verdict: 'hold', reason: wechat };
    return { verdict: 'pass' };
  }

  /**
   * Takes one slot of the user's write budget (limits.ts: 10 posts an hour, 30 comments per 10
   * minutes), or refuses with its state (4665 / 4666). The budget is the user's, whatever area the
   * comment is written in. Take it after the input was checked, before asking for the verdict.
   */
  takeSlot(kind: keyof typeof RATE_LIMITS, userId: number): Promise<void> {
    return this.limits.take(kind, userId);
  }
}
