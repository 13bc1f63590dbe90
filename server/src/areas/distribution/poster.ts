import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { serializeError } from '../../core/log.js';
import type { DB } from '../../db/schema.js';
import type { WechatClient } from '../../providers/wechat.js';
import type { CatalogueService } from './catalogue.js';
import { person } from './people.js';
import type { Poster } from './schemas.js';

/** The mini-program pages a poster's code opens (scene `i=<code>` and, for a product, `g=<commodity>`). */
const HOME_PAGE = 'pages/index/index';
const PRODUCT_PAGE = 'packages/distribution/purchaseGoods/index';

/**
 * Poster data (sharePlacard): the promoter's code, the H5 link the client turns into a QR code,
 * and — when the mini-program is configured — a mini-program code from WeChat's getUnlimited,
 * made once per scene and kept in `distribution_wxacodes` (WeChat limits how many it makes).
 */
export class PosterService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly wechat: WechatClient,
    private readonly catalogue: CatalogueService,
    private readonly log: FastifyBaseLogger,
  ) {}

  async poster(userId: number, commodityId: number | undefined): Promise<Poster> {
    const user = await this.db.selectFrom('users').select(['id', 'nickname', 'mobile', 'avatar', 'invitation_code']).where('id', '=', userId).executeTakeFirstOrThrow();
    const code = user.invitation_code;
    const product = commodityId === undefined ? null : await this.catalogue.posterCard(commodityId, userId);
    const h5Path = product
      ? `/distribution/purchaseGoods?commodityId=${product.commodityId}&inviteCode=${code}`
      : `/?inviteCode=${code}`;
    const scene = product ? `i=${code}&g=${product.commodityId}` : `i=${code}`;
    const made = await this.wxacode(scene, product ? PRODUCT_PAGE : HOME_PAGE);
    return {
      code,
      promoter: person(user),
      h5Path,
      product,
      wxacodeUrl: made ? `/api/distribution/wxacode/${encodeURIComponent(scene)}` : null,
    };
  }

  /** Whether the code of `scene` is kept (made now if needed); false without the mini-program or when WeChat refused. */
  private async wxacode(scene: string, page: string): Promise<boolean> {
    if (!this.wechat.miniConfigured) return false;
    const kept = await this.db.selectFrom('distribution_wxacodes').select('scene').where('scene', '=', scene).executeTakeFirst();
    if (kept) return true;
    try {
      const { contentType, image } = await this.wechat.miniCode({ scene, page });
      await this.db
        .insertInto('distribution_wxacodes')
        .values({ scene, page, content_type: contentType, image: image.toString('base64'), created_at: this.clock.now() })
        .onConflict((oc) => oc.column('scene').doNothing())
        .execute();
      return true;
    } catch (err) {
      // The poster still works: the client draws a QR code of the H5 link.
      this.log.warn({ err: serializeError(err as Error), scene }, 'mini-program code not made');
      return false;
    }
  }

  /** A kept code image, or null. */
  async image(scene: string): Promise<{ contentType: string; image: Buffer } | null> {
    const row = await this.db.selectFrom('distribution_wxacodes').select(['content_type', 'image']).where('scene', '=', scene).executeTakeFirst();
    return row ? { contentType: row.content_type, image: Buffer.from(row.image, 'base64') } : null;
  }
}
