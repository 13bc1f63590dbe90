import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { safeEqual } from '../../core/crypto.js';
import type { DB } from '../../db/schema.js';
import { SEC_SCENE, pushSignature, secSuggest, type MediaCheckEvent, type WechatClient } from '../../providers/wechat.js';

/**
 * WeChat's content security for the community (docs/COMMUNITY.md "WeChat checks"), on top of the
 * operators' keywords: only when the mini-program is configured (WECHAT_MINI_APPID/SECRET) and
 * only for authors with a mini-program openid (who logged in through the mini-program); everyone
 * else goes through the keyword rules alone.
 *
 * - Text (posts, comments, and other areas' texts through rules.ts): msgSecCheck v2. risky →
 *   refused (4667, nothing stored); review → held ('wechat_review'); WeChat unreachable or
 *   refusing the call → held ('check_failed'), never published unchecked.
 * - Post images: mediaCheckAsync v2 for each, when the push is configured too (WECHAT_PUSH_TOKEN
 *   and WECHAT_MEDIA_BASE, the public origin WeChat downloads the images from). The post is held
 *   ('media_check') until WeChat pushes the results (event wxa_media_check): pass for every image
 *   releases it, risky for any rejects it, review leaves it to an operator.
 */

/** What a text is, for WeChat: a forum post (scene 3), a comment (2), a social log such as a punch-in (4). */
export type TextScene = 'post' | 'comment' | 'log';
const TEXT_SCENES = { post: SEC_SCENE.forum, comment: SEC_SCENE.comment, log: SEC_SCENE.socialLog } as const;

/** Pushes older or newer than this (by their timestamp) are refused: a captured push cannot be replayed later. */
export const PUSH_MAX_SKEW_SECONDS = 300;

export interface MediaSubmission {
  traces: { traceId: string; image: string }[];
  /** Some image could not be submitted: the post waits for an operator. */
  failed: boolean;
}

export class ContentChecks {
  private warned = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly wechat: WechatClient,
    private readonly options: { pushToken: string | null; mediaBase: string | null },
    private readonly log: FastifyBaseLogger,
  ) {}

  private get mediaEnabled(): boolean {
    const on = this.wechat.miniConfigured && !!this.options.pushToken && !!this.options.mediaBase;
    if (!on && this.wechat.miniConfigured && !this.warned) {
      this.warned = true;
      this.log.warn('WeChat checks of post images are off: set WECHAT_PUSH_TOKEN and WECHAT_MEDIA_BASE');
    }
    return on;
  }

  /** The author's mini-program openid (the latest), or null. */
  private async openid(userId: number): Promise<string | null> {
    if (!this.wechat.miniConfigured) return null;
    const row = await this.db
      .selectFrom('wechat_identities')
      .select('openid')
      .where('user_id', '=', userId)
      .where('app', '=', 'mini')
      .orderBy('updated_at', 'desc')
      .executeTakeFirst();
    return row?.openid ?? null;
  }

  /**
   * WeChat's verdict on a text: 'risky' (to be refused), the hold reason it asks for, or null (a
   * pass, or not asked: no mini-program or no openid). rules.ts turns it into the text's verdict.
   */
  async text(userId: number, text: string, scene: TextScene): Promise<'risky' | 'wechat_review' | 'check_failed' | null> {
    const openid = await this.openid(userId);
    if (!openid) return null;
    let suggest;
    try {
      ({ suggest } = await this.wechat.msgSecCheck(text, { openid, scene: TEXT_SCENES[scene] }));
    } catch (err) {
      this.log.error({ err, userId }, 'WeChat msgSecCheck failed: the text is held for review');
      return 'check_failed';
    }
    if (suggest === 'risky') return 'risky';
    return suggest === 'review' ? 'wechat_review' : null;
  }

  /** Asks WeChat to check each image of a new post; nothing is asked when the checks are off or the author has no openid. */
  async submitImages(userId: number, images: string[]): Promise<MediaSubmission> {
    const none = { traces: [], failed: false };
    if (images.length === 0 || !this.mediaEnabled) return none;
    const openid = await this.openid(userId);
    if (!openid) return none;
    const traces: MediaSubmission['traces'] = [];
    let failed = false;
    for (const image of images) {
      try {
        traces.push({ image, traceId: await this.wechat.mediaCheckAsync(`${this.options.mediaBase}${image}`, { openid, scene: SEC_SCENE.forum }) });
      } catch (err) {
        this.log.error({ err, userId, image }, 'WeChat mediaCheckAsync failed: the post is held for review');
        failed = true;
      }
    }
    return { traces, failed };
  }

  /**
   * Records the trace ids of a new post (in its transaction). WeChat may have answered already:
   * its row then exists without a post and gets one here.
   */
  async record(trx: Transaction<DB>, postId: number, traces: MediaSubmission['traces']): Promise<void> {
    const now = this.clock.now();
    for (const { traceId, image } of traces) {
      await trx
        .insertInto('community_media_checks')
        .values({ trace_id: traceId, post_id: postId, image, suggest: null, created_at: now, checked_at: null })
        .onConflict((oc) => oc.column('trace_id').doUpdateSet({ post_id: postId, image }))
        .execute();
    }
  }

  /**
   * Applies what WeChat said about a post's images: any risky → rejected (also when an operator
   * released it meanwhile); every image pass → released, when the images were all that held it.
   */
  async settle(postId: number): Promise<void> {
    const post = await this.db.selectFrom('community_posts').select(['images']).where('id', '=', postId).executeTakeFirst();
    if (!post) return;
    const checks = await this.db.selectFrom('community_media_checks').select(['image', 'suggest']).where('post_id', '=', postId).execute();
    const now = this.clock.now();
    if (checks.some((c) => c.suggest === 'risky')) {
      await this.db
        .updateTable('community_posts')
        .set({ status: 'rejected', reviewed_at: now })
        .where('id', '=', postId)
        .where('status', '<>', 'rejected')
        .where('deleted_at', 'is', null)
        .execute();
      this.log.info({ postId }, 'community post rejected: WeChat found a risky image');
      return;
    }
    const images = JSON.parse(post.images) as string[];
    const passed = new Set(checks.filter((c) => c.suggest === 'pass').map((c) => c.image));
    if (images.length > 0 && images.every((i) => passed.has(i))) {
      await this.db
        .updateTable('community_posts')
        .set({ status: 'visible', reviewed_at: now })
        .where('id', '=', postId)
        .where('status', '=', 'held')
        .where('hold_reason', '=', 'media_check')
        .where('deleted_at', 'is', null)
        .execute();
    }
  }

  /** Whether a push carries WeChat's signature (token, timestamp, nonce) and a fresh timestamp. */
  verifyPush(signature: string, timestamp: string, nonce: string): boolean {
    const token = this.options.pushToken;
    if (!token || !/^\d{1,12}$/.test(timestamp)) return false;
    if (Math.abs(this.clock.now() / 1000 - Number(timestamp)) > PUSH_MAX_SKEW_SECONDS) return false;
    return safeEqual(pushSignature(token, timestamp, nonce), signature.toLowerCase());
  }

  /** A pushed event: the result of an image check is stored and applied to its post; other events are ignored. */
  async pushed(event: MediaCheckEvent): Promise<void> {
    if (event.Event !== 'wxa_media_check' || !event.trace_id) return;
    const suggest = secSuggest(event.result?.suggest);
    const now = this.clock.now();
    const row = await this.db
      .insertInto('community_media_checks')
      .values({ trace_id: event.trace_id, post_id: null, suggest, created_at: now, checked_at: now })
      .onConflict((oc) => oc.column('trace_id').doUpdateSet({ suggest, checked_at: now }))
      .returning(['post_id'])
      .executeTakeFirstOrThrow();
    this.log.info({ traceId: event.trace_id, suggest, postId: row.post_id }, 'WeChat image check result');
    if (row.post_id !== null) await this.settle(row.post_id);
  }
}
